/**
 * What the stand-in server answers on "Find an expert": the development
 * examples (invented, marked as such), matched by the domain's own rules to
 * a report with round bald patches, as GET /api/experts encodes them.
 */
import { DoctorSummary, TypedNote } from "@strand/domain/analysis/DoctorSummary"
import { femaleAnswers } from "@strand/domain/analyst/ExampleAnswers"
import { readProfile } from "@strand/domain/analyst/HairProfile"
import { exampleExperts } from "@strand/domain/experts/ExampleExperts"
import { Expert, ExpertId } from "@strand/domain/experts/Expert"
import { ExpertsFound } from "@strand/domain/experts/ExpertFinder"
import { type ExpertFilters, matchExperts, reportNeeds } from "@strand/domain/experts/ExpertMatch"
import { noReading } from "@strand/domain/notes/testing/Readings"
import type { QuizAnswers } from "@strand/domain/quiz/QuizAnswers"
import { DateTime, Schema } from "effect"

export const reportId = "7d0f3c1e-5a4b-4c2d-9e8f-0a1b2c3d4e5f"

export const directory = exampleExperts.map(
  (details, i) =>
    new Expert({
      ...details,
      id: ExpertId.make(`0b7c1b9e-0000-4000-8000-00000000000${i}`),
      hidden: false,
    }),
)

export const patches = femaleAnswers({ symptoms: ["round_patches"], hair_texture: "coily" })
export const painfulLumps = femaleAnswers({ symptoms: ["painful_lumps"] })

const needsOf = (answers: QuizAnswers) =>
  reportNeeds(readProfile({ userName: "Amara", answers, reading: noReading }))

/** GET /api/experts as the server answers it for this directory, report and search. */
export const expertsBody = (
  experts: ReadonlyArray<Expert>,
  answers: QuizAnswers | undefined,
  filters: ExpertFilters,
) => {
  const needs = answers === undefined ? undefined : needsOf(answers)
  return Schema.encodeSync(ExpertsFound)(
    new ExpertsFound({
      experts: matchExperts(experts, needs, filters),
      directoryEmpty: experts.length === 0,
      needs: needs ?? null,
    }),
  )
}

/** The search a request asks for, read from its address as the server reads it. */
export const filtersOf = (request: Request): ExpertFilters => {
  const query = new URL(request.url).searchParams
  const kind = query.get("kind")
  return {
    ...(kind === null ? {} : { kind: kind as ExpertFilters["kind"] }),
    ...(query.get("place") === null ? {} : { place: query.get("place")! }),
    online: query.get("online") === "true",
  }
}

/** GET /api/analyses/:id/doctor-summary: what the expert would receive. */
export const summaryBody = Schema.encodeSync(DoctorSummary)(
  new DoctorSummary({
    name: "Amara",
    patient: "Me, female",
    answeredForSomeoneElse: false,
    reportDate: DateTime.makeUnsafe("2026-11-08T10:00:00.000Z"),
    suggested: "Book a dermatologist within 1 to 2 weeks for the bald patches",
    signs: ["Round, smooth bald patches"],
    typed: [new TypedNote({ label: "Other health notes", text: "A round patch at my crown" })],
    tried: [],
    productsAndServices: ["Natural / virgin"],
    medicines: [],
    background: [],
  }),
)

export const sharedBody = (expert: Expert) => ({
  success: true,
  message: `Your summary is on its way to ${expert.name}. A copy is on its way to amara@example.com.`,
  share: {
    id: "5e1f0000-0000-4000-8000-000000000001",
    analysisId: reportId,
    reportDate: "2026-11-08T10:00:00.000Z",
    expertId: expert.id,
    expertName: expert.name,
    expertKind: expert.kind,
    expertEmail: expert.email,
    what: [
      "The summary for your doctor from your report of November 8, 2026, as a one-page PDF",
      "Your e-mail address, amara@example.com, so they can reply",
    ],
    sharedAt: "2026-11-10T12:00:00.000Z",
  },
})
