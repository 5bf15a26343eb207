/**
 * Does a report contradict itself, or the answers it was written for? A pure
 * check over the finished text of any report (the rule engine's or an AI
 * provider's) and the facts derived from the person's answers. It runs on
 * every rules report (RulesReport's trace) and over thousands of generated
 * profiles in the property tests; the analysis pipeline can run it on a
 * provider's draft too.
 *
 * Each check is a class of fault an outside review found: a calm line beside
 * a red flag, the most urgent finding not first, reassurance beside patchy
 * loss, dandruff care for plaques, a wash plan another section breaks, two
 * conditioner rules at once, a mask both warned against and recommended,
 * "keep it light" beside a Rich texture, creams for locs, coil styling for
 * straightened or wavy hair, home chemistry nobody reported, thinning nobody
 * reported; one step given two intervals (a scalp cleanse, clarifying,
 * chelating, protein or bond care), protein spacing praised beside more
 * frequent protein, glycerin warned against and suggested in humid air,
 * conditioner inside locs, a bond builder for lightening the report says to
 * stop, co-washing praised beside frequent shampoo, a frequent swimmer
 * without a rinse after each swim. The checks read common phrasings, so a report that words a
 * contradiction very differently can slip past; none of them fires on
 * wording that is consistent.
 */

import type { AnalysisResults } from "../report/AnalysisResults.ts"
import type { Contradiction } from "./Contradiction.ts"
import type { HairProfile } from "./HairProfile.ts"
import { supersededRules } from "./PathwayLimits.ts"
import { planChecks } from "./PlanConsistency.ts"
import { pathwaysFor } from "./pathways/Pathways.ts"
import { needsSeeingSoon } from "./RedFlag.ts"
import { mostUrgentFinding, redFlagRules } from "./RedFlagRules.ts"
import { type ReportSection, reportSections, sectionItems, withoutNegations } from "./ReportText.ts"
import { withoutTheirWords } from "./TheirWords.ts"

/** The facts the check needs; any HairProfile has them (deriveHairProfile). */
export type ConsistencyFacts = HairProfile

interface Located {
  readonly section: ReportSection
  readonly text: string
}

/** Every line of a report with its section, read once per report and shared by the checks. */
const linesOf = new WeakMap<AnalysisResults, ReadonlyArray<Located>>()
const located = (r: AnalysisResults, sections: ReadonlyArray<ReportSection>) => {
  let all = linesOf.get(r)
  if (all === undefined) {
    all = reportSections.flatMap((section) =>
      sectionItems(r, section).map((text) => ({ section, text: withoutTheirWords(text) })),
    )
    linesOf.set(r, all)
  }
  return all.filter((line) => sections.includes(line.section))
}

const adviceSections: ReadonlyArray<ReportSection> = [
  "snapshot",
  "doingWell",
  "rhythm",
  "zones",
  "products",
  "styling",
  "science",
]

/** The snapshot's opening sentence (a short one, such as a titled name, runs on into the next). */
export const firstSentence = (text: string) => {
  let opening = ""
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    opening = opening === "" ? sentence : `${opening} ${sentence}`
    if (opening.length >= 20) break
  }
  return opening
}

const find = (lines: ReadonlyArray<Located>, pattern: RegExp) =>
  lines.filter((line) => pattern.test(line.text))

type Check = (r: AnalysisResults, facts: ConsistencyFacts) => ReadonlyArray<Contradiction>

const found = (check: string, message: string, lines: ReadonlyArray<string>): Contradiction => ({
  check,
  message,
  lines,
})

const calmLine =
  /\bno warning (signs|symptoms)\b|did not report any warning signs|nothing in your answers needs a doctor/i

