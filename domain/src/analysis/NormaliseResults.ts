/**
 * Turning whatever a report writer returned into a valid AnalysisResults.
 * AI providers answer with JSON that may be wrapped in a code fence, miss
 * sections, use a string where a list belongs, write "rich" in lower case or
 * run far too long. The normaliser keeps everything usable, fills the spec's
 * defaults (Day 1 "Wash day - cleanse and condition", Day 3-4 "Remoisturise",
 * Medium texture) and caps lengths, so it always returns a valid report.
 *
 * Missing text sections stay empty rather than invented: the result screen
 * shows its "Loading ..." placeholder for them (spec section 2).
 */
import {
  AnalysisResults,
  analysisLimits,
  defaultTextureLevel,
  defaultWeeklyRhythm,
  ProductSuggestion,
  ProductTexture,
  RhythmDay,
  type TextureLevel,
  textureLevels,
} from "../report/AnalysisResults.ts"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const ellipsis = "…"

/** Cut at a code-point boundary so no emoji or accented letter is split. */
const cap = (text: string, max: number): string => {
  if (text.length <= max) return text
  let cut = ""
  for (const char of text) {
    if (cut.length + char.length > max - ellipsis.length) break
    cut += char
  }
  return cut + ellipsis
}

const text = (value: unknown, max: number): string => {
  if (typeof value === "string") return cap(value.trim(), max)
  if (typeof value === "number" || typeof value === "boolean") return cap(String(value), max)
  return ""
}

/** A list as given, a single string as a one-item list, blank items dropped. */
const asList = (value: unknown): ReadonlyArray<unknown> => {
  if (Array.isArray(value)) return value
  if (value === undefined || value === null || value === "") return []
  return [value]
}

/** Objects in a text list become their first text field ("tip", "text"...) rather than being lost. */
const itemText = (value: unknown, max: number): string => {
  if (isRecord(value)) {
    const first = Object.values(value).find(
      (field) => typeof field === "string" && field.trim() !== "",
    )
    return text(first, max)
  }
  return text(value, max)
}

const textList = (value: unknown, maxItems: number, maxLength: number): Array<string> =>
  asList(value)
    .map((item) => itemText(item, maxLength))
    .filter((item) => item !== "")
    .slice(0, maxItems)

/** Parses a JSON string, also when an AI wrapped it in a ```json fence or prose; undefined when it is not JSON. */
export const parseJsonText = (raw: string): unknown => {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(raw)
  const candidate = fenced?.[1] ?? raw
  const start = candidate.indexOf("{")
  const end = candidate.lastIndexOf("}")
  if (start === -1 || end <= start) return undefined
  try {
    return JSON.parse(candidate.slice(start, end + 1))
  } catch {
    return undefined
  }
}

const textureLevel = (value: unknown): TextureLevel => {
  if (typeof value !== "string") return defaultTextureLevel
  const wanted = value.trim().toLowerCase()
  return textureLevels.find((level) => level.toLowerCase() === wanted) ?? defaultTextureLevel
}

const weeklyRhythm = (value: unknown): Array<RhythmDay> => {
  const days = asList(value)
    .filter(isRecord)
    .map((entry) => ({
      day: text(entry.day, analysisLimits.labelLength),
      activity: text(entry.activity, analysisLimits.itemLength),
    }))
    .filter((entry) => entry.day !== "" && entry.activity !== "")
    .slice(0, analysisLimits.rhythmDays)
  return (days.length > 0 ? days : defaultWeeklyRhythm).map((day) => new RhythmDay(day))
}

const products = (value: unknown): Array<ProductSuggestion> =>
  asList(value)
    .filter(isRecord)
    .map(
      (entry) =>
        new ProductSuggestion({
          title: text(entry.title ?? entry.name, analysisLimits.itemLength),
          ingredients: Array.isArray(entry.ingredients)
            ? text(
                textList(
                  entry.ingredients,
                  analysisLimits.listItems,
                  analysisLimits.itemLength,
                ).join(", "),
                analysisLimits.itemLength,
              )
            : text(entry.ingredients, analysisLimits.itemLength),
          usage: text(entry.usage, analysisLimits.itemLength),
        }),
    )
    .filter((product) => product.title !== "")
    .slice(0, analysisLimits.products)

/** Any input, as an AI or a stored row returns it, as a valid report. */
export const normaliseResults = (input: unknown): AnalysisResults => {
  const parsed = typeof input === "string" ? parseJsonText(input) : input
  // Some providers nest the report under "results" like the API response does.
  const source = isRecord(parsed) && isRecord(parsed.results) ? parsed.results : parsed
  const raw = isRecord(source) ? source : {}
  const texture = isRecord(raw.productTexture) ? raw.productTexture : {}
  const list = (value: unknown) =>
    textList(value, analysisLimits.listItems, analysisLimits.itemLength)
  return new AnalysisResults({
    routineSnapshot: text(raw.routineSnapshot, analysisLimits.paragraphLength),
    doingWell: list(raw.doingWell),
    avoidForNow: list(raw.avoidForNow),
    weeklyRhythm: weeklyRhythm(raw.weeklyRhythm),
    productTexture: new ProductTexture({
      recommended: textureLevel(texture.recommended),
      textureGuidance: text(texture.textureGuidance, analysisLimits.paragraphLength),
      applicationZones: textList(
        texture.applicationZones,
        analysisLimits.listItems,
        analysisLimits.labelLength,
      ),
      products: products(texture.products),
    }),
    scienceNotes: list(raw.scienceNotes),
    stylingBuildUp: list(raw.stylingBuildUp),
    redFlags: list(raw.redFlags),
  })
}
