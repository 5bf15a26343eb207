import { assert, describe, it } from "@effect/vitest"
import { answersToSubmit } from "@strand/domain/quiz/Answering"
import { findAnswersProblem } from "@strand/domain/quiz/AnswerValidation"
import { visibleQuestions } from "@strand/domain/quiz/Visibility"
import * as fc from "fast-check"
import {
  canGoBack,
  canGoNext,
  canSkip,
  currentQuestion,
  goBack,
  goNext,
  initialQuizState,
  isLastQuestion,
  type QuizState,
  questionPosition,
  quizProgress,
  setNote,
  setProductFrequency,
  setRadioAnswer,
  skip,
  toggleCheckboxAnswer,
  toggleProduct,
} from "./quizState.ts"

/** Answers the current question with its first option (and a frequency for products). */
const answerFirst = (state: QuizState): QuizState => {
  const current = currentQuestion(state)
  const first = current.options[0]!
  switch (current.type) {
    case "radio":
      return { ...state, answers: setRadioAnswer(state.answers, current.id, first.value) }
    case "checkbox":
      return { ...state, answers: toggleCheckboxAnswer(state.answers, current.id, first.value) }
    case "product_frequency": {
      const answers = toggleProduct(state.answers, first.value)
      return {
        ...state,
        answers: setProductFrequency(answers, first.value, first.frequencies![0]!.value),
      }
    }
    default:
      return state
  }
}

const withAnswers = (answers: QuizState["answers"], step = 0): QuizState => ({
  ...initialQuizState,
  answers,
  step,
})

describe("clicks", () => {
  it("a radio click sets the value, replacing the previous one", () => {
    const answers = setRadioAnswer(setRadioAnswer({}, "gender", "male"), "gender", "female")
    assert.deepStrictEqual(answers, { gender: "female" })
  })

  it("a checkbox click toggles the option; the last one off clears the answer", () => {
    const one = toggleCheckboxAnswer({}, "environment", "hard_water")
    const two = toggleCheckboxAnswer(one, "environment", "chlorinated")
    assert.deepStrictEqual(two.environment, ["hard_water", "chlorinated"])
    assert.deepStrictEqual(toggleCheckboxAnswer(two, "environment", "hard_water").environment, [
      "chlorinated",
    ])
    assert.deepStrictEqual(toggleCheckboxAnswer(one, "environment", "hard_water"), {})
  })

  it("a product click toggles it on with an empty frequency, or off; the dropdown sets it", () => {
    const on = toggleProduct({}, "hair_spray")
    assert.deepStrictEqual(on.products_used, { hair_spray: "" })
    const set = setProductFrequency(on, "hair_spray", "weekly")
    assert.deepStrictEqual(set.products_used, { hair_spray: "weekly" })
    assert.deepStrictEqual(toggleProduct(set, "hair_spray"), {})
  })

  it("a blank note is removed", () => {
    const notes = setNote({}, "texture_notes", "tighter at the nape")
    assert.deepStrictEqual(notes, { texture_notes: "tighter at the nape" })
    assert.deepStrictEqual(setNote(notes, "texture_notes", "  "), {})
  })
})

