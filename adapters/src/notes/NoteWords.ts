/**
 * A note as sentences of words. wink-nlp (with its small English model)
 * finds the sentences, splits the tokens, tags each with its part of speech
 * and gives its normal form: lower case, contractions opened ("n't" is
 * "not") and British spellings folded into American ones ("colour" is
 * "color", "mum" is "mom"), so the lexicon names each word once. What the
 * model leaves joined ("im", "dont", "I'm") is opened here, and every word
 * keeps where it was typed, so the words that counted are quoted as typed.
 */

import model from "wink-eng-lite-web-model"
import winkNLP, { type PartOfSpeech } from "wink-nlp"

export interface Word {
  /** As typed, lower case, with straight apostrophes; a split-off "n't" or "'ve" as "not" or "have". */
  readonly text: string
  /** The model's normal form (or the opened contraction). */
  readonly norm: string
  readonly pos: PartOfSpeech
  /** Where the word was typed in its note. */
  readonly start: number
  readonly end: number
  /** The value of a number, typed in figures or in words. */
  readonly value?: number
  /** A pronoun read as the thing it stands for ("it" as "patch", Antecedents.ts). */
  readonly standsFor?: true
}

export type Sentence = ReadonlyArray<Word>

/** Words as typed, one space between: what a regular expression over a sentence reads. */
export const textOf = (words: ReadonlyArray<Word>): string => words.map((w) => w.text).join(" ")

/** A closed set of words, written as one string: `wordSet("no not never")`. */
export const wordSet = (words: string): ReadonlySet<string> => new Set(words.split(" "))

/** Some word, as typed or in its normal form, is one of `set`. */
export const mentionsAny = (words: ReadonlyArray<Word>, set: ReadonlySet<string>): boolean =>
  words.some((word) => set.has(word.text) || set.has(word.norm))

/** Sentences, parts of speech and normal forms: the parts of the pipe the reader reads. */
const nlp = winkNLP(model, ["sbd", "pos"])
const its = nlp.its

/** Contractions the model keeps as one token, as the words they stand for. */
const opened: Readonly<Record<string, ReadonlyArray<readonly [string, PartOfSpeech]>>> = {
  im: [
    ["i", "PRON"],
    ["am", "AUX"],
  ],
  "i'm": [
    ["i", "PRON"],
    ["am", "AUX"],
  ],
  ive: [
    ["i", "PRON"],
    ["have", "AUX"],
  ],
  ve: [["have", "AUX"]],
  nt: [["not", "PART"]],
  dont: [
    ["do", "AUX"],
    ["not", "PART"],
  ],
  doesnt: [
    ["does", "AUX"],
    ["not", "PART"],
  ],
  didnt: [
    ["did", "AUX"],
    ["not", "PART"],
  ],
  cant: [
    ["can", "AUX"],
    ["not", "PART"],
  ],
  wont: [
    ["will", "AUX"],
    ["not", "PART"],
  ],
  isnt: [
    ["is", "AUX"],
    ["not", "PART"],
  ],
  arent: [
    ["are", "AUX"],
    ["not", "PART"],
  ],
  wasnt: [
    ["was", "AUX"],
    ["not", "PART"],
  ],
  werent: [
    ["were", "AUX"],
    ["not", "PART"],
  ],
  havent: [
    ["have", "AUX"],
    ["not", "PART"],
  ],
  hasnt: [
    ["has", "AUX"],
    ["not", "PART"],
  ],
  hadnt: [
    ["had", "AUX"],
    ["not", "PART"],
  ],
  wouldnt: [
    ["would", "AUX"],
    ["not", "PART"],
  ],
  couldnt: [
    ["could", "AUX"],
    ["not", "PART"],
  ],
  shouldnt: [
    ["should", "AUX"],
    ["not", "PART"],
  ],
  aint: [
    ["is", "AUX"],
    ["not", "PART"],
  ],
  thats: [
    ["that", "PRON"],
    ["is", "AUX"],
  ],
  theres: [
    ["there", "PRON"],
    ["is", "AUX"],
  ],
  shes: [
    ["she", "PRON"],
    ["is", "AUX"],
  ],
  hes: [
    ["he", "PRON"],
    ["is", "AUX"],
  ],
  gonna: [
    ["going", "VERB"],
    ["to", "PART"],
  ],
  wanna: [
    ["want", "VERB"],
    ["to", "PART"],
  ],
}

const numberWords: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
}

