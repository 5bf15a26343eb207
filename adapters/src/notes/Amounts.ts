/**
 * Numbers with their units, in the unit each kind names (NoteStatement.ts):
 * money per month ("£10 a month", "$25/month", "100 a year"), products
 * ("3 products at most"), minutes a week ("no more than 20 minutes a day"
 * is 140), times a week ("5 times a week", "every other day"), kilograms
 * ("lost 2 stone"); ages are read in Ages.ts.
 *
 * A limit needs words that make it one ("at most", "max", "only", "no more
 * than"): "wash day takes 3 hours" is not the most time a person will give.
 */
import type { NoteKind } from "@strand/domain/notes/NoteStatement"
import type { Word } from "./NoteWords.ts"

export type Unit = "money" | "products" | "minutes" | "times" | "kg"

export interface Quantity {
  readonly unit: Unit
  readonly first: number
  readonly last: number
  /** In the kind's unit; undefined where the words give no number ("after every swim"). */
  readonly value?: number
}

const currencies = new Set(["£", "$", "€", "us$"])
const moneyWords = new Set(["pounds", "quid", "dollars", "euros", "bucks", "usd", "gbp", "eur"])
/** Notes that name an amount by themselves: "a tenner a month", "a fiver". */
const moneyNotes: Readonly<Record<string, number>> = {
  tenner: 10,
  tenners: 10,
  fiver: 5,
  fivers: 5,
}
const productWords = new Set(["products", "product", "things", "steps", "items", "bottles"])
const minuteWords: Readonly<Record<string, number>> = {
  minutes: 1,
  minute: 1,
  mins: 1,
  min: 1,
  hours: 60,
  hour: 60,
  hrs: 60,
  hr: 60,
}
const weightWords: Readonly<Record<string, number>> = {
  kg: 1,
  kgs: 1,
  kilo: 1,
  kilos: 1,
  kilograms: 1,
  stone: 6.35,
  st: 6.35,
  lbs: 0.4536,
  lb: 0.4536,
  pounds: 0.4536,
}
/** Periods as multiples of a week. */
const weeks: Readonly<Record<string, number>> = {
  day: 1 / 7,
  days: 1 / 7,
  morning: 1 / 7,
  mornings: 1 / 7,
  night: 1 / 7,
  evening: 1 / 7,
  week: 1,
  weeks: 1,
  wk: 1,
  fortnight: 2,
  month: 4.345,
  months: 4.345,
  mo: 4.345,
  year: 52.18,
  years: 52.18,
  yr: 52.18,
}
const perWords = new Set(["a", "an", "per", "each", "every", "/", "in", "on"])
const adverbRates: Readonly<Record<string, number>> = {
  daily: 7,
  everyday: 7,
  nightly: 7,
  weekly: 1,
  fortnightly: 0.5,
  monthly: 1 / 4.345,
  once: 1,
  twice: 2,
  thrice: 3,
}

/** To a tenth, as amounts and ages are given. */
export const rounded = (n: number): number => Math.round(n * 10) / 10

/** The number at `at`, or the larger of "4 or 5", "4-5", "4 to 5". */
const numberAt = (
  words: ReadonlyArray<Word>,
  at: number,
): { value: number; last: number } | undefined => {
  const value = words[at]?.value
  if (value === undefined) return undefined
  const joiner = words[at + 1]?.text
  const other = words[at + 2]?.value
  if ((joiner === "or" || joiner === "to" || joiner === "-") && other !== undefined) {
    return { value: Math.max(value, other), last: at + 2 }
  }
  return { value, last: at }
}

/** "a week", "per month", "/month", "in the morning": weeks per period, and the last word. */
const periodAt = (
  words: ReadonlyArray<Word>,
  at: number,
): { weeks: number; last: number } | undefined => {
  let i = at
  if (!perWords.has(words[i]?.text ?? "")) {
    const rate = words[i]?.text
    if (rate === "pm" || rate === "monthly") return { weeks: 4.345, last: i }
    if (rate === "weekly") return { weeks: 1, last: i }
    if (rate === "daily") return { weeks: 1 / 7, last: i }
    return undefined
  }
  i++
  if (words[i]?.text === "the") i++
  const unit = words[i]?.text ?? ""
  if (weeks[unit] !== undefined) return { weeks: weeks[unit]!, last: i }
  if (unit === "wash" && words[i + 1]?.text === "day") return { weeks: 1, last: i + 1 }
  return undefined
}

