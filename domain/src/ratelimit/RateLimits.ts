/**
 * How often people may do things that cost us (e-mail, AI, database rows) or
 * that an attacker would repeat. Generous for a person, tight for a script.
 * Counted in fixed windows, shared by every server process (see RateLimiter).
 */
export interface RateLimit {
  /** what is limited, part of the counter's key */
  readonly action: string
  readonly limit: number
  readonly windowSeconds: number
}

export const rateLimits = {
  signInPerIp: { action: "sign-in:ip", limit: 30, windowSeconds: 15 * 60 },
  signInPerEmail: { action: "sign-in:email", limit: 10, windowSeconds: 15 * 60 },
  joinPerIp: { action: "join:ip", limit: 30, windowSeconds: 15 * 60 },
  joinPerEmail: { action: "join:email", limit: 10, windowSeconds: 15 * 60 },
  feedbackPerUser: { action: "feedback:user", limit: 10, windowSeconds: 60 * 60 },
  sendReportPerUser: { action: "send-report:user", limit: 10, windowSeconds: 60 * 60 },
  // Comparing a shelf of products is a few dozen checks; a script is many more.
  ingredientCheckPerUser: { action: "ingredient-check:user", limit: 60, windowSeconds: 60 * 60 },
  // A shop shelf scanned end to end; each unknown barcode asks the catalogue.
  productLookUpPerUser: { action: "product-look-up:user", limit: 120, windowSeconds: 60 * 60 },
  // Each PDF is laid out and rendered in the server's process.
  summaryPdfPerUser: { action: "summary-pdf:user", limit: 20, windowSeconds: 60 * 60 },
  // Each sends an e-mail to someone outside Strand: a few a day is plenty for a person.
  summarySharePerUser: { action: "summary-share:user", limit: 5, windowSeconds: 24 * 60 * 60 },
  // A whole quiz is about 30 events; a household or office shares an address.
  eventsPerIp: { action: "events:ip", limit: 300, windowSeconds: 15 * 60 },
  // A reminder's e-mail link is clicked once or twice; its token cannot be
  // guessed, but each try is a database write.
  reminderStopPerIp: { action: "reminder-stop:ip", limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimit>

/**
 * Analyses per user: each may cost a paid AI call, and a loop of them would
 * fill the database. The limit is configurable (ANALYSES_PER_HOUR).
 */
export const analysesPerUser = (limitPerHour: number): RateLimit => ({
  action: "analyse:user",
  limit: limitPerHour,
  windowSeconds: 60 * 60,
})

const windowNames: Readonly<Record<number, string>> = {
  [15 * 60]: "a quarter of an hour",
  [60 * 60]: "an hour",
  [24 * 60 * 60]: "a day",
}

/** A limit as people read it: "30 a quarter of an hour", "5 a day". */
export const describeRateLimit = (rule: RateLimit): string =>
  `${rule.limit} ${windowNames[rule.windowSeconds] ?? `every ${rule.windowSeconds / 60} minutes`}`
