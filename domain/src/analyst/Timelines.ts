/**
 * "What to expect, and when to look again": a timeline per concern the
 * person has, from the team's hair-science brief (§1, §4, §6 and the expert
 * corrections), and the date to take the quiz again.
 *
 * The times are what guidelines and practitioners give as typical; each
 * timeline names its sources like any rule. Hair growth of about 1 cm a month
 * is common practice among hair professionals (no primary page for it could
 * be checked), so it is cited as practitioner consensus.
 */
import type { Timeline } from "../report/ReportExplanation.ts"
import {
  afterChemotherapy,
  type HairProfile,
  hasDamagedLengths,
  hasPatchyLoss,
  hasPatternThinning,
  hasPlaques,
  hasTractionSigns,
  needsAntifungal,
} from "./HairProfile.ts"
import { supersededRules } from "./PathwayLimits.ts"
import type { RoutinePlan } from "./Plan.ts"
import { bumpsFromTension } from "./pathways/ScalpInfection.ts"
import { isChild } from "./pathways/Signs.ts"
import { normalShedding } from "./pathways/TriggeredShedding.ts"
import type { ReportContext } from "./Rule.ts"
import type { SourceKey } from "./Sources.ts"
import { cadenceWords } from "./WashPlan.ts"

interface TimelineRule {
  readonly id: string
  readonly when: (p: HairProfile) => boolean
  readonly concern: string
  /** What to expect, by the routine plan the rest of the report follows. */
  readonly expect: (p: HairProfile, ctx: ReportContext) => string
  readonly ifNot?: string
  readonly checkInWeeks: number | ((ctx: ReportContext) => number)
  readonly sources: ReadonlyArray<SourceKey>
  /**
   * How a report speaks to this concern: a report a provider wrote gets the
   * timeline only where one of its lines does (the rules' red flags, part of
   * every report, included). None: every report speaks to it.
   */
  readonly said?: RegExp
}

/** How many weeks 2 to 4 washes take on the plan's wash days. */
const fourWashesWeeks: Record<RoutinePlan["cadence"], number> = {
  daily: 1,
  alternate_days: 2,
  twice_weekly: 2,
  weekly: 4,
  fortnightly: 8,
  salon: 4,
}

/** Retake the quiz once the slowest of these has had time to show, within these bounds. */
export const retakeWeeks = { min: 6, max: 12 } as const

