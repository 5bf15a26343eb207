/**
 * Weekly rhythm: the wash cycle that follows from the wash plan, then the
 * recurring extras (nights, workouts, clarifying, treatments, retwists,
 * trims, barber) that the answers call for. Cadences are common practice
 * (hair-science §6, CP) unless a rule names a study.
 * Salon-only clients get salon days and between-visit care, never a home
 * wash plan they do not do.
 */
import {
  type HairProfile,
  hardWater,
  isFineOrThin,
  isFlaky,
  isSalonOnly,
  isStructurallyDamaged,
  isTextured,
  isTightlyCoiled,
  proteinStacking,
  sweatsOften,
  usesHoldProducts,
  usesProduct,
  washWords,
  wearsExtensions,
  wearsWig,
} from "./HairProfile.ts"
import type { ReportContext, Rule } from "./Rule.ts"

export interface RhythmEntry {
  readonly day: string
  readonly activity: string
}

export const maxRhythmEntries = 9

const join = (steps: ReadonlyArray<string | false>): string => {
  const s = steps.filter((x): x is string => x !== false && x !== "").join(", ")
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`
}

/** One full home wash, assembled from the steps this head needs. */
const washDay = (
  p: HairProfile,
  ctx: ReportContext,
  opts: { readonly deep: boolean; readonly medicated: boolean },
): string => {
  const lengths = !p.locs && !p.lowCut
  return join([
    lengths &&
      (p.porosity === "high" || isTightlyCoiled(p) || isStructurallyDamaged(p)) &&
      ctx.texture !== "Light" &&
      "pre-wash oil on the lengths for 20 minutes",
    opts.medicated
      ? "anti-dandruff shampoo on the scalp, left on for the time on the label"
      : p.locs
        ? "diluted residue-free shampoo worked into the scalp between the locs"
        : "shampoo on the scalp only",
    lengths &&
      (p.width === "fine"
        ? "conditioner on the ends only"
        : opts.deep
          ? "deep condition under a warm towel"
          : "conditioner on the mid-lengths and ends"),
    lengths &&
      isTextured(p) &&
      "detangle with the conditioner in using fingers or a wide-tooth comb, ends first",
    lengths &&
      (isTextured(p) || p.porosity === "high" || isStructurallyDamaged(p)) &&
      "leave-in on damp hair, then seal",
    p.locs
      ? "squeeze out water, then dry completely, under a hooded dryer if needed"
      : "blot dry with a T-shirt or microfibre towel instead of rubbing",
    lengths && isTightlyCoiled(p) && "finish in a low-tension style",
  ])
}

const between = (p: HairProfile, ctx: ReportContext): string => {
  if (p.locs)
    return `Mist the locs with your light spray; ${isFlaky(p) || p.scalp.has("oily") || p.symptoms.has("scalp_pimples") ? "no oil on the scalp" : "oil the scalp only if it feels tight"}.`
  if (p.lowCut) return "No wash needed; a little styling cream if the hair feels dry."
  if (isTextured(p) || p.porosity === "high")
    return `Remoisturise: mist with water, then a little ${ctx.texture === "Rich" ? "cream or butter" : ctx.texture === "Medium" ? "leave-in cream" : "leave-in spray"} on the ends; no shampoo.`
  if (isFineOrThin(p)) return "Refresh the roots with a cool blow-dry; skip extra product."
  return "Remoisturise the ends with a little leave-in; no shampoo."
}

/** The wash cycle itself: salon days or home wash days from the plan. */
export const washCycle = (p: HairProfile, ctx: ReportContext): Array<RhythmEntry> => {
  const deepWeekly =
    isTextured(p) || p.porosity === "high" || isStructurallyDamaged(p) || p.states.has("coloured")
  const med = ctx.plan.medicated
  switch (ctx.plan.cadence) {
    case "salon":
      return [
        {
          day: `Salon day, ${p.wash === "unknown" ? "as booked" : washWords[p.wash]}`,
          activity: `Wash, condition and style at the salon${isFlaky(p) ? "; ask for your anti-dandruff shampoo on the scalp" : ""}${hardWater(p) ? "; ask for a chelating rinse every few visits" : ""}.`,
        },
        { day: "Day 3-4 after the salon", activity: `${between(p, ctx)} No home wash needed.` },
      ]
    case "daily":
      return [
        {
          day: "Every day",
          activity: washDay(p, ctx, { deep: false, medicated: false }),
        },
        ...(med === "none"
          ? []
          : [
              {
                day: "Days 1 and 4",
                activity: "Use the anti-dandruff shampoo as that day's wash.",
              },
            ]),
      ]
    case "alternate_days":
      return [
        {
          day: "Days 1, 3, 5 and 7",
          activity: washDay(p, ctx, { deep: false, medicated: false }),
        },
        ...(med === "none"
          ? []
          : [
              { day: "Days 1 and 5", activity: "Swap in the anti-dandruff shampoo for that wash." },
            ]),
        { day: "Days 2, 4 and 6", activity: between(p, ctx) },
      ]
    case "twice_weekly":
      return [
        {
          day: "Day 1",
          activity: washDay(p, ctx, { deep: deepWeekly, medicated: med !== "none" }),
        },
        { day: "Day 2-3", activity: between(p, ctx) },
        {
          day: "Day 4",
          activity: washDay(p, ctx, { deep: false, medicated: med === "twice_weekly" }),
        },
        { day: "Day 6", activity: between(p, ctx) },
      ]
    case "weekly":
      return [
        {
          day: "Day 1",
          activity: washDay(p, ctx, { deep: deepWeekly, medicated: med !== "none" }),
        },
        { day: "Day 3-4", activity: between(p, ctx) },
        {
          day: "Day 6",
          activity: p.locs
            ? "Check the roots and scalp; palm-roll only any loose new growth, gently."
            : "Check your scalp and edges in good light; refresh or re-twist the style if needed.",
        },
      ]
    case "fortnightly":
      return [
        {
          day: "Day 1",
          activity: washDay(p, ctx, { deep: deepWeekly, medicated: med !== "none" }),
        },
        { day: "Day 4", activity: between(p, ctx) },
        {
          day: "Day 8",
          activity:
            med === "none"
              ? "Mid-cycle: rinse the scalp or wipe it with a diluted cleanser if it itches, then remoisturise."
              : washDay(p, ctx, { deep: false, medicated: true }),
        },
        { day: "Day 11", activity: between(p, ctx) },
      ]
  }
}

/** Recurring extras, in the order they appear after the wash cycle. */
export const rhythmRules: ReadonlyArray<Rule<RhythmEntry>> = [
  {
    // Rule 59: satin/silk reduces friction.
    id: "nightly-satin",
    when: (p) => !p.lowCut || isTextured(p),
    say: (p) => ({
      day: "Every night",
      activity: p.lowCut
        ? "A satin or silk pillowcase or durag, to cut friction on the scalp and nape."
        : p.locs
          ? "Sleep in a satin or silk bonnet or loc sock to stop lint and friction."
          : isTextured(p) || p.porosity === "high"
            ? "Pineapple or loosely braid, then a satin or silk bonnet or pillowcase."
            : "A satin or silk pillowcase, hair loosely tied with a snag-free scrunchie if long.",
    }),
    sources: ["HIJ-R", "CP"],
  },
  {
    // Rule 58: rinse sweat, rotate ponytail.
    id: "after-workouts",
    when: (p) => sweatsOften(p),
    say: (p) => ({
      day: p.exercise === "daily" ? "After each daily workout" : "After workouts",
      activity: `Rinse sweat from the scalp with water${isTextured(p) ? " or a co-wash" : ""} and let it dry; tie hair in a different place each time.`,
    }),
    sources: ["EXER", "HOP"],
  },
  {
    id: "swim-days",
    when: (p) => p.environment.has("chlorinated"),
    say: () => ({
      day: "Swim days",
      activity:
        "Wet and condition hair before the pool, wear a cap, rinse and condition straight after.",
    }),
    sources: ["AAD-S", "AAD-T"],
  },
  {
    id: "head-coverings",
    when: (p) => p.environment.has("head_coverings"),
    say: () => ({
      day: "Head-covering days",
      activity:
        "Cover only fully dry hair, loose underneath, a satin under-layer; change where the pins and knots sit. Wash the coverings weekly.",
    }),
    sources: ["HIJ", "HIJ-R", "CP"],
  },
  {
    // Rules 10, 51: minerals and styling polymers build up.
    id: "chelate-or-clarify",
    when: (p) =>
      !isSalonOnly(p) && (hardWater(p) || usesHoldProducts(p) || usesProduct(p, "oils_butters")),
    say: (p) => ({
      day:
        hardWater(p) && (isStructurallyDamaged(p) || p.states.has("coloured"))
          ? "Every 1-2 weeks"
          : "Every 2-4 weeks",
      activity: hardWater(p)
        ? "Use the chelating shampoo instead of your usual one, then condition."
        : "Clarify to lift product build-up, then condition.",
    }),
    sources: ["HW1", "HW3", "SC", "CP"],
  },
  {
    id: "bond-protein-cadence",
    when: (p) =>
      proteinStacking(p) ||
      p.states.has("bleached") ||
      p.states.has("relaxed") ||
      p.states.has("texture_release"),
    say: (p) => ({
      day: proteinStacking(p) ? "Every 4 weeks, alternating" : "Every 2-4 weeks",
      activity: proteinStacking(p)
        ? "Protein treatment one time, bond builder the next, with the moisture mask in between; never both in the same week."
        : p.states.has("bleached")
          ? "Bond-building treatment, then a moisture mask."
          : "Light protein treatment, then a moisturising conditioner.",
    }),
    sources: ["PROT", "BOND", "CP"],
  },
  {
    // §6 locs by age [HF][CP]; rule 69.
    id: "retwist",
    when: (p) => p.locs,
    say: (p) => ({
      day:
        p.locAge === "starter" || p.locAge === "unknown"
          ? "Every 4-6 weeks"
          : p.locAge === "mature"
            ? "Every 6-8 weeks"
            : "Every 4-6 weeks",
      activity: `${p.locMethod === "freeform" ? "Separate any locs that are merging at the root; freeform locs need no retwist" : "Retwist the new growth loosely"}${p.locAge === "starter" ? "; starter locs need minimal handling between sessions, so let them be" : ""}.`,
    }),
    sources: ["HF", "TA", "CP"],
  },
  {
    // §6 braids <=3 months, weaves <=8 weeks, rest between installs.
    id: "protective-style-cycle",
    when: (p) => wearsExtensions(p) || p.styles.has("cornrows") || wearsWig(p),
    say: (p) => ({
      day: "Every 2 weeks while installed",
      activity: `Cleanse the scalp with diluted shampoo and dry fully; take ${p.styles.has("braids_extensions") || p.styles.has("cornrows") ? "braids out by about 3 months" : wearsWig(p) ? "the wig off for rest days" : "weaves or extensions out by about 8 weeks"} and rest 1-2 weeks between installs.`,
    }),
    sources: ["HF", "HOP-P", "CP"],
  },
  {
    id: "barber",
    when: (p) => p.lowCut || (p.gender === "male" && p.barber !== "unknown" && !p.locs),
    say: (p) => ({
      day: p.barber === "weekly" ? "Every 1-2 weeks" : "Every 2-4 weeks",
      activity: `Barber visit; ask for clean, disinfected tools and no very close shave at the nape${p.barber === "weekly" ? ", and stretch to fortnightly if the nape gets bumpy" : ""}.`,
    }),
    sources: ["AKN", "CP"],
  },
  {
    id: "trim",
    when: (p) => !p.lowCut && !p.locs && p.gender !== "male" && p.trim !== "unknown",
    say: (p) => ({
      day: p.trim === "three_months" ? "Every 3 months, as now" : "Every 3 months",
      activity: `Trim the ends${p.trim === "only_damaged" || p.trim === "never" ? "; cutting is the only fix for split ends" : ""}.`,
    }),
    sources: ["DRA", "CP"],
  },
  {
    id: "male-longer-trim",
    when: (p) => p.gender === "male" && !p.lowCut && !p.locs && p.barber === "unknown",
    say: () => ({ day: "Every 6-8 weeks", activity: "Trim to keep the ends neat." }),
    sources: ["DRA", "CP"],
  },
]
