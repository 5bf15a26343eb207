/**
 * The answers behind a rule (AnswersBehind.ts) in the person's own words:
 * the question as the quiz asked it and the option labels they chose ("How
 * often do you wash your hair?" → "Every day"), or the note they typed and
 * the words in it that counted. This is what a report's "Why?" shows.
 *
 * Only the person's own answers are shown, and only to them. From a note,
 * only the words the vocabulary matched are quoted (at most a short phrase),
 * never the whole note.
 */

import type { AnswerValue, QuizAnswers } from "../quiz/QuizAnswers.ts"
import {
  findQuestion,
  type QuizOption,
  type QuizQuestion,
  quizCatalogue,
} from "../quiz/QuizCatalogue.ts"
import { Trigger } from "../report/ReportExplanation.ts"
import type { AnswerBehind } from "./AnswersBehind.ts"

/** The longest stretch of a note quoted back. */
export const quotedWordsMax = 60

/** Profile facts that are a yes/no: which options of their questions said yes. */
const yesOptions: Readonly<Partial<Record<AnswerBehind["fact"], ReadonlyArray<string>>>> = {
  locs: ["locs"],
  lowCut: ["low_cut", "very_short", "short"],
}

const noteLabels: ReadonlyMap<string, string> = new Map(
  quizCatalogue.flatMap((question) =>
    question.textInput === undefined
      ? []
      : [[question.textInput.id, question.textInput.label.replace(/\s*\(optional\)$/, "")]],
  ),
)

const labelOf = (options: ReadonlyArray<QuizOption>, value: string): string =>
  options.find((option) => option.value === value)?.label ?? value

/** What the person chose for this question, narrowed to the value the rule read when it can be. */
const chosenWords = (question: QuizQuestion, answer: AnswerValue, behind: AnswerBehind) => {
  if (typeof answer === "string") return labelOf(question.options, answer)
  const wanted = yesOptions[behind.fact] ?? [behind.value]
  if (Array.isArray(answer)) {
    const matching = answer.filter((value) => wanted.includes(value))
    return (matching.length > 0 ? matching : answer)
      .map((value) => labelOf(question.options, value))
      .join(", ")
  }
  const products = Object.entries(answer as Readonly<Record<string, string>>)
  const matching = products.filter(([product]) => wanted.includes(product))
  return (matching.length > 0 ? matching : products)
    .map(([product, frequency]) => {
      const option = question.options.find((o) => o.value === product)
      return `${option?.label ?? product} (${labelOf(option?.frequencies ?? [], frequency).toLowerCase()})`
    })
    .join(", ")
}

/** The quiz tells people to skip these when unsure ("Not sure? You can skip this one."). */
const skipMeansUnsure = (question: QuizQuestion): boolean =>
  question.subtitle?.startsWith("Not sure?") === true

/** What a question left unanswered says: "Not sure" where the quiz asked for a skip then. */
const unansweredWords = (question: QuizQuestion): string =>
  skipMeansUnsure(question) ? "Not sure" : "Skipped"

/** The quiz's own question for this fact, as this person was asked it. */
const askedQuestion = (behind: AnswerBehind, answers: QuizAnswers) => {
  const ids = behind.from.filter((id) => id !== "notes")
  const answered = ids.filter((id) => answers[id] !== undefined)
  if (answered.length > 0) return answered
  // Nothing answered: the question this person was shown and skipped.
  const male = answers.gender === "male"
  const shown = ids.find((id) => id.endsWith("_male") === male) ?? ids[0]
  return shown === undefined ? [] : [shown]
}

const answerHas = (answer: AnswerValue | undefined, value: string) =>
  typeof answer === "string"
    ? answer === value
    : Array.isArray(answer)
      ? answer.includes(value)
      : answer !== undefined && value in answer

const quote = (words: string) =>
  words.length <= quotedWordsMax ? words : `${words.slice(0, quotedWordsMax - 1).trimEnd()}…`

/** What a note said, as a "Why?" quotes it: the note's question and the words that counted. */
export const notedTrigger = (noted: { readonly note: string; readonly words: string }): Trigger =>
  new Trigger({
    question: noteLabels.get(noted.note) ?? "Your notes",
    answer: quote(noted.words),
    typed: true,
  })

/** What one answer behind a rule says: the question (or note) and the words, typed or chosen. */
type Said = readonly [question: string, answer: string, typed: boolean]

/**
 * The triggers for the answers behind a rule, one per question (answers
 * from one question joined), in the order the rule read them; for one
 * person's answers. Made once per report: many rules rest on the same
 * answers ("your hair: Coily"), each put in words once, and the same words
 * are the same Trigger.
 */
export const answerWords = (
  answers: QuizAnswers,
): ((behind: ReadonlyArray<AnswerBehind>) => ReadonlyArray<Trigger>) => {
  // By fact, then value: the keys are the profile's own strings, quick to look up.
  const saidBy = new Map<AnswerBehind["fact"], Map<string, ReadonlyArray<Said>>>()
  const made = { typed: new Map<string, Map<string, Trigger>>(), chosen: new Map() }
  const say = (reason: AnswerBehind): ReadonlyArray<Said> => {
    const said: Array<Said> = []
    if (reason.noted !== undefined)
      said.push([
        noteLabels.get(reason.noted.note) ?? "Your notes",
        quote(reason.noted.words),
        true,
      ])
    for (const id of askedQuestion(reason, answers)) {
      const question = findQuestion(id)
      if (question === undefined) continue
      const answer = answers[id]
      // A fact typed in a note shows its question only when it was also ticked there.
      if (reason.noted !== undefined && !answerHas(answer, reason.value)) continue
      said.push([
        question.title,
        answer === undefined ? unansweredWords(question) : chosenWords(question, answer, reason),
        false,
      ])
    }
    return said
  }
  const sayReason = (reason: AnswerBehind): ReadonlyArray<Said> => {
    // What a note said is rare, and quoted as it was: put in words each time.
    if (reason.noted !== undefined) return say(reason)
    let byValue = saidBy.get(reason.fact)
    if (byValue === undefined) {
      byValue = new Map()
      saidBy.set(reason.fact, byValue)
    }
    let said = byValue.get(reason.value)
    if (said === undefined) {
      said = say(reason)
      byValue.set(reason.value, said)
    }
    return said
  }
  const trigger = (question: string, answer: string, typed: boolean): Trigger => {
    const byQuestion = typed ? made.typed : made.chosen
    let byAnswer = byQuestion.get(question)
    if (byAnswer === undefined) {
      byAnswer = new Map()
      byQuestion.set(question, byAnswer)
    }
    let same = byAnswer.get(answer)
    if (same === undefined) {
      same = new Trigger({ question, answer, ...(typed ? { typed: true } : {}) })
      byAnswer.set(answer, same)
    }
    return same
  }
  return (behind) => {
    const triggers: Array<{ question: string; answers: Array<string>; typed: boolean }> = []
    for (const reason of behind) {
      for (const [question, answer, typed] of sayReason(reason)) {
        const same = triggers.find((t) => t.question === question && t.typed === typed)
        if (same === undefined) triggers.push({ question, answers: [answer], typed })
        else if (!same.answers.includes(answer)) same.answers.push(answer)
      }
    }
    return triggers.map((t) => trigger(t.question, t.answers.join(", "), t.typed))
  }
}
