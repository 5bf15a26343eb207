/**
 * The personalised routine report (spec section 3, "Analysis response").
 * Every writer of reports (AI providers, the rule-based analyst) produces
 * this shape; the normaliser (NormaliseResults.ts) fills the spec's defaults
 * and caps lengths so that any provider output fits it.
 *
 * The caps keep a runaway AI answer from producing a report nobody can read
 * or an e-mail too large to send; they are generous enough for any real report.
 */
import { Schema } from "effect"

export const textureLevels = ["Light", "Medium", "Rich"] as const
export const TextureLevel = Schema.Literals(textureLevels)
export type TextureLevel = typeof TextureLevel.Type

export const analysisLimits = {
  /** routineSnapshot and textureGuidance */
  paragraphLength: 2000,
  /** every list item, rhythm activity and product field */
  itemLength: 600,
  /** a weekly-rhythm day label or an application zone */
  labelLength: 80,
  /** items in any list */
  listItems: 20,
  /** a week has at most 7 days, but "Day 3-4"-style entries may split further */
  rhythmDays: 14,
  products: 10,
} as const

const paragraph = Schema.String.check(Schema.isMaxLength(analysisLimits.paragraphLength))
const item = Schema.String.check(Schema.isMaxLength(analysisLimits.itemLength))
const label = Schema.String.check(Schema.isMaxLength(analysisLimits.labelLength))
const list = Schema.Array(item).check(Schema.isMaxLength(analysisLimits.listItems))

// The descriptions say what each part is for; they reach the API docs and the
// schema an AI provider is asked to fill (AnalystPrompt.ts).
const described = <S extends Schema.Top>(schema: S, description: string) =>
  schema.annotate({ description })

export class RhythmDay extends Schema.Class<RhythmDay>("strand/RhythmDay")({
  day: described(label, 'When, e.g. "Day 1" or "Sunday"'),
  activity: described(item, "What to do that day"),
}) {}

export class ProductSuggestion extends Schema.Class<ProductSuggestion>("strand/ProductSuggestion")({
  title: described(item, "A kind of product, never a brand"),
  ingredients: described(item, "Ingredients to look for, comma-separated"),
  usage: described(item, "How and how often to use it"),
}) {}

export class ProductTexture extends Schema.Class<ProductTexture>("strand/ProductTexture")({
  recommended: described(TextureLevel, "The product texture that suits this hair"),
  textureGuidance: described(paragraph, "Why that texture, and how to apply it"),
  applicationZones: described(
    Schema.Array(label).check(Schema.isMaxLength(analysisLimits.listItems)),
    'Where each texture goes, e.g. "Scalp: light"',
  ),
  products: Schema.Array(ProductSuggestion).check(Schema.isMaxLength(analysisLimits.products)),
}) {}

export class AnalysisResults extends Schema.Class<AnalysisResults>("strand/AnalysisResults")({
  routineSnapshot: described(paragraph, "A short overview of the routine, addressed to the person"),
  doingWell: described(list, "Habits in the answers worth keeping"),
  avoidForNow: described(list, "What to stop or pause, each with the reason"),
  weeklyRhythm: described(
    Schema.Array(RhythmDay).check(Schema.isMaxLength(analysisLimits.rhythmDays)),
    "A week of hair care, day by day",
  ),
  productTexture: ProductTexture,
  scienceNotes: described(list, "Short explanations of the science behind the advice"),
  stylingBuildUp: described(list, "Styling tips and how to prevent or clear build-up"),
  redFlags: described(list, "Signs that need a professional: whom to see and how soon"),
}) {}

/** The spec's defaults for a report whose data is missing. */
export const defaultWeeklyRhythm: ReadonlyArray<{
  readonly day: string
  readonly activity: string
}> = [
  { day: "Day 1", activity: "Wash day - cleanse and condition" },
  { day: "Day 3-4", activity: "Remoisturise" },
]
export const defaultTextureLevel: TextureLevel = "Medium"
