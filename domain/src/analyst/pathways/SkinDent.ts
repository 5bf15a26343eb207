/**
 * A sunken, dented or grooved band of skin on the forehead or scalp, or a
 * patch gone hard, tight and shiny with the hair gone from it: morphoea
 * (localised scleroderma), in a child often a band from the brow into the
 * scalp ("en coup de sabre"). A GP within 1 to 2 weeks for a dermatologist,
 * a children's one for a child: treated early it can stop spreading. Never
 * a ponytail's or a product's doing (BAD, morphoea).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { isChild } from "./Signs.ts"

export const suggestsMorphoea = (p: HairProfile): boolean => hasNoted(p, "skin_dent")

export const skinDent: Pathway = {
  id: "skin-dent",
  condition: "morphoea, a localised scleroderma",
  urgency: "within_2_weeks",
  professional: "gp",
  when: suggestsMorphoea,
  recognise: /morphoea|scleroderma/i,
  lead: (p) =>
    `a sunken band or patch of hard, shiny skin where hair has gone can be morphoea: see a GP within 1 to 2 weeks to be referred to a ${isChild(p) ? "children's " : ""}dermatologist`,
  say: (p) =>
    `A sunken, dented band or patch of hard, shiny skin where the hair has gone${p.symptoms.has("burning_stinging") ? ", with a scalp that burns or stings there," : ""} can be morphoea, a localised scleroderma: an inflammation that hardens the skin and can scar the hair follicles: see a GP within 1 to 2 weeks and ask to be referred to a ${isChild(p) ? "children's " : ""}dermatologist, as treatment started early can stop it spreading. It is not caused by tight styles, products or anything done to the hair. Take a photo of it now to show how it changes, and keep sun off it.`,
  startHere: (p) => ({
    change: `See a GP within 1 to 2 weeks about the sunken patch, for a ${isChild(p) ? "children's " : ""}dermatologist`,
    why: "A dented band of shiny skin where hair has gone can be morphoea, which early treatment can stop spreading.",
  }),
  neverBeside: () => [/\b(grows?|grow) back\b/i, /\bgrowth serums?\b/i],
  // Its burning is its own, not a product's.
  supersedes: [
    "scarring-signs",
    "broken-edges",
    "round-patches",
    "patches",
    "burning-stinging",
    "burning",
  ],
  sources: ["BAD-MORPH"],
}
