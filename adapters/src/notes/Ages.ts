/**
 * The ages a clause states, in years: "I'm 70", "she is 8", "she's only 4",
 * "who is 82", "aged 45", "my 14 year old", "8yo", "my daughter (7)", "10
 * weeks old", "in my early 60s", and a number standing alone between commas
 * ("guy, 28, receding"). "At 50" is when something happened, not an age.
 */
import { rounded } from "./Amounts.ts"
import { type Word, wordSet } from "./NoteWords.ts"
import { personWords } from "./People.ts"
import { yearsOld } from "./Subjects.ts"

const decades: Readonly<Record<string, number>> = {
  teens: 15,
  twenties: 25,
  thirties: 35,
  forties: 45,
  fifties: 55,
  sixties: 65,
  seventies: 75,
  eighties: 85,
  nineties: 95,
}
const notYears = wordSet(
  "weeks week wks wk months month mths days day kg kgs stone st lbs times x % minutes mins hours products pm am cm ft " +
    "quid pounds pound euros euro dollars bucks pence grand",
)
const being = new Set(["am", "is", "are", "'s", "be"])
const determiners = wordSet("the my our your his her their a this that")

/**
 * "the belt is two notches tighter", "my bill is 40": a thing named before
 * the verb (a noun after a determiner, not a person's word) or counted after
 * the number ("two notches") gives no one's age; "zosia is 5" and "my
 * daughter is 8" do.
 */
const countsAThing = (words: ReadonlyArray<Word>, verb: number, at: number): boolean => {
  const named = words[verb - 1]
  const thingBefore =
    named !== undefined &&
    named.pos === "NOUN" &&
    !personWords.has(named.text) &&
    determiners.has(words[verb - 2]?.text ?? "")
  const counted = words[at + 1]
  return (
    thingBefore ||
    // Counted things are plural ("two notches"); "im 23 vegan" is an age and what the person is.
    (counted !== undefined &&
      counted.pos === "NOUN" &&
      /[^s]s$/.test(counted.text) &&
      !personWords.has(counted.text))
  )
}

/** Things whose age a note may give: "my locs are 5 years old" is not the writer's age. */
const things = wordSet(
  "locs loc dreads dreadlocks starters braids twists hair wig wigs extensions weave sew-in relaxer colour color perm cat cats dog dogs kitten puppy",
)

/** Whether the age at `at` is a thing's: a thing named just before it, with no one in between. */
const ofAThing = (words: ReadonlyArray<Word>, at: number): boolean => {
  for (let i = at - 1; i >= Math.max(0, at - 4); i--) {
    const text = words[i]!.text
    if (things.has(text)) return true
    if (["i", "i'm", "im", "she", "he", "who", "they", "aged", "age"].includes(text)) return false
  }
  return false
}