/** "12", "39.5", "1,000", "2-3" (the middle), "five". */
const numberIn = (text: string): number | undefined => {
  const named = numberWords[text]
  if (named !== undefined) return named
  const first = text.charCodeAt(0)
  if (first < 48 || first > 57) return undefined
  const range = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(text)
  if (range !== null) return (Number(range[1]) + Number(range[2])) / 2
  const figure = text.replaceAll(",", "")
  return /^\d+(\.\d+)?$/.test(figure) ? Number(figure) : undefined
}

/** Past participles that make an opened "'s" a "has": "thats got worse", "shes been sick". */
const participles = wordSet("got been gone had become grown started stopped spread")

const clitics = new Set(["n't", "'ve", "'m", "'re", "'ll"])

/** Curly quotes as straight ones, one character for one, so offsets still point into the note. */
const straightened = (text: string): string => text.replace(/[\u2018\u2019\u02bc]/g, "'")

/**
 * Units the model keeps with their full stop ("in.", "ft."), so a sentence that ends on the
 * word "in" ("it's doing my head in. is it cancer?") runs on into the next.
 */
const unitsWithAStop = wordSet(
  "in. ft. yd. mi. oz. lb. lbs. pt. qt. hr. hrs. min. mins. sec. secs.",
)

/** "head in." ends a sentence; "5 in." is five inches. */
const endsOnAUnit = (text: string, previous: Word | undefined): boolean =>
  unitsWithAStop.has(text) && previous?.value === undefined

export const sentencesOf = (note: string): ReadonlyArray<Sentence> => {
  const doc = nlp.readDoc(straightened(note))
  const tokens = doc.tokens()
  const values = tokens.out(its.value) as ReadonlyArray<string>
  const spaces = tokens.out(its.precedingSpaces) as ReadonlyArray<string>
  const norms = tokens.out(its.normal) as ReadonlyArray<string>
  const tags = tokens.out(its.pos) as ReadonlyArray<PartOfSpeech>
  const spans = doc.sentences().out(its.span) as unknown as ReadonlyArray<readonly [number, number]>
  let at = 0
  return spans.flatMap(([first, last]) => {
    const sentences: Array<Array<Word>> = [[]]
    let words = sentences[0]!
    for (let i = first; i <= last; i++) {
      const typed = values[i]!
      const start = at + spaces[i]!.length
      at = start + typed.length
      const text = typed.toLowerCase()
      if (i < last && endsOnAUnit(text, words[words.length - 1])) {
        const bare = text.slice(0, -1)
        words.push({ text: bare, norm: bare, pos: "ADP", start, end: at - 1 })
        words.push({ text: ".", norm: ".", pos: "PUNCT", start: at - 1, end: at })
        words = []
        sentences.push(words)
        continue
      }
      // "is it bad over damp curls? and theres a salon ... worth it?": a question mark the model
      // ran on past (a lowercase word after it) still ends the question.
      if (i < last && text === "?" && words.length > 0) {
        words.push({ text, norm: text, pos: "PUNCT", start, end: at })
        words = []
        sentences.push(words)
        continue
      }
      const parts = opened[text]
      if (parts !== undefined) {
        // "thats got worse", "shes been sick": before a past participle the "'s" is "has".
        const has = participles.has(values[i + 1]?.toLowerCase() ?? "")
        for (const [part, pos] of parts) {
          const word = has && part === "is" ? "has" : part
          words.push({ text: word, norm: word, pos, start, end: at })
        }
        continue
      }
      const units = numberIn(text)
      // "sixty five quid": the tens word and its units are one number, held by the last word.
      const tens = words[words.length - 1]
      const compound =
        units !== undefined &&
        units < 10 &&
        numberWords[text] !== undefined &&
        tens?.value !== undefined &&
        tens.value >= 20 &&
        tens.value % 10 === 0 &&
        tens.value < 100 &&
        numberWords[tens.text] !== undefined
      if (compound) {
        const { value: _tens, ...word } = tens
        words[words.length - 1] = word
      }
      const value = compound ? tens!.value! + units : units
      // "n't", "'ve", "'m": a contraction the model split off reads as the word it stands for.
      const said = clitics.has(text) ? norms[i]! : text
      words.push(
        value === undefined
          ? { text: said, norm: norms[i]!, pos: tags[i]!, start, end: at }
          : { text: said, norm: norms[i]!, pos: tags[i]!, start, end: at, value },
      )
    }
    return sentences.filter((sentence) => sentence.length > 0)
  })
}
