/**
 * Whether a clause denies what a phrase names. A denial word reaches forward
 * over the words that only frame what is denied ("I don't have any bald
 * patches", "never been diagnosed with a thyroid problem", "no fever, pus or
 * lumps") and stops at any other word: "the shampoo doesn't help my
 * dandruff" does not deny the dandruff. Uncertainty is not denial ("not
 * sure if it's dandruff"), a limit is not a denial ("no more than 20
 * minutes"), and "no longer" is a time (TimeWords.ts).
 */
import { textOf, type Word, wordSet } from "./NoteWords.ts"

const denials = new Set([
  "no",
  "not",
  "never",
  "without",
  "none",
  "nor",
  "neither",
  "nobody",
  "nothing",
  // "nothings flaky", typed without its apostrophe.
  "nothings",
  "zero",
])

/** What a denial word may be followed by before it means something else. */
const notDenying = new Set([
  "sure",
  "certain",
  "idea",
  "clue",
  "only",
  "just",
  "longer",
  "anymore",
  "worried",
  "bothered",
  // "bruises I don't remember doing", "don't know why": not knowing is not denying.
  "remember",
  "recall",
  "know",
])

/** Words that only frame what is denied. */
const framing = wordSet(
  "a an the any anymore much many real obvious actual actually sign signs of evidence kind sort type " +
    "thoughts feelings urges ideas " +
    "history problem problems issue issues noticeable visible serious major big other further new regular " +
    "recent recently ever really currently yet at all there it its is am are was were be been being " +
    "have has had having get gets got getting do does did notice noticed noticing see seen saw experience " +
    "experienced suffer suffered suffering from take taking took taken use using used need needed on with think " +
    "find finding found " +
    "thought feel feels felt look looks seem seems appear appears i my me her his their our that this " +
    "these those like too so very in family one body anyone anything known diagnosed told " +
    "tell telling want wanna to make suggest asking ask " +
    // "nobody has ever said i have a thyroid problem", "the doctor never mentioned lupus".
    "said says mentioned " +
    ", or nor and & eat eating had any 's",
)

/** "more than" after a denial is a limit, not a denial. */
const isLimit = (words: ReadonlyArray<Word>, at: number): boolean =>
  words[at + 1]?.text === "more" && words[at + 2]?.text === "than"

/**
 * The phrase from `first` to `last` is denied in its clause. `inside`: words
 * that belong to other phrases found in the clause, which a denial reaches
 * over too ("no fever or pus").
 */
/** "my thyroid is fine", "bloods came back normal", "pregnancy tests, all negative": said to be well, so denied. */
const wellWords = new Set(["fine", "normal", "ok", "okay", "good", "clear", "negative"])
const linking = new Set([
  ")",
  "they",
  "it",
  "both",
  "iron",
  "thyroid",
  "is",
  "are",
  "was",
  "were",
  "came",
  "come",
  "back",
  "all",
  "both",
  "and",
  "my",
  "levels",
  "results",
])
const saidWell = (words: ReadonlyArray<Word>, last: number): boolean => {
  for (let at = last + 1; at <= last + 5 && at < words.length; at++) {
    const word = words[at]!
    if (wellWords.has(word.text)) return true
    // "tests, all negative": the comma after a test still links to its result.
    const afterTest = word.text === "," && /^tests?$/.test(words[at - 1]?.text ?? "")
    if (!linking.has(word.text) && word.pos !== "NOUN" && !afterTest) return false
  }
  return false
}

/** "budget isn't an issue", "smell is not a problem". */
const notAnIssue = (words: ReadonlyArray<Word>, last: number): boolean => {
  const next = words.slice(last + 1, last + 6).map((w) => w.text)
  const not = next.indexOf("not")
  return (
    not >= 0 &&
    next.slice(not + 1).some((w) => ["issue", "problem", "concern", "object", "worry"].includes(w))
  )
}

