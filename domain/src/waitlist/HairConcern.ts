/**
 * The hair concern a visitor picks when joining the waitlist, as the
 * waitlist accepts it (the options themselves: HairConcernOptions.ts).
 */
import { Schema } from "effect"
import { isText } from "../text/TextFields.ts"
import {
  hairConcernOptions,
  hairConcernsMaxLength,
  otherConcernPrefix,
} from "./HairConcernOptions.ts"

export {
  describeHairConcern,
  encodeHairConcern,
  hairConcernOptions,
} from "./HairConcernOptions.ts"

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
  isText("multiLine", "Hair concerns must be plain text, without control or invisible characters"),
)