export const timelineRules: ReadonlyArray<TimelineRule> = [
  {
    id: "patches",
    when: hasPatchyLoss,
    concern: "Bald patches",
    expect: () =>
      "No shampoo, oil or routine change alters them; the dermatologist sets the treatment and how long it takes.",
    ifNot: "See a dermatologist within 1 to 2 weeks.",
    checkInWeeks: 2,
    sources: ["AAD-L"],
    said: /\bpatch/i,
  },
  {
    id: "antifungal",
    // A child's plan has no medicated wash (ChildScalp.ts).
    when: (p) => needsAntifungal(p) && !isChild(p),
    concern: "Flakes and itch",
    expect: (_p, ctx) =>
      `Used ${ctx.plan.medicated === "weekly" ? "once a week" : "twice a week"} as the plan says, antifungal care usually calms them within 2 to 4 weeks; keep a weekly wash with it after that so they stay away.`,
    ifNot:
      "No better after 4 to 8 weeks of using it as the label directs: see a GP or dermatologist.",
    checkInWeeks: 8,
    sources: ["AAD-D", "SD-AFP"],
    said: /antifungal|anti-dandruff|medicated|ketoconazole|pyrithione|selenium|ciclopirox/i,
  },
  {
    id: "plaques",
    when: hasPlaques,
    concern: "Scaly plaques",
    expect: () =>
      "A scale-lifting shampoo loosens the scale over a few weeks, but the plaques need a diagnosis whatever it does.",
    ifNot: "See a GP or dermatologist in the next few weeks in any case.",
    checkInWeeks: 4,
    sources: ["AAD-PSO"],
    said: /plaque|scale[- ]lift/i,
  },
  {
    id: "new-routine",
    when: () => true,
    concern: "Your new routine",
    expect: (_p, ctx) =>
      `How your hair feels changes within 2 to 4 washes, about ${fourWashesWeeks[ctx.plan.cadence]} ${fourWashesWeeks[ctx.plan.cadence] === 1 ? "week" : "weeks"} of washing ${cadenceWords[ctx.plan.cadence]}; give each change that long before judging it, and change one thing at a time.`,
    checkInWeeks: (ctx) => Math.max(4, fourWashesWeeks[ctx.plan.cadence]),
    sources: ["CP"],
  },
  {
    id: "shedding-after-trigger",
    when: (p) =>
      // Only for someone who sheds: a trigger alone (a stressful job) is no shedding to expect.
      p.symptoms.has("sudden_shedding") &&
      // Hairs counted that are a day's: ordinary shedding, with no trigger to wait out.
      !normalShedding.when(p) &&
      p.hormonalStage !== "postpartum" &&
      !afterChemotherapy(p) &&
      !hasPatchyLoss(p),
    concern: "Shedding after a trigger",
    expect: () =>
      "Shedding starts 2 to 3 months after a trigger such as an illness, an operation, a crash diet or a shock, and usually settles within 6 to 9 months.",
    ifNot:
      "Still heavy after 3 months, or with tiredness or weight change: see a GP; blood tests such as iron and thyroid come first.",
    checkInWeeks: 12,
    sources: ["AAD-SHED", "IRON"],
    said: /\bshed/i,
  },
  {
    id: "postpartum",
    when: (p) => p.hormonalStage === "postpartum",
    concern: "Shedding after the birth",
    expect: () =>
      "It peaks around 4 months after the birth and is usually back to normal by your baby's first birthday.",
    ifNot: "Not back to normal by then: see a dermatologist.",
    checkInWeeks: 12,
    sources: ["AAD-PP"],
    said: /\bbirth|postpartum|\bbaby/i,
  },
  {
    id: "edges",
    when: hasTractionSigns,
    concern: "Edges",
    expect: () =>
      "With the pull gone, early traction loss can start to grow back within about 3 months.",
    ifNot: "No regrowth after about 3 months, or shiny, smooth skin there: see a dermatologist.",
    checkInWeeks: 12,
    sources: ["TA"],
    said: /\bedges?\b|hairline|tension|traction/i,
  },
  {
    id: "pattern-thinning",
    when: hasPatternThinning,
    concern: "Thinning on top",
    expect: () =>
      "Any treatment takes months to show: compare photos taken every 3 months, and judge change over 6 to 12 months, not weeks.",
    checkInWeeks: 12,
    sources: ["AAD-L", "BAD-F"],
    said: /thinning|parting|\bcrown\b|hairline/i,
  },
  {
    id: "chemo-regrowth",
    when: afterChemotherapy,
    concern: "Regrowth after chemotherapy",
    expect: () =>
      "New hair often grows in with a different texture that settles over months; wait until regrowth is established, commonly around six months, before any chemical service.",
    checkInWeeks: 12,
    sources: ["CHEMO", "MAYO-CHEMO"],
    said: /chemo|regrow|treatment team/i,
  },
  {
    id: "bumps",
    when: (p) => p.symptoms.has("scalp_pimples") && !p.symptoms.has("painful_lumps"),
    concern: "Bumps on the scalp",
    expect: (p) =>
      bumpsFromTension(p)
        ? "Once nothing pulls at the roots, they usually settle within 2 to 3 weeks."
        : "With oils kept on the lengths and a rinse after sweating, they usually settle within 2 to 3 weeks.",
    ifNot: "Painful, spreading or still there after a few weeks: see a GP.",
    checkInWeeks: 4,
    sources: ["FOL"],
    said: /\bbumps?\b|pimples?|\bspots?\b/i,
  },
  {
    id: "growth",
    when: (p) =>
      hasDamagedLengths(p) ||
      hasTractionSigns(p) ||
      afterChemotherapy(p) ||
      p.goals.has("grow_length") ||
      p.symptoms.has("broken_edges"),
    concern: "Length",
    expect: (p) =>
      `Hair grows about 1 cm a month, so ${hasDamagedLengths(p) ? "damaged lengths are replaced only as they grow out and are trimmed away" : "new length shows over months, not weeks"}; looking after the ends is what keeps it.`,
    checkInWeeks: 12,
    sources: ["CP"],
    said: /\bgrow|\blength|\btrim|\bends\b/i,
  },
]