/** "I ticked the bald patch box by mistake", "ignore the pregnant tick": a tick taken back. */
const tickWords = wordSet(
  "tick ticked ticking box boxes clicked click pressed selected picked chose",
)
const mistakeWords = wordSet(
  "mistake accident accidentally error wrongly wrong ignore scratch disregard scrap untick unticked",
)
/**
 * "i ticked sudden shedding but tbh i think im just looking more": a tick doubted after a
 * "but", by someone who now thinks it is nothing.
 */
const doubted =
  /\bbut\b.*\b(looking more|noticing more|imagin\w+|paranoid|overthinking|probably (nothing|normal|fine)|not really|no different|same (thickness|as (ever|always|before|usual))|just me|actually (fine|ok|okay|normal)|(it'?s|it is|thats|that'?s) only|(over-?)?plucked|plucking)\b/

/**
 * The sentence that names a tick doubts it after a "but", or takes it back in another clause:
 * "i ticked the round bald patch box but ignore that", "the broken edges one but thats wrong".
 */
export const doubtsTick = (sentence: ReadonlyArray<Word>): boolean =>
  doubted.test(textOf(sentence)) || sentence.some((w) => mistakeWords.has(w.text))

const withdrawsTick = (words: ReadonlyArray<Word>): boolean =>
  words.some((w) => tickWords.has(w.text)) && words.some((w) => mistakeWords.has(w.text))

/** How a phrase is denied: by "never" (true at any time) or by another word. */
export type Denial = "never" | "denied" | undefined

export const denialOf = (
  words: ReadonlyArray<Word>,
  first: number,
  last: number,
  inside: (at: number) => boolean,
  /** A denial word that belongs to another sign's own words ("spots that don't fade"). */
  owned: (at: number) => boolean = () => false,
  /** The clause asks: "is the droopy eye thing normal??" says nothing is normal. */
  question = false,
): Denial => {
  if (words[last + 1]?.text === "free" || words[last + 1]?.text === "-free") return "denied"
  if ((!question && saidWell(words, last)) || notAnIssue(words, last) || withdrawsTick(words))
    return "denied"
  let crossedJoiner = false
  for (let at = first - 1, steps = 0; at >= 0 && steps < 9; at--, steps++) {
    const word = words[at]!
    if (denials.has(word.norm) || denials.has(word.text)) {
      if (notDenying.has(words[at + 1]?.text ?? "") || isLimit(words, at) || owned(at))
        return undefined
      return word.text === "never" ? "never" : "denied"
    }
    if (word.text === "free" && words[at + 1]?.text === "of") return "denied"
    // A list item before the phrase: "no swelling or blistering".
    const joiners = [",", "or", "nor", "and", "&"]
    if (joiners.includes(word.text)) crossedJoiner = true
    // An item of the list may be words of its own: "no sore bits or thinning".
    const listed =
      joiners.includes(words[at + 1]?.text ?? "") ||
      joiners.includes(word.text) ||
      (crossedJoiner && ["NOUN", "ADJ"].includes(word.pos))
    if (!framing.has(word.norm) && !framing.has(word.text) && !inside(at) && !listed)
      return undefined
  }
  return undefined
}

/** What a sign may not do and still be there: "a rash that doesn't itch". */
const unfelt = wordSet("itch hurt sting burn bother ache")

/** Words that take "not" to deny what follows: "has not thinned", "is not itchy". */
const auxiliaries = wordSet("has have had is was are were does do did")

/**
 * "my hair hasn't thinned": the denial sits inside the words that name the sign, between
 * the thing and what it does, where `denialOf` (which looks before them) cannot see it.
 */
export const deniedWithin = (words: ReadonlyArray<Word>, first: number, last: number): boolean =>
  words.slice(first + 1, last).some(
    (word, i) =>
      word.text === "not" &&
      // "hair is not falling out"; "neck not stiff", the verb left out after its noun.
      (auxiliaries.has(words[first + i]?.text ?? "") || words[first + i]?.pos === "NOUN") &&
      !notDenying.has(words[first + i + 2]?.text ?? "") &&
      // "a rash that doesn't itch on my palms": the "not" describes the rash, it is not denied.
      !(
        ["that", "which"].includes(words[first + i - 1]?.text ?? "") &&
        unfelt.has(words[first + i + 2]?.text ?? "")
      ),
  )
