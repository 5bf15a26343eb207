/**
 * "Start here": the first screen of a report, at most three changes ordered
 * by what matters most for this person, each with why in one line.
 *
 * Order: a finding that needs a doctor (a red flag the person reported, the
 * most urgent one) is always first; then the snapshot's priorities in their
 * order of importance (SnapshotRules.ts), care before comfort; the change of
 * wash day, when the plan changes it, comes after the care priorities. A
 * priority that the finding already covers is not said twice.
 */
import { StartHereItem } from "../report/ReportExplanation.ts"
import { capitalise, listed } from "../text/Sentences.ts"
import {
  growingOut,
  type HairProfile,
  installedStyle,
  napeBumpRisk,
  usesStylers,
} from "./HairProfile.ts"
import { intervalWords } from "./Intervals.ts"
import { forbiddenLines, supersededRules } from "./PathwayLimits.ts"
import { namesLeftOut } from "./PlanList.ts"
import { pathways } from "./pathways/Pathways.ts"
import { scalpShows } from "./pathways/Signs.ts"
import { mostUrgentFinding } from "./RedFlagRules.ts"
import { lessFussReason } from "./RoutineLimits.ts"
import type { ReportContext } from "./Rule.ts"
import { moreOftenBecause, snapshotRuleIds } from "./SnapshotRules.ts"
import { cadenceWords, lessOftenBecause } from "./WashPlan.ts"

export const maxStartHere = 3

interface Change {
  readonly change: string
  readonly why: string
}

/** A change, or nothing when it would be meant for someone else. */
type Say = Change | ((p: HairProfile, ctx: ReportContext) => Change | undefined)

/**
 * The reported findings, as the change to make first: each pathway says its
 * own (pathways/); these two name no condition.
 */
const otherFindings: Readonly<Record<string, Say>> = {
  "male-scalp-issues": {
    change: "Keep your scalp routine gentle and steady for a month",
    why: "Scalp problems that keep returning after a month of it are worth showing a GP or dermatologist.",
  },
  smell: (p) => ({
    change: `Dry your ${p.locs ? "locs" : "scalp"} completely after every wash`,
    why: "A smell usually means hair that stayed damp or trapped build-up; see a GP if it comes with soreness.",
  }),
}

const findingSay = (id: string): Say | undefined =>
  pathways.find((pathway) => pathway.id === id)?.startHere ?? otherFindings[id]

/** A pathway's own change, for a snapshot priority the finding covers. */
const pathwaySay = (id: string): Say => findingSay(id)!

type Tier = "care" | "comfort"
const tierOf = (priority: Priority, p: HairProfile): Tier =>
  typeof priority.tier === "function" ? priority.tier(p) : priority.tier

interface Priority {
  readonly say: Say
  /** Care comes before the new wash day; comfort after it. */
  readonly tier: Tier | ((p: HairProfile) => Tier)
  /** Findings that already say this. */
  readonly coveredBy?: ReadonlyArray<string>
}

/** Urgencies that put everything else aside until the person has been seen. */
const seenToday = (urgency: string): boolean =>
  urgency === "emergency" || urgency === "same_day" || urgency === "within_48_hours"

