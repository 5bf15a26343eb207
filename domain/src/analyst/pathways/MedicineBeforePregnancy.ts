/**
 * A woman planning a pregnancy, or pregnant, on a medicine that must be
 * changed first (valproate above all, and isotretinoin, methotrexate,
 * topiramate, warfarin, lithium and others): the prescriber or GP within
 * days, before trying, to change it safely and start folic acid at the dose
 * they advise. Never stopped alone: stopping an epilepsy medicine suddenly
 * can bring on seizures (MHRA, valproate; NHS).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

const riskMedicine = (p: HairProfile): boolean =>
  hasNoted(p, "pregnancy_risk_medicine") ||
  p.medicines.has("retinoid") ||
  p.medicines.has("immune_suppressant")

const planningOrPregnant = (p: HairProfile): boolean =>
  p.gender !== "male" && (p.pregnancyPlanned !== undefined || p.hormonalStage === "pregnant")

export const suggestsMedicineBeforePregnancy = (p: HairProfile): boolean =>
  planningOrPregnant(p) && riskMedicine(p)

export const medicineBeforePregnancy: Pathway = {
  id: "medicine-before-pregnancy",
  condition: "a medicine that must be reviewed before a pregnancy",
  urgency: "within_days",
  professional: "prescriber",
  when: suggestsMedicineBeforePregnancy,
  recognise: /before a pregnancy|before trying|folic acid/i,
  lead: () =>
    "some medicines, such as valproate, isotretinoin and methotrexate, must be changed before a pregnancy: see your GP or the doctor who prescribes it within a few days, and never stop it on your own",
  say: (p) =>
    `${p.hormonalStage === "pregnant" ? "In pregnancy" : "Before trying for a baby"}, some medicines, such as valproate, also called Epilim, isotretinoin, methotrexate and topiramate, must be changed with the doctor who prescribes them: see your GP or specialist within a few days${p.hormonalStage === "pregnant" ? "" : ", keep using contraception until then"}, and ask about folic acid, since some medicines need a higher dose. Never stop or cut down the medicine on your own: stopping an epilepsy medicine suddenly can bring on seizures, which are a danger to you and to a pregnancy.`,
  startHere: () => ({
    change: "See your GP or specialist within a few days about your medicine and a pregnancy",
    why: "Some medicines must be changed before a pregnancy, with the prescriber; never stop one alone.",
  }),
  neverBeside: () => [/\bwhether there is an alternative\b/i],
  supersedes: ["medicine-thinning"],
  sources: ["MHRA-VALP"],
}
