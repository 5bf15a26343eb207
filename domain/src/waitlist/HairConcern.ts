/**
 * The hair concern a visitor picks when joining the waitlist, and the
 * "other: <text>" encoding used when they describe their own.
 */
import { Schema } from "effect"
import { isPlainText } from "../text/PlainText.ts"

export const hairConcernOptions = [
  { value: "none", label: "No specific concern" },
  { value: "dryness", label: "Dryness" },
  { value: "oily", label: "Oily scalp" },
  { value: "dandruff", label: "Dandruff or flaking" },
  { value: "thinning", label: "Thinning or hair loss" },
  { value: "postpartum", label: "Postpartum shedding" },
  { value: "menopause", label: "Menopause-related changes" },
  { value: "styling", label: "Styling and damage" },
  { value: "color", label: "Colour-treated hair" },
  { value: "other", label: "Other" },
] as const

export type HairConcernValue = (typeof hairConcernOptions)[number]["value"]

export const otherConcernPrefix = "other: "
export const hairConcernsMaxLength = 500

/** The stored value for a choice: "other" carries the visitor's own words. */
export const encodeHairConcern = (
  value: HairConcernValue | "",
  otherText: string,
): string | undefined => {
  if (value === "") return undefined
  if (value !== "other") return value
  const text = otherText.trim()
  return text === "" ? "other" : `${otherConcernPrefix}${text}`
}

/** The label an admin or an e-mail shows for a stored value. */
export const describeHairConcern = (stored: string): string => {
  if (stored.startsWith(otherConcernPrefix)) {
    return `Other: ${stored.slice(otherConcernPrefix.length)}`
  }
  return hairConcernOptions.find((option) => option.value === stored)?.label ?? stored
}

/** What the waitlist accepts: a known value, "other", or "other: <text>". */
export const HairConcerns = Schema.Trim.check(
  Schema.isMaxLength(hairConcernsMaxLength, {
    message: `Hair concerns must be at most ${hairConcernsMaxLength} characters`,
  }),
  Schema.makeFilter(
    (value: string) =>
      value === "" ||
      value.startsWith(otherConcernPrefix) ||
      hairConcernOptions.some((option) => option.value === value),
    { message: "Please choose a hair concern from the list" },
  ),
  isPlainText("Hair concerns must not contain control characters"),
)
