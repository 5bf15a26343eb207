/**
 * Signs of a scarring hair loss that neither CCCA nor FFA explains: smooth,
 * shiny skin where hair was, or an itchy, tender, burning scalp where it
 * thins (lichen planopilaris), or red scaly patches that scar (discoid
 * lupus). A dermatologist within weeks: scarred follicles do not recover.
 */
import { listed } from "../../text/Sentences.ts"
import { type HairProfile, hasNoted, hasPlaques } from "../HairProfile.ts"
import { suggestsCcca } from "./CentralCentrifugal.ts"
import { suggestsFfa } from "./FrontalFibrosing.ts"
import type { Pathway } from "./Pathway.ts"
import { hasSign } from "./Signs.ts"

const shiny = (p: HairProfile) => hasSign(p, "shiny_skin") || hasNoted(p, "shiny_skin")
const tender = (p: HairProfile) => hasSign(p, "crown_tenderness") || hasNoted(p, "crown_tenderness")

/** ", with a scalp that burns or stings and red, scaly patches," */
const alongside = (p: HairProfile): string => {
  const signs = [
    ...(shiny(p) && p.symptoms.has("burning_stinging") ? ["a scalp that burns or stings"] : []),
    ...(hasPlaques(p) ? ["red, scaly patches"] : []),
  ]
  return signs.length === 0 ? "" : `, with ${listed(signs)},`
}

/** Shiny skin where hair was, or a tender crown, that neither CCCA nor FFA explains. */
export const suggestsScarring = (p: HairProfile): boolean =>
  (shiny(p) || tender(p)) && !suggestsCcca(p) && !suggestsFfa(p)

export const scarringSigns: Pathway = {
  id: "scarring-signs",
  condition: "a scarring hair loss such as lichen planopilaris or discoid lupus",
  urgency: "within_weeks",
  professional: "dermatologist",
  when: suggestsScarring,
  recognise: /scarring|lichen planopilaris|lupus/i,
  lead: () =>
    "smooth, shiny skin or a tender, burning scalp where hair is thinning needs a dermatologist in the next few weeks, because it can be a scarring hair loss",
  say: (p) =>
    `${shiny(p) ? "Smooth, shiny skin where hair used to grow" : "A scalp that itches, burns or is tender where the hair thins"}${alongside(p)} can be a scarring hair loss, such as lichen planopilaris${hasPlaques(p) || shiny(p) ? " or discoid lupus" : ""}: see a dermatologist in the next few weeks. Scarred follicles do not recover, so early treatment matters; a small skin sample may be needed to tell which it is. Until then keep the scalp out of the sun and avoid harsh products, heat and tight styles there.`,
  startHere: () => ({
    change: "Book a dermatologist in the next few weeks about the scalp changes",
    why: "Shiny skin or a tender, burning scalp where hair thins can mean scarring, which only early treatment can stop.",
  }),
  neverBeside: () => [/\b(grows?|grow) back\b/i],
  // A shiny, scarred patch is not alopecia areata's smooth one, whose hair can return.
  // Nor is its burning a product reaction when no product is named (the reaction's own rule).
  supersedes: [
    "round-patches",
    "patches",
    "flaking",
    "mild-flaking",
    "persistent-flaking",
    "burning",
  ],
  sources: ["BAD-LPP", "BAD-DLE"],
}
