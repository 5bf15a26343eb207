/**
 * A report line with the person's own words taken out: a question quoted back ("You asked
 * "will it grow back"") is theirs, so only what the report itself says can contradict the
 * person's facts, name a brand or stand beside what a pathway forbids.
 */
export const withoutTheirWords = (text: string): string =>
  text.replace(/You asked "[^"]*"/g, "You asked")
