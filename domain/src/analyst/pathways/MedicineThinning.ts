/**
 * Thinning or shedding since a medicine was started or changed: the person to
 * tell is whoever prescribed it, and it is never stopped alone (AAD).
 * Breast-cancer tablets (aromatase inhibitors, tamoxifen) cause a pattern-like
 * thinning that a dermatologist can treat alongside them (Freites-Martinez et
 * al. 2018).
 */
import { type HairProfile, isMale } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { crownThinning, isShedding, onlySteroids, sheddingMedicines } from "./Signs.ts"

const medicineWords: Readonly<Record<string, string>> = {
  weight_loss_injection: "weight-loss injections",
  retinoid: "isotretinoin or another retinoid",
  blood_thinner: "a blood thinner",
  beta_blocker: "a beta blocker",
  pill_change: "starting or stopping the pill",
  hrt: "HRT",
  breast_cancer_tablets: "your breast-cancer tablets",
  testosterone_steroids: "testosterone or steroids",
  antidepressant_mood: "an antidepressant or mood stabiliser",
  immune_suppressant: "methotrexate or another immune-suppressing medicine",
}

const thinning = (p: HairProfile) =>
  isShedding(p) || crownThinning(p) || p.noted.has("thinning_on_top") || p.noted.has("shedding")

/** Thinning on top or at the crown, not only shedding. */
const patternSigns = (p: HairProfile): boolean => crownThinning(p) || p.noted.has("thinning_on_top")

/** Only a change in the pill: there may be no prescriber now (coming off it), so a GP. */
const onlyThePill = (p: HairProfile): boolean =>
  sheddingMedicines(p).every((medicine) => medicine === "pill_change")

const steroidsSay =
  "Testosterone and anabolic steroids speed up pattern hair loss in anyone prone to it, and the loss they bring on does not all come back. If a doctor prescribed them, tell them in the next few weeks and do not stop on your own; if it is a cycle you run yourself, tell a GP in the next few weeks: stopping is what helps your hair most, and the GP can check your blood pressure, blood count, cholesterol, liver and fertility, without judging."

export const medicineThinning: Pathway = {
  id: "medicine-thinning",
  condition: "hair loss from a medicine",
  urgency: "within_weeks",
  professional: "prescriber",
  // Shedding after starting or stopping the pill, with nothing thinning in a pattern, is a
  // shed that passes like one after a birth (TriggeredShedding.ts), not a GP's now (AAD).
  when: (p) =>
    thinning(p) && sheddingMedicines(p).length > 0 && !(onlyThePill(p) && !patternSigns(p)),
  recognise: /prescrib|medicine|the pill/i,
  lead: (p) =>
    onlyThePill(p)
      ? "thinning since starting or stopping the pill is worth raising with a GP in the next few weeks"
      : onlySteroids(p)
        ? "testosterone and other muscle-building hormones speed up hair loss: tell a GP, or the doctor who prescribed them, in the next few weeks"
        : "thinning since a medicine was started is worth raising with whoever prescribed it in the next few weeks; never stop it on your own",
  say: (p) => {
    const named = sheddingMedicines(p).map((m) => medicineWords[m] ?? "a medicine")
    const breast = p.medicines.has("breast_cancer_tablets")
    if (onlySteroids(p)) return steroidsSay
    if (onlyThePill(p))
      return "Thinning or shedding that began after starting or stopping the pill can come from the change in hormones: tell a GP in the next few weeks, who can check whether it fits and whether something else, such as a hormone imbalance, is behind it."
    return `Thinning or shedding that began after ${named.join(" or ")} can come from the medicine: tell whoever prescribed it in the next few weeks, and never stop or change it on your own. ${breast ? "Breast-cancer tablets often thin hair on top in a pattern like hereditary thinning; a dermatologist can treat it alongside them, with your oncology team's agreement." : "They can say whether it fits and whether there is an alternative."}${isMale(p) || !breast ? "" : " Photos of your parting every 3 months show whether it is changing."}`
  },
  startHere: (p) =>
    onlyThePill(p)
      ? {
          change: "Tell a GP about the thinning since the change in the pill",
          why: "Starting or stopping the pill can shed hair; a GP can check whether it fits or something else is behind it.",
        }
      : onlySteroids(p)
        ? {
            change: "Tell a GP about the testosterone or muscle-building hormones and the thinning",
            why: "They speed up hair loss; stopping helps the hair most, and a GP can check the rest of your health.",
          }
        : {
            change: "Tell whoever prescribed your medicine about the thinning",
            why: "Some medicines thin hair; they can check it and discuss options. Never stop a prescribed medicine on your own.",
          },
  neverBeside: () => [],
  sources: ["AAD-M", "EIA"],
}