describe("navigation", () => {
  it("starts on gender with Previous disabled and Next disabled until answered", () => {
    assert.strictEqual(currentQuestion(initialQuizState).id, "gender")
    assert.isFalse(canGoBack(initialQuizState))
    assert.isFalse(canGoNext(initialQuizState))
    assert.strictEqual(goNext(initialQuizState), initialQuizState)
  })

  it("Next moves one step; Previous moves back", () => {
    const answered = withAnswers({ gender: "female" })
    const next = goNext(answered)
    assert.strictEqual(next.step, 1)
    assert.strictEqual(currentQuestion(next).id, "answers_about")
    assert.isTrue(canGoBack(next))
    assert.strictEqual(goBack(next).step, 0)
  })

  it("Skip is offered only on skippable questions and leaves the question unanswered", () => {
    assert.isFalse(canSkip(initialQuizState))
    assert.strictEqual(skip(initialQuizState), initialQuizState)
    const answers = { gender: "female", strand_width: "fine" }
    const step = visibleQuestions(answers).findIndex((q) => q.id === "strand_width")
    const state = withAnswers(answers, step)
    assert.isTrue(canSkip(state))
    const skipped = skip(state)
    assert.strictEqual(skipped.step, step + 1)
    assert.isUndefined(skipped.answers.strand_width)
  })

  it("shows Question N of M and progress (step+1)/visible count", () => {
    const state = withAnswers({ gender: "male" }, 4)
    const count = visibleQuestions({ gender: "male" }).length
    assert.deepStrictEqual(questionPosition(state), { number: 5, of: count })
    assert.strictEqual(quizProgress(state), 5 / count)
  })

  it("Next on the last question moves to ai-processing", () => {
    const answers = { gender: "male" }
    const last = visibleQuestions(answers).length - 1
    const state = answerFirst(withAnswers(answers, last))
    assert.isTrue(isLastQuestion(state))
    const done = goNext(state)
    assert.strictEqual(done.stage, "ai-processing")
    assert.strictEqual(goNext(done), done, "nothing moves once processing")
  })

  it("Skip on the product question moves on without products (it has no 'none' product)", () => {
    const answers = {
      gender: "female",
      hair_care_method: "self",
      products_used: { hair_spray: "" },
    }
    const step = visibleQuestions(answers).findIndex((q) => q.id === "products_used")
    const state = withAnswers(answers, step)
    assert.isFalse(canGoNext(state))
    const skipped = skip(state)
    assert.strictEqual(currentQuestion(skipped).id, "detangling")
    assert.isUndefined(skipped.answers.products_used)
  })

  it("keeps the step inside the list when questions disappear", () => {
    const state = withAnswers({ gender: "female" }, 500)
    assert.strictEqual(currentQuestion(state).id, "health_background")
    assert.strictEqual(quizProgress(state), 1)
  })
})

// --- Property: random walks through the quiz ----------------------------------------------

type Move = { readonly kind: "click" | "next" | "skip" | "back"; readonly pick: number }

const move: fc.Arbitrary<Move> = fc.record({
  kind: fc.constantFrom("click", "click", "next", "next", "skip", "back"),
  pick: fc.nat({ max: 50 }),
})

/** One click on the current question, chosen by `pick`. */
const click = (state: QuizState, pick: number): QuizState => {
  const current = currentQuestion(state)
  const option = current.options[pick % current.options.length]!
  switch (current.type) {
    case "radio":
      return { ...state, answers: setRadioAnswer(state.answers, current.id, option.value) }
    case "checkbox":
      return { ...state, answers: toggleCheckboxAnswer(state.answers, current.id, option.value) }
    case "product_frequency": {
      // Even picks toggle a product, odd ones set a frequency for it.
      if (pick % 2 === 0) return { ...state, answers: toggleProduct(state.answers, option.value) }
      const frequencies = option.frequencies!
      const frequency = frequencies[Math.floor(pick / 2) % frequencies.length]!.value
      return { ...state, answers: setProductFrequency(state.answers, option.value, frequency) }
    }
    default:
      return state
  }
}

const walk = (moves: ReadonlyArray<Move>, check: (state: QuizState) => void): QuizState => {
  let state = initialQuizState
  for (const { kind, pick } of moves) {
    if (state.stage !== "questions") break
    if (kind === "click") state = click(state, pick)
    else if (kind === "next") state = goNext(state)
    else if (kind === "skip") state = skip(state)
    else state = goBack(state)
    check(state)
  }
  return state
}

