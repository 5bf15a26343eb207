/**
 * The drawings beside the quiz's answers, question by question: every option
 * of every pictured question, each picture with its own accessible name.
 */
import { findQuestion } from "@strand/domain/quiz/QuizCatalogue"
import { AnswerPictures } from "@strand/web/src/features/quiz/examples.tsx"
import {
  type PictureQuestion,
  pictureQuestions,
} from "@strand/web/src/features/quiz/pictures/pictureQuestions.ts"
import { expect, type within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"

const meta = preview.meta({
  title: "Quiz/Answer pictures",
  component: AnswerPictures,
  parameters: { layout: "padded" },
  argTypes: {
    question: {
      description: "The quiz question whose options are drawn",
      control: "select",
      options: pictureQuestions,
    },
  },
})

/** Every option is drawn and named, and no two drawings of a question share a name. */
const everyOptionDrawn =
  (question: PictureQuestion) =>
  async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    const options = findQuestion(question)?.options ?? []
    const pictures = canvas.getAllByRole("img")
    await expect(pictures).toHaveLength(options.length)
    const names = pictures.map((picture: HTMLElement) => picture.getAttribute("aria-label") ?? "")
    for (const name of names) await expect(name.length).toBeGreaterThan(5)
    await expect(new Set(names).size).toBe(names.length)
  }

export const Texture = meta.story({
  args: { question: "hair_texture" },
  play: everyOptionDrawn("hair_texture"),
})
export const Length = meta.story({
  args: { question: "hair_length_male" },
  play: everyOptionDrawn("hair_length_male"),
})
export const StrandWidth = meta.story({
  args: { question: "strand_width" },
  play: everyOptionDrawn("strand_width"),
})
export const Density = meta.story({
  args: { question: "density" },
  play: everyOptionDrawn("density"),
})
export const Porosity = meta.story({
  args: { question: "porosity" },
  play: everyOptionDrawn("porosity"),
})
export const Scalp = meta.story({
  args: { question: "scalp_condition" },
  play: everyOptionDrawn("scalp_condition"),
})
export const Styles = meta.story({
  args: { question: "heat_tension" },
  play: everyOptionDrawn("heat_tension"),
})
