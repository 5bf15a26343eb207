/** The hero's taglines (spec §1), in the order they rotate, and how long each stays (spec §9). */
export const heroTaglines = [
  "Transform your hair and scalp health",
  "Personalised shopping with an unbiased AI companion",
  "Make purchases driven by you not trends",
  "Filtered by science. Chosen by you.",
] as const

export const taglineRotationMillis = 3000

/** The tagline after this one, back to the first after the last. */
export const nextTagline = (index: number): number => (index + 1) % heroTaglines.length
