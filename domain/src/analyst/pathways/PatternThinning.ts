/**
 * Pattern thinning (androgenetic alopecia): a widening parting in women, a
 * receding hairline or thinning crown in men. Routine: a dermatologist can
 * confirm it and discuss licensed options (topical minoxidil; finasteride on
 * prescription for men), named never with a dose; change is judged over 6 to
 * 12 months (BAD leaflet; AAD; the expert review).
 */
import { familyHistory, type HairProfile, isMale } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { crownThinning, hasSign } from "./Signs.ts"

const what = (p: HairProfile): string =>
  !isMale(p)
    ? "A widening parting or thinning on top"
    : p.hairline === "noticeable"
      ? "Noticeable recession or crown thinning"
      : "Thinning on top or at the crown"

export const patternThinning: Pathway = {
  id: "pattern-thinning",
  condition: "pattern thinning, or androgenetic alopecia",
  urgency: "routine",
  professional: "dermatologist",
  // Tender or shiny thinning is a scarring pathway's, not this one.
  when: (p) => crownThinning(p) && !hasSign(p, "crown_tenderness") && !hasSign(p, "shiny_skin"),
  recognise: /parting|recession|crown|pattern/i,
  lead: (p) =>
    `${what(p).toLowerCase()} is worth a routine dermatologist visit: licensed treatments work best started early`,
  say: (p) =>
    `${what(p)} is most often pattern thinning, ${isMale(p) ? "male" : "female"}-pattern hair loss,${familyHistory(p) ? ", which fits thinning in your family" : ""}: book a routine dermatologist visit${familyHistory(p) ? "; sooner is better" : ""}. A dermatologist can confirm the cause and discuss licensed options such as topical minoxidil${isMale(p) ? ", or finasteride on prescription" : ""}; they work best started early and take months to show. Take photos of your ${isMale(p) ? "hairline and crown" : "parting"} in the same light now and every 3 months, and judge change over 6 to 12 months, not weeks.`,
  startHere: (p) => ({
    change: "Book a routine dermatologist visit about the thinning",
    why: `Licensed treatments work best started early; photos of your ${isMale(p) ? "hairline and crown" : "parting"} every 3 months show real change.`,
  }),
  neverBeside: () => [],
  sources: ["AAD-L", "BAD-F"],
}