/** "in my early 60s", "in her forties". */
const decadeAt = (
  words: ReadonlyArray<Word>,
  at: number,
): { years: number; last: number } | undefined => {
  const text = words[at]?.text ?? ""
  const stage = ["early", "mid", "late"].includes(text) ? text : undefined
  const i = stage === undefined ? at : at + 1
  const word = words[i]?.text ?? ""
  const decade = decades[word] ?? (/^\d0'?s$/.test(word) ? Number(word.slice(0, 2)) + 5 : undefined)
  const apostrophe =
    words[i + 1]?.text === "'s" && words[i]?.value !== undefined && words[i]!.value! % 10 === 0
  const base = decade ?? (apostrophe ? words[i]!.value! + 5 : undefined)
  if (base === undefined) return undefined
  const years = stage === "early" ? base - 3 : stage === "late" ? base + 3 : base
  return { years, last: apostrophe ? i + 1 : i }
}

/** How many of a unit make a year: "weeks" 52, "months" 12; other units give no age. */
const perYear = (unit: string): number | undefined =>
  unit.startsWith("week") || unit === "wk" || unit === "wks"
    ? 52
    : unit.startsWith("month") || ["mth", "mths", "mnth", "mnths", "mo", "mos"].includes(unit)
      ? 12
      : undefined

/** Who a baby's age can be said of: "he is", "Leo is", "the baby is". */
const babyNamed = (word: Word | undefined): boolean =>
  word !== undefined &&
  (word.text === "he" || word.text === "she" || word.pos === "PROPN" || personWords.has(word.text))

/** "4 and a half months": the number with its half, and where its unit stands. */
const withAHalf = (words: ReadonlyArray<Word>, at: number): { value: number; unitAt: number } => {
  const half =
    words[at + 1]?.text === "and" &&
    ["a", "an"].includes(words[at + 2]?.text ?? "") &&
    words[at + 3]?.text === "half"
  return { value: words[at]!.value! + (half ? 0.5 : 0), unitAt: half ? at + 4 : at + 1 }
}

/** "Leo is 4 months", "she's 10 weeks", "4 and a half months": an age in weeks or months, as years. */
const babyAge = (words: ReadonlyArray<Word>, at: number): Age | undefined => {
  const { value, unitAt } = withAHalf(words, at)
  const unit = words[unitAt]?.text ?? ""
  const per = perYear(unit)
  const after = words[unitAt + 1]?.text ?? ""
  // Who it is said of: "Leo is 4 months", or "baby boy 5 weeks" with the verb left out.
  const verb = being.has(words[at - 1]?.text ?? "")
  const named = verb ? at - 2 : at - 1
  const said = verb ? babyNamed(words[named]) : personWords.has(words[named]?.text ?? "")
  if (per === undefined || !said) return undefined
  if (["pregnant", "ago", "since", "later", "after", "before", "postpartum", "old"].includes(after))
    return undefined
  return { first: named, last: unitAt, at, years: rounded(value / per) }
}

/** The ages a clause states, each with where its words are. */
export interface Age {
  /** The words to quote. */
  readonly first: number
  readonly last: number
  /** The number, from where whom it is about is looked for. */
  readonly at: number
  readonly years: number
}

export const agesOf = (words: ReadonlyArray<Word>): ReadonlyArray<Age> => {
  const found: Array<Age> = []
  words.forEach((word, at) => {
    // "14 year old", "8yo", "10 weeks old"
    const old = yearsOld(words, at)
    if (old !== undefined && ofAThing(words, old.first)) return
    if (old !== undefined) {
      found.push({ first: old.first, last: at, at: old.first, years: old.years })
      return
    }
    if (word.text === "old" && words[at - 2]?.value !== undefined) {
      const unit = words[at - 1]?.text ?? ""
      const per = perYear(unit)
      if (per !== undefined)
        found.push({
          first: at - 2,
          last: at,
          at: at - 2,
          years: rounded(words[at - 2]!.value! / per),
        })
      return
    }
    if (
      word.value === undefined ||
      !Number.isInteger(word.value) ||
      word.value <= 0 ||
      word.value >= 110
    )
      return
    const next = words[at + 1]?.text ?? ""
    // "Leo is 4 months", "she's 10 weeks": a baby's age, said of someone, with nothing after
    // that makes it a time ("4 months pregnant", "4 months since").
    const baby = babyAge(words, at)
    if (baby !== undefined) {
      found.push(baby)
      return
    }
    if (notYears.has(next) || next === "year" || next === "years" || next === "yrs") return
    // "natural is 4b": a curl type, not an age.
    if (next === "b" || next === "c") return
    // "she's only 4": a softening word may stand between.
    const softened = ["only", "just", "nearly", "almost", "about", "now"].includes(
      words[at - 1]?.text ?? "",
    )
    const previous = words[softened ? at - 2 : at - 1]?.text ?? ""
    // "I'm 70", "she is 8", "who is 82", "aged 45", "my daughter (7)"
    if (ofAThing(words, at)) return
    // "keep my locs till I'm 90", "when she's 18": an age to come, not the person's.
    const upTo = words.slice(Math.max(0, at - 4), at).map((w) => w.text)
    if (["till", "until", "til", "when", "by"].some((w) => upTo.includes(w))) return
    if (being.has(previous) && countsAThing(words, softened ? at - 2 : at - 1, at)) return
    // "thats 3 now", "there's 2": a count of what was told, not anyone's age.
    const before = words[softened ? at - 3 : at - 2]?.text ?? ""
    if (being.has(previous) && ["that", "this", "which", "there"].includes(before)) return
    // "shes 4 and a half months": weeks or months after the half are a baby's age.
    const { value, unitAt } = withAHalf(words, at)
    const perHalf = unitAt === at + 4 ? perYear(words[unitAt]?.text ?? "") : undefined
    if (being.has(previous) && perHalf !== undefined) {
      found.push({ first: Math.max(0, at - 2), last: unitAt, at, years: rounded(value / perHalf) })
      return
    }
    if (
      being.has(previous) ||
      previous === "aged" ||
      previous === "age" ||
      (previous === "(" && next === ")")
    ) {
      found.push({
        first: Math.max(0, at - 2),
        last: next === ")" ? at + 1 : at,
        at,
        years: word.value,
      })
      return
    }
    // A number standing alone between commas: "guy, 28, receding", "51, menopausal".
    if (words.length <= 2 && word.value >= 10)
      found.push({ first: 0, last: words.length - 1, at, years: word.value })
  })
  words.forEach((word, at) => {
    if (word.text !== "in" || !["my", "her", "his", "their"].includes(words[at + 1]?.text ?? ""))
      return
    // "I'm in my early 60s" is an age; "steroids in my twenties" a time.
    if (!being.has(words[at - 1]?.text ?? "") && words[at - 1]?.text !== "'m") return
    const decade = decadeAt(words, at + 2)
    if (decade !== undefined) found.push({ first: at, last: decade.last, at, years: decade.years })
  })
  return found
}
