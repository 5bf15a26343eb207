/**
 * Weekly rhythm: the wash cycle that follows from the routine plan, then the
 * recurring extras (nights, workouts, swims, sun, clarifying, treatments,
 * retwists, trims, barber) that the answers call for. Every interval is the
 * plan's (RoutinePlan.ts), so the rhythm says what the products and the
 * snapshot say. Cadences are common practice (hair-science §6, CP) unless a
 * rule names a study. Salon-only clients get salon days and between-visit
 * care, never a home wash plan they do not do.
 */

import { uncapitalise } from "../text/Sentences.ts"
import {
  afterChemotherapy,
  bendWords,
  buildUpWords,
  coveringWorn,
  freeformLocs,
  growingOut,
  type HairProfile,
  hardWater,
  hasDamagedLengths,
  hasNoted,
  hasPatchyLoss,
  hasPatternThinning,
  hasTractionSigns,
  installedStyle,
  interlockedLocs,
  isChemicallyTreated,
  isFineOrThin,
  isMale,
  isOverProcessed,
  isStructurallyDamaged,
  isTextured,
  keepOilOffScalp,
  napeBumpRisk,
  proteinStacking,
  straightenedLengths,
  sweatsOften,
  usesProduct,
  washWords,
  wearsBraids,
  wearsExtensions,
  wearsNaturalCoils,
  wearsWig,
} from "./HairProfile.ts"
import { intervalDay } from "./Intervals.ts"
import { listHolds, listHoldsConditioner, listHoldsLeaveIn, mayName } from "./PlanList.ts"
import { everydayCleanserNames } from "./ProductRules.ts"
import { isChild } from "./pathways/Signs.ts"
import type { ReportContext, Rule } from "./Rule.ts"
import { tiesHairToWorkOut } from "./StylingRules.ts"

export interface RhythmEntry {
  readonly day: string
  readonly activity: string
}

export const maxRhythmEntries = 9
/** Extras beyond the wash cycle for someone who wants less fuss (safety extras go over it). */
export const lessFussExtras = 2

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

/** The deep step: the deep conditioner when the list has one, otherwise the conditioner left on longer. */
const deepStep = (ctx: ReportContext): string =>
  ctx.plan.products.includes("deep-conditioner")
    ? "deep condition under a warm towel for 10 to 20 minutes"
    : ctx.texture === "Rich"
      ? "deep condition with the conditioning mask under a warm towel for 10 to 20 minutes"
      : "deep condition by leaving the conditioner on under a warm towel for 10 minutes"

/** The leave-in the list holds; with none kept, a little conditioner left in does its job. */
const leaveInStep = (ctx: ReportContext): string | false =>
  listHoldsLeaveIn(ctx)
    ? "leave-in on damp hair, then seal"
    : listHoldsConditioner(ctx) && "leave a little conditioner in the ends"

/** What goes on the ends between washes: only a product on the list (a leave-in, else a little conditioner). */
const betweenProduct = (ctx: ReportContext): string =>
  listHoldsLeaveIn(ctx)
    ? `, then a little ${ctx.texture === "Rich" ? "cream or butter" : ctx.texture === "Medium" ? "leave-in cream" : "leave-in spray"}`
    : listHoldsConditioner(ctx)
      ? ", then a drop of your conditioner smoothed"
      : ""

