import { AnalysisId } from "@strand/domain/analysis/AnalysisStore"
import { AnalystName } from "@strand/domain/analysis/HairAnalyst"
import { normaliseResults } from "@strand/domain/analysis/NormaliseResults"
import { readReport } from "@strand/domain/analysis/ReportReading"
import { ReportView } from "@strand/domain/analysis/ReportView"
import { reportLines } from "@strand/domain/analyst/ExplainReport"
import { noReading } from "@strand/domain/notes/testing/Readings"
import type { AnalysisResults } from "@strand/domain/report/AnalysisResults"
import {
  EvidenceSource,
  ItemEvidence,
  ReportExplanation,
  StartHereItem,
  Timeline,
  Trigger,
} from "@strand/domain/report/ReportExplanation"
import type { RoutineSchedule } from "@strand/domain/routine/RoutineSchedule"
import { DateTime, Schema } from "effect"

/** A stored report as GET /api/analyses/:id answers it, for the result stories. */
export const reportId = "7d0f3c1e-5a4b-4c2d-9e8f-0a1b2c3d4e5f"

export const fullResults = {
  routineSnapshot:
    "Your coily, high-porosity hair drinks water fast and loses it just as fast, so your routine centres on sealing moisture in.",
  doingWell: [
    "You detangle on wet hair with conditioner for slip.",
    "You trim every three months.",
  ],
  avoidForNow: ["Tight ponytails on consecutive days.", "Dry combing from the roots."],
  weeklyRhythm: [
    { day: "Day 1", activity: "Wash day - cleanse and condition" },
    { day: "Day 3-4", activity: "Remoisturise" },
    { day: "Day 6", activity: "Scalp massage with a light serum" },
  ],
  productTexture: {
    recommended: "Rich",
    textureGuidance: "Rich creams and butters seal your lengths best.",
    applicationZones: ["Mid-lengths", "Ends"],
    products: [
      {
        title: "Leave-in cream",
        ingredients: "Shea butter, glycerin (a humectant that draws water in)",
        usage: "On damp hair after every wash.",
      },
    ],
  },
  scienceNotes: [
    "Malassezia (a yeast that lives on every scalp) feeds on scalp oil and can set off flaking.",
  ],
  stylingBuildUp: [
    "Tip one: sleep on satin.",
    "Tip two: refresh with water, not more product.",
    "Tip three: clarify monthly.",
    "Tip four: rotate your part.",
  ],
  redFlags: ["Burning or stinging: rinse off whatever was last applied and stop using it."],
}

export const emptyResults = {
  routineSnapshot: "",
  doingWell: [],
  avoidForNow: [],
  weeklyRhythm: [],
  productTexture: {
    recommended: "Medium",
    textureGuidance: "",
    applicationZones: [],
    products: [],
  },
  scienceNotes: [],
  stylingBuildUp: [],
  redFlags: [],
}

/** Why each line of `fullResults` applies, as the server keeps it: a reason and a source per line. */
const sampleSources = [
  new EvidenceSource({
    key: "AAD-T",
    title: "American Academy of Dermatology: tips for healthy hair",
    kind: "patient_information",
    url: "https://www.aad.org/public/everyday-care/hair-scalp-care/hair/healthy-hair-tips",
  }),
  new EvidenceSource({
    key: "CP",
    title: "Common practice among hair professionals; a tunable default, not a study",
    kind: "practitioner_consensus",
  }),
]

const tipTitles = ["Satin at night", "Refreshing", "When to clarify", "Moving your parting"]

export type Writer = "rules" | "provider" | "unknown"

/**
 * An explanation for any results: every line explained by `writer` (the
 * rules' with reasons and sources; a provider's citing the texture answer,
 * except its styling tips, which are general advice). `tipsLock`: whether the
 * styling tips are general ones the referral lock may hide (false: safety
 * tips or answers to a complaint).
 */
