/**
 * Pattern thinning (androgenetic alopecia): a widening parting in women, a
 * receding hairline or thinning crown in men. Routine: a dermatologist can
 * confirm it and discuss licensed options (topical minoxidil; finasteride on
 * prescription for men), named never with a dose; change is judged over 6 to
 * 12 months (BAD leaflet; AAD; the expert review).
 */

import { capitalise } from "../../text/Sentences.ts"
import {
  familyHistory,
  type HairProfile,
  hasNoted,
  isMale,
  laterLife,
  pregnancyMatters,
} from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import {
  bloodsNormal,
  crownThinning,
  hasSign,
  isChild,
  treatmentWords,
  treatsThinning,
} from "./Signs.ts"

const what = (p: HairProfile): string =>
  !isMale(p)
    ? "A widening parting or thinning on top"
    : p.hairline === "noticeable"
      ? "Noticeable recession or crown thinning"
      : "Thinning on top or at the crown"

/** Licensed treatments, as a pharmacist, GP or dermatologist would offer them to this person. */
const treatments = (p: HairProfile): string =>
  treatsThinning(p)
    ? pregnancyMatters(p)
      ? `${capitalise(treatmentWords(p))} is not used while pregnant, breastfeeding or trying for a baby: plan when to stop it with your GP before you try, and keep to it until then, since what it has gained lasts only while it is used`
      : `You already use ${treatmentWords(p)}: keep to it as you are, since what it gains shows over 6 to 12 months and lasts only while it is used; the prescriber or a pharmacist can review how it is going`
    : pregnancyMatters(p)
      ? `Licensed treatments such as minoxidil are not used while pregnant, breastfeeding or trying for a baby: ask a GP about them afterwards${bloodsNormal(p) ? "" : ", and about iron and thyroid tests now"}`
      : isMale(p) && laterLife(p)
        ? "It is not harmful, and at this stage treating it is a choice many do without; no shampoo regrows it"
        : isMale(p) && !p.goals.has("fuller_look")
          ? "It is not harmful; if you ever want to treat it, a pharmacist or GP can discuss licensed options: topical minoxidil, or finasteride on prescription, after asking about its side effects"
          : isMale(p)
            ? "If you want to treat it, a pharmacist or GP can discuss licensed options: topical minoxidil, or finasteride on prescription, after asking about its side effects; they work best started early and take months to show"
            : "A GP can check iron and thyroid and discuss licensed options such as topical minoxidil; they work best started early and take months to show"

/** A man who has not asked for a fuller look, or is past 65, is told what it is, not sold a treatment. */
const wantsTreatment = (p: HairProfile): boolean =>
  !isMale(p) || (p.goals.has("fuller_look") && !laterLife(p))

/**
 * Thinning the person cares about: a woman's, or a man who wants a fuller look or wrote of
 * it. Balding a man is at peace with (a head he shaves, a crown gone for years) is no finding
 * and no priority; the science note still explains it.
 */
export const thinningMatters = (p: HairProfile): boolean =>
  wantsTreatment(p) || hasNoted(p, "thinning_on_top") || hasNoted(p, "thin_edges")

export const patternThinning: Pathway = {
  id: "pattern-thinning",
  condition: "pattern thinning, or androgenetic alopecia",
  urgency: "routine",
  professional: "gp",
  // Tender or shiny thinning is a scarring pathway's, not this one.
  // A child's or young teenager's hairline is the child pathway's (ChildScalp.ts).
  when: (p) =>
    !isChild(p) &&
    crownThinning(p) &&
    !hasSign(p, "crown_tenderness") &&
    !hasSign(p, "shiny_skin") &&
    thinningMatters(p),
  recognise: /parting|recession|crown|pattern/i,
  lead: (p) =>
    `${what(p).toLowerCase()} is most often pattern thinning${treatsThinning(p) ? `, which the ${treatmentWords(p)} you use is for` : wantsTreatment(p) ? ", and treatment works best started early" : ", which is not harmful"}`,
  say: (p) =>
    `${what(p)} is most often pattern thinning, ${isMale(p) ? "male" : "female"}-pattern hair loss${familyHistory(p) ? ", which fits thinning in your family" : ""}. ${treatments(p)}. Take photos of your ${isMale(p) ? "hairline and crown" : "parting"} in the same light now and every 3 months, and judge change over 6 to 12 months, not weeks.`,
  startHere: (p) =>
    treatsThinning(p)
      ? {
          change: `Keep to your ${treatmentWords(p)}, and take photos of your ${isMale(p) ? "hairline and crown" : "parting"} every 3 months`,
          why: "What it gains shows over 6 to 12 months and lasts only while it is used; photos in the same light show how it is going.",
        }
      : pregnancyMatters(p) && !bloodsNormal(p)
        ? {
            change: "Ask a GP about iron and thyroid tests for the thinning",
            why: "Licensed treatments such as minoxidil wait until after pregnancy and breastfeeding; a GP can check what can be checked now.",
          }
        : {
            change: `Take photos of your ${isMale(p) ? "hairline and crown" : "parting"} now and every 3 months`,
            why: wantsTreatment(p)
              ? `Change shows over months, not weeks; ${isMale(p) ? "a pharmacist or GP" : "a GP"} can discuss licensed treatments, which work best started early.`
              : "Pattern thinning is not harmful; photos show whether it is changing, if you ever want to treat it.",
          },
  neverBeside: () => [],
  sources: ["AAD-L", "BAD-F"],
}