const frequencyAt = (words: ReadonlyArray<Word>, at: number): Quantity | undefined => {
  const text = words[at]!.text
  const next = words[at + 1]?.text ?? ""
  // "every day", "every other day", "every 2 weeks", "every morning"
  if (text === "every" || text === "each") {
    if (next === "other" || next === "second") {
      const unit = words[at + 2]?.text ?? ""
      if (weeks[unit] !== undefined)
        return { unit: "times", first: at, last: at + 2, value: rounded(0.5 / weeks[unit]!) }
    }
    const count = words[at + 1]?.value
    const unitAt = count === undefined ? at + 1 : at + 2
    const unit = words[unitAt]?.text ?? ""
    if (weeks[unit] !== undefined) {
      return {
        unit: "times",
        first: at,
        last: unitAt,
        value: rounded(1 / ((count ?? 1) * weeks[unit]!)),
      }
    }
    return undefined
  }
  if (text === "after" && (next === "every" || next === "each"))
    return { unit: "times", first: at, last: at + 2 }
  if (text === "most" && next === "days")
    return { unit: "times", first: at, last: at + 1, value: 5 }
  // "daily", "twice a week", "once a fortnight"
  const rate = adverbRates[text]
  if (rate !== undefined) {
    const period = periodAt(words, at + 1)
    if (text === "once" || text === "twice" || text === "thrice") {
      return period === undefined
        ? undefined
        : { unit: "times", first: at, last: period.last, value: rounded(rate / period.weeks) }
    }
    return { unit: "times", first: at, last: at, value: rounded(rate) }
  }
  // "5 times a week", "3x a week", "x3 a week", "6 days a week"
  const count =
    numberAt(words, at) ??
    (text.startsWith("x") && /^x\d+$/.test(text)
      ? { value: Number(text.slice(1)), last: at }
      : undefined)
  if (count === undefined) return undefined
  let i = count.last + 1
  if (
    [
      "times",
      "time",
      "x",
      "days",
      "nights",
      "sessions",
      "mornings",
      "evenings",
      "afternoons",
    ].includes(words[i]?.text ?? "")
  )
    i++
  else if (!text.startsWith("x")) return undefined
  const period = periodAt(words, i)
  if (period === undefined) return undefined
  return { unit: "times", first: at, last: period.last, value: rounded(count.value / period.weeks) }
}

const weekdays: Readonly<Record<string, number>> = {
  mon: 1,
  monday: 1,
  mondays: 1,
  tue: 2,
  tues: 2,
  tuesday: 2,
  tuesdays: 2,
  wed: 3,
  weds: 3,
  wednesday: 3,
  wednesdays: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  thursday: 4,
  thursdays: 4,
  fri: 5,
  friday: 5,
  fridays: 5,
  sat: 6,
  saturday: 6,
  saturdays: 6,
  sun: 7,
  sunday: 7,
  sundays: 7,
}

/** "mon, wed and fri": days named in a list are that many times a week ("sun" only beside others). */
const weekdayList = (words: ReadonlyArray<Word>): Quantity | undefined => {
  const at = words.flatMap((word, i) => (weekdays[word.text] === undefined ? [] : [i]))
  const days = new Set(at.map((i) => weekdays[words[i]!.text]))
  // "sun" may be the sun: it counts as Sunday only beside two other days.
  const others = [...days].filter((day) => day !== 7).length
  const sunIsADay =
    days.has(7) && (others >= 2 || at.some((i) => words[i]!.text.startsWith("sunday")))
  const count = others + (sunIsADay ? 1 : 0)
  if (count < 2) return undefined
  return { unit: "times", first: at[0]!, last: at.at(-1)!, value: count }
}

/** Every quantity in a clause. */
/**
 * Minutes said of a wash ("wash day has to be quick, 20 mins tops including drying") are
 * a wash's, taken as one a week; minutes said of nothing are a day's.
 */
const washWords = new Set(["wash", "washes", "washing", "washday", "shower", "showers", "drying"])
const aWash = (words: ReadonlyArray<Word>) => words.some((w) => washWords.has(w.text))

