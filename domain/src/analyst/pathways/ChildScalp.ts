/**
 * The answers are about a child (or someone under 16). Strand's report is
 * written for adults: a change in a child's scalp or hair goes to a GP, within
 * a few days when there is a patch, scaling, broken-off hairs or a lump
 * (scalp ringworm is mostly a childhood infection); care stays gentle and
 * universal, with no actives, supplements or adult treatments.
 */
import { type HairProfile, hasNoted, type Symptom } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { cradleCap, hasSign, isChild } from "./Signs.ts"
import { normalShedding } from "./TriggeredShedding.ts"

/** A bald patch, unless the notes say the child pulls there: then it is the pulling's (HairPulling.ts). */
export const patchNotFromPulling = (p: HairProfile): boolean =>
  p.symptoms.has("round_patches") && !hasNoted(p, "hair_pulling")

/**
 * "no bald bits, no scaly circle, i looked properly": a parent who looked and found no patch
 * has ruled out what makes a child's flakes ringworm; flakes alone are then the scalp's.
 */
export const lookedAndFoundNoPatch = (p: HairProfile): boolean =>
  p.toldNot.has("bald_patches") ||
  p.toldNot.has("scaly_plaques") ||
  p.toldNot.has("scaly_patch_broken_hairs")

/** Flakes that may hide a fungal patch: not a baby's cradle cap, nor looked through already. */
const flakesToSee = (p: HairProfile): boolean =>
  !cradleCap(p) && p.symptoms.has("persistent_flaking") && !lookedAndFoundNoPatch(p)

/** A change a GP should see within days in a child. */
const soonSigns = (p: HairProfile): boolean =>
  flakesToSee(p) ||
  patchNotFromPulling(p) ||
  // A well baby's thick yellow scale is cradle cap, which a parent cares for at home.
  (!cradleCap(p) && p.symptoms.has("scaly_plaques")) ||
  p.symptoms.has("painful_lumps") ||
  hasSign(p, "scaly_patch_broken_hairs") ||
  hasSign(p, "neck_lump") ||
  hasSign(p, "sore_not_healing")

/** A well baby's scaling or crust: cradle cap. */
const babyScale = (p: HairProfile): boolean =>
  cradleCap(p) &&
  (p.symptoms.has("persistent_flaking") ||
    p.symptoms.has("scaly_plaques") ||
    p.scalp.has("itchy_flaky") ||
    hasNoted(p, "flaking") ||
    hasNoted(p, "scaly_plaques"))

/**
 * A teenager whose hairline or crown seems to move back, with nothing else: at 12 to 15
 * that is most often the maturing hairline every boy gets, told plainly, not a GP's matter.
 */
export const teenHairline = (p: HairProfile): boolean =>
  p.ageBand === "12_15" && p.symptoms.has("widening_parting")

/**
 * What a teenager's own skin does at that age: spots where grease and gel sit, flakes, an
 * itch. A GP's look is for the younger child, where a fungal patch hides behind them.
 */
const teenRoutine: ReadonlySet<Symptom> = new Set<Symptom>(["scalp_pimples", "persistent_flaking"])

/** Any change in a child's scalp or hair that is worth a doctor's look. */
const anyChange = (p: HairProfile): boolean => {
  const teen = p.ageBand === "12_15"
  // Flakes a parent has looked through for patches are the scalp's, cared for at home.
  const looked = lookedAndFoundNoPatch(p)
  return (
    [...p.symptoms].some(
      (symptom) =>
        !(teenHairline(p) && symptom === "widening_parting") &&
        !(teen && teenRoutine.has(symptom)) &&
        !(looked && symptom === "persistent_flaking") &&
        // Hairs counted that are no more than a day's: ordinary shedding, no change to show.
        !(symptom === "sudden_shedding" && normalShedding.when(p)),
    ) ||
    p.scalpSigns.size > 0 ||
    (!teen && ((p.scalp.has("itchy_flaky") && !looked) || p.scalp.has("sensitive")))
  )
}

/**
 * What no child's report recommends: actives, supplements, adult treatments,
 * chemical services, and grooming only adults do (shaving, beards and the
 * bumps close shaves cause).
 */
