/**
 * The kinds of medicine that can change hair, by the names people use for
 * them. The quiz asks about these classes (`medicines`, beyond the spec) and
 * the note reader maps generic and brand names onto the same values, so a
 * rule reads one fact whichever way the person told us.
 *
 * Each class is here because a rule reads it: most can start shedding or
 * thinning some weeks after they are started or changed (tell the prescriber,
 * never stop alone); breast-cancer tablets and testosterone also cause a
 * pattern-like thinning; retinoids dry the scalp; chemotherapy and
 * immunotherapy have their own regrowth care.
 */
export const medicineOptions = [
  { value: "weight_loss_injection", label: "Weight-loss injections (such as Wegovy or Mounjaro)" },
  { value: "retinoid", label: "Isotretinoin (Roaccutane) or another retinoid tablet" },
  { value: "blood_thinner", label: "Blood thinners (such as warfarin or apixaban)" },
  { value: "beta_blocker", label: "Beta blockers (such as propranolol)" },
  { value: "thyroid_medicine", label: "Thyroid medicine (such as levothyroxine)" },
  { value: "pill_change", label: "Started or stopped the contraceptive pill or implant" },
  { value: "hrt", label: "HRT (hormone replacement)" },
  {
    value: "breast_cancer_tablets",
    label: "Breast-cancer tablets (tamoxifen, letrozole, anastrozole, exemestane)",
  },
  { value: "testosterone_steroids", label: "Testosterone or anabolic steroids" },
  { value: "antidepressant_mood", label: "Antidepressants or mood stabilisers (such as lithium)" },
  { value: "chemo_immunotherapy", label: "Chemotherapy or immunotherapy" },
  {
    value: "immune_suppressant",
    label: "Methotrexate or another immune-suppressing medicine (such as azathioprine)",
  },
  { value: "other_medicine", label: "Another regular medicine" },
] as const

export type MedicineClass = (typeof medicineOptions)[number]["value"]
export const medicineClasses: ReadonlyArray<MedicineClass> = medicineOptions.map((m) => m.value)

export const isMedicineClass = (value: string): value is MedicineClass =>
  (medicineClasses as ReadonlyArray<string>).includes(value)
