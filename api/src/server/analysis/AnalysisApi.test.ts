import { assert, describe, layer } from "@effect/vitest"
import { writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { noReading } from "@strand/domain/notes/testing/Readings"
import { splitStylingTips } from "@strand/domain/referral/Referral"
import { AnalysisResults } from "@strand/domain/report/AnalysisResults"
import { Effect, Schema } from "effect"
import { analyse, analyseRequest, signIn } from "../testing/SignIn.ts"
import { type CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

/** The rule engine's report as someone with no referrals is given it: only the unlocked tips. */
const givenReport = (input: Parameters<typeof writeRulesReport>[0]) => {
  const report = writeRulesReport(input)
  return new AnalysisResults({
    ...report,
    stylingBuildUp: splitStylingTips(report.stylingBuildUp, 0).visible,
  })
}

type Server = { readonly url: string }
type Analysed = {
  success: boolean
  results: unknown
  analysisId: string
  fallbackUsed: boolean
}
type Found = {
  success: boolean
  analysis: { id: string; createdAt: string; fallbackUsed: boolean; aiResults: unknown }
}
type Listed = {
  success: boolean
  analyses: Array<{ id: string; createdAt: string; fallbackUsed: boolean }>
}
type Problem = { message: string; code: string; issues?: Array<{ path: unknown[] }> }

const decodeResults = Schema.decodeUnknownSync(AnalysisResults)

/** A whole walk through the quiz as a woman who relaxes her hair and wears braids. */
const female = {
  userName: "Amara",
  answers: {
    gender: "female",
    hormonal_stage: "postpartum",
    scalp_condition: ["itchy_flaky", "traction"],
    hair_texture: "coily",
    hair_state: ["relaxed"],
    strand_width: "fine",
    density: "medium",
    trim_frequency: "three_months",
    exercise_frequency: "several_week",
    hair_care_method: "self",
    wash_frequency: "biweekly",
    shampoo_choice: "hydrating",
    conditioning: ["deep_condition", "leave_in"],
    heat_tension: ["braids_extensions", "other"],
    products_used: { oils_butters: "2-3_weekly", protein_treatment: "6-8_weeks" },
    detangling: "finger_detangle",
    environment: ["hard_water", "cold_dry_climate"],
    symptoms: ["sudden_shedding", "broken_edges"],
  },
  textInputs: { texture_notes: "tighter at the nape", heat_tension_other: "silk press" },
  reading: noReading,
}

/** A whole walk through the men's questions, with starter locs. */
const male = {
  userName: "Kofi",
  answers: {
    gender: "male",
    primary_goal_male: ["maintain_locs", "healthier_scalp"],
    hair_length_male: "locs",
    loc_age_male: "6_weeks_6_months",
    loc_starter_method_male: "two_strand_twists",
    hair_texture_male: "coily",
    strand_width_male: "coarse",
    density_male: "high",
    porosity_male: "not_sure",
    scalp_condition_male: ["dry_tight"],
    scalp_issues_male: "mild",
    wash_frequency_male: "weekly",
    shampoo_type_male: "anti_flake",
    conditioner_step_male: ["leave_in"],
    styling_products_male: ["oil_butter"],
    heat_tools_male: "never",
    barber_frequency_male: "monthly",
    hairline_changes_male: "slight_recession",
  },
  textInputs: {},
  reading: noReading,
}

const findAnalysis = (server: Server, jar: CookieJar, id: string) =>
  request(server, `/api/analyses/${id}`, { jar })

const listAnalyses = (server: Server, jar: CookieJar) =>
  request(server, "/api/user/analyses", { jar }).pipe(Effect.map((r) => r.json as Listed))

const quizStatus = (server: Server, jar: CookieJar) =>
  request(server, "/api/user/quiz-status", { jar }).pipe(
    Effect.map((r) => (r.json as { hasCompletedQuiz: boolean }).hasCompletedQuiz),
  )

const assertNotFound = (response: { status: number; json: unknown }) => {
  assert.strictEqual(response.status, 404)
  const problem = response.json as Problem
  assert.strictEqual(problem.message, "We couldn't find the analysis you're looking for.")
  assert.strictEqual(problem.code, "NOT_FOUND")
}

const assertInvalid = (response: { status: number; json: unknown }, message: string | RegExp) => {
  assert.strictEqual(response.status, 400)
  const problem = response.json as Problem
  assert.strictEqual(problem.code, "VALIDATION_ERROR")
  if (typeof message === "string") assert.strictEqual(problem.message, message)
  else assert.match(problem.message, message)
  return problem
}

describe("analysis over HTTP", () => {
  layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("answers 401 to every analysis endpoint without a session", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const id = crypto.randomUUID()
        const responses = yield* Effect.all([
          request(server, "/api/analyze-hair", { method: "POST", body: female }),
          request(server, `/api/analyses/${id}`),
          request(server, "/api/user/analyses"),
          request(server, `/api/analyses/${id}`, { method: "DELETE" }),
        ])
        for (const response of responses) {
          assert.strictEqual(response.status, 401)
          assert.strictEqual((response.json as Problem).code, "UNAUTHORIZED")
        }
      }),
    )

    it.effect("writes, stores and shows a woman's report; the quiz counts as completed", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar } = yield* signIn(server, { name: "Amara" })
        assert.isFalse(yield* quizStatus(server, jar))
        const analysed = yield* analyse<Analysed>(server, jar, female)
        assert.isTrue(analysed.success)
        assert.isFalse(analysed.fallbackUsed)
        assert.match(analysed.analysisId, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/)
        const results = decodeResults(analysed.results)
        assert.deepStrictEqual(results, givenReport(female))
        assert.isTrue(results.routineSnapshot.startsWith("Amara"))
        assert.isTrue(yield* quizStatus(server, jar))

        const found = yield* findAnalysis(server, jar, analysed.analysisId)
        assert.strictEqual(found.status, 200)
        const { analysis, success } = found.json as Found
        assert.isTrue(success)
        assert.strictEqual(analysis.id, analysed.analysisId)
        assert.isFalse(analysis.fallbackUsed)
        assert.deepStrictEqual(analysis.aiResults, analysed.results)
        assert.isFalse(Number.isNaN(Date.parse(analysis.createdAt)))
        assert.strictEqual(
          analysis.createdAt,
          (analysed as Analysed & { createdAt: string }).createdAt,
        )
      }),
    )

    it.effect("writes a man's report and lists reports newest first", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar } = yield* signIn(server, { name: "Kofi" })
        assert.deepStrictEqual(yield* listAnalyses(server, jar), { success: true, analyses: [] })
        const first = yield* analyse<Analysed>(server, jar, male)
        assert.isFalse(first.fallbackUsed)
        const results = decodeResults(first.results)
        assert.deepStrictEqual(results, givenReport(male))
        assert.isTrue(results.routineSnapshot.startsWith("Kofi"))
        const second = yield* analyse<Analysed>(server, jar, { ...female, userName: "Kofi" })
        const listed = yield* listAnalyses(server, jar)
        assert.isTrue(listed.success)
        assert.deepStrictEqual(
          listed.analyses.map((summary) => [summary.id, summary.fallbackUsed]),
          [
            [second.analysisId, false],
            [first.analysisId, false],
          ],
        )
        const [newest, oldest] = listed.analyses
        assert.isTrue(Date.parse(newest!.createdAt) >= Date.parse(oldest!.createdAt))

        // A page at a time: the older report comes after the page of one.
        const page = (query: string) =>
          request(server, `/api/user/analyses${query}`, { jar }).pipe(
            Effect.map((r) => r.json as Listed & { older?: string }),
          )
        const firstPage = yield* page("?limit=1")
        assert.deepStrictEqual(
          firstPage.analyses.map((summary) => summary.id),
          [second.analysisId],
        )
        assert.strictEqual(firstPage.older, second.analysisId)
        const next = yield* page(`?limit=1&after=${firstPage.older}`)
        assert.deepStrictEqual(
          next.analyses.map((summary) => summary.id),
          [first.analysisId],
        )
        assert.notProperty(next, "older")
        const tooMany = yield* request(server, "/api/user/analyses?limit=101", { jar })
        assert.strictEqual(tooMany.status, 400)
      }),
    )

    it.effect("writes the report in the account's name, whatever userName says", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar } = yield* signIn(server, { name: "Amara" })
        const analysed = yield* analyse<Analysed>(server, jar, { ...female, userName: "Mallory" })
        const results = decodeResults(analysed.results)
        assert.isTrue(results.routineSnapshot.startsWith("Amara"))
        assert.notInclude(JSON.stringify(analysed.results), "Mallory")
        assert.deepStrictEqual(results, givenReport(female))
      }),
    )

    it.effect("keeps a report from everyone but its owner", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar: owner } = yield* signIn(server)
        const { jar: other } = yield* signIn(server)
        const { analysisId } = yield* analyse<Analysed>(server, owner, female)
        assertNotFound(yield* findAnalysis(server, other, analysisId))
        assertNotFound(
          yield* request(server, `/api/analyses/${analysisId}`, { method: "DELETE", jar: other }),
        )
        assert.deepStrictEqual((yield* listAnalyses(server, other)).analyses, [])
        assert.isFalse(yield* quizStatus(server, other))
        // still there for its owner
        assert.strictEqual((yield* findAnalysis(server, owner, analysisId)).status, 200)
        // unknown ids and ids that are not uuids are simply not found
        assertNotFound(yield* findAnalysis(server, owner, crypto.randomUUID()))
        assertNotFound(yield* findAnalysis(server, owner, "not-a-uuid"))
        assertNotFound(
          yield* request(server, "/api/analyses/1%27%20OR%201=1", { method: "DELETE", jar: owner }),
        )
      }),
    )

    it.effect("deletes a report for good", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar } = yield* signIn(server)
        const { analysisId } = yield* analyse<Analysed>(server, jar, male)
        const deleted = yield* request(server, `/api/analyses/${analysisId}`, {
          method: "DELETE",
          jar,
        })
        assert.strictEqual(deleted.status, 200)
        assert.deepStrictEqual(deleted.json, { success: true })
        assertNotFound(yield* findAnalysis(server, jar, analysisId))
        assert.deepStrictEqual((yield* listAnalyses(server, jar)).analyses, [])
        assertNotFound(
          yield* request(server, `/api/analyses/${analysisId}`, { method: "DELETE", jar }),
        )
      }),
    )

    it.effect("rejects requests the spec's checks refuse, storing nothing", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar } = yield* signIn(server)
        const send = (body: unknown) => analyseRequest(server, jar, body)

        const noAnswers = yield* send({ ...female, answers: {} })
        assertInvalid(noAnswers, "Answers are required")
        // the spec's failure body of analysis calls (§7), built from the domain's catalogue
        assert.deepStrictEqual(
          { ...(noAnswers.json as Record<string, unknown>), issues: undefined, _tag: undefined },
          {
            _tag: undefined,
            error: "Answers are required",
            message: "Answers are required",
            code: "VALIDATION_ERROR",
            suggestion: "Please try again later.",
            canRetry: true,
            fallbackUsed: false,
            severity: "medium",
            issues: undefined,
          },
        )
        assertInvalid(yield* send({ userName: "Amara" }), "Answers are required")
        assertInvalid(yield* send({ ...female, userName: "   " }), "User name is required")
        assertInvalid(yield* send({ answers: female.answers }), "User name is required")

        const unknown = assertInvalid(
          yield* send({ ...female, answers: { ...female.answers, favourite_colour: "blue" } }),
          /favourite_colour/,
        )
        assert.deepStrictEqual(unknown.issues?.[0]?.path, ["answers", "favourite_colour"])
        assertInvalid(
          yield* send({ ...male, answers: { ...male.answers, hair_texture: "curly" } }),
          '"hair_texture" is not asked for these answers',
        )
        assertInvalid(
          yield* send({ ...female, answers: { ...female.answers, density: "very_high" } }),
          '"very_high" is not an option of "density"',
        )
        const note = assertInvalid(
          yield* send({ ...male, textInputs: { loc_type_notes: "young locs" } }),
          /loc_type_notes/,
        )
        assert.deepStrictEqual(note.issues?.[0]?.path, ["textInputs", "loc_type_notes"])
        // a wrongly shaped body fails the contract's schema, still as VALIDATION_ERROR
        assertInvalid(yield* send({ ...female, answers: { gender: 5 } }), "Invalid input")

        assert.deepStrictEqual((yield* listAnalyses(server, jar)).analyses, [])
        assert.isFalse(yield* quizStatus(server, jar))
      }),
    )
  })
})