const adultOnly = [
  /\bshav(e|es|ed|ing)\b|\brazor\b|\bstubble\b|\bbeard\b|pseudofolliculitis|keloidalis/i,
  /\bbiotin\b|\bsupplements?\b|\bminoxidil\b|\bfinasteride\b/i,
  /\bketoconazole\b|\bselenium\b|\bcoal tar\b|\bsalicylic\b|\bzinc pyrithione\b|\bciclopirox\b/i,
  /\bmedicated\b|\bantifungal\b|\banti-dandruff\b|\bscale[- ]lift\w*\b/i,
  /\bbond[- ]build\w*\b|\bprotein treatment\b|\brosemary\b/i,
  // Hair-loss treatment talk: licensed treatments are for adults.
  /\blicensed (treatments?|options)\b|\btreatment options?\b|\bwant to treat it\b|\bany treatment takes\b/i,
  /\b(relaxers?|bleach|lightening|keratin treatment|smoothing treatment|perms?|box dye|permanent colour)\b/i,
]

export const childScalpSoon: Pathway = {
  id: "child-scalp-soon",
  condition: "a scalp change in a child",
  urgency: "within_days",
  professional: "gp",
  when: (p) => isChild(p) && soonSigns(p),
  recognise: /child/i,
  lead: () =>
    "these answers are about a child, and a patch, scaling or a lump on a child's scalp needs a GP within a few days",
  say: () =>
    "These answers are about a child, and Strand's advice is written for adults: a patch, scaling, broken-off hairs or a lump on a child's scalp needs a GP within a few days, because the common causes in children, such as scalp ringworm, need a doctor's treatment. Keep to gentle washing meanwhile, and no medicated or adult products.",
  startHere: () => ({
    change: "Take your child to a GP within a few days",
    why: "Patches, scaling or a lump on a child's scalp need a doctor to find the cause; some spread to others.",
  }),
  neverBeside: () => adultOnly,
  sources: ["BAD-TINEA"],
}

export const childScalp: Pathway = {
  id: "child-scalp",
  condition: "hair and scalp care for a child",
  urgency: "routine",
  professional: "gp",
  when: (p) => isChild(p) && !soonSigns(p),
  recognise: /child|teens|cradle cap/i,
  lead: (p) =>
    babyScale(p)
      ? "thick yellow scales on a well baby's scalp are cradle cap: harmless, and it clears by itself"
      : teenHairline(p) && !anyChange(p)
        ? "a hairline that moves back a little in the early teens is most often the maturing hairline, not balding"
        : "these answers are about a child: keep care gentle, and ask a GP about any change in the scalp or hair",
  say: (p) =>
    babyScale(p)
      ? "Thick yellow, greasy or crusty scales on a well baby's scalp, sometimes on the eyebrows too, are cradle cap: harmless, not from your shampoo, and it clears by itself over weeks or months. Wash with a mild baby shampoo, soften the crust with a little plain emollient or baby oil, then lift it gently with a soft brush; do not pick it. See the health visitor or a GP if it spreads to the body, looks red, raw or weepy, itches, or the baby is unwell."
      : `These answers are about a child, and Strand's advice is written for adults: keep care gentle and simple, with no actives, supplements or adult treatments.${teenHairline(p) ? ` A hairline that moves back a little in the early teens is most often the maturing hairline nearly every boy gets, not balding${hasNoted(p, "family_history") ? ", even with baldness in the family" : ""}; photos in the same light every few months show whether anything more is happening, and hair-loss medicines are not for under-18s.` : ""}${anyChange(p) ? " Show a GP the change you noticed; in children it is worth a doctor's look rather than a product." : " Ask a GP about any change in the scalp or hair, such as patches, scaling or itching that does not settle."}`,
  startHere: (p) =>
    babyScale(p)
      ? {
          change: "Soften the cradle cap and lift it gently at bath time",
          why: "Thick yellow scales on a well baby's scalp are cradle cap, harmless and gone by itself within months.",
        }
      : teenHairline(p) && !anyChange(p)
        ? {
            change: "Take photos of your hairline in the same light every few months",
            why: "A hairline that moves back a little in the early teens is most often the maturing hairline, not balding; photos show any real change.",
          }
        : anyChange(p)
          ? {
              change: "Ask a GP about the change in your child's scalp or hair",
              why: "In children a doctor's look comes before any product; adult treatments are not for children.",
            }
          : {
              change: "Keep your child's hair care gentle and simple",
              why: "A mild shampoo, conditioner and a wide-tooth comb are all most children need.",
            },
  neverBeside: () => adultOnly,
  // A child's scaling or patchy scalp is ringworm until a doctor says otherwise.
  sources: ["BAD-TINEA", "CP"],
}
