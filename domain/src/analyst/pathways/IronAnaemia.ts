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
import { hasNoted } from "../HairProfile.ts"
import { anaemiaSigns, bodySignWords, notedSigns } from "./BodySigns.ts"
import type { Pathway } from "./Pathway.ts"
import { hasHeavyPeriods } from "./Signs.ts"

const signs = (p: HairProfile) => notedSigns(p, anaemiaSigns)

const signWords = (p: HairProfile) =>
  listed([
    ...(hasNoted(p, "tiredness") ? ["feeling very tired"] : []),
    ...signs(p).map((sign) => bodySignWords[sign]),
    ...(hasHeavyPeriods(p) ? ["heavy periods"] : []),
  ])

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