/** The snapshot's priorities (SnapshotRules.ts focus rules), as changes. */
const priorities: Readonly<Record<string, Priority>> = {
  patches: { coveredBy: ["round-patches"], tier: "care", say: pathwaySay("round-patches") },
  burning: { coveredBy: ["burning-stinging"], tier: "care", say: pathwaySay("burning-stinging") },
  plaques: { coveredBy: ["scaly-plaques"], tier: "care", say: pathwaySay("scaly-plaques") },
  flaking: {
    coveredBy: ["persistent-flaking", "mild-flaking"],
    tier: "care",
    say: pathwaySay("mild-flaking"),
  },
  edges: { coveredBy: ["broken-edges"], tier: "care", say: pathwaySay("broken-edges") },
  chemo: {
    tier: "care",
    say: {
      change: "Keep care gentle while your hair regrows",
      why: "Regrowth after chemotherapy is fragile and may change texture; ask your treatment team before any scalp treatment or supplement.",
    },
  },
  "over-processed": {
    tier: "care",
    say: {
      change: "Stop heat and lightening, and have the over-processed length cut off",
      why: "Gummy or over-stretchy hair has lost its inner structure, and no product rebuilds it.",
    },
  },
  shedding: {
    coveredBy: ["sudden-shedding", "shedding-after-trigger"],
    tier: "care",
    say: pathwaySay("sudden-shedding"),
  },
  pimples: {
    coveredBy: ["scalp-pimples", "painful-lumps"],
    tier: "care",
    say: pathwaySay("scalp-pimples"),
  },
  "pattern-thinning": {
    coveredBy: ["pattern-thinning"],
    tier: "care",
    say: pathwaySay("pattern-thinning"),
  },
  postpartum: {
    tier: "care",
    say: {
      change: "Be gentle with your hair while postpartum shedding passes",
      why: "It peaks around 4 months after the birth and is usually over by your baby's first birthday.",
    },
  },
  pregnant: {
    tier: "care",
    say: (p) =>
      p.states.has("keratin_treatment") || p.states.has("texture_release")
        ? {
            change: "Leave formaldehyde-releasing smoothing until after the birth",
            why: "Smoothing treatments that release formaldehyde are best avoided in pregnancy.",
          }
        : p.states.has("coloured") || p.states.has("bleached")
          ? {
              change: "Keep colouring, with an allergy test each time",
              why: "Hair dye is thought unlikely to be harmful in pregnancy; many wait until after the first 12 weeks, and highlights keep dye off the scalp.",
            }
          : {
              change: "Hold relaxers and perms until after the birth",
              why: "There is little safety data on them in pregnancy, so many people wait.",
            },
  },
  sun: {
    // Where the scalp shows it is care; under a full head of hair, a hat on the parting is comfort.
    tier: (p) => (scalpShows(p) ? "care" : "comfort"),
    say: (p) => ({
      change: p.lowCut
        ? "Cover your scalp in the sun: a hat, or a sunscreen made for the scalp"
        : p.locs
          ? "Cover the scalp between your locs in the sun: a hat, or a sunscreen spray made for the scalp"
          : "Cover your parting in the sun: a hat, or a sunscreen made for the scalp",
      why: "Scalp skin the sun reaches burns like any skin, and years of sun there are the main cause of skin cancers on the scalp.",
    }),
  },
  hairline: {
    tier: "care",
    say: {
      change: "Photograph your hairline now and every 3 months",
      why: "Photos in the same light show real change far better than the mirror does.",
    },
  },
  protein: {
    tier: "care",
    say: {
      change: "Space out protein and bond treatments",
      why: "Used together too often they leave hair stiff and brittle; moisture in between keeps the balance.",
    },
  },
  install: {
    tier: "care",
    say: (p, ctx) => ({
      change: `Cleanse your scalp under the ${installedStyle(p) === "sew-in" ? "sew-in" : "braids"} ${ctx.plan.installCleanse === "none" ? "regularly" : intervalWords[ctx.plan.installCleanse]} and dry it fully`,
      why: "A scalp left unwashed or damp under a style itches, flakes and can start to smell.",
    }),
  },
  bleached: {
    tier: "care",
    say: (p, ctx) => ({
      change: `Protect lightened hair: ${listed([...(ctx.plan.products.includes("bond-builder") ? ["bond care"] : []), "gentle washes", ...(p.heat === "none" ? [] : ["little heat"])])}`,
      why: "Bleach breaks bonds inside the hair, so it snaps more easily than before.",
    }),
  },
  relaxed: {
    tier: "care",
    say: (p) => {
      const service = p.states.has("relaxed") ? "relaxer" : "texture-release"
      if (growingOut(p))
        return {
          change: "Handle the line where your natural and relaxed hair meet gently",
          why: "That join is where hair growing out snaps: detangle it with conditioner from the ends, keep heat and tight styles off it, and trim a little of the relaxed ends every 6 to 8 weeks.",
        }
      return {
        change: `Keep ${service} touch-ups to the new growth${p.heat === "none" ? "" : ", and heat to a minimum"}`,
        why: `Chemically straightened lengths are weaker; overlapping the ${service} is how they break.`,
      }
    },
  },
  "starter-locs": {
    tier: "care",
    say: {
      change: "Handle your young locs as little as possible",
      why: "Starter locs need time to lock; frequent retwisting and rough washing undo them.",
    },
  },
  locs: {
    tier: "care",
    say: {
      change: "Dry your locs completely after every wash",
      why: "Locs hold water and residue; dried through they stay clean and free of any damp smell.",
    },
  },
  "lower-maintenance": {
    tier: "comfort",
    // Products kept over the limit to protect the person (a sunscreen) are not counted against it.
    say: (p, ctx) => ({
      change: ((count) =>
        count === 1
          ? "Keep to the one everyday product on your list"
          : `Keep to the ${count} everyday products on your list`)(
        ctx.plan.products.length - ctx.plan.overLimit.length,
      ),
      why: `${capitalise(lessFussReason(p))}: a few products used well beat many used now and then.`,
    }),
  },
  heat: {
    tier: "care",
    say: {
      change: "Use a heat protectant and one quick pass with hot tools",
      why: "Weekly heat lifts and chips the hair's outer layer; a protectant and a lower setting spare it.",
    },
  },
  "hard-water": {
    tier: "comfort",
    say: {
      change: "Add a chelating wash to your routine",
      why: "Hard-water minerals coat the hair and can leave it rough and dull; chelating shampoos lift them.",
    },
  },
  porous: {
    tier: "comfort",
    say: (p) => ({
      change: "Seal moisture in after every wash",
      // Locs hold on to creams: a light oil or spray, misted, seals them.
      why: `Porous hair takes water in and loses it fast; ${p.locs ? "a light oil or spray misted on the locs" : "a leave-in with a cream or oil on the ends"} holds it.`,
    }),
  },
  "low-porosity": {
    tier: "comfort",
    say: {
      change: "Use light products on warm, damp hair",
      why: "Low-porosity hair resists heavy products; light ones on damp hair sink in instead of sitting on top.",
    },
  },
  fine: {
    tier: "comfort",
    say: {
      change: "Keep products light and conditioner on the ends",
      why: "Fine hair is weighed down easily; light textures keep it full.",
    },
  },
  "low-cut": {
    tier: "comfort",
    say: (p) =>
      napeBumpRisk(p) && p.barber !== "unknown"
        ? {
            change: "Keep your scalp clean and the nape shave gentle",
            why: "Under a short cut the scalp shows everything, and close shaves at the nape cause bumps where hairs curl.",
          }
        : usesStylers(p)
          ? {
              change: "Rinse styling product out of the short cut at every wash",
              why: "Under a short cut, product left on sits right on the follicles.",
            }
          : undefined,
  },
  climate: {
    tier: "comfort",
    say: (p) =>
      p.environment.has("humid_climate")
        ? {
            change: "Choose film-forming stylers for humid days",
            why: "Humid air swells hair into frizz, and glycerin-rich products pull more water in.",
          }
        : {
            change: "Seal leave-ins with a cream or oil in dry air",
            why: "Very dry air pulls moisture out of the hair.",
          },
  },
}

