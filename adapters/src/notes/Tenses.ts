/**
 * The tense of the verbs in a clause, run by run ("has been falling",
 * "used to relax", "I noticed"): present, perfect, past, future or a past
 * habit, and where a verb of starting or stopping stands. Read from the
 * model's parts of speech and the forms of English verbs.
 */
import { type Word, wordSet } from "./NoteWords.ts"

const pastForms = wordSet(
  "had was were did got went gave took came became began felt fell grew found saw said told made " +
    "thought left kept broke ate wore caught brought bought ran swam lost spent paid sent led knew " +
    "woke hit rose shed split quit put",
)
const participles = wordSet(
  "been gone done taken given grown fallen seen eaten worn broken begun swum had got lost come become",
)
const startVerbs = wordSet(
  "start started starting starts began begun begin begins develop developed appeared appear noticed notice spotted found discovered diagnosed fitted switched swapped",
)
/** Verbs of finding a sign, which date what was found: "I've noticed my brows are thinner". */
export const noticing = new Set(["noticed", "notice", "spotted", "found", "discovered"])
/** "I felt a lump": feeling something finds it, which is there still; "I felt sick" is a past state. */
const foundByTouch = (next: string | undefined): boolean =>
  next === "a" || next === "an" || next === "something" || next === "some"
const stopVerbs = wordSet(
  "stop stopped stoped stopping quit finished finishing ended came come coming gave",
)
const isVerbish = (word: Word): boolean =>
  word.pos === "AUX" || word.pos === "VERB" || word.text === "not" || word.text === "to"

type Tense = "present" | "perfect" | "progressive perfect" | "past" | "future" | "habit"

export interface VerbGroup {
  readonly first: number
  readonly last: number
  readonly tense: Tense
  /** Where a verb of starting ("started", "noticed") or of stopping ("came off") is, or -1. */
  readonly startsAt: number
  readonly stopsAt: number
}

const subjectWords = new Set(["i", "she", "he", "we", "they", "it", "you", "who", "that"])

/**
 * A verb in the past tense: an irregular past form, or a word in -ed that
 * follows its subject ("I noticed", "my hair thinned") or opens the clause
 * with an object after it ("dyed it black", "finished my last round").
 * "stressed", "exhausted" after "so", "feeling" or "not" describe a state.
 */
/** Words in -ed that describe how someone is, not what they did. */
const states = wordSet(
  "stressed exhausted exausted worried concerned scared depressed drained bloated annoyed embarrassed " +
    "frustrated obsessed interested pleased surprised confused overwhelmed devastated gutted tired " +
    "relaxed colored bleached permed treated damaged processed diagnosed married divorced retired " +
    "self-conscious shattered knackered wiped",
)

/** Present-tense verbs that end in -ed: "my gums bleed". */
const presentInEd = wordSet("need feed bleed breed speed proceed succeed exceed weed seed heed")

/** Past forms that are also the present: "it stings when I put the kolonya on". */
const sameInPresent = wordSet("put hit shed split quit")
/** Words that make what follows a habit: "whenever I put it on", "every time I hit my head". */
const habitual = wordSet("when whenever if every each always usually")

const isPast = (words: ReadonlyArray<Word>, at: number): boolean => {
  const word = words[at]!
  if (
    sameInPresent.has(word.text) &&
    words.slice(Math.max(0, at - 3), at).some((w) => habitual.has(w.text))
  )
    return false
  // "now got a temp", "still got the cough": "got" for "have got" is the present.
  if (
    word.text === "got" &&
    ["now", "still", "also", "ive", "i've", "'ve"].includes(words[at - 1]?.text ?? "")
  )
    return false
  if (pastForms.has(word.text)) return true
  if (
    !word.text.endsWith("ed") ||
    word.pos !== "VERB" ||
    states.has(word.norm) ||
    states.has(word.text)
  )
    return false
  // Before a noun it describes the noun: "a coin sized bald spot", "dyed hair".
  if (["NOUN", "ADJ"].includes(words[at + 1]?.pos ?? "")) return false
  if (presentInEd.has(word.text)) return false
  const before = words[at - 1]
  if (before === undefined)
    return ["DET", "PRON", "NOUN", "PROPN", "NUM"].includes(words[at + 1]?.pos ?? "")
  if (linking.has(before.text)) return false
  return subjectWords.has(before.text) || before.pos === "NOUN" || before.pos === "PROPN"
}

/** A participle after "have": "have stopped", "has gone", "'ve had". */
const isParticiple = (word: Word): boolean =>
  participles.has(word.text) ||
  pastForms.has(word.text) ||
  (word.text.endsWith("ed") && word.pos === "VERB")