const checks: ReadonlyArray<Check> = [
  // A line a pathway this person is on forbids beside it: "grows back" beside a
  // scarring hair loss, relaxer touch-ups beside crown scarring, dandruff care
  // beside scalp ringworm, adult treatments in a child's report.
  (r, facts) =>
    pathwaysFor(facts).flatMap((pathway) => {
      const forbidden = pathway.neverBeside(facts)
      if (forbidden.length === 0) return []
      // The snapshot's opening sentence is the pathway's own lead; the rest is advice.
      const snapshotAfterLead = withoutTheirWords(
        r.routineSnapshot.slice(firstSentence(r.routineSnapshot).length),
      )
      const lines = [
        snapshotAfterLead,
        ...located(r, [...adviceSections, "avoid", "texture"])
          .filter((line) => line.section !== "snapshot")
          .map((line) => line.text),
      ]
      const wrong = lines.filter((line) => forbidden.some((pattern) => pattern.test(line)))
      return wrong.length === 0
        ? []
        : [
            found(
              `never-beside-${pathway.id}`,
              `The report says what must never stand beside ${pathway.condition}.`,
              wrong,
            ),
          ]
    }),
  // "No warning signs" beside a red flag, or beside a finding the person reported.
  (r, facts) => {
    const calm = [...r.redFlags, ...r.doingWell].filter((line) => calmLine.test(line))
    if (calm.length === 0) return []
    const flags = r.redFlags.filter((line) => !calmLine.test(line))
    const reported = [...facts.symptoms]
    if (flags.length === 0 && reported.length === 0) return []
    return [
      found(
        "calm-beside-red-flag",
        `The report says there are no warning signs, yet ${flags.length > 0 ? "it lists red flags" : `the person reported ${reported.join(", ")}`}.`,
        [...calm, ...flags.slice(0, 1)],
      ),
    ]
  },
  // The most urgent finding is the first red flag and opens the snapshot.
  (r, facts) => {
    const urgent = mostUrgentFinding(facts)
    if (urgent?.recognise === undefined) return []
    const out: Array<Contradiction> = []
    const first = r.redFlags[0] ?? ""
    if (!urgent.recognise.test(first)) {
      out.push(
        found(
          "urgent-not-first",
          `The most urgent finding (${urgent.id}) is not the first red flag.`,
          [first],
        ),
      )
    }
    if (
      urgent.lead !== undefined &&
      needsSeeingSoon(urgent) &&
      !urgent.recognise.test(firstSentence(r.routineSnapshot))
    ) {
      out.push(
        found(
          "urgent-not-in-snapshot",
          `The snapshot does not open with the most urgent finding (${urgent.id}).`,
          [firstSentence(r.routineSnapshot)],
        ),
      )
    }
    return out
  },
  // Every reported finding has a red flag that names it, unless a pathway takes its place.
  (r, facts) => {
    const superseded = supersededRules(facts)
    return redFlagRules
      .filter((rule) => rule.recognise !== undefined && rule.urgency !== "precaution")
      .filter((rule) => !superseded.has(rule.id))
      .filter((rule) => rule.when(facts) && !r.redFlags.some((line) => rule.recognise!.test(line)))
      .map((rule) =>
        found(
          "finding-without-red-flag",
          `No red flag speaks to ${rule.id}.`,
          r.redFlags.slice(0, 1),
        ),
      )
  },
  // Patchy loss: no "it grows back" reassurance, no volumising as the answer.
  (r, facts) => {
    if (!facts.symptoms.has("round_patches")) return []
    const lines = located(r, adviceSections)
    const wrong = [
      ...find(lines, /\b(hair|it) (will )?grows? back\b/i),
      ...find(lines, /\bvolumi[sz]ing\b|root-lift|for volume/i),
    ]
    return wrong.length === 0
      ? []
      : [
          found(
            "reassurance-beside-patches",
            "Round bald patches need a dermatologist; reassurance or volume tips contradict that.",
            wrong.map((line) => line.text),
          ),
        ]
  },
  // Plaques are not dandruff: no antifungal dandruff care as the plan for them.
  (r, facts) => {
    if (!facts.symptoms.has("scaly_plaques")) return []
    const lines = located(r, ["snapshot", "products", "rhythm"])
    const wrong = find(lines, /anti-dandruff shampoo|calming the flakes with an antifungal/i)
    return wrong.length === 0
      ? []
      : [
          found(
            "plaques-treated-as-dandruff",
            "Thick scaly plaques are handled as dandruff.",
            wrong.map((line) => line.text),
          ),
        ]
  },
  // A shampoo after every swim beside a wash plan of fewer washes, for someone who swims often.
  (r, facts) => {
    const swimsOften =
      facts.environment.has("chlorinated") &&
      (facts.exercise === "daily" || facts.exercise === "several_week")
    if (!swimsOften) return []
    const plan =
      /(?:washing|eases you to) (twice a week|once a week|every one to two weeks|every other day)/i.exec(
        r.routineSnapshot,
      )
    if (plan === null) return []
    const everySwim = find(
      located(r, ["products", "rhythm", "styling"]),
      /(shampoo|wash)[^.;]*after (each|every) swim|after (each|every) swim[^.;]*(shampoo|wash)/i,
    )
    return everySwim.length === 0
      ? []
      : [
          found(
            "swim-shampoo-beside-wash-plan",
            `The plan washes ${plan[1]}, but another line shampoos after every swim.`,
            [plan[0], ...everySwim.map((line) => line.text)],
          ),
        ]
  },
  // Conditioner on the ends only beside deep conditioning every wash day.
  (r) => {
    const lines = located(r, ["rhythm", "products", "zones", "styling"])
    const endsOnly = find(lines, /conditioner (on the ends only|only on the ends)/i)
    const deepEvery = find(
      lines,
      /deep condition(er)?[^.;]*every wash|every wash day[^.;]*deep condition/i,
    )
    return endsOnly.length > 0 && deepEvery.length > 0
      ? [
          found(
            "ends-only-beside-deep-every-wash",
            "Conditioner on the ends only sits beside deep conditioning every wash day.",
            [endsOnly[0]!.text, deepEvery[0]!.text],
          ),
        ]
      : []
  },
  // Intensive masks warned against, and a mask praised or recommended.
  (r) => {
    const warned = r.avoidForNow.filter((line) => /intensive"? masks?|\bmasks? on\b/i.test(line))
    if (warned.length === 0) return []
    const praised = [
      ...r.doingWell.filter((line) => /deep condition|mask/i.test(line)),
      ...located(r, ["products", "rhythm"])
        .filter((line) => /\bmask\b|deep condition/i.test(withoutNegations(line.text)))
        .map((line) => line.text),
    ]
    return praised.length === 0
      ? []
      : [
          found(
            "mask-warned-and-praised",
            "Intensive masks are to be avoided, yet a mask or deep conditioner is praised or recommended.",
            [warned[0]!, praised[0]!],
          ),
        ]
  },
  // "Keep fine hair light" beside a Rich texture; butters beside a Light one.
  (r) => {
    const level = r.productTexture.recommended
    const lines = located(r, ["snapshot", "doingWell", "avoid", "rhythm", "products", "styling"])
    if (level === "Rich") {
      const light = find(
        lines,
        /keep(ing)? (fine )?hair light|lightweight conditioner|light textures suit/i,
      )
      return light.length === 0
        ? []
        : [
            found(
              "light-beside-rich",
              "The recommended texture is Rich, yet another line keeps the hair light.",
              light.map((line) => line.text),
            ),
          ]
    }
    const keptLight = find(lines, /keep(ing)? fine hair light/i)
    const richZones = find(located(r, ["zones"]), /\bRich\b/)
    if (keptLight.length > 0 && richZones.length > 0)
      return [
        found(
          "light-beside-rich",
          "Fine hair is to be kept light, yet a zone calls for Rich products.",
          [keptLight[0]!.text, richZones[0]!.text],
        ),
      ]
    if (level === "Light") {
      const rich = find(
        located(r, ["products", "zones"]),
        /butter|\bshea\b|thick cream|\bRich\b/i,
      ).filter((line) => /butter|\bshea\b|thick cream|\bRich\b/i.test(withoutNegations(line.text)))
      return rich.length === 0
        ? []
        : [
            found(
              "rich-beside-light",
              "The recommended texture is Light, yet butters or rich products are suggested.",
              rich.map((line) => line.text),
            ),
          ]
    }
    return []
  },
  // Locs are told to skip creams while a leave-in or cream is praised or suggested.
  (r, facts) => {
    if (!facts.locs) return []
    const praised = [
      ...r.doingWell.filter((line) => /leave-in|cream/i.test(line)),
      ...located(r, ["products", "rhythm", "zones"])
        .filter((line) =>
          /leave-in (cream|conditioner)|\bcreams?\b|butter/i.test(withoutNegations(line.text)),
        )
        .map((line) => line.text),
    ]
    return praised.length === 0
      ? []
      : [
          found(
            "creams-for-locs",
            "Locs hold on to creams, yet a leave-in or cream is praised or recommended.",
            praised,
          ),
        ]
  },
  // Coils are styled only where the lengths hold them: not on relaxed or smoothed hair, not on waves.
  (r, facts) => {
    const straightened =
      facts.states.has("relaxed") ||
      facts.states.has("texture_release") ||
      facts.states.has("keratin_treatment")
    const lines = located(r, [...adviceSections, "avoid"])
    const out: Array<Contradiction> = []
    if (straightened) {
      const coilStyling = find(lines, /twist-outs?|\bpuffs?\b|pineapple/i)
      if (coilStyling.length > 0)
        out.push(
          found(
            "coil-styling-on-straightened-hair",
            "Relaxed or smoothed lengths hold no coils, yet coil styles are suggested.",
            coilStyling.map((line) => line.text),
          ),
        )
    }
    if (facts.texture === "wavy") {
      const coils = find(lines, /\bcoils?\b/i)
      if (coils.length > 0)
        out.push(
          found(
            "coils-on-wavy-hair",
            "Wavy hair has no coils.",
            coils.map((line) => line.text),
          ),
        )
    }
    return out
  },
  // Salon clients are not given home wash days.
  (r, facts) => {
    if (facts.careMethod !== "salon") return []
    const homeWash = find(located(r, ["rhythm"]), /shampoo on the scalp only|^Every day:|^Day 1:/m)
    return homeWash.length === 0
      ? []
      : [
          found(
            "home-wash-for-salon-client",
            "The salon washes this person's hair, yet the rhythm plans home wash days.",
            homeWash.map((line) => line.text),
          ),
        ]
  },
  // Praised for leaving chemistry to a professional, and warned about doing it at home.
  (r) => {
    const praised = r.doingWell.filter((line) => /to a professional/i.test(line))
    const warned = r.avoidForNow.filter((line) => /\bat home\b/i.test(line))
    return praised.length > 0 && warned.length > 0
      ? [
          found(
            "professional-praised-beside-home-chemistry",
            "Praised for leaving chemistry to a professional, yet warned about doing it at home.",
            [praised[0]!, warned[0]!],
          ),
        ]
      : []
  },
  // Nobody is told off for home bleaching or relaxing unless they said they do it.
  (r, facts) => {
    if (facts.noted.has("home_chemistry")) return []
    const accused = r.avoidForNow.filter((line) =>
      /^(bleaching|relaxing|lightening|dyeing|colouring)[^:]* at home/i.test(line),
    )
    return accused.length === 0
      ? []
      : [
          found(
            "home-chemistry-assumed",
            "Who washes and styles the hair is not who bleaches or relaxes it.",
            accused,
          ),
        ]
  },
  // Menopause alone is not thinning.
  (r, facts) => {
    const stage = facts.hormonalStage === "perimenopausal" || facts.hormonalStage === "menopausal"
    if (!stage || facts.symptoms.has("widening_parting") || facts.symptoms.has("sudden_shedding"))
      return []
    const thinning = find(
      located(r, ["snapshot", "doingWell", "avoid", "products", "styling"]),
      /thinning hair through menopause|supporting thinning hair|while hair regrows/i,
    )
    return thinning.length === 0
      ? []
      : [
          found(
            "menopause-read-as-thinning",
            "Menopause alone is not thinning.",
            thinning.map((line) => line.text),
          ),
        ]
  },
  // No heat advised, yet a heat routine given.
  (r) => {
    const noHeat = find(located(r, ["avoid"]), /^heat styling[^:]*until/i)
    if (noHeat.length === 0) return []
    const heatRoutine = find(
      located(r, ["products", "styling", "rhythm"]),
      /heat protectant|keep the dryer about 15 cm|flat irons?, one quick pass/i,
    )
    return heatRoutine.length === 0
      ? []
      : [
          found("heat-routine-beside-no-heat", "Heat is to stop, yet a heat routine is given.", [
            noHeat[0]!.text,
            ...heatRoutine.map((line) => line.text),
          ]),
        ]
  },
]

/** Every contradiction in this report, for these facts; empty when it holds together. */
export const checkReportConsistency = (
  results: AnalysisResults,
  facts: ConsistencyFacts,
): ReadonlyArray<Contradiction> =>
  [...checks, ...planChecks].flatMap((check) => check(results, facts))
