/**
 * Too much vitamin A or selenium, from high-dose capsules or Brazil nuts by the
 * handful: both make hair fall out, nails brittle and skin or lips peel, and
 * selenium can give garlic breath. Supplements are not prescribed medicines:
 * they stop now, and a GP checks the levels within days (NHS on vitamin A;
 * NIH Office of Dietary Supplements on selenium).
 */
import { capitalise } from "../../text/Sentences.ts"
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { isShedding } from "./Signs.ts"

const takenToExcess = (p: HairProfile): ReadonlyArray<string> => [
  ...(p.supplementsTaken.has("vitamin_a") ? ["vitamin A"] : []),
  ...(p.supplementsTaken.has("selenium") ? ["selenium"] : []),
]

export const suggestsSupplementExcess = (p: HairProfile): boolean =>
  takenToExcess(p).length > 0 &&
  (isShedding(p) ||
    hasNoted(p, "nail_changes") ||
    hasNoted(p, "dry_skin") ||
    hasNoted(p, "body_rash"))

export const supplementExcess: Pathway = {
  id: "supplement-excess",
  condition: "too much vitamin A or selenium from supplements",
  urgency: "within_days",
  professional: "gp",
  when: suggestsSupplementExcess,
  recognise: /vitamin A|selenium/i,
  lead: (p) =>
    `${takenToExcess(p).join(" and ")} taken every day can build up and make hair fall out: stop ${takenToExcess(p).length > 1 ? "them" : "it"} now and see a GP within a few days for blood tests`,
  say: (p) =>
    `${capitalise(takenToExcess(p).join(" and "))} taken as supplements every day${p.supplementsTaken.has("selenium") ? ", more so with Brazil nuts, two or three of which already give a day's selenium," : ""} can build up and make hair fall out, nails turn brittle and skin or lips peel: stop ${takenToExcess(p).length > 1 ? "those supplements" : "that supplement"}${p.supplementsTaken.has("selenium") ? " and the nuts" : ""} now, and see a GP within a few days for blood tests, with the labels and doses. The hair grows back once the levels fall; no more hair gummies or biotin meanwhile, as they add nothing and can upset the tests.`,
  startHere: (p) => ({
    change: `Stop the ${takenToExcess(p).join(" and ")} supplements now and see a GP within a few days`,
    why: "Too much of them makes hair fall out and nails and skin peel; blood tests show the levels, and the hair grows back once they fall.",
  }),
  neverBeside: () => [/\bdouble\b[^.]*\bgumm/i],
  supersedes: ["sudden-shedding", "shedding-after-trigger", "shedding"],
  sources: ["NHS-VITA", "NIH-SE"],
}
