/**
 * Central centrifugal cicatricial alopecia (CCCA): thinning that spreads out
 * from the crown with tenderness, burning or itch, mostly in women of African
 * descent after years of relaxers, heat or tension. It scars: a dermatologist
 * soon, relaxers stopped, and never a promise that it grows back (AAD; the
 * expert review).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { crownThinning, hasRelaxerHistory, hasSign, textureAtRisk } from "./Signs.ts"

/** Crown symptoms: tender, burning or itching where it thins, or shiny skin there. */
const crownSymptoms = (p: HairProfile): boolean =>
  hasSign(p, "crown_tenderness") || hasNoted(p, "crown_tenderness")

export const suggestsCcca = (p: HairProfile): boolean =>
  textureAtRisk(p) &&
  (crownThinning(p) || hasNoted(p, "thinning_on_top") || p.symptoms.has("sudden_shedding")) &&
  (crownSymptoms(p) ||
    hasSign(p, "shiny_skin") ||
    (hasRelaxerHistory(p) && p.symptoms.has("burning_stinging")))

export const centralCentrifugal: Pathway = {
  id: "crown-scarring",
  condition: "central centrifugal cicatricial alopecia, or CCCA, a scarring hair loss",
  urgency: "within_weeks",
  professional: "dermatologist",
  when: suggestsCcca,
  recognise: /central centrifugal|CCCA|scarring/i,
  lead: () =>
    "thinning at the crown with tenderness or burning needs a dermatologist in the next few weeks, because it can be a scarring hair loss",
  say: (p) =>
    `Thinning at the crown${hasSign(p, "crown_tenderness") || hasNoted(p, "crown_tenderness") ? " that is tender, burns or itches" : ""}${hasSign(p, "shiny_skin") ? ", with smooth, shiny skin," : ""} can be central centrifugal cicatricial alopecia, or CCCA, a scarring hair loss: see a dermatologist in the next few weeks, ideally one used to textured hair. Scarred follicles do not recover, so early treatment is what saves the rest. Until then${hasRelaxerHistory(p) ? " stop relaxers and other chemical straightening" : " avoid chemical straightening"}, keep heat and tight styles away from the crown, and photograph the area each month.`,
  startHere: () => ({
    change: "Book a dermatologist in the next few weeks about the crown",
    why: "Tender thinning at the crown can be a scarring hair loss; early treatment protects the follicles still growing.",
  }),
  neverBeside: () => [
    /\b(grows?|grow|growing) back\b/i,
    /\btouch-ups?\b/i,
    /\bnew growth only\b/i,
    /\brelaxer\b[^.]*\b(every|each) \d/i,
    // Relaxers praised, or the thinning framed as ordinary pattern thinning.
    /\bleaving relaxers\b/i,
    /\bfemale pattern hair loss\b|\bpattern thinning\b|\broutine dermatologist\b/i,
  ],
  supersedes: [
    "burning",
    "burning-stinging",
    "pattern-thinning",
    "female-pattern",
    "menopause-hair",
    "androgenetic",
  ],
  sources: ["AAD-C"],
}