export const explanationFor = (
  results: AnalysisResults,
  writer: Writer = "rules",
  tipsLock = true,
) =>
  new ReportExplanation({
    items: reportLines(results).map((line, position, all) => {
      const index = all.slice(0, position).filter((l) => l.section === line.section).length
      return new ItemEvidence({
        section: line.section,
        index,
        writtenBy: writer,
        ...(writer === "rules" ? { rule: `example-${line.section}` } : {}),
        ...(line.section === "stylingBuildUp" && tipTitles[index] !== undefined
          ? { title: tipTitles[index] }
          : {}),
        ...(line.section === "stylingBuildUp" ? { lockable: tipsLock } : {}),
        triggers:
          writer === "rules"
            ? [
                new Trigger({ question: "What is your natural hair texture?", answer: "Coily" }),
                new Trigger({
                  question: "Anything else we should know?",
                  answer: "ends feel dry",
                  typed: true,
                }),
              ]
            : writer === "provider" && line.section !== "stylingBuildUp"
              ? [new Trigger({ question: "What is your natural hair texture?", answer: "Coily" })]
              : [],
        sources: writer === "rules" ? sampleSources : [],
      })
    }),
    startHere: [
      new StartHereItem({
        change: "Rinse off and stop using whatever you last put on your scalp",
        why: "Burning or stinging means the scalp is reacting to something; keep it away until the skin is calm.",
        urgent: true,
      }),
      new StartHereItem({
        change: "Seal moisture in after every wash",
        why: "Porous hair takes water in and loses it fast; a leave-in with a cream or oil on the ends holds it.",
        urgent: false,
      }),
    ],
    timelines: [
      new Timeline({
        concern: "Your new routine",
        expect:
          "How your hair feels changes within 2 to 4 washes; give each change about 4 weeks before judging it.",
        checkInWeeks: 4,
        sources: [sampleSources[1]!],
      }),
      new Timeline({
        concern: "Flakes and itch",
        expect: "Antifungal care usually calms them within 2 to 4 weeks.",
        ifNot: "No better after 4 to 8 weeks: see a GP or dermatologist.",
        checkInWeeks: 8,
        sources: [sampleSources[0]!],
      }),
    ],
    retakeAfterWeeks: 8,
  })

/**
 * GET /api/analyses/:id as the server answers it for a reader with this many
 * referrals: through the real read model, so locked tips travel as titles only.
 */
export const analysisBody = (
  aiResults: unknown,
  fallbackUsed = false,
  options: {
    readonly referralCount?: number
    readonly tipsLock?: boolean
    readonly writer?: Writer
    readonly version?: 1 | 2
    /** The reader's week, when they have said what it is like. */
    readonly schedule?: RoutineSchedule
  } = {},
) => {
  const results = normaliseResults(aiResults)
  const view = readReport(
    {
      id: AnalysisId.make(reportId),
      createdAt: DateTime.makeUnsafe("2026-11-08T10:00:00.000Z"),
      results,
      fallbackUsed,
      answers: { gender: "female", symptoms: ["burning_stinging"] },
      textInputs: {},
      noteReading: noReading,
      analyst: new AnalystName({ provider: "rules", model: "strand-rules" }),
      reportVersion: options.version ?? 2,
      explanation: explanationFor(results, options.writer, options.tipsLock),
    },
    { referralCount: options.referralCount ?? 0, schedule: options.schedule },
  )
  return { success: true, analysis: Schema.encodeSync(ReportView)(view) }
}

/** GET /api/analyses/:id/doctor-summary as the server answers it. */
export const summaryBody = {
  name: "Amara",
  patient: "Me, aged 25 to 34, female",
  answeredForSomeoneElse: false,
  reportDate: "2026-11-08T10:00:00.000Z",
  suggested:
    "Round, smooth bald patches on the scalp are most often alopecia areata, where the immune system pauses the follicles: see a dermatologist within 1 to 2 weeks.",
  signs: ["Round, smooth bald patches", "Itchy or flaky"],
  typed: [{ label: "Other health notes", text: "A round bald patch at my crown" }],
  tried: ["Shampoo mostly used: Gentle or everyday"],
  productsAndServices: ["Coloured", "Oils or butters (weekly)"],
  medicines: [],
  hormonalStage: "Postpartum (had a baby in the last year)",
  background: [],
}
