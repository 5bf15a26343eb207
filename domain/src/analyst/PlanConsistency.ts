/**
 * The consistency checks that keep one routine plan across sections: the
 * rule engine writes every section from one plan (RoutinePlan.ts), and these
 * checks hold any report to that, an AI provider's included (they run with
 * the rest of ReportConsistency.ts). Each is a pair an outside review found:
 *
 * - one step given two intervals ("a scalp cleanse every 1 to 2 weeks" in the
 *   snapshot, "Every week" in the rhythm; protein spacing praised as "a month
 *   or more apart", then protein "every 2 to 4 weeks");
 * - glycerin warned against in humid air, then a product that suggests it;
 * - conditioner, a co-wash or a mask inside locs beside residue-free loc care;
 * - "stop lightening", then a bond builder "mixed into every lightening service";
 * - co-washing praised, then shampoo twice a week or more;
 * - a frequent swimmer washing twice a week or less with no rinse and
 *   conditioner after each swim.
 */
import type { AnalysisResults } from "../report/AnalysisResults.ts"
import type { HairProfile } from "./HairProfile.ts"
import type { Contradiction } from "./ReportConsistency.ts"
import { type ReportSection, sectionItems, withoutNegations } from "./ReportText.ts"

type PlanCheck = (r: AnalysisResults, facts: HairProfile) => ReadonlyArray<Contradiction>

const lines = (r: AnalysisResults, sections: ReadonlyArray<ReportSection>) =>
  sections.flatMap((section) => sectionItems(r, section))

/** How often, in the words reports use, as one value per interval. */
const intervalPhrases: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bevery (1|one) (to|-) ?(2|two) weeks\b/i, "every 1 to 2 weeks"],
  [/\bevery (2|two) (to|-) ?(4|four) weeks\b/i, "every 2 to 4 weeks"],
  [
    /\bevery (4|four) weeks\b|\bonce a month\b|\ba month or more apart\b|\bat least (4|four) weeks apart\b/i,
    "every 4 weeks",
  ],
  [/\bevery (2|two) weeks\b|\bfortnightly\b/i, "every 2 weeks"],
  [/\bonce a week\b|\bevery week\b|\bweekly\b/i, "once a week"],
]

const intervalIn = (text: string): string | undefined =>
  intervalPhrases.find(([pattern]) => pattern.test(text))?.[1]

/** The steps whose interval the plan decides once. */
const steps: ReadonlyArray<readonly [string, RegExp]> = [
  ["scalp cleanse", /\bscalp cleanse\b|\bcleanse (the|your) scalp\b/i],
  ["clarifying", /\bclarif(y|ying)\b/i],
  ["chelating", /\bchelating (wash|shampoo|rinse)\b/i],
  ["protein", /\bprotein (treatment|treatments)\b|\bprotein and bond\b/i],
  ["bond care", /\bbond(-building| builders?| treatments?)\b|\bprotein and bond\b/i],
]

interface Said {
  readonly interval: string
  readonly line: string
}

/**
 * Every interval each step is given: in the rhythm by its day label (for
 * the entry's first clause, its main activity), for a product by its usage,
 * everywhere else by the clause that names the step.
 */
const intervalsByStep = (r: AnalysisResults): ReadonlyMap<string, ReadonlyArray<Said>> => {
  const said = new Map<string, Array<Said>>()
  const add = (step: string, interval: string, line: string) =>
    said.set(step, [...(said.get(step) ?? []), { interval, line }])
  const clauses = (line: string) => line.split(/[.;]\s+/)
  const named = (text: string) => steps.filter(([, pattern]) => pattern.test(text))
  for (const day of r.weeklyRhythm) {
    const [main, ...rest] = clauses(day.activity)
    const inMain = named(main ?? "")
    const interval = inMain.length === 0 ? undefined : intervalIn(day.day)
    if (interval !== undefined)
      for (const [step] of inMain) add(step, interval, `${day.day}: ${day.activity}`)
    for (const clause of rest) {
      const inClause = named(clause)
      const own = inClause.length === 0 ? undefined : intervalIn(clause)
      if (own !== undefined)
        for (const [step] of inClause) add(step, own, `${day.day}: ${day.activity}`)
    }
  }
  // A product is named by its title; how often, by its usage.
  for (const product of r.productTexture.products)
    for (const [step, pattern] of steps)
      if (pattern.test(product.title))
        for (const clause of clauses(product.usage)) {
          const interval = intervalIn(clause)
          if (interval !== undefined)
            add(step, interval, `${product.title}: ${product.ingredients}. ${product.usage}`)
        }
  const prose = lines(r, ["snapshot", "doingWell", "avoid", "styling", "science"])
  for (const line of prose)
    for (const clause of clauses(line)) {
      const inClause = named(clause)
      const interval = inClause.length === 0 ? undefined : intervalIn(clause)
      if (interval !== undefined) for (const [step] of inClause) add(step, interval, line)
    }
  return said
}

