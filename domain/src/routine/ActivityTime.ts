/**
 * How long a weekly-rhythm entry takes and what kind of step it is, read
 * from its words: the rhythm the report stores is day and activity only,
 * whoever wrote it (the rule engine or an AI provider). The minutes are
 * common-practice estimates for an unhurried person, the same for
 * everybody; they decide where a step fits in a week, never what it says.
 *
 * Each entry is made of parts (a wash day: the wash itself, the pre-wash
 * oil, deep conditioning...), and each part says whether it may be dropped
 * when time is short: comfort first, then care; never a medicated wash, a
 * scalp cleanse or drying locs through.
 */
import { activityTitle } from "./RoutineCalendar.ts"

/**
 * - wash: a wash session, on a day the person can wash;
 * - variant: changes the wash it shares a day with (a medicated or
 *   chelating shampoo swapped in, deep conditioner instead of conditioner);
 *   only its extra minutes count;
 * - alternative: takes the place of that day's wash in some weeks (a scalp
 *   cleanse while braids are in); the longer of the two counts;
 * - treatment: a longer step on a wash day (bond or protein treatment,
 *   clarifying, a retwist);
 * - appointment: the salon, the barber, a trim: booked time, so none of
 *   the person's own minutes;
 * - upkeep: a short step on any day with time (remoisturise, a check);
 * - habit: a moment at bedtime or each day (a satin bonnet), on no day of its own.
 */
export const stepKinds = [
  "wash",
  "variant",
  "alternative",
  "treatment",
  "appointment",
  "upkeep",
  "habit",
] as const
export type StepKind = (typeof stepKinds)[number]

/** What may go when time is short: comfort first, then care; "keep" never. */
export const dropRanks = ["comfort", "care", "keep"] as const
export type DropRank = (typeof dropRanks)[number]

export interface StepPart {
  /** How the line about dropping names it: "the pre-wash oil". */
  readonly name: string
  readonly minutes: number
  readonly drop: DropRank
}

export interface StepTime {
  readonly kind: StepKind
  readonly parts: ReadonlyArray<StepPart>
  /** The parts' minutes together. */
  readonly minutes: number
}

/** Steps that need a day on which the person can wash. */
export const isWashDayStep = (kind: StepKind): boolean =>
  kind === "wash" ||
  kind === "variant" ||
  kind === "alternative" ||
  kind === "treatment" ||
  kind === "appointment"

/** The parts of a wash day beyond the wash itself, each when its words are there. */
const washParts: ReadonlyArray<readonly [RegExp, StepPart]> = [
  [/pre-wash oil/i, { name: "the pre-wash oil", minutes: 20, drop: "comfort" }],
  [
    /left on for the time on the label/i,
    { name: "the medicated shampoo", minutes: 5, drop: "keep" },
  ],
  [/deep condition/i, { name: "deep conditioning", minutes: 20, drop: "comfort" }],
  [/detangle/i, { name: "detangling", minutes: 10, drop: "keep" }],
  [/leave-in/i, { name: "the leave-in", minutes: 5, drop: "care" }],
  [/dry completely|hooded dryer|dry fully/i, { name: "drying fully", minutes: 20, drop: "keep" }],
  [/finish in a|refresh or re-twist the style/i, { name: "styling", minutes: 15, drop: "comfort" }],
]

const one = (kind: StepKind, name: string, minutes: number, drop: DropRank) => ({
  kind,
  parts: [{ name, minutes, drop }],
})

/** What an activity is, by its words; the first row whose words match decides. */
const steps: ReadonlyArray<readonly [RegExp, (activity: string) => Omit<StepTime, "minutes">]> = [
  [
    /\b(use|swap in) the (anti-dandruff|scale-lifting|medicated)\b/i,
    () => one("variant", "the medicated shampoo", 5, "keep"),
  ],
  [
    /swap that day's conditioner for a deep conditioner/i,
    () => one("variant", "deep conditioning", 20, "comfort"),
  ],
  [/instead of your usual one/i, () => one("variant", "the chelating shampoo", 5, "care")],
  [
    /^scalp cleanse instead of wash day/i,
    () => one("alternative", "the scalp cleanse", 30, "keep"),
  ],
  [
    /remoisturi[sz]e|\bmist\b|\brefresh the roots\b|no (home )?wash needed/i,
    (activity) => one("upkeep", activityTitle(activity).toLowerCase(), 10, "comfort"),
  ],
  [/\bcheck (your|the)\b/i, (activity) => one("upkeep", activityTitle(activity), 5, "care")],
  [/photograph/i, () => one("upkeep", "the photographs", 5, "keep")],
  [/\bsatin\b|\bsilk\b|bonnet|durag|pillowcase/i, () => one("habit", "the satin", 2, "comfort")],
  // Booked time at the salon or barber, not the person's own minutes at home.
  [/at the salon/i, () => one("appointment", "the salon visit", 0, "keep")],
  [/\bbarber\b/i, () => one("appointment", "the barber visit", 0, "keep")],
  [/\btrim\b|\bcut off\b/i, () => one("appointment", "the trim", 0, "keep")],
  [/retwist|separate any locs/i, () => one("treatment", "the retwist", 60, "care")],
  [/\bbond|\bprotein/i, () => one("treatment", "the bond or protein treatment", 30, "care")],
  [/clarify/i, () => one("treatment", "clarifying", 15, "care")],
  [
    /\bwash\b|shampoo|cleanse|co-wash/i,
    (activity) => ({
      kind: "wash",
      parts: [
        { name: "the wash", minutes: 20, drop: "keep" },
        ...washParts.flatMap(([words, part]) => (words.test(activity) ? [part] : [])),
      ],
    }),
  ],
]

/** How long `activity` takes and what kind of step it is. */
export const stepTime = (activity: string): StepTime => {
  const row = steps.find(([words]) => words.test(activity))
  const step =
    row === undefined ? one("upkeep", activityTitle(activity), 15, "care") : row[1](activity)
  return { ...step, minutes: step.parts.reduce((sum, part) => sum + part.minutes, 0) }
}
