/**
 * Weekly rhythm: the wash cycle that follows from the wash plan, then the
 * recurring extras (nights, workouts, clarifying, treatments, retwists,
 * trims, barber) that the answers call for. Cadences are common practice
 * (hair-science §6, CP) unless a rule names a study.
 * Salon-only clients get salon days and between-visit care, never a home
 * wash plan they do not do.
 */
import {
  afterChemotherapy,
  type HairProfile,
  hardWater,
  hasDamagedLengths,
  hasPatternThinning,
  hasTractionSigns,
  installedStyle,
  isFineOrThin,
  isOverProcessed,
  isSalonOnly,
  isStructurallyDamaged,
  isTextured,
  isTightlyCoiled,
  keepOilOffScalp,
  proteinStacking,
  straightenedLengths,
  sweatsOften,
  usesHoldProducts,
  usesProduct,
  washWords,
  wearsExtensions,
  wearsNaturalCoils,
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

/** The medicated shampoo by what it treats: antifungal for dandruff, scale lifter for plaques. */
const medicatedShampoo = (ctx: ReportContext): string =>
  ctx.plan.medicatedKind === "antifungal" ? "anti-dandruff shampoo" : "scale-lifting shampoo"

/** Friction matters to this head: processed, porous, textured or breaking hair. */
const frictionMatters = (p: HairProfile): boolean =>
  isTextured(p) || hasDamagedLengths(p) || hasTractionSigns(p)

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
      ? `${medicatedShampoo(ctx)} on the scalp, left on for the time on the label`
      : p.locs
        ? "diluted residue-free shampoo worked into the scalp between the locs"
        : "shampoo on the scalp only",
    lengths &&
      (opts.deep
        ? "deep condition under a warm towel"
        : ctx.care.conditioner === "ends"
          ? "conditioner on the ends only"
          : "conditioner on the mid-lengths and ends"),
    lengths &&
      isTextured(p) &&
      "detangle with the conditioner in using fingers or a wide-tooth comb, ends first",
    lengths &&
      (isTextured(p) || p.porosity === "high" || isStructurallyDamaged(p)) &&
      "leave-in on damp hair, then seal",
    p.locs
      ? "squeeze out water, then dry completely, under a hooded dryer if needed"
      : frictionMatters(p) && "blot dry with a T-shirt or microfibre towel instead of rubbing",
    wearsNaturalCoils(p) && "finish in a low-tension style",
  ])
}

/** Under a sew-in or braids: the scalp is cleansed, the lengths are not washed. */
const scalpCleanse = (p: HairProfile, ctx: ReportContext): string =>
  join([
    `${ctx.plan.medicated !== "none" ? medicatedShampoo(ctx) : "shampoo diluted with water"} from an applicator bottle along the ${installedStyle(p) === "sew-in" ? "tracks and parting" : "parts between the braids"}, massaged in with fingertips`,
    "rinse until the water runs clear",
    "press out the water with a towel and dry the scalp completely, under a hooded dryer or on a cool setting",
    "a light leave-in spray on the lengths, no heavy oil at the roots",
  ])

const between = (p: HairProfile, ctx: ReportContext): string => {
  if (p.locs)
    return `Mist the locs with your light spray; ${keepOilOffScalp(p) ? "no oil on the scalp" : "oil the scalp only if it feels tight"}.`
  if (p.lowCut) return "No wash needed; a little styling cream if the hair feels dry."
  if (isTextured(p) || p.porosity === "high")
    return `Remoisturise: mist with water, then a little ${ctx.texture === "Rich" ? "cream or butter" : ctx.texture === "Medium" ? "leave-in cream" : "leave-in spray"} on the ends; no shampoo.`
  if (isFineOrThin(p)) return "Refresh the roots with a cool blow-dry; skip extra product."
  return "Remoisturise the ends with a little leave-in; no shampoo."
}

const deepDay = (deep: boolean): Array<RhythmEntry> =>
  deep
    ? [
        {
          day: "Once a week, on Day 1",
          activity: "Swap that day's conditioner for a deep conditioner under a warm towel.",
        },
      ]
    : []

/**
 * The wash cycle itself: salon days or home wash days from the plan. Under a
 * sew-in or braids, a scalp cleanse takes the place of wash day, and the
 * planned wash days are for the weeks between installs.
 */
