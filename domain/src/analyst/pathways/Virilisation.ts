/**
 * Signs of too much male hormone that come on quickly, or after the
 * menopause: a voice that deepens, a face that now needs shaving, new acne,
 * thinning at the temples. In months, or after periods have ended, a
 * hormone-making growth of the ovary or adrenal gland must be ruled out, so a
 * GP within days rather than the weeks PCOS can wait (Endocrine Society
 * guidance on hirsutism). Never put down to menopause alone.
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { isPostMenopausal } from "./Signs.ts"

/** A face that now needs shaving, not a few chin hairs, which are common after menopause. */
const shaves = (p: HairProfile): boolean =>
  /\bshav/i.test(p.noted.get("androgen_signs")?.words ?? "")

export const suggestsVirilisation = (p: HairProfile): boolean =>
  p.gender === "female" &&
  hasNoted(p, "androgen_signs") &&
  (hasNoted(p, "deeper_voice") || (isPostMenopausal(p) && shaves(p)))

export const virilisation: Pathway = {
  id: "virilisation",
  condition: "a quick rise in male hormones",
  urgency: "within_days",
  professional: "gp",
  when: suggestsVirilisation,
  recognise: /male hormones|hormone-making/i,
  lead: () =>
    "new facial hair, spots or a deeper voice coming on quickly, or after the menopause, can mean a rise in male hormones: see a GP within a few days for hormone blood tests",
  say: () =>
    "New facial hair that needs shaving, new acne, a deeper voice or thinning at the temples, coming on within months or after the menopause, can mean a quick rise in male hormones: see a GP within a few days for hormone blood tests. A hormone-making growth of the ovary or adrenal gland has to be ruled out; it is not the menopause alone, and it is treatable. Tell them when each change began.",
  startHere: () => ({
    change: "See a GP within a few days about the facial hair, the voice and the thinning",
    why: "Together, and coming on quickly, they need hormone blood tests; it is not the menopause alone.",
  }),
  neverBeside: () => [/\bjust the menopause\b/i],
  supersedes: ["androgen-signs", "pattern-thinning"],
  sources: ["ES-HIRS"],
}
