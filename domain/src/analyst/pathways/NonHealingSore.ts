/**
 * A sore, scab or spot that bleeds, crusts or has not healed in four weeks:
 * on skin the sun has reached for years, a skin cancer has to be ruled out
 * by a doctor (NICE NG12; Cancer Research UK: a sore that does not heal, or
 * that itches, bleeds or scabs for more than 4 weeks). A mole that grows,
 * changes shape or colour, or bleeds is checked for a melanoma the same way
 * (NICE NG12's checklist: a change in size, shape or colour).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { hasSign, isOlderAdult, sunReachesScalp } from "./Signs.ts"

export const hasNonHealingSore = (p: HairProfile): boolean =>
  hasSign(p, "sore_not_healing") || hasNoted(p, "non_healing_sore")

/** The note names a mole that is changing, not a sore. */
export const changingMole = (p: HairProfile): boolean =>
  p.noted.get("non_healing_sore")?.statement?.value === "mole"

/**
 * The growth is on the eyelid: the sore's own words say so, or lashes are lost beside it ("a
 * lump like a stye ... comes back in the same spot ... the eyelashes along that bit have fallen
 * out"). A stye that keeps returning with lashes lost is an eyelid skin cancer (basal cell or
 * sebaceous carcinoma) until an eye clinic says not (NICE NG12; Moorfields: eyelid lumps).
 */
export const onTheEyelid = (p: HairProfile): boolean =>
  hasNonHealingSore(p) &&
  (/\b(eye ?lids?|lids?|eyes?|lash\w*|eyelash\w*|stye)\b/i.test(
    p.noted.get("non_healing_sore")?.words ?? "",
  ) ||
    /lash/i.test(p.noted.get("brow_lash_loss")?.words ?? ""))

const eyelidSay =
  "A lump or sore on the eyelid that keeps coming back in the same place, or has lost the lashes beside it, needs a GP within a few days for an urgent referral to an eye clinic: an eyelid skin cancer, a basal cell or sebaceous carcinoma, can look like a stye that will not go, and found early it is simple to treat. Meanwhile no squeezing or picking, and keep using only what a pharmacist or doctor gave you for it."

/** Which growth the notes tell: on the eyelid, a changing mole, or a sore that will not heal. */
type Growth = "eyelid" | "mole" | "sore"
const growthOf = (p: HairProfile): Growth =>
  onTheEyelid(p) ? "eyelid" : changingMole(p) ? "mole" : "sore"

const leads: Readonly<Record<Growth, string>> = {
  eyelid:
    "a lump on the eyelid that keeps coming back, with the lashes lost beside it, needs a GP within a few days for an urgent eye clinic referral, to rule out an eyelid skin cancer",
  mole: "a mole that has grown, changed shape or colour, or bled needs a GP to look at it within a few days, to rule out a melanoma, a skin cancer",
  sore: "a sore that bleeds or has not healed needs a GP to look at it within a few days, to rule out a skin cancer",
}

const firstSteps: Readonly<Record<Growth, { readonly change: string; readonly why: string }>> = {
  eyelid: {
    change: "Show the eyelid lump to a GP within a few days",
    why: "A stye that keeps coming back with lashes lost needs an urgent eye clinic check for an eyelid skin cancer.",
  },
  mole: {
    change: "Show the changing mole to a GP within a few days",
    why: "A mole that grows, changes shape or colour, or bleeds needs checking for a melanoma; found early, it is simple to treat.",
  },
  sore: {
    change: "Show the sore that will not heal to a GP within a few days",
    why: "A sore that bleeds or has not healed in 4 weeks needs a skin check; found early, skin cancers are simple to treat.",
  },
}

export const nonHealingSore: Pathway = {
  id: "non-healing-sore",
  condition: "a skin growth that needs checking, such as a skin cancer",
  urgency: "within_days",
  professional: "gp",
  // A sore in the days after a product burned the scalp is the burn's (ChemicalInjury.ts).
  when: (p) => hasNonHealingSore(p) && !hasNoted(p, "urgent_reaction"),
  recognise: /sore|mole|melanoma|skin (check|cancer)/i,
  lead: (p) => leads[growthOf(p)],
  say: (p) => {
    const growth = growthOf(p)
    return growth === "eyelid"
      ? eyelidSay
      : `${growth === "mole" ? "A mole that grows, changes shape or colour, or bleeds needs a GP to see it within a few days, even if it does not hurt and you have many moles: a melanoma, a skin cancer, has to be ruled out, and the GP can refer you to a skin cancer clinic within two weeks; do not wait and watch it" : `A sore, scab or spot that bleeds, crusts or has not healed in 4 weeks needs a GP to see it within a few days${sunReachesScalp(p) || isOlderAdult(p) ? ", all the more on a scalp the sun reaches" : ""}: a skin cancer has to be ruled out, and those found early are simple to treat`}. Tell the GP about any skin cancer you have had before. Meanwhile leave it alone: no picking, scrubbing or scalp treatments on it, keep combs and tools off it, and keep the sun off your scalp with a hat.`
  },
  startHere: (p) => firstSteps[growthOf(p)],
  neverBeside: () => [/\b(scrub|exfoliat)\w*\b[^.]*\bscalp\b/i],
  // The sore is not a bump that settles in weeks: no folliculitis line or timeline beside it.
  supersedes: ["scalp-pimples", "bumps", "pimples"],
  sources: ["NICE-NG12", "CRUK-SKIN"],
}