export const washCycle = (p: HairProfile, ctx: ReportContext): Array<RhythmEntry> => {
  const install = installedStyle(p)
  const cycle = plannedCycle(p, ctx)
  if (install === undefined || ctx.plan.cadence === "salon") return cycle
  const weekly = ["daily", "alternate_days", "twice_weekly", "weekly"].includes(ctx.plan.cadence)
  const cleanse = scalpCleanse(p, ctx)
  return [
    {
      day: `${weekly ? "Every week" : "Every 2 weeks"} while ${install === "sew-in" ? "the sew-in is" : "the braids are"} in`,
      activity: `Scalp cleanse instead of wash day: ${cleanse.charAt(0).toLowerCase()}${cleanse.slice(1)}`,
    },
    ...cycle.map((entry, i) =>
      i === 0
        ? {
            ...entry,
            activity: `Between installs, with 1 to 2 weeks' rest before the next: ${entry.activity.charAt(0).toLowerCase()}${entry.activity.slice(1)}`,
          }
        : entry,
    ),
  ]
}

/** The home wash days (or salon days) the wash plan sets. */
const plannedCycle = (p: HairProfile, ctx: ReportContext): Array<RhythmEntry> => {
  // Deep conditioning once a week falls on the week's first wash; every wash when coils need it.
  const deepWeekly = ctx.care.deep !== "none"
  const deepEvery = ctx.care.deep === "every_wash"
  const med = ctx.plan.medicated
  switch (ctx.plan.cadence) {
    case "salon":
      return [
        {
          day: `Salon day, ${p.wash === "unknown" ? "as booked" : washWords[p.wash]}`,
          activity: `Wash, condition and style at the salon${ctx.plan.medicated !== "none" ? `; ask for your ${medicatedShampoo(ctx)} on the scalp` : ""}${hardWater(p) ? "; ask for a chelating rinse every few visits" : ""}.`,
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
                activity: `Use the ${medicatedShampoo(ctx)} as that day's wash.`,
              },
            ]),
        ...deepDay(deepWeekly),
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
              {
                day: "Days 1 and 5",
                activity: `Swap in the ${medicatedShampoo(ctx)} for that wash.`,
              },
            ]),
        { day: "Days 2, 4 and 6", activity: between(p, ctx) },
        ...deepDay(deepWeekly),
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
          activity: washDay(p, ctx, { deep: deepEvery, medicated: med === "twice_weekly" }),
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
            : `Check your scalp and hairline in good light${wearsNaturalCoils(p) ? "; refresh or re-twist the style if needed" : ""}.`,
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
              : washDay(p, ctx, { deep: deepEvery, medicated: true }),
        },
        { day: "Day 11", activity: between(p, ctx) },
      ]
  }
}

