/**
 * Mouth ulcers, a sore throat, a fever or bruises that came without a knock,
 * beside shedding or tiredness: the signs of a blood count that has dropped.
 * On methotrexate or another immune-suppressing medicine, or chemotherapy,
 * they are the warning the medicine's leaflet names: the person is told to
 * get help straight away (Versus Arthritis), and methotrexate, taken once a
 * week, is dangerous taken more often. Without such a medicine, bruising with
 * a sore throat, a fever or breathlessness still needs a blood count today.
 * Never a hair product, never the shedding's ordinary advice.
 */
import { capitalise, listed } from "../../text/Sentences.ts"
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { medicineNamed } from "./Signs.ts"

/**
 * Medicines whose leaflets warn that they can stop the marrow making white cells, named in
 * the notes: carbimazole and propylthiouracil for the thyroid, clozapine, sulfasalazine.
 */
const lowersTheCount =
  /\b(carbimazole|propylthiouracil|clozapine|clozaril|sulfasalazine|sulphasalazine|azathioprine|mercaptopurine|mycophenolate)\b/i

/** A medicine that can lower the blood count, taken now. */
const marrowMedicine = (p: HairProfile): boolean =>
  p.medicines.has("immune_suppressant") ||
  p.medicines.has("chemo_immunotherapy") ||
  medicineNamed(p, lowersTheCount) !== undefined

const infectionOrUlcers = (p: HairProfile): boolean =>
  hasNoted(p, "sore_throat") || hasNoted(p, "fever")

/** On such a medicine, any of its warning signs. */
export const medicineWarningSigns = (p: HairProfile): boolean =>
  marrowMedicine(p) && (infectionOrUlcers(p) || hasNoted(p, "bruising"))

/** Bruising without a knock, with a sore throat, a fever or breathlessness, on no such medicine. */
export const lowCountSigns = (p: HairProfile): boolean =>
  !marrowMedicine(p) &&
  hasNoted(p, "bruising") &&
  (infectionOrUlcers(p) || hasNoted(p, "breathless"))

const signsWords = (p: HairProfile): string =>
  listed([
    ...(hasNoted(p, "sore_throat") ? ["the mouth ulcers or sore throat"] : []),
    ...(hasNoted(p, "fever") ? ["the fever"] : []),
    ...(hasNoted(p, "bruising") ? ["the bruising"] : []),
  ])

/** Chemotherapy now, with a fever: its teams say to call their 24-hour line at once (NHS neutropenic sepsis). */
const chemoFever = (p: HairProfile): boolean =>
  p.medicines.has("chemo_immunotherapy") && hasNoted(p, "fever")

const whoToCall = (p: HairProfile): string =>
  chemoFever(p)
    ? "call your chemotherapy team's 24-hour line now, the number on your alert card, whatever the hour or day, and go to A&E if you cannot get through"
    : "call 111 or your GP now, and go to A&E if you cannot get through or feel unwell"

const methotrexateLine = (p: HairProfile): string =>
  p.medicines.has("immune_suppressant")
    ? " Methotrexate is taken once a week, never every day: take no more until a doctor or pharmacist has told you how, and take the box with you."
    : ""

/** The shedding lines this takes the place of: the visit today covers the hair too. */
const sheddingRules = [
  "sudden-shedding",
  "shedding-after-trigger",
  "shedding",
  "medicine-thinning",
  // The blood count today covers what anaemia's visit in 1 to 2 weeks would check.
  "anaemia-signs",
]

export const medicineBloodCount: Pathway = {
  id: "medicine-blood-count",
  condition: "a drop in the blood count from a medicine",
  urgency: "emergency",
  professional: "urgent_care",
  when: medicineWarningSigns,
  recognise: /blood count|111/i,
  lead: (p) =>
    `${signsWords(p)} on your medicine can mean it has lowered your blood count: ${whoToCall(p)}`,
  say: (p) =>
    chemoFever(p)
      ? `A temperature of 37.5 or more, or shivers, on chemotherapy can mean the blood count has dropped and an infection is starting: call your chemotherapy team's 24-hour line now, night or weekend, which is what it is for, and A&E if you cannot get through.${methotrexateLine(p)} The shedding can share the cause.`
      : `Mouth ulcers, a sore throat, a fever or bruising you cannot explain, on ${medicineNamed(p, lowersTheCount) ?? "methotrexate, another immune-suppressing medicine or chemotherapy"}, are the warning signs its leaflet names: the medicine may have lowered your blood count, whatever is going round. Call 111 or your GP now for a blood test today, and go to A&E if you cannot get through, feel very unwell or bleed and it will not stop.${methotrexateLine(p)} The shedding can come from the same cause, so the same visit covers it.`,
  startHere: (p) => ({
    change: `${capitalise(whoToCall(p).split(",")[0]!)} about ${signsWords(p)}`,
    why: `On your medicine ${hasNoted(p, "fever") && !hasNoted(p, "sore_throat") && !hasNoted(p, "bruising") ? "it" : "they"} can mean a low blood count${chemoFever(p) ? ", and an infection then needs treatment within the hour: do not wait to see if it settles, and take no more paracetamol to bring it down before you call" : ", which needs a blood test today"}.${p.medicines.has("immune_suppressant") ? " Methotrexate is once a week, never daily." : ""}`,
  }),
  neverBeside: () => [/\bbiotin\b/i, /\bnext few weeks\b[^.]*\bshedding\b/i],
  supersedes: sheddingRules,
  sources: ["VA-MTX"],
}

export const lowBloodCount: Pathway = {
  id: "low-blood-count",
  condition: "a low blood count",
  urgency: "same_day",
  professional: "gp",
  when: lowCountSigns,
  recognise: /blood count/i,
  lead: () =>
    "bruises that came without a knock, with a sore throat, a fever, mouth ulcers or breathlessness, need a blood count today: get an urgent GP appointment or call 111 today",
  say: () =>
    "Bruises that came without a knock, together with mouth ulcers, a sore throat, a fever or getting out of breath easily, can mean the blood count is low: get an urgent GP appointment or call 111 today for a blood test, and go to A&E if you bleed and it will not stop. It is not something hair care causes, and the shedding can share the cause.",
  startHere: () => ({
    change: "Get an urgent GP appointment or call 111 today about the bruising",
    why: "With a sore throat, a fever or breathlessness, bruises without a knock need a blood count today.",
  }),
  neverBeside: () => [/\bbiotin\b/i, /\bnext few weeks\b[^.]*\bshedding\b/i],
  supersedes: sheddingRules,
  sources: ["VA-MTX"],
}