/** One full home wash, assembled from the steps this head needs. */
const washDay = (
  p: HairProfile,
  ctx: ReportContext,
  opts: { readonly deep: boolean; readonly medicated: boolean },
): string => {
  const lengths = !p.locs && !p.lowCut
  // Only what the list holds: with no conditioner kept, the wash day names none.
  const conditions = lengths && (opts.deep || listHoldsConditioner(ctx))
  return join([
    ctx.plan.preWashOil && "pre-wash oil on the lengths for 20 minutes",
    opts.medicated
      ? `${medicatedShampoo(ctx)} on the scalp, left on for the time on the label`
      : p.locs
        ? "diluted residue-free shampoo worked into the scalp between the locs"
        : `${everydayCleanserNames[ctx.plan.products[0] ?? ""] ?? "shampoo"} on the scalp only`,
    conditions &&
      (opts.deep
        ? deepStep(ctx)
        : ctx.care.conditioner === "ends"
          ? "conditioner on the ends only"
          : "conditioner on the mid-lengths and ends"),
    conditions &&
      isTextured(p) &&
      `detangle ${p.detangling === "finger_detangle" ? "with your fingers" : "with fingers or a wide-tooth comb"} while the conditioner is in, ends first`,
    lengths &&
      (isTextured(p) || p.porosity === "high" || isStructurallyDamaged(p)) &&
      leaveInStep(ctx),
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
    mayName(ctx, listHoldsLeaveIn(ctx))
      ? "a light leave-in spray on the lengths, no heavy oil at the roots"
      : "no heavy oil at the roots",
  ])

/**
 * The days between washes, for hair that needs something then: moisture for
 * curls, coils and porous lengths, lift for fine roots, a mist for locs.
 * Hair that needs nothing between washes gets no entry.
 */
const between = (p: HairProfile, ctx: ReportContext): string | undefined => {
  // Under 30 minutes a week, or two steps at most: wash days only, nothing to do between.
  if (ctx.plan.limits.shortOnTime || (ctx.plan.limits.lessFuss && ctx.plan.limits.maxProducts <= 2))
    return undefined
  if (p.locs)
    return `Mist the locs with your light spray; ${keepOilOffScalp(p) ? "no oil on the scalp" : "oil the scalp only if it feels tight"}.`
  if (wearsBraids(p))
    return "Mist the braids lightly with water or a braid spray; no cream through them, which turns them fuzzy."
  if (p.lowCut)
    return p.scalp.has("dry_tight") && mayName(ctx, listHolds(ctx, "low-cut-styler"))
      ? "No wash needed; a little styling cream where the scalp feels tight."
      : undefined
  if (isTextured(p) || p.porosity === "high")
    return `Remoisturise your ${isTextured(p) ? bendWords(p) : "porous ends"}: mist with water${betweenProduct(ctx)} on the ends; no shampoo.`
  // A scalp held for a professional (blisters, an infection) gets no styling between washes.
  // A child's fine hair is brushed, not styled with heat between washes.
  if (isFineOrThin(p))
    return p.scalpCareHeld || isChild(p)
      ? undefined
      : "Refresh flat roots with a cool blow-dry; skip extra product."
  if ((hasDamagedLengths(p) || p.states.has("coloured")) && mayName(ctx, listHoldsLeaveIn(ctx)))
    return "Smooth a drop of leave-in onto the treated ends; no shampoo."
  return undefined
}

const betweenDays = (
  p: HairProfile,
  ctx: ReportContext,
  ...days: ReadonlyArray<string>
): Array<RhythmEntry> => {
  const activity = between(p, ctx)
  return activity === undefined ? [] : days.map((day) => ({ day, activity }))
}

const deepDay = (ctx: ReportContext, deep: boolean): Array<RhythmEntry> =>
  deep
    ? [
        {
          day: "Once a week, on Day 1",
          activity: `In place of that day's conditioner: ${deepStep(ctx)}.`,
        },
      ]
    : []

/**
 * The wash cycle itself: salon days or home wash days from the plan. Under a
 * sew-in or braids, a scalp cleanse takes the place of wash day, as often as
 * the plan says, and the planned wash days are for the weeks between installs.
 */
export const washCycle = (p: HairProfile, ctx: ReportContext): Array<RhythmEntry> => {
  const install = installedStyle(p)
  const cycle = plannedCycle(p, ctx)
  const cleanseEvery = ctx.plan.installCleanse
  if (install === undefined || cleanseEvery === "none") return cycle
  const cleanse = scalpCleanse(p, ctx)
  return [
    {
      day: `${intervalDay(cleanseEvery)} while ${install === "sew-in" ? "the sew-in is" : "the braids are"} in`,
      activity: `Scalp cleanse instead of wash day: ${uncapitalise(cleanse)}`,
    },
    ...cycle.map((entry, i) =>
      i === 0
        ? {
            ...entry,
            activity: `Between installs, with 1 to 2 weeks' rest before the next: ${uncapitalise(entry.activity)}`,
          }
        : entry,
    ),
  ]
}

/** The home wash days (or salon days) the wash plan sets. */
const plannedCycle = (p: HairProfile, ctx: ReportContext): Array<RhythmEntry> => {
  // Deep conditioning once a week falls on the week's first wash; every wash when coils need it.
  const deepWeekly = ctx.plan.deep !== "none"
  const deepEvery = ctx.plan.deep === "every_wash"
  const med = ctx.plan.medicated
  switch (ctx.plan.cadence) {
    case "salon":
      return [
        {
          day: `Salon day, ${p.wash === "unknown" ? "as booked" : washWords[p.wash]}`,
          activity: `${p.locs ? "Wash, dry and style the locs" : "Wash, condition and style"} at the salon${ctx.plan.medicated !== "none" ? `; ask for your ${medicatedShampoo(ctx)} on the scalp` : ""}${hardWater(p) ? "; ask for a chelating rinse every few visits" : ""}.`,
        },
        {
          day: "Day 3-4 after the salon",
          activity: `${between(p, ctx) ?? "Brush through gently and keep the style wrapped at night."} No home wash needed.`,
        },
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
        ...deepDay(ctx, deepWeekly),
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
        ...betweenDays(p, ctx, "Days 2, 4 and 6"),
        ...deepDay(ctx, deepWeekly),
      ]
    case "twice_weekly":
      return [
        {
          day: "Day 1",
          activity: washDay(p, ctx, { deep: deepWeekly, medicated: med !== "none" }),
        },
        ...betweenDays(p, ctx, "Day 2-3"),
        {
          day: "Day 4",
          activity: washDay(p, ctx, { deep: deepEvery, medicated: med === "twice_weekly" }),
        },
        ...betweenDays(p, ctx, "Day 6"),
      ]
    case "weekly":
      return [
        {
          day: "Day 1",
          activity: washDay(p, ctx, { deep: deepWeekly, medicated: med !== "none" }),
        },
        ...betweenDays(p, ctx, "Day 3-4"),
        ...(p.locs
          ? [
              {
                day: "Day 6",
                // Interlocked locs are retightened with a tool, never palm-rolled; freeform locs
                // are left to form.
                activity: interlockedLocs(p)
                  ? "Check the roots and scalp; leave the new growth for your retightening."
                  : freeformLocs(p)
                    ? "Check the roots and scalp; freeform locs need nothing twisted or rolled."
                    : "Check the roots and scalp; palm-roll only any loose new growth, gently.",
              },
            ]
          : // Braids or cornrows stay in as they are: twisting them again is a loose style's step.
            wearsNaturalCoils(p) && installedStyle(p) === undefined
            ? [{ day: "Day 6", activity: "Refresh or re-twist the style where it has loosened." }]
            : []),
      ]
    case "fortnightly":
      return [
        {
          day: "Day 1",
          activity: washDay(p, ctx, { deep: deepWeekly, medicated: med !== "none" }),
        },
        ...betweenDays(p, ctx, "Day 4"),
        {
          day: "Day 8",
          activity:
            med === "none"
              ? "Mid-cycle: rinse the scalp or wipe it with a diluted cleanser if it itches, then remoisturise."
              : washDay(p, ctx, { deep: deepEvery, medicated: true }),
        },
        ...betweenDays(p, ctx, "Day 11"),
      ]
  }
}

/** The treatments the plan kept, as the rhythm's activity for their day. */
const treatmentDay = (p: HairProfile, ctx: ReportContext): RhythmEntry | undefined => {
  const { protein, bond, products, treatmentsAlternate } = ctx.plan
  // A treatment on the list, or one the person already has.
  const hasProtein =
    protein !== "none" &&
    (products.includes("protein-treatment") || usesProduct(p, "protein_treatment"))
  const hasBond =
    bond !== "none" && (products.includes("bond-builder") || usesProduct(p, "bond_builder"))
  if (!hasProtein && !hasBond) return undefined
  if (hasProtein && hasBond && treatmentsAlternate)
    return {
      day: `${intervalDay(protein)}, taking turns`,
      activity: proteinStacking(p)
        ? `Protein treatment one time, bond builder the next${products.includes("moisture-mask-instead-of-protein") ? `, with the ${ctx.texture === "Light" || ctx.care.keepLight ? "lightweight moisture treatment" : "moisture mask"} in the weeks between` : ""}; never both in the same week.`
        : "Bond-building treatment one time, a light protein treatment the next, each followed by a moisturising conditioner.",
    }
  if (hasBond)
    return {
      day: intervalDay(bond),
      activity: `Bond-building treatment${ctx.plan.deep === "none" ? ", then your conditioner" : ", then a moisture mask"}.`,
    }
  return {
    day: intervalDay(protein),
    activity: "Light protein treatment, then a moisturising conditioner.",
  }
}

const barberDays: Readonly<Record<string, string>> = {
  weekly: "Every 1-2 weeks",
  fortnightly: "Every 2 weeks",
  monthly: "Every 4 weeks",
  quarterly: "Every few months",
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
      (p.lowCut && napeBumpRisk(p) && (p.symptoms.has("scalp_pimples") || p.barber === "weekly")) ||
      p.maleLength === "long",
    say: (p) => {
      // A man's curls above the collar: too short to gather, and no tie to loosen.
      const aboveCollar = isMale(p) && p.maleLength !== "long"
      return {
        day: "Every night",
        activity: p.lowCut
          ? `A satin or silk ${isMale(p) ? "durag" : "scarf"} or pillowcase: less friction on the scalp and nape, a comfort choice.`
          : p.locs
            ? "A satin or silk bonnet or loc sock keeps lint out of the locs and cuts friction."
            : installedStyle(p) !== undefined
              ? `Wrap the ${installedStyle(p) === "sew-in" ? "sew-in" : "braids"} under a satin or silk scarf or bonnet: less frizz and friction, so the style lasts, a comfort choice rather than a proven fix.`
              : (wearsNaturalCoils(p) || (p.texture === "curly" && !straightenedLengths(p))) &&
                  !aboveCollar
                ? `Pineapple or loosely braid your ${bendWords(p)} under a satin or silk bonnet: less friction and frizz, a comfort choice rather than a proven fix.`
                : straightenedLengths(p)
                  ? "Wrap your hair under a satin or silk scarf: less friction on the relaxed or smoothed lengths, a comfort choice rather than a proven fix."
                  : `${aboveCollar ? "A satin or silk pillowcase" : "A loose, snag-free tie and a satin or silk pillowcase"}: less friction on ${isChemicallyTreated(p) ? "treated" : hasDamagedLengths(p) ? "dry, porous" : p.maleLength === "long" ? "long" : "breaking"} lengths, a comfort choice rather than a proven fix.`,
      }
    },
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
      day: "Whenever you are out in the sun",
      activity:
        "A hat or scarf over thin or regrowing hair, or a sunscreen made for the scalp on any skin that shows.",
    }),
    sources: ["CHEMO", "AAD-SUN"],
  },
  {
    // Any visible or thinning scalp: sun is the main cause of skin cancer there.
    id: "sun-protection",
    safety: true,
    when: (p, ctx) => ctx.plan.sunProtection && !afterChemotherapy(p),
    say: (p, ctx) => ({
      day: "Whenever you are out in the sun",
      // Where the limit left the scalp sunscreen off the list, a hat does the job.
      activity: !mayName(ctx, listHolds(ctx, "scalp-sunscreen"))
        ? `A hat${p.lowCut ? " with a brim, over the scalp, the ears and the back of the neck" : " over your parting"}.`
        : p.lowCut
          ? "A hat with a brim, or a sunscreen made for the scalp over the whole scalp, the ears and the back of the neck; again after swimming or sweating."
          : `A hat, or a spray or powder sunscreen made for the scalp on your ${hasPatternThinning(p) || hasPatchyLoss(p) ? "parting and the thinner areas" : "parting"}; again after swimming or sweating.`,
    }),
    sources: ["AAD-SUN", "SCF-SCALP"],
  },
  {
    // Rule 58: rinse sweat, rotate ponytail.
    id: "after-workouts",
    when: (p) => sweatsOften(p),
    say: (p, ctx) => ({
      // A child plays sport and runs about; a workout is an adult's word.
      day: isChild(p)
        ? "After sport or a hot, sweaty day"
        : p.exercise === "daily"
          ? "After each daily workout"
          : "After workouts",
      // A co-wash only where it is on the list or no limit was set: it is one more product.
      activity: `Rinse sweat from the scalp with water${isTextured(p) && !p.locs && mayName(ctx, listHolds(ctx, "cowash-real-shampoo")) ? " or a co-wash" : ""} and let it dry${tiesHairToWorkOut(p) ? "; tie hair in a different place each time" : ""}.`,
    }),
    sources: ["CP"],
    // Moving where hair is tied: the hairstyles-and-traction review.
    clauseSources: (p) => (tiesHairToWorkOut(p) ? ["HOP"] : []),
  },
  {
    // Rule 53: a swimmer rinses and conditions after every swim, between planned washes;
    // without it a plan of fewer washes leaves chlorine in the hair, so it is never cut.
    id: "swim-days",
    safety: true,
    when: (_p, ctx) => ctx.plan.afterSwim,
    say: (p, ctx) => {
      // Conditioner only where the list holds one (or there is no limit to keep to).
      const conditions = !p.lowCut && !p.locs && mayName(ctx, listHoldsConditioner(ctx))
      return {
        day: p.swimming === "several_weekly" ? "After every swim" : "Swim days",
        // Pool words only for a pool swimmer: the sea leaves salt, not chlorine.
        activity: `${conditions ? "Wet and condition hair" : "Wet the hair with clean water"} before ${p.environment.has("chlorinated") ? "the pool" : "you swim"}, wear a cap, ${p.locs ? "rinse the locs through with clean water and dry them fully after" : conditions ? "rinse and condition straight after" : "rinse with clean water straight after"} every swim${ctx.plan.chelateAfterSwims && ctx.plan.products.includes("chelating-shampoo") ? "; make your next planned wash the swimmers' shampoo" : ""}.`,
      }
    },
    sources: ["AAD-S", "AAD-T"],
  },
  {
    // Salt, sun and wind most days (sailing, surfing): fresh water before and after, a plait.
    id: "sea-days",
    // Like the pool's rinse, it keeps a plan of fewer washes from leaving salt in: never cut.
    safety: true,
    when: (p) => hasNoted(p, "at_sea"),
    say: (p) => ({
      day: "Days at sea",
      activity: `Wet the hair with fresh water first, ${p.lowCut || p.locs ? "keep a hat on against the sun" : "wear it in a loose plait under a hat against the wind and sun"}, and rinse the salt out with fresh water after${!p.lowCut && !p.locs ? "; a little conditioner on the ends if they feel like straw" : ""}.`,
    }),
    sources: ["AAD-T", "AAD-S"],
  },
  {
    id: "head-coverings",
    when: (p) => p.environment.has("head_coverings"),
    say: (p) => ({
      day: "Head-covering days",
      activity: `Cover only fully dry hair, loose underneath, with a smooth satin or sweat-wicking layer between; change where pins, knots, straps or elastic sit. ${coveringWorn(p).helmet ? "Wipe the helmet's pads and wash the liner weekly." : "Wash whatever sits against the hair weekly."}`,
    }),
    sources: ["HIJ", "CP"],
  },
  {
    // Rules 51, 52: minerals build up; the chelating wash replaces a usual wash.
    id: "chelate",
    product: "chelating-shampoo",
    when: (_p, ctx) => ctx.plan.chelate !== "none",
    say: (p, ctx) => ({
      day: intervalDay(ctx.plan.chelate),
      activity: `Use the chelating shampoo in place of your usual one, then ${p.locs ? "rinse the locs through and dry them fully" : "condition"}.`,
    }),
    sources: ["HW1", "CP"],
  },
  {
    // Rule 10: styling polymers build up.
    id: "clarify",
    product: "clarifying-shampoo",
    when: (_p, ctx) => ctx.plan.clarify !== "none",
    say: (p, ctx) => ({
      day: intervalDay(ctx.plan.clarify),
      activity: `Clarify to lift ${buildUpWords(p)}, in place of a usual wash, then ${p.locs ? "rinse the locs through and dry them fully" : "condition"}.`,
    }),
    sources: ["SC", "CP"],
  },
  {
    id: "treatments",
    when: (p, ctx) => treatmentDay(p, ctx) !== undefined,
    say: (p, ctx) => treatmentDay(p, ctx)!,
    sources: ["PROT", "BOND", "CP"],
  },
  {
    // §6 locs by age [HF][CP]; rule 69.
    id: "retwist",
    when: (p) => p.locs,
    say: (p) => ({
      // Mature locs kept every 2 to 3 months already spare the roots: the plan keeps that.
      day:
        p.locAge === "mature" && p.retwist === "quarterly"
          ? "Every 2-3 months"
          : p.locAge === "starter" || p.locAge === "unknown"
            ? "Every 4-6 weeks"
            : p.locAge === "mature"
              ? "Every 6-8 weeks"
              : "Every 4-6 weeks",
      activity: `${freeformLocs(p) ? "Separate any locs that are merging at the root; freeform locs need no retwist" : interlockedLocs(p) ? "Retighten the new growth, not too tight, as your loctician does" : "Retwist the new growth loosely"}${p.locAge === "starter" ? "; starter locs need minimal handling between sessions, so let them be" : ""}.`,
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
    // A wig comes off every day: it has no install to rest from, only wig-free days.
    say: (p) =>
      p.styles.has("braids_extensions") || p.styles.has("cornrows") || !wearsWig(p)
        ? {
            day: "Every 2 weeks while installed",
            activity: `Cleanse the scalp with diluted shampoo and dry fully; take ${p.styles.has("braids_extensions") || p.styles.has("cornrows") ? "braids out within 6 to 8 weeks" : "weaves or extensions out by about 8 weeks"} and rest 1-2 weeks between installs.`,
          }
        : {
            day: "Wig-free days",
            activity:
              "Give your scalp a day or two a week without the wig; wash the wig cap or liner, and on wash days dry your scalp fully before the wig goes back on.",
          },
    sources: ["CP", "TA"],
  },
  {
    id: "barber",
    // Only the men's quiz asks how often the barber cuts: nobody else is given a schedule.
    when: (p) => p.barber !== "unknown" && !p.locs,
    say: (p) => ({
      // As often as they go now; the nape shave matters only under a short cut.
      day: barberDays[p.barber] ?? "Every 2-4 weeks",
      activity: `Barber visit; ask for clean, disinfected tools${p.lowCut && napeBumpRisk(p) ? ` and no very close shave at the nape${p.barber === "weekly" ? ", and stretch to fortnightly if the nape gets bumpy" : ""}` : ""}.`,
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
        growingOut(p) ||
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
        : growingOut(p)
          ? {
              day: "Every 6-8 weeks",
              activity:
                "Trim a little of the relaxed ends, so the line where the two textures meet moves down and off.",
            }
          : {
              day: p.trim === "three_months" ? "Every 3 months, as now" : "Every 3 months",
              activity: `Trim the ends${isStructurallyDamaged(p) ? " of your treated lengths" : p.porosity === "high" ? " of your porous lengths" : p.heat === "weekly" ? ", which weekly heat wears fastest" : ""}${p.trim === "only_damaged" || p.trim === "never" ? "; cutting is the only fix for split ends" : ""}.`,
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
