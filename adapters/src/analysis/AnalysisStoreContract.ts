/**
 * The behaviour every AnalysisStore must have, as one test suite that each
 * adapter's test runs against its own database. Analyses belong to users, so
 * the suite signs its users up through the UserStore first.
 */
import { assert, type Vitest } from "@effect/vitest"
import { AnalysisId, AnalysisStore, type NewAnalysis } from "@strand/domain/analysis/AnalysisStore"
import { DroppedLine } from "@strand/domain/analysis/DroppedLine"
import { AnalystName } from "@strand/domain/analysis/HairAnalyst"
import { normaliseResults } from "@strand/domain/analysis/NormaliseResults"
import { explainReport } from "@strand/domain/analyst/ExplainReport"
import { traceRulesReport } from "@strand/domain/analyst/RulesReport"
import { noReading, readingOf } from "@strand/domain/notes/testing/Readings"
import { AnalysisResults } from "@strand/domain/report/AnalysisResults"
import { ReportExplanation } from "@strand/domain/report/ReportExplanation"
import { Email } from "@strand/domain/user/Email"
import { UserStore } from "@strand/domain/user/UserStore"
import { DateTime, Duration, Effect, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"

const unique = () => crypto.randomUUID().slice(0, 8)

const newUser = Effect.gen(function* () {
  const users = yield* UserStore
  const tag = unique()
  const { user } = yield* users.signIn(
    { email: Email.make(`owner-${tag}@example.com`), name: "Owner" },
    `code-${tag}`,
  )
  return user.id
})

const answers = {
  gender: "female",
  hair_texture: "coily",
  products_used: { oils_butters: "weekly" },
  heat_tension: ["other"],
}
const textInputs = { heat_tension_other: "silk press, once a month" }
/** What a reader found in the notes: stored with the analysis and given back as it was. */
const noteReading = readingOf({
  kind: "tight_styles",
  note: "heat_tension_other",
  words: "silk press",
  time: "since",
  monthsAgo: 2,
})
const traced = traceRulesReport({ userName: "Ada", answers, textInputs, reading: noteReading })
const results = traced.results
const explanation = explainReport({
  report: results,
  rules: traced,
  answers,
  otherLines: "provider",
})
const rulesAnalyst = new AnalystName({ provider: "rules", model: "strand-rules" })

/** A new analysis with its bookkeeping filled in: the rule engine wrote it in 1 ms. */
const analysis = (
  fields: Omit<
    NewAnalysis,
    | "analyst"
    | "durationMillis"
    | "fallbackReason"
    | "idempotencyKey"
    | "explanation"
    | "noteReading"
    | "promptVersion"
    | "droppedLines"
  > &
    Partial<NewAnalysis>,
): NewAnalysis => ({
  analyst: rulesAnalyst,
  durationMillis: 1,
  fallbackReason: undefined,
  idempotencyKey: undefined,
  explanation,
  noteReading,
  promptVersion: undefined,
  droppedLines: [],
  ...fields,
})

const dropped = (reason: DroppedLine["reason"], text = "Your wavy hair likes mousse.") =>
  new DroppedLine({ section: "doingWell", text, reason, check: `${reason}:test` })

export const analysisStoreContract = (
  it: Vitest.MethodsNonLive<AnalysisStore | UserStore | SqlClient.SqlClient>,
) => {
  it.effect("keeps a report with its owner, answers and notes", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const userId = yield* newUser
      const saved = yield* store.save(
        analysis({ userId, results, fallbackUsed: true, answers, textInputs }),
      )
      const id = saved.id
      assert.isTrue(Schema.is(AnalysisId)(id))
      const found = Option.getOrThrow(yield* store.find(id))
      assert.strictEqual(found.id, id)
      assert.strictEqual(found.userId, userId)
      assert.isTrue(found.fallbackUsed)
      assert.deepStrictEqual(found.noteReading, noteReading)
      assert.deepStrictEqual(found.results, results)
      assert.deepStrictEqual(found.answers, answers)
      assert.deepStrictEqual(found.textInputs, textInputs)
      assert.deepStrictEqual(found.createdAt, saved.createdAt)
      assert.deepStrictEqual(found.analyst, rulesAnalyst)
      assert.strictEqual(found.durationMillis, 1)
      assert.isUndefined(found.fallbackReason)
      // Stored in this release's shape, with its explanation exactly as written.
      assert.strictEqual(found.reportVersion, 2)
      assert.deepStrictEqual(found.explanation, explanation)
      assert.instanceOf(found.explanation, ReportExplanation)
      assert.isUndefined(found.promptVersion)
      assert.deepStrictEqual(found.droppedLines, [])
      const {
        analyses: [summary],
      } = yield* store.listFor(userId, { limit: 1 })
      assert.deepStrictEqual(summary?.createdAt, found.createdAt)
      // The list says who wrote each report: here the fallback, Strand's rules.
      assert.strictEqual(summary?.aiWritten, false)
      const byAi = yield* store.save(
        analysis({
          userId,
          results,
          fallbackUsed: false,
          answers,
          textInputs,
          analyst: new AnalystName({ provider: "openai", model: "gpt-test" }),
        }),
      )
      const { analyses: listed } = yield* store.listFor(userId, { limit: 10 })
      assert.strictEqual(listed.find((s) => s.id === byAi.id)?.aiWritten, true)
    }),
  )

  it.effect("keeps a provider's report with its prompt version and the lines it dropped", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const lines = [dropped("texture"), dropped("reassurance", "Everything looks fine.")]
      const { id } = yield* store.save(
        analysis({
          userId: yield* newUser,
          results,
          fallbackUsed: false,
          answers,
          textInputs,
          analyst: new AnalystName({ provider: "openai", model: "gpt-test" }),
          promptVersion: "report-9",
          droppedLines: lines,
        }),
      )
      const found = Option.getOrThrow(yield* store.find(id))
      assert.strictEqual(found.promptVersion, "report-9")
      assert.deepStrictEqual(found.droppedLines, lines)
    }),
  )

  it.effect("reads the notes of a report stored before readings were kept", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const sql = yield* SqlClient.SqlClient
      const notes = { health_notes: "a round bald patch at my crown" }
      const { id } = yield* store.save(
        analysis({
          userId: yield* newUser,
          results,
          fallbackUsed: false,
          answers,
          textInputs: notes,
        }),
      )
      yield* sql`UPDATE analyses SET note_reading = NULL WHERE id = ${id}`
      const found = Option.getOrThrow(yield* store.find(id))
      assert.notStrictEqual(found.noteReading.reader, noteReading.reader)
      assert.isTrue(found.noteReading.statements.some((s) => s.kind === "bald_patches"))
    }),
  )

  it.effect("keeps the report exactly, defaults and all", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const sparse = normaliseResults({ routineSnapshot: "Gentle weekly wash 😀", redFlags: [] })
      const { id } = yield* store.save(
        analysis({
          userId: yield* newUser,
          results: sparse,
          fallbackUsed: false,
          answers: { gender: "male" },
          textInputs: {},
          noteReading: noReading,
        }),
      )
      const found = Option.getOrThrow(yield* store.find(id))
      assert.deepStrictEqual(found.results, sparse)
      assert.isFalse(found.fallbackUsed)
      assert.deepStrictEqual(found.textInputs, {})
    }),
  )

  it.effect("finds nothing for an unknown id", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      assert.isTrue(Option.isNone(yield* store.find(AnalysisId.make(crypto.randomUUID()))))
    }),
  )

  it.effect("lists a user's own analyses, newest first", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const userId = yield* newUser
      const other = yield* newUser
      assert.deepStrictEqual(yield* store.listFor(userId, { limit: 10 }), { analyses: [] })
      const save = (owner: typeof userId, fallbackUsed: boolean) =>
        store
          .save(analysis({ userId: owner, results, fallbackUsed, answers, textInputs }))
          .pipe(Effect.map((saved) => saved.id))
      const first = yield* save(userId, false)
      const theirs = yield* save(other, false)
      const second = yield* save(userId, true)
      const list = (yield* store.listFor(userId, { limit: 10 })).analyses
      assert.deepStrictEqual(
        list.map((summary) => [summary.id, summary.fallbackUsed]),
        [
          [second, true],
          [first, false],
        ],
      )
      assert.isTrue(list[0]!.createdAt.epochMilliseconds >= list[1]!.createdAt.epochMilliseconds)
      assert.deepStrictEqual(
        (yield* store.listFor(other, { limit: 10 })).analyses.map((summary) => summary.id),
        [theirs],
      )
    }),
  )

  it.effect("pages a user's analyses by key, newest first", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const userId = yield* newUser
      const saved = []
      for (let index = 0; index < 5; index++) {
        const { id } = yield* store.save(
          analysis({ userId, results, fallbackUsed: false, answers, textInputs }),
        )
        saved.push(id)
      }
      const newestFirst = saved.toReversed()
      const ids = (page: { readonly analyses: ReadonlyArray<{ readonly id: string }> }) =>
        page.analyses.map((summary) => summary.id)
      const first = yield* store.listFor(userId, { limit: 2 })
      assert.deepStrictEqual(ids(first), newestFirst.slice(0, 2))
      // A report written meanwhile does not shift the next page.
      yield* store.save(analysis({ userId, results, fallbackUsed: false, answers, textInputs }))
      const second = yield* store.listFor(userId, { after: first.older, limit: 2 })
      assert.deepStrictEqual(ids(second), newestFirst.slice(2, 4))
      const third = yield* store.listFor(userId, { after: second.older, limit: 2 })
      assert.deepStrictEqual(ids(third), newestFirst.slice(4))
      assert.isUndefined(third.older)
      // Someone else's report as the cursor gives nothing of theirs, or of anyone's.
      const stranger = yield* newUser
      assert.deepStrictEqual(
        ids(yield* store.listFor(stranger, { after: first.older, limit: 2 })),
        [],
      )
    }),
  )

  it.effect("deletes only its owner's analysis", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const userId = yield* newUser
      const stranger = yield* newUser
      const { id } = yield* store.save(
        analysis({ userId, results, fallbackUsed: false, answers, textInputs }),
      )
      assert.isFalse(yield* store.delete(id, stranger))
      assert.isTrue(Option.isSome(yield* store.find(id)))
      assert.isTrue(yield* store.delete(id, userId))
      assert.isTrue(Option.isNone(yield* store.find(id)))
      assert.isFalse(yield* store.delete(id, userId))
      assert.deepStrictEqual((yield* store.listFor(userId, { limit: 10 })).analyses, [])
    }),
  )

  it.effect("counts as a completed quiz for its owner only", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const users = yield* UserStore
      const userId = yield* newUser
      const other = yield* newUser
      assert.isFalse(yield* users.hasCompletedQuiz(userId))
      yield* store.save(analysis({ userId, results, fallbackUsed: false, answers, textInputs }))
      assert.isTrue(yield* users.hasCompletedQuiz(userId))
      assert.isFalse(yield* users.hasCompletedQuiz(other))
    }),
  )

  it.effect("records who wrote a report, how long it took and why the rule engine answered", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const { id } = yield* store.save(
        analysis({
          userId: yield* newUser,
          results,
          fallbackUsed: true,
          answers,
          textInputs,
          analyst: new AnalystName({ provider: "openai", model: "gpt-6-luna" }),
          durationMillis: 1234.4,
          fallbackReason: "RateLimited",
        }),
      )
      const found = Option.getOrThrow(yield* store.find(id))
      assert.deepStrictEqual(
        found.analyst,
        new AnalystName({ provider: "openai", model: "gpt-6-luna" }),
      )
      assert.strictEqual(found.durationMillis, 1234)
      assert.strictEqual(found.fallbackReason, "RateLimited")
    }),
  )

  it.effect("loads reports stored before the analyst was recorded", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const sql = yield* SqlClient.SqlClient
      const userId = yield* newUser
      const id = AnalysisId.make(crypto.randomUUID())
      yield* sql`
        INSERT INTO analyses (id, user_id, results, fallback_used, answers, text_inputs)
        VALUES (${id}, ${userId}, ${JSON.stringify(Schema.encodeSync(AnalysisResults)(results))}::jsonb,
                true, ${JSON.stringify(answers)}::jsonb, '{}'::jsonb)
      `
      const found = Option.getOrThrow(yield* store.find(id))
      assert.deepStrictEqual(found.results, results)
      assert.isUndefined(found.analyst)
      assert.isUndefined(found.durationMillis)
      assert.isUndefined(found.fallbackReason)
    }),
  )

  it.effect("gives an Idempotency-Key to one request, then its analysis to every repeat", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const userId = yield* newUser
      const other = yield* newUser
      const claim = (fingerprint: string, by = userId) =>
        store.claimRequest({
          userId: by,
          key: "k-1",
          fingerprint,
          abandonedAfter: Duration.minutes(1),
        })
      assert.deepStrictEqual(yield* claim("answers-a"), { _tag: "Claimed" })
      assert.deepStrictEqual(yield* claim("answers-a"), { _tag: "Pending" })
      assert.deepStrictEqual(yield* claim("answers-b"), { _tag: "Mismatch" })
      // keys are per person
      assert.deepStrictEqual(yield* claim("answers-b", other), { _tag: "Claimed" })
      const { id } = yield* store.save(
        analysis({
          userId,
          results,
          fallbackUsed: false,
          answers,
          textInputs,
          idempotencyKey: "k-1",
        }),
      )
      assert.deepStrictEqual(yield* claim("answers-a"), { _tag: "Done", analysisId: id })
      // releasing a finished key does nothing; deleting its analysis frees it
      yield* store.releaseRequest(userId, "k-1")
      assert.deepStrictEqual(yield* claim("answers-a"), { _tag: "Done", analysisId: id })
      yield* store.delete(id, userId)
      assert.deepStrictEqual(yield* claim("answers-a"), { _tag: "Claimed" })
    }),
  )

  it.effect("frees a released key, and takes over one abandoned by a dead process", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const sql = yield* SqlClient.SqlClient
      const userId = yield* newUser
      const claim = (key: string) =>
        store.claimRequest({
          userId,
          key,
          fingerprint: "answers",
          abandonedAfter: Duration.minutes(1),
        })
      assert.strictEqual((yield* claim("released"))._tag, "Claimed")
      yield* store.releaseRequest(userId, "released")
      assert.strictEqual((yield* claim("released"))._tag, "Claimed")

      assert.strictEqual((yield* claim("abandoned"))._tag, "Claimed")
      yield* sql`UPDATE analysis_requests SET claimed_at = now() - interval '2 minutes' WHERE idempotency_key = 'abandoned'`
      assert.strictEqual((yield* claim("abandoned"))._tag, "Claimed")
      assert.strictEqual((yield* claim("abandoned"))._tag, "Pending")
    }),
  )

  it.effect("lets exactly one of many concurrent requests claim a key", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const userId = yield* newUser
      const claims = yield* Effect.all(
        Array.from({ length: 8 }, () =>
          store.claimRequest({
            userId,
            key: "race",
            fingerprint: "answers",
            abandonedAfter: Duration.minutes(1),
          }),
        ),
        { concurrency: "unbounded" },
      )
      assert.strictEqual(claims.filter((c) => c._tag === "Claimed").length, 1)
      assert.strictEqual(claims.filter((c) => c._tag === "Pending").length, 7)
    }),
  )

  it.effect(
    "sums up each analyst's last day per prompt version: analyses, fallbacks and dropped lines by reason, median and p95 time, deleted reports too",
    () =>
      Effect.gen(function* () {
        const store = yield* AnalysisStore
        const sql = yield* SqlClient.SqlClient
        const userId = yield* newUser
        const model = `model-${unique()}`
        const ai = new AnalystName({ provider: "anthropic", model })
        const saved: Array<{ readonly id: AnalysisId }> = []
        for (const [durationMillis, fallbackReason, droppedLines] of [
          [100, undefined, [dropped("texture"), dropped("generic")]],
          [200, undefined, [dropped("texture")]],
          [300, "Timeout", []],
          [400, "Contradicted", [dropped("wash"), dropped("texture"), dropped("scalp")]],
          [1000, "CircuitOpen", []],
        ] as const) {
          saved.push(
            yield* store.save(
              analysis({
                userId,
                results,
                fallbackUsed: fallbackReason !== undefined,
                answers,
                textInputs,
                analyst: ai,
                durationMillis,
                fallbackReason,
                promptVersion: "report-2",
                droppedLines,
              }),
            ),
          )
        }
        // Deleting a report keeps it in the figures: they are about the analyst.
        yield* store.delete(saved[3]!.id, userId)
        // the same model asked with another prompt is its own row
        yield* store.save(
          analysis({
            userId,
            results,
            fallbackUsed: false,
            answers,
            textInputs,
            analyst: ai,
            promptVersion: "report-1",
          }),
        )
        // one from two days ago does not count
        const { id: old } = yield* store.save(
          analysis({
            userId,
            results,
            fallbackUsed: true,
            answers,
            textInputs,
            analyst: ai,
            fallbackReason: "Network",
          }),
        )
        yield* sql`UPDATE analyses SET created_at = now() - interval '2 days' WHERE id = ${old}`
        yield* sql`
          UPDATE analysis_runs SET created_at = now() - interval '2 days'
          WHERE seq = (SELECT max(seq) FROM analysis_runs WHERE analyst_model = ${model})
        `

        // The database's clock, not the test clock: rows are stamped by now().
        const since = DateTime.makeUnsafe(Date.now() - 24 * 60 * 60 * 1000)
        const mine = (yield* store.analystActivity(since)).filter((a) => a.model === model)
        assert.deepStrictEqual(
          mine.map((row) => ({ ...row })),
          [
            {
              provider: "anthropic",
              model,
              promptVersion: "report-2",
              analyses: 5,
              fallbacks: { Timeout: 1, Contradicted: 1, CircuitOpen: 1 },
              analysesWithDroppedLines: 3,
              droppedLines: { texture: 3, generic: 1, wash: 1, scalp: 1 },
              medianMillis: 300,
              p95Millis: 880,
            },
            {
              provider: "anthropic",
              model,
              promptVersion: "report-1",
              analyses: 1,
              fallbacks: {},
              analysesWithDroppedLines: 0,
              droppedLines: {},
              medianMillis: 1,
              p95Millis: 1,
            },
          ],
        )
      }),
  )
}