const being = new Set(["am", "is", "are", "be"])
/** Verbs after which a word in -ed describes a state: "feeling exhausted", "getting stressed". */
const linking = wordSet(
  "feel feels feeling felt look looks looking seem seems seeming get gets getting become becoming being",
)

const tenseOf = (words: ReadonlyArray<Word>, first: number, last: number): Tense => {
  const group = words.slice(first, last + 1)
  const texts = group.map((w) => w.norm)
  const has = (t: string) => texts.includes(t)
  if (has("used") && texts[texts.indexOf("used") + 1] === "to") return "habit"
  if (has("will") || has("shall") || (has("going") && texts[texts.indexOf("going") + 1] === "to"))
    return "future"
  // "it's gone" is "it has gone": the model reads every "'s" as "is".
  const haveAt = group.findIndex(
    (w, i) =>
      w.norm === "have" ||
      w.norm === "has" ||
      (w.text === "'s" && isParticiple(group[i + 1] ?? w) && group[i + 1] !== undefined) ||
      // "hes been complaining": the model opens "hes" as "he is", which "been" never follows.
      (w.norm === "is" && ["been", "had"].includes(group[i + 1]?.text ?? "")),
  )
  if (haveAt >= 0) {
    const rest = group.slice(haveAt + 1)
    if (rest[0]?.text === "got" || rest.length === 0) return "present"
    if (rest.some((w) => w.text === "been")) return "progressive perfect"
    if (rest.some(isParticiple)) return "perfect"
  }
  if (texts.includes("had") && group.length > 1) return "past"
  if (group.some((w) => being.has(w.norm) || w.text === "'m" || w.text === "'re")) return "present"
  if (group.some((_, i) => isPast(words, first + i))) return "past"
  return "present"
}

/** Runs of verbs in a clause ("has been falling", "used to relax"), with their tense. */
export const verbGroupsOf = (words: ReadonlyArray<Word>): ReadonlyArray<VerbGroup> => {
  const groups: Array<VerbGroup> = []
  let start = -1
  const close = (end: number) => {
    const group = words.slice(start, end + 1)
    if (group.some((w) => w.pos === "AUX" || w.pos === "VERB")) {
      const at = (found: (w: Word) => boolean) => {
        const i = group.findIndex(found)
        return i < 0 ? -1 : start + i
      }
      const after = words[end + 1]?.text
      groups.push({
        first: start,
        last: end,
        tense: tenseOf(words, start, end),
        startsAt:
          putOnOrIn(words, end) || becameSo(words, end)
            ? end
            : at(
                (w) =>
                  startVerbs.has(w.text) ||
                  (w.text === "felt" && foundByTouch(after)) ||
                  // "I got this ache": what "this" points to starts here and now.
                  (w.text === "got" && (after === "this" || after === "these")),
              ),
        stopsAt: at(
          (w) =>
            stopVerbs.has(w.text) &&
            (!["came", "come", "coming"].includes(w.text) || after === "off") &&
            (w.text !== "gave" || after === "up"),
        ),
      })
    }
    start = -1
  }
  words.forEach((word, i) => {
    const verbish =
      (isVerbish(word) && !sideOf(words, i)) ||
      (start >= 0 && word.pos === "ADV" && isVerbish(words[i + 1] ?? word))
    if (verbish && start < 0) start = i
    if (!verbish && start >= 0) close(i - 1)
  })
  if (start >= 0) close(words.length - 1)
  return groups
}

/** "his left knee": a side, which the model may read as the verb "left". */
const sideOf = (words: ReadonlyArray<Word>, at: number): boolean =>
  words[at]?.text === "left" &&
  ["my", "his", "her", "their", "your", "the", "its", "on", "to"].includes(
    words[at - 1]?.text ?? "",
  )

/** "put me on spironolactone", "had the implant put in": a start. */
const putOnOrIn = (words: ReadonlyArray<Word>, end: number): boolean =>
  words[end]?.text === "put" &&
  (["on", "in"].includes(words[end + 1]?.text ?? "") ||
    ["on", "in"].includes(words[end + 2]?.text ?? ""))

/** Verbs of becoming, which start a state that lasts: "my eye went red", "my wee turned dark". */
const becoming = wordSet("went turned became")

/**
 * "went really red", "turned yellowish": a verb of becoming before a word that describes, which
 * starts a state the person still has unless they say it passed ("went away" and "went to the
 * GP" are not it).
 */
const becameSo = (words: ReadonlyArray<Word>, end: number): boolean => {
  if (!becoming.has(words[end]?.text ?? "")) return false
  const next = words[end + 1]?.pos === "ADV" ? words[end + 2] : words[end + 1]
  return next?.pos === "ADJ"
}