export const quantitiesOf = (words: ReadonlyArray<Word>): ReadonlyArray<Quantity> => {
  const found: Array<Quantity> = []
  const listedDays = weekdayList(words)
  if (listedDays !== undefined) found.push(listedDays)
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!
    // Money: "£10 a month", "$25/month", "15 quid a month", "£10pm"
    if (currencies.has(word.text)) {
      const pm = /^(\d+(?:\.\d+)?)pm$/.exec(words[at + 1]?.text ?? "")
      const amount = pm !== null ? { value: Number(pm[1]), last: at + 1 } : numberAt(words, at + 1)
      if (amount !== undefined) {
        const period =
          pm !== null ? { weeks: 4.345, last: at + 1 } : periodAt(words, amount.last + 1)
        found.push(money(at, amount.value, period ?? { weeks: 4.345, last: amount.last }))
        at = (period ?? amount).last
        continue
      }
    }
    // "a tenner a month", "two fivers"
    const note = moneyNotes[word.text]
    if (note !== undefined) {
      // "a tenner or two": the most is two.
      const orMore = words[at + 1]?.text === "or" ? numberAt(words, at + 2) : undefined
      const times = orMore?.value ?? (at > 0 ? (numberAt(words, at - 1)?.value ?? 1) : 1)
      const last = orMore?.last ?? at
      const period = periodAt(words, last + 1)
      found.push(money(at, times * note, period ?? { weeks: 4.345, last }))
      at = period?.last ?? last
      continue
    }
    const count =
      numberAt(words, at) ?? (["a", "an"].includes(word.text) ? { value: 1, last: at } : undefined)
    if (count !== undefined) {
      const unit = words[count.last + 1]?.text ?? ""
      if (moneyWords.has(unit) && !weightAfterLosing(words, at)) {
        const period = periodAt(words, count.last + 2)
        found.push(money(at, count.value, period ?? { weeks: 4.345, last: count.last + 1 }))
        at = period?.last ?? count.last + 1
        continue
      }
      if (productWords.has(unit) && word.value !== undefined) {
        found.push({ unit: "products", first: at, last: count.last + 1, value: count.value })
        at = count.last + 1
        continue
      }
      if (minuteWords[unit] !== undefined) {
        const period = periodAt(words, count.last + 2) ?? {
          weeks: aWash(words) ? 1 : 1 / 7,
          last: count.last + 1,
        }
        found.push({
          unit: "minutes",
          first: at,
          last: period.last,
          value: rounded((count.value * minuteWords[unit]!) / period.weeks),
        })
        at = period.last
        continue
      }
      if (weightWords[unit] !== undefined && word.value !== undefined) {
        found.push({
          unit: "kg",
          first: at,
          last: count.last + 1,
          value: rounded(count.value * weightWords[unit]!),
        })
        at = count.last + 1
        continue
      }
      // "100 a year": money, when the clause is about spending.
      const period = word.value !== undefined ? periodAt(words, count.last + 1) : undefined
      if (period !== undefined && period.weeks > 1 && spendingWords(words)) {
        found.push(money(at, count.value, period))
        at = period.last
        continue
      }
    }
    if (word.text === "half" && words[at + 1]?.text === "an" && words[at + 2]?.text === "hour") {
      const period = periodAt(words, at + 3) ?? { weeks: 1 / 7, last: at + 2 }
      found.push({
        unit: "minutes",
        first: at,
        last: period.last,
        value: rounded(30 / period.weeks),
      })
      at = period.last
      continue
    }
    const frequency = frequencyAt(words, at)
    if (frequency !== undefined) {
      found.push(frequency)
      at = frequency.last
    }
  }
  return found
}

const money = (
  first: number,
  value: number,
  period: { weeks: number; last: number },
): Quantity => ({
  unit: "money",
  first,
  last: period.last,
  value: rounded((value * 4.345) / period.weeks),
})

/** "lost 30 pounds": a weight, not money. */
const weightAfterLosing = (words: ReadonlyArray<Word>, at: number): boolean =>
  words
    .slice(Math.max(0, at - 3), at)
    .some((w) => ["lost", "lose", "losing", "dropped", "gained"].includes(w.text))

const spendingWords = (words: ReadonlyArray<Word>): boolean =>
  words.some((w) =>
    [
      "products",
      "product",
      "haircare",
      "spend",
      "budget",
      "stuff",
      "tops",
      "afford",
      "spending",
    ].includes(w.text),
  )

/** Words that make a number a limit. */
const limitWords = new Set([
  "max",
  "maximum",
  "most",
  "tops",
  "top",
  "only",
  "upto",
  "limit",
  "just",
  "want",
  "less",
  "fewer",
  "spare",
  "afford",
  "budget",
  "spend",
  "can",
])

const isLimit = (words: ReadonlyArray<Word>): boolean =>
  words.some(
    (w, i) =>
      limitWords.has(w.text) ||
      (w.text === "more" && words[i + 1]?.text === "than") ||
      (w.text === "up" && words[i + 1]?.text === "to") ||
      ((w.text === "not" || w.text === "no") && words[i + 1]?.text === "more"),
  )

/** What the kind of a statement wants of a quantity. */
export const unitOf: Partial<Record<NoteKind, Unit>> = {
  budget: "money",
  max_products: "products",
  max_minutes: "minutes",
  wash_frequency: "times",
  swimming: "times",
  sport: "times",
  weight_loss: "kg",
}