/** "See a GP within a few days about ...", "Book a dermatologist ...", "Get the swelling ... seen today". */
const sendsToDoctor = (change: Change): boolean =>
  /\b(GP|dermatologist|doctor|clinic|111)\b|seen today/.test(change.change)

const said = (say: Say, p: HairProfile, ctx: ReportContext): Change | undefined =>
  typeof say === "function" ? say(p, ctx) : say

/** The new wash day, when the plan changes the person's habit, with the snapshot's reason. */
const washChange = (p: HairProfile, ctx: ReportContext): Change | undefined => {
  const { plan } = ctx
  if (plan.cadence === "salon" || plan.change === "same") return undefined
  const change = `Wash ${cadenceWords[plan.cadence]}${plan.cowash ? ", co-washing in between" : ""}`
  const because = (why: string) => `${why.charAt(0).toUpperCase()}${why.slice(1)}.`
  switch (plan.change) {
    case "more_often":
      return { change, why: because(moreOftenBecause(p, ctx)) }
    case "less_often":
      return { change, why: because(lessOftenBecause(p)) }
    case "new":
      return { change, why: "A regular wash day keeps your scalp and hair on an even keel." }
  }
}

export interface StartHereOptions {
  /**
   * Whether the report's rhythm is the rule engine's: an AI provider may plan
   * other wash days, so its reports are not told to change them here.
   */
  readonly washPlanIsRules: boolean
}