export const planChecks: ReadonlyArray<PlanCheck> = [
  // One step, two intervals.
  (r) =>
    [...intervalsByStep(r)].flatMap(([step, said]) => {
      const intervals = [...new Set(said.map((s) => s.interval))]
      if (intervals.length < 2) return []
      const first = said[0]!
      const other = said.find((s) => s.interval !== first.interval)!
      return [
        {
          check: "step-given-two-intervals",
          message: `The ${step} is given two intervals: ${intervals.join(" and ")}.`,
          lines: [first.line, other.line],
        },
      ]
    }),
  // Glycerin warned against in humid air, yet suggested.
  (r) => {
    const warned = lines(r, ["avoid", "styling", "science", "products"]).filter((line) =>
      /humid[^.]*glycerin|glycerin[^.]*humid/i.test(line),
    )
    if (warned.length === 0) return []
    const suggested = r.productTexture.products
      .filter((product) =>
        `${product.title}; ${product.ingredients}`
          .split(";")
          .some(
            (clause) =>
              /glycerin/i.test(withoutNegations(clause)) && !/drier|frizz|humid/i.test(clause),
          ),
      )
      .map((product) => `${product.title}: ${product.ingredients}`)
    return suggested.length === 0
      ? []
      : [
          {
            check: "glycerin-warned-and-suggested",
            message: "Glycerin is warned against in humid air, yet a product suggests it.",
            lines: [warned[0]!, suggested[0]!],
          },
        ]
  },
  // Conditioner, a co-wash or a mask inside locs, beside residue-free loc care.
  (r, facts) => {
    if (!facts.locs) return []
    const residueFree = lines(r, ["snapshot", "products", "styling"]).filter((line) =>
      /residue-free/i.test(line),
    )
    if (residueFree.length === 0) return []
    const conditioned = [
      ...r.doingWell.filter((line) => /co-?wash|conditioner|\bmask\b/i.test(line)),
      ...lines(r, ["products", "rhythm"]).filter((line) =>
        /\bco-?wash|\bconditioner\b|\bmask\b|\bdeep condition|\bcondition\b/i.test(
          withoutNegations(line),
        ),
      ),
    ]
    return conditioned.length === 0
      ? []
      : [
          {
            check: "conditioner-in-locs",
            message:
              "Locs are to stay residue-free, yet a conditioner, co-wash or mask goes into them.",
            lines: [residueFree[0]!, conditioned[0]!],
          },
        ]
  },
  // Lightening is to stop, yet a bond builder goes into each lightening service.
  (r) => {
    const stop = lines(r, ["snapshot", "avoid"]).filter((line) =>
      /\b(stop|stopping)\b[^.;:]*\blightening\b|\bany more lightening\b|\bno more lightening\b/i.test(
        line,
      ),
    )
    if (stop.length === 0) return []
    const service = lines(r, ["products", "rhythm", "styling"]).filter((line) =>
      /\b(each|every|your next) lightening service/i.test(line),
    )
    return service.length === 0
      ? []
      : [
          {
            check: "bond-builder-for-stopped-lightening",
            message: "Lightening is to stop, yet a bond builder goes into each lightening service.",
            lines: [stop[0]!, service[0]!],
          },
        ]
  },
  // Co-washing praised, yet shampoo twice a week or more.
  (r) => {
    const praised = r.doingWell.filter((line) => /co-?wash/i.test(line))
    if (praised.length === 0) return []
    // The plan's words in the snapshot (not "You wash every day", the habit), and shampoo days.
    const often = [
      ...lines(r, ["snapshot"]).filter((line) =>
        /\b(keeps washing|moves you to washing|eases you to|starts you washing) (twice a week|every other day|every day)\b/i.test(
          line,
        ),
      ),
      ...lines(r, ["rhythm", "products"]).filter((line) =>
        /\bshampoo\w*\b[^.;]*\b(twice a week|every other day|every day|daily)\b|^(twice a week|every other day|every day|daily)\b[^.;]*\bshampoo/i.test(
          line,
        ),
      ),
    ]
    return often.length === 0
      ? []
      : [
          {
            check: "cowash-praised-beside-frequent-shampoo",
            message: "Co-washing is praised, yet the plan shampoos twice a week or more.",
            lines: [praised[0]!, often[0]!],
          },
        ]
  },
  // A frequent swimmer, a plan of twice a week or fewer washes, and no rinse after each swim.
  (r, facts) => {
    const swimsOften =
      facts.swimming === "several_weekly" ||
      (facts.environment.has("chlorinated") &&
        (facts.exercise === "daily" || facts.exercise === "several_week"))
    if (!swimsOften) return []
    const plan =
      /(?:washing|eases you to|starts you washing) (twice a week|once a week|every one to two weeks)/i.exec(
        r.routineSnapshot,
      )
    if (plan === null) return []
    const rinsed = lines(r, ["rhythm", "products", "styling"]).some((line) =>
      /rinse[^.;]*after (each|every) swim|after (each|every) swim[^.;]*rinse|rinse and condition straight after/i.test(
        line,
      ),
    )
    return rinsed
      ? []
      : [
          {
            check: "swimmer-without-rinse",
            message: `A frequent swimmer washes ${plan[1]}, yet nothing says to rinse and condition after each swim.`,
            lines: [plan[0]],
          },
        ]
  },
]
