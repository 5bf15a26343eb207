/**
 * Anaemia, most often from low iron: shedding or tiredness with getting out
 * of breath easily or craving ice (pica). A GP within 1 to 2 weeks for a full
 * blood count and ferritin; heavy periods and a plant-based diet are the
 * usual causes in women, and in men and after menopause the GP looks for
 * bleeding (NHS: iron deficiency anaemia; hair-science §4). Iron only as the
 * GP advises after the test: too much is harmful.
 */

import { capitalise, listed } from "../../text/Sentences.ts"
import type { HairProfile } from "../HairProfile.ts"
import { hasNoted, laterLife } from "../HairProfile.ts"
import { anaemiaSigns, bodySignWords, notedSigns } from "./BodySigns.ts"
import type { Pathway } from "./Pathway.ts"
import { breathlessnessExplained } from "./SignFacts.ts"
import { hasHeavyPeriods } from "./Signs.ts"

const signs = (p: HairProfile) =>
  notedSigns(p, anaemiaSigns).filter((sign) => sign !== "breathless" || !breathlessnessExplained(p))

const signWords = (p: HairProfile) =>
  listed([
    ...(hasNoted(p, "tiredness") ? ["feeling very tired"] : []),
    ...signs(p).map((sign) => bodySignWords[sign]),
    ...(hasHeavyPeriods(p) ? ["heavy periods"] : []),
  ])

/**
 * Low iron where blood may be lost from the gut: over 60, or with weight lost
 * without trying, a change in the bowels or anti-inflammatory painkillers most
 * days. The GP looks for the bleeding within days, not weeks (NICE NG12).
 */
const gutBleedRisk = (p: HairProfile): ReadonlyArray<string> => [
  ...(laterLife(p) ? ["your age"] : []),
  ...(hasNoted(p, "unexplained_weight_loss") ? ["weight lost without trying"] : []),
  ...(hasNoted(p, "bowel_changes") ? ["a change in the bowels"] : []),
  ...(hasNoted(p, "painkillers") ? ["ibuprofen-type painkillers"] : []),
]

export const suggestsGutBleed = (p: HairProfile): boolean =>
  signs(p).length > 0 && gutBleedRisk(p).length > 0

export const anaemiaWithGutSigns: Pathway = {
  id: "anaemia-gut-signs",
  condition: "anaemia from low iron, which needs a check for blood lost from the gut,",
  urgency: "within_days",
  professional: "gp",
  when: suggestsGutBleed,
  recognise: /anaemia|blood count|gut/i,
  lead: (p) =>
    `${signWords(p)}, with ${listed(gutBleedRisk(p))}, need a GP within a few days: low iron then means checking for blood lost from the gut`,
  say: (p) =>
    `${capitalise(signWords(p))} can be signs of anaemia from low iron. With ${listed(gutBleedRisk(p))}, a GP needs to check within a few days for blood lost from the stomach or bowel: ask for a blood count and ferritin. Go the same day for black or bloody stools, breathlessness at rest or fainting. No tonic or vitamin until the cause is known; the hair recovers once it is put right.`,
  startHere: () => ({
    change: "See a GP within a few days about the signs of low iron",
    why: "With them, the GP looks for blood lost from the stomach or bowel; no tonic is the answer until the cause is known.",
  }),
  neverBeside: () => [/\bin the next few weeks\b/i, /\bbiotin\b/i, /\btonic\b/i],
  supersedes: [
    "anaemia-signs",
    "gut-signs",
    "gut-signs-soon",
    "sudden-shedding",
    "shedding-after-trigger",
    "shedding",
    "medicine-thinning",
  ],
  sources: ["NHS-IDA", "NICE-NG12"],
}

export const ironAnaemia: Pathway = {
  id: "anaemia-signs",
  condition: "anaemia, most often from low iron,",
  urgency: "within_2_weeks",
  professional: "gp",
  when: (p) => signs(p).length > 0,
  recognise: /anaemia|blood count/i,
  lead: (p) =>
    `${signWords(p)} can be signs of anaemia, most often from low iron, which also makes hair shed: see a GP within 1 to 2 weeks for a blood test`,
  say: (p) =>
    `${capitalise(signWords(p))} can be signs of anaemia, most often from low iron, which also makes hair shed: see a GP within 1 to 2 weeks and ask for a full blood count and ferritin. Take iron only as the GP advises after the test, since too much does harm. Go the same day if you are breathless at rest, have chest pain or faint. Hair grows back over months once the iron is put right.`,
  startHere: () => ({
    change: "See a GP within 1 to 2 weeks for a blood count and ferritin",
    why: "Getting out of breath easily or craving ice, with shedding or tiredness, can be signs of anaemia from low iron.",
  }),
  neverBeside: () => [/\bin the next few weeks\b/i],
  supersedes: ["sudden-shedding", "shedding-after-trigger", "shedding"],
  sources: ["NHS-IDA", "IRON"],
}
