/**
 * The personalised routine report (spec section 3, "Analysis response").
 * Every writer of reports (AI providers, the rule-based analyst) produces
 * this shape; the normaliser fills the spec's defaults and caps lengths.
 */
import { Schema } from "effect"

export const textureLevels = ["Light", "Medium", "Rich"] as const
export const TextureLevel = Schema.Literals(textureLevels)
export type TextureLevel = typeof TextureLevel.Type

export class RhythmDay extends Schema.Class<RhythmDay>("strand/RhythmDay")({
  day: Schema.String,
  activity: Schema.String,
}) {}

export class ProductSuggestion extends Schema.Class<ProductSuggestion>("strand/ProductSuggestion")({
  title: Schema.String,
  ingredients: Schema.String,
  usage: Schema.String,
}) {}

export class ProductTexture extends Schema.Class<ProductTexture>("strand/ProductTexture")({
  recommended: TextureLevel,
  textureGuidance: Schema.String,
  applicationZones: Schema.Array(Schema.String),
  products: Schema.Array(ProductSuggestion),
}) {}

export class AnalysisResults extends Schema.Class<AnalysisResults>("strand/AnalysisResults")({
  routineSnapshot: Schema.String,
  doingWell: Schema.Array(Schema.String),
  avoidForNow: Schema.Array(Schema.String),
  weeklyRhythm: Schema.Array(RhythmDay),
  productTexture: ProductTexture,
  scienceNotes: Schema.Array(Schema.String),
  stylingBuildUp: Schema.Array(Schema.String),
  redFlags: Schema.Array(Schema.String),
}) {}