export interface TimelineOf {
  readonly timeline: Omit<Timeline, "sources">
  readonly sources: ReadonlyArray<SourceKey>
}

/**
 * The timelines for this person's concerns, most pressing first (as listed);
 * with a report's text, only those it speaks to.
 */
export const timelinesFor = (
  p: HairProfile,
  ctx: ReportContext,
  reportText?: string,
): ReadonlyArray<TimelineOf> => {
  const superseded = supersededRules(p)
  return timelineRules
    .filter((rule) => !superseded.has(rule.id) && rule.when(p))
    .filter(
      (rule) => reportText === undefined || rule.said === undefined || rule.said.test(reportText),
    )
    .map((rule) => ({
      timeline: {
        concern: rule.concern,
        expect: rule.expect(p, ctx),
        ...(rule.ifNot === undefined ? {} : { ifNot: rule.ifNot }),
        checkInWeeks:
          typeof rule.checkInWeeks === "number" ? rule.checkInWeeks : rule.checkInWeeks(ctx),
      },
      sources: rule.sources,
    }))
}

/**
 * Life events named in the answers bring the retake forward: the
 * hair, or what it meets, is changing faster than any routine, so the report
 * is worth redoing sooner than the slowest concern alone would say.
 */
export interface LifeEvent {
  readonly id: "postpartum" | "new_colour" | "relaxer" | "hard_water"
  /** Retake after at most this many weeks. */
  readonly withinWeeks: number
  /** Why, in the person's terms (the reminder e-mail says it). */
  readonly because: string
}

export const lifeEvents: ReadonlyArray<LifeEvent & { readonly when: (p: HairProfile) => boolean }> =
  [
    {
      id: "new_colour",
      when: (p) => p.states.has("coloured") || p.states.has("bleached"),
      // Regrowth shows at the roots and most colour is redone every 6 to 8 weeks.
      withinWeeks: 6,
      because: "your hair is coloured, and the next colour service is usually 6 to 8 weeks away",
    },
    {
      id: "hard_water",
      when: (p) => p.environment.has("hard_water"),
      // A chelating step shows within a few washes; the "6 to 8 weeks into a new routine".
      withinWeeks: 6,
      because: "you live with hard water, and a routine against it shows within 6 weeks",
    },
    {
      id: "relaxer",
      when: (p) => p.states.has("relaxed"),
      // Relaxer touch-ups are spaced 8 weeks or more apart: look again before the next one.
      withinWeeks: 8,
      because: "your hair is relaxed, and it is worth looking again before the next touch-up",
    },
    {
      id: "postpartum",
      when: (p) => p.hormonalStage === "postpartum",
      // Shedding after a birth changes month by month and peaks around 4 months.
      withinWeeks: 8,
      because: "you have had a baby, and hair changes month by month after a birth",
    },
  ]

/** The life events in this profile, soonest retake first. */
export const lifeEventsOf = (p: HairProfile): ReadonlyArray<LifeEvent> =>
  lifeEvents
    .filter((event) => event.when(p))
    .map(({ id, withinWeeks, because }) => ({ id, withinWeeks, because }))
    .sort((a, b) => a.withinWeeks - b.withinWeeks)

/**
 * Weeks until the quiz is worth taking again: when the slowest concern can be
 * judged, within the bounds, brought forward by any life event.
 */
export const retakeAfterWeeks = (
  timelines: ReadonlyArray<{ readonly checkInWeeks: number }>,
  events: ReadonlyArray<Pick<LifeEvent, "withinWeeks">> = [],
) =>
  Math.min(
    retakeWeeks.max,
    Math.max(retakeWeeks.min, ...timelines.map((timeline) => timeline.checkInWeeks)),
    ...events.map((event) => event.withinWeeks),
  )
