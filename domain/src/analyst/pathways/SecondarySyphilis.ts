/**
 * Secondary syphilis: patchy hair loss that looks moth-eaten (many small
 * ragged patches, not smooth round ones), with a rash on the body, palms or
 * soles, a sore throat or mouth sores, or swollen glands, in the last months.
 * A sexual health clinic or GP within days for a blood test; it is cured with
 * antibiotics and the hair grows back (NHS sexual health services: patchy
 * hair loss, a rash often on the palms and soles, swollen glands).
 */
import { type HairProfile, hasNoted, toldOf } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { hasSign } from "./Signs.ts"

/** Within about six months: the rash and sore throat come and go. */
const recent = (p: HairProfile, kind: "body_rash" | "sore_throat") =>
  hasNoted(p, kind) && (p.noted.get(kind)!.statement.monthsAgo ?? 0) <= 6

/** A rash on the palms or soles: where secondary syphilis shows and few other rashes do. */
const palmsOrSoles = (p: HairProfile): boolean =>
  recent(p, "body_rash") && /palm|sole/i.test(p.noted.get("body_rash")!.words)

/** A sore on the genitals in the last three months, even one that went away by itself. */
const genitalSoreLately = (p: HairProfile): boolean => {
  const sore = toldOf(p, "genital_ulcers")
  return sore !== undefined && (sore.statement.monthsAgo ?? 0) <= 3
}

export const suggestsSyphilis = (p: HairProfile): boolean =>
  (hasNoted(p, "moth_eaten") &&
    (recent(p, "body_rash") || recent(p, "sore_throat") || hasSign(p, "neck_lump"))) ||
  // The rash of the palms and soles after a sore that came and went, with or without the hair.
  (palmsOrSoles(p) && genitalSoreLately(p))

export const secondarySyphilis: Pathway = {
  id: "moth-eaten-loss",
  condition: "secondary syphilis, an infection that treatment cures,",
  urgency: "within_days",
  professional: "sexual_health",
  when: suggestsSyphilis,
  recognise: /syphilis|sexual health/i,
  lead: () =>
    "patchy, moth-eaten hair loss with a rash, sore throat or swollen glands needs a sexual health clinic or GP within a few days for a blood test",
  say: () =>
    "Hair loss in many small, ragged, moth-eaten patches, with a rash on the body, palms or soles, a sore throat or swollen glands, can be secondary syphilis: see a sexual health clinic or GP within a few days for a blood test. It is confidential, the clinic's treatment cures it, and the hair grows back once it is treated. Until you have the result, avoid sex or use condoms, since it passes on by close contact. It is not stress, and no shampoo, oil or supplement treats it.",
  startHere: () => ({
    change: "Book a sexual health clinic or GP within a few days for a blood test",
    why: "Moth-eaten patches with a rash, sore throat or swollen glands can be secondary syphilis, which treatment cures.",
  }),
  neverBeside: () => [/\bbiotin\b/i],
  // Not alopecia areata's round patches, not shedding after a trigger.
  supersedes: ["round-patches", "sudden-shedding", "shedding-after-trigger", "patches", "shedding"],
  sources: ["NHS-SYPH"],
}
