/**
 * A line of the person's report, which speaks to them ("See a GP about your
 * scaly patch"), put in the summary's own voice: the person's words to
 * their doctor ("… about my scaly patch"), or, when the answers were given
 * for someone else, about the patient ("… about their scaly patch"). The
 * report may be written by an AI provider, so this works on any sentence.
 */

type Voice = "self" | "someoneElse"

const possessive = { self: "my", someoneElse: "their" } as const
const possessivePronoun = { self: "mine", someoneElse: "theirs" } as const
const reflexive = { self: "myself", someoneElse: "themselves" } as const
const subject = { self: "I", someoneElse: "they" } as const
const object = { self: "me", someoneElse: "them" } as const

/** After these, "you" is the object ("to you", "help you"); elsewhere it is the subject. */
const beforeAnObject = new Set([
  "to",
  "for",
  "with",
  "about",
  "from",
  "at",
  "by",
  "on",
  "of",
  "near",
  "around",
  "without",
  "tell",
  "help",
  "let",
  "give",
  "show",
  "ask",
])

/** "You are" for the person becomes "I am"; for someone else, "they are" as it was. */
const firstPersonVerbs: Readonly<Record<string, string>> = { are: "am", were: "was", "'re": "'m" }

const matchCase = (original: string, replacement: string) =>
  /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement

export const inPatientWords = (text: string, voice: Voice): string =>
  text.replace(
    /\b(yourselves|yourself|yours|your|you)\b(?:('re|'ve|'ll|'d)|\s+(are|were)\b)?/gi,
    (
      whole,
      word: string,
      contraction: string | undefined,
      verb: string | undefined,
      offset: number,
    ) => {
      const lower = word.toLowerCase()
      if (lower === "your") return matchCase(word, possessive[voice])
      if (lower === "yours") return matchCase(word, possessivePronoun[voice])
      if (lower.startsWith("yourself")) return matchCase(word, reflexive[voice])
      const before = /(\w+)\W*$/.exec(text.slice(0, offset))?.[1]?.toLowerCase()
      const isObject =
        contraction === undefined && verb === undefined && beforeAnObject.has(before ?? "")
      const pronoun = matchCase(word, isObject ? object[voice] : subject[voice])
      const rest = (verbOrContraction: string) =>
        voice === "self"
          ? (firstPersonVerbs[verbOrContraction.toLowerCase()] ?? verbOrContraction)
          : verbOrContraction
      if (contraction !== undefined) return `${pronoun}${rest(contraction)}`
      if (verb !== undefined)
        return `${pronoun}${whole.slice(word.length, whole.length - verb.length)}${rest(verb)}`
      return pronoun
    },
  )