/** The amount of a statement: the nearest quantity of its kind's unit in the clause. */
export const amountOf = (
  kind: NoteKind,
  quantities: ReadonlyArray<Quantity>,
  first: number,
  last: number,
): Quantity | undefined => {
  const unit = unitOf[kind]
  if (unit === undefined) return undefined
  const distance = (q: Quantity) =>
    q.last < first ? first - q.last : q.first > last ? q.first - last : 0
  return quantities.filter((q) => q.unit === unit).sort((a, b) => distance(a) - distance(b))[0]
}

/** Statements a clause makes by its numbers alone: a budget, the most products, the most minutes. */
export const limitsOf = (
  words: ReadonlyArray<Word>,
  quantities: ReadonlyArray<Quantity>,
): ReadonlyArray<{ kind: NoteKind; quantity: Quantity }> => {
  const limit = isLimit(words)
  // Minutes a person says they have are the most they will give: "ten minutes is all I've got".
  // ("all I've got", not "with a cap on all shift").
  const time =
    limit ||
    words.some(
      (w, i) =>
        ["have", "got"].includes(w.text) ||
        (w.text === "all" &&
          ["i", "i've", "ive", "we", "you", "that"].includes(words[i + 1]?.text ?? "")),
    )
  // "on my feet 10 hours and ... i want 5 mins max": of several times, the one said as the most.
  const minutes = quantities.filter((q) => q.unit === "minutes")
  const saidAsMost = minutes.filter((q) => mostWords.has(words[q.last + 1]?.text ?? ""))
  return quantities.flatMap((quantity): ReadonlyArray<{ kind: NoteKind; quantity: Quantity }> => {
    if (quantity.unit === "minutes" && saidAsMost.length > 0 && !saidAsMost.includes(quantity))
      return []
    if (quantity.unit === "money" && !priceOfOne(words, quantity))
      return [{ kind: "budget", quantity }]
    if (quantity.unit === "products" && limit && !unwanted(words, quantity))
      return [{ kind: "max_products", quantity }]
    if (quantity.unit === "minutes" && time && !otherTime(words, quantity))
      return [{ kind: "max_minutes", quantity }]
    return []
  })
}

/** "i dont want 10 bottles in the shower": what the person will not have is no limit. */
const unwanted = (words: ReadonlyArray<Word>, quantity: Quantity): boolean => {
  const before = words.slice(Math.max(0, quantity.first - 4), quantity.first).map((w) => w.text)
  return (
    before.includes("want") &&
    before.some((w) => ["dont", "don't", "not", "n't", "never", "no"].includes(w)) &&
    // "don't want more than 3 products" is a limit.
    !before.some((w) => ["more", "over", "than", "beyond"].includes(w))
  )
}

/** Time given to something else: "even after 10 hours sleep", "12 hour shifts", "a 2 hour drive". */
/**
 * "I'd spend a tenner on one", "a curly cut for sixty five quid", "wants to sell me a 30 quid
 * shampoo": the price of one thing, not a month's budget, unless a month or week is said.
 */
const priceOfOne = (words: ReadonlyArray<Word>, quantity: Quantity): boolean =>
  (["on", "for"].includes(words[quantity.last + 1]?.text ?? "") &&
    ["one", "it", "that", "each"].includes(words[quantity.last + 2]?.text ?? "")) ||
  (words
    .slice(Math.max(0, quantity.first - 3), quantity.first)
    .some((w) => pricedWords.has(w.text)) &&
    !words.slice(quantity.last + 1, quantity.last + 4).some((w) => weeks[w.text] !== undefined))

/** Words before a sum that make it what one thing costs. */
const pricedWords = new Set([
  "for",
  "costs",
  "cost",
  "costing",
  "paid",
  "charges",
  "charging",
  "sell",
  "sells",
  "selling",
])

/** Hours of sleep, a shift or a drive, said before or after the number, are no hair time. */
const otherTime = (words: ReadonlyArray<Word>, quantity: Quantity): boolean =>
  otherUses.has(words[quantity.last + 1]?.text ?? "") ||
  otherUses.has(words[quantity.last + 2]?.text ?? "") ||
  words
    .slice(Math.max(0, quantity.first - 4), quantity.first)
    .some((word) => otherUses.has(word.text) || spentElsewhere.has(word.text))
/** Words before a time that give it to sleep or work: "slept 10 hours", "on my feet 10 hours". */
const spentElsewhere = new Set([
  "slept",
  "sleeping",
  "sleeps",
  "feet",
  "standing",
  "working",
  "work",
])

/** "5 mins max", "ten minutes tops": the number said as the most. */
const mostWords = new Set(["max", "maximum", "tops", "most", "only"])
const otherUses = new Set([
  "sleep",
  "kip",
  "shift",
  "shifts",
  "drive",
  "commute",
  "flight",
  "flights",
  "walk",
  "run",
  "nap",
  "naps",
  "day",
  "days",
  "night",
  "nights",
])
