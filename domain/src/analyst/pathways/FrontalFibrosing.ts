/**
 * Frontal fibrosing alopecia (FFA): the front hairline moving back in a band,
 * often with the outer eyebrows thinning, mostly after menopause. A scarring
 * hair loss: a dermatologist within weeks; it is not traction and does not
 * grow back once scarred (BAD leaflet; the expert review).
 */
import { type HairProfile, hasNoted, wearsTensionStyle } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { hasSign, isPostMenopausal } from "./Signs.ts"

const browLoss = (p: HairProfile) => hasSign(p, "brow_lash_loss") || hasNoted(p, "brow_lash_loss")
const band = (p: HairProfile) => hasSign(p, "hairline_band") || hasNoted(p, "hairline_band")

/**
 * A receding band with brow loss, or after menopause; tension styles alone point to traction.
 * In a man a hairline moving back at the temples is male-pattern loss unless the brows go too
 * or the skin there is shiny.
 */
export const suggestsFfa = (p: HairProfile): boolean =>
  band(p) &&
  (browLoss(p) || isPostMenopausal(p) || !wearsTensionStyle(p)) &&
  (p.gender !== "male" || browLoss(p) || hasSign(p, "shiny_skin"))

export const frontalFibrosing: Pathway = {
  id: "hairline-scarring",
  condition: "frontal fibrosing alopecia, or FFA, a scarring hair loss",
  urgency: "within_weeks",
  professional: "dermatologist",
  when: suggestsFfa,
  recognise: /frontal fibrosing|FFA|scarring/i,
  lead: () =>
    "a hairline moving back in a band needs a dermatologist in the next few weeks, because it can be a scarring hair loss",
  say: (p) =>
    `A front hairline moving back in a band${browLoss(p) ? ", with thinning eyebrows," : ""} can be frontal fibrosing alopecia, or FFA, a scarring hair loss${isPostMenopausal(p) ? " most common after menopause" : ""}: see a dermatologist in the next few weeks. It is not caused by styling, and scarred hairline does not regrow, so treatment aims to stop it early. Take photos of your hairline and brows now, and keep harsh products and heat off the hairline meanwhile.`,
  startHere: () => ({
    change: "Book a dermatologist in the next few weeks about your hairline",
    why: "A receding band at the front, especially with eyebrow loss, can be a scarring hair loss that treatment can halt.",
  }),
  neverBeside: () => [
    /take (the )?tension off (your )?(edges|hairline)/i,
    /early traction loss/i,
    /\b(grows?|grow) back\b/i,
    // Leave-on facial sunscreens are suspected in frontal fibrosing alopecia: a hat instead.
    /\bsunscreen\b[^.]*\b(hairline|parting|scalp)\b|\bSPF\b[^.]*\b(hairline|scalp)\b/i,
  ],
  // Red bumps round the hairs at the hairline are its own sign, not folliculitis from styling.
  supersedes: [
    "edges",
    "broken-edges",
    "traction-alopecia",
    "scalp-pimples",
    "bumps",
    "pimples",
    "flaking",
    "malassezia",
    "antifungal",
  ],
  sources: ["BAD-FFA", "BAD-LPP"],
}