describe("any walk through the quiz", () => {
  it("keeps progress in (0, 1] at every step", () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 300 }), (moves) => {
        walk(moves, (state) => {
          const progress = quizProgress(state)
          assert.isTrue(progress > 0 && progress <= 1, `progress ${progress}`)
        })
      }),
    )
  })

  it("never moves the progress bar back on Next, Skip or a click", () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 300 }), (moves) => {
        let state = initialQuizState
        for (const { kind, pick } of moves) {
          const before = quizProgress(state)
          if (kind === "click") state = click(state, pick)
          else if (kind === "next") state = goNext(state)
          else if (kind === "skip") state = skip(state)
          else state = goBack(state)
          if (state.stage !== "questions") break
          if (kind !== "back") {
            assert.isTrue(quizProgress(state) >= before, `${quizProgress(state)} after ${before}`)
          }
        }
      }),
    )
  })

  it("submits only visible questions, and the server accepts what it submits", () => {
    fc.assert(
      fc.property(fc.array(move, { minLength: 20, maxLength: 400 }), (moves) => {
        const state = walk(moves, () => undefined)
        const submitted = answersToSubmit(state.answers)
        const visible = visibleQuestions(submitted).map((q) => q.id)
        for (const id of Object.keys(submitted)) assert.include(visible, id)
        const problem = findAnswersProblem(submitted)
        // An empty walk submits nothing, which the server rejects as "Answers are required".
        if (Object.keys(submitted).length === 0)
          assert.strictEqual(problem?.message, "Answers are required")
        else assert.isUndefined(problem, problem?.message)
      }),
    )
  })

  it("reaches ai-processing when every question is answered with Next", () => {
    for (const gender of ["female", "male"]) {
      let state = withAnswers({ gender })
      for (let guard = 0; guard < 100 && state.stage === "questions"; guard++) {
        state = goNext(answerFirst(state))
      }
      assert.strictEqual(state.stage, "ai-processing", gender)
    }
  })
})

describe("the progress bar", () => {
  // An answer already given (the gender) is kept.
  const answerAndNext = (state: QuizState) => goNext(canGoNext(state) ? state : answerFirst(state))

  it("is the spec's step / count while the list of questions stays the same", () => {
    let state: QuizState = { ...withAnswers({ gender: "female" }), progressTrail: undefined }
    for (let guard = 0; guard < 10; guard++) {
      const { number, of } = questionPosition(state)
      assert.closeTo(quizProgress(state), number / of, 1e-9)
      state = answerAndNext(state)
    }
  })

  it("does not move back when an answer adds questions ahead, and reaches 1 on the last", () => {
    let state = withAnswers({ gender: "male" })
    for (let guard = 0; guard < 40 && currentQuestion(state).id !== "facial_hair_male"; guard++) {
      state = answerAndNext(state)
    }
    const before = quizProgress(state)
    const { of } = questionPosition(state)
    state = { ...state, answers: setRadioAnswer(state.answers, "facial_hair_male", "full_beard") }
    // Two beard questions appear ahead: the counter says so, the bar holds.
    assert.strictEqual(questionPosition(state).of, of + 2)
    assert.strictEqual(quizProgress(state), before)
    let previous = before
    for (let guard = 0; guard < 40 && !isLastQuestion(state); guard++) {
      state = skipOrNext(state)
      assert.isTrue(quizProgress(state) > previous, `${quizProgress(state)} after ${previous}`)
      previous = quizProgress(state)
    }
    assert.strictEqual(quizProgress(state), 1)
  })

  it("returns on Previous to the value it had at that question", () => {
    let state = withAnswers({ gender: "female" })
    state = answerAndNext(answerAndNext(state))
    const third = quizProgress(state)
    const back = goBack(state)
    assert.isTrue(quizProgress(back) < third)
    assert.strictEqual(quizProgress(answerAndNext(back)), third)
  })
})

/** Skip where the question allows it (never the beard itself), otherwise answer it and go on. */
const skipOrNext = (state: QuizState): QuizState =>
  canSkip(state) && currentQuestion(state).id !== "facial_hair_male"
    ? skip(state)
    : goNext(canGoNext(state) ? state : answerFirst(state))
