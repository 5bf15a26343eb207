/**
 * The hair concerns a visitor can pick when joining the waitlist, and the
 * "other: <text>" encoding used when they describe their own. Plain data,
 * apart from the schema (HairConcern.ts), so the landing page's form shows
 * the list without loading Effect's Schema.
 */

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