/** At most three changes, most important first, for this person. */
export const startHere = (
  p: HairProfile,
  ctx: ReportContext,
  options: StartHereOptions,
): ReadonlyArray<StartHereItem> => {
  const items: Array<StartHereItem> = []
  const finding = mostUrgentFinding(p)
  const first = finding === undefined ? undefined : findingSay(finding.id)
  const firstChange = first === undefined ? undefined : said(first, p, ctx)
  if (firstChange !== undefined) items.push(new StartHereItem({ ...firstChange, urgent: true }))
  // Nothing a pathway this person is on forbids ("keep relaxer touch-ups" beside crown scarring).
  const forbidden = forbiddenLines(p)
  const allowed = (change: Change) =>
    !forbidden.some((pattern) => pattern.test(change.change) || pattern.test(change.why)) &&
    !namesLeftOut(ctx, `${change.change} ${change.why}`)
  const superseded = supersededRules(p)
  const named = snapshotRuleIds(p, ctx)
    .map((id) => priorities[id])
    .filter(
      (priority): priority is Priority =>
        priority !== undefined &&
        (finding === undefined || !(priority.coveredBy ?? []).includes(finding.id)) &&
        // A finding a picture explains better ("itchy bumps" with HIV untreated) is the
        // picture's: its everyday care step is not offered beside it.
        !(priority.coveredBy ?? []).some((id) => superseded.has(id)),
    )
  const wash = options.washPlanIsRules ? washChange(p, ctx) : undefined
  const ordered = [
    ...named
      .filter((priority) => tierOf(priority, p) === "care")
      .map((priority) => said(priority.say, p, ctx)),
    ...(wash === undefined ? [] : [wash]),
    ...named
      .filter((priority) => tierOf(priority, p) === "comfort")
      .map((priority) => said(priority.say, p, ctx)),
  ]
  // One visit, one timing: after a finding that sends the person to a doctor, a slower
  // referral for another finding is left to the red flags, which the visit covers.
  const visitFirst = firstChange !== undefined && sendsToDoctor(firstChange)
  // Seen today or sooner: that is the only change to start with; the routine waits.
  if (finding !== undefined && firstChange !== undefined && seenToday(finding.urgency)) return items
  for (const change of ordered) {
    if (change === undefined) continue
    if (items.some((item) => item.change === change.change) || !allowed(change)) continue
    if (visitFirst && sendsToDoctor(change)) continue
    items.push(new StartHereItem({ ...change, urgent: false }))
  }
  // Nothing to change is itself the first thing to know: an empty Start here reads as a fault.
  if (items.length === 0) items.push(new StartHereItem({ ...keepAsItIs, urgent: false }))
  return items.slice(0, maxStartHere)
}

const keepAsItIs: Change = {
  change: "Keep your routine as it is",
  why: "Nothing in your answers asks for a change; the sections below say what to keep and why.",
}
