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

export class RhythmDay extends Schema.Class<RhythmDay>("strand/RhythmDay")({
  day: label,
  activity: item,
}) {}

export class ProductSuggestion extends Schema.Class<ProductSuggestion>("strand/ProductSuggestion")({
  title: item,
  ingredients: item,
  usage: item,
}) {}

export class ProductTexture extends Schema.Class<ProductTexture>("strand/ProductTexture")({
  recommended: TextureLevel,
  textureGuidance: paragraph,
  applicationZones: Schema.Array(label).check(Schema.isMaxLength(analysisLimits.listItems)),
  products: Schema.Array(ProductSuggestion).check(Schema.isMaxLength(analysisLimits.products)),
}) {}

export class AnalysisResults extends Schema.Class<AnalysisResults>("strand/AnalysisResults")({
  routineSnapshot: paragraph,
  doingWell: list,
  avoidForNow: list,
  weeklyRhythm: Schema.Array(RhythmDay).check(Schema.isMaxLength(analysisLimits.rhythmDays)),
  productTexture: ProductTexture,
  scienceNotes: list,
  stylingBuildUp: list,
  redFlags: list,
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