/** Recurring extras, in the order they appear after the wash cycle. */
export const rhythmRules: ReadonlyArray<Rule<RhythmEntry>> = [
  {
    // Rule 59: satin or silk means less friction; little outcome evidence, so
    // only where friction matters, worded as the comfort choice it is.
    id: "nightly-satin",
    when: (p) =>
      frictionMatters(p) ||
      p.locs ||
      (p.lowCut && (p.symptoms.has("scalp_pimples") || p.barber === "weekly")) ||
      p.maleLength === "long",
    say: (p) => ({
      day: "Every night",
      activity: p.lowCut
        ? "A satin or silk durag or pillowcase: less friction on the scalp and nape, a comfort choice."
        : p.locs
          ? "A satin or silk bonnet or loc sock keeps lint out of the locs and cuts friction."
          : wearsNaturalCoils(p) || (p.texture === "curly" && !straightenedLengths(p))
            ? "Pineapple or loosely braid under a satin or silk bonnet: less friction and frizz, a comfort choice rather than a proven fix."
            : straightenedLengths(p)
              ? "Wrap your hair under a satin or silk scarf: less friction on the processed lengths, a comfort choice rather than a proven fix."
              : "A loose, snag-free tie and a satin or silk pillowcase: less friction on fragile lengths, a comfort choice rather than a proven fix.",
    }),
    sources: ["CP"],
  },
  {
    id: "photo-baseline",
    safety: true,
    when: (p) => hasPatternThinning(p) || p.hairline === "slight_recession",
    say: (p) => ({
      day: "Every 3 months",
      activity: `Photograph your ${p.gender === "male" ? "hairline and crown" : "parting and crown"} in the same place and light; change is judged over 6 to 12 months, not weeks.`,
    }),
    sources: ["AAD-L", "CP"],
  },
  {
    id: "sun-on-regrowth",
    safety: true,
    when: afterChemotherapy,
    say: () => ({
      day: "Whenever you are outdoors",
      activity: "A hat or scarf over thin or regrowing hair, or sunscreen on any scalp that shows.",
    }),
    sources: ["CHEMO", "CP"],
  },
  {
    // Rule 58: rinse sweat, rotate ponytail.
    id: "after-workouts",
    when: (p) => sweatsOften(p),
    say: (p) => ({
      day: p.exercise === "daily" ? "After each daily workout" : "After workouts",
      activity: `Rinse sweat from the scalp with water${isTextured(p) ? " or a co-wash" : ""} and let it dry; tie hair in a different place each time.`,
    }),
    sources: ["CP", "HOP"],
  },
  {
    id: "swim-days",
    when: (p) => p.environment.has("chlorinated"),
    say: () => ({
      day: "Swim days",
      activity:
        "Wet and condition hair before the pool, wear a cap, rinse and condition straight after; make your next wash the swimmers' shampoo.",
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
    sources: ["HIJ", "CP"],
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
    sources: ["SC", "CP"],
    clauseSources: (p) => (hardWater(p) ? ["HW1"] : []),
  },
  {
    id: "bond-protein-cadence",
    when: (p) =>
      !p.locs &&
      !afterChemotherapy(p) &&
      (proteinStacking(p) ||
        isOverProcessed(p) ||
        p.states.has("bleached") ||
        p.states.has("relaxed") ||
        p.states.has("texture_release")),
    say: (p) => ({
      day: proteinStacking(p) ? "Every 4 weeks, alternating" : "Every 2-4 weeks",
      activity: proteinStacking(p)
        ? "Protein treatment one time, bond builder the next, with a moisture treatment in between; never both in the same week."
        : isOverProcessed(p)
          ? "Bond-building treatment one time, a light protein treatment the next, each followed by a moisturising conditioner."
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
    sources: ["CP", "TA"],
  },
  {
    // §6 braids <=3 months, weaves <=8 weeks, rest between installs.
    id: "protective-style-cycle",
    safety: true,
    when: (p) =>
      installedStyle(p) === undefined &&
      (wearsExtensions(p) || p.styles.has("cornrows") || wearsWig(p)),
    say: (p) => ({
      day: "Every 2 weeks while installed",
      activity: `Cleanse the scalp with diluted shampoo and dry fully; take ${p.styles.has("braids_extensions") || p.styles.has("cornrows") ? "braids out by about 3 months" : wearsWig(p) ? "the wig off for rest days" : "weaves or extensions out by about 8 weeks"} and rest 1-2 weeks between installs.`,
    }),
    sources: ["CP", "TA"],
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
    // Every 3 months where ends are at risk or trims are rare; six-monthly trims suit healthy hair.
    id: "trim",
    when: (p) =>
      !p.lowCut &&
      !p.locs &&
      (isOverProcessed(p) ||
        (p.gender !== "male" &&
          (p.trim === "never" ||
            p.trim === "only_damaged" ||
            p.trim === "once_year" ||
            (p.trim !== "unknown" && (hasDamagedLengths(p) || p.heat === "weekly"))))),
    say: (p) =>
      isOverProcessed(p)
        ? {
            day: "At your next salon visit",
            activity:
              "Have the gummy, over-stretched length cut off, then trim every 3 months as the healthy hair grows.",
          }
        : {
            day: p.trim === "three_months" ? "Every 3 months, as now" : "Every 3 months",
            activity: `Trim the ends${p.trim === "only_damaged" || p.trim === "never" ? "; cutting is the only fix for split ends" : ""}.`,
          },
    sources: ["CP"],
  },
  {
    id: "male-longer-trim",
    when: (p) => p.gender === "male" && !p.lowCut && !p.locs && p.barber === "unknown",
    say: () => ({ day: "Every 6-8 weeks", activity: "Trim to keep the ends neat." }),
    sources: ["CP"],
  },
]
