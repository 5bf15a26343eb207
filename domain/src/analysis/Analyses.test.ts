import { assert, describe, it } from "@effect/vitest"
import {
  Cause,
  Clock,
  DateTime,
  Duration,
  Effect,
  Exit,
  Fiber,
  Layer,
  Logger,
  Option,
  Ref,
} from "effect"
import { TestClock } from "effect/testing"
import { writeRulesReport } from "../analyst/RulesReport.ts"
import { NoteReader } from "../notes/NoteReader.ts"
import { readingOf } from "../notes/testing/Readings.ts"
import type { TextInputs } from "../quiz/QuizAnswers.ts"
import { RateLimited, RateLimiter } from "../ratelimit/RateLimiter.ts"
import { AnalysisResults } from "../report/AnalysisResults.ts"
import { UserId } from "../user/User.ts"
import {
  Analyses,
  type AnalysisAuthor,
  AnalysisNotFound,
  IdempotencyKeyReused,
} from "./Analyses.ts"
import {
  AnalysisId,
  AnalysisStore,
  AnalysisSummary,
  AnalystActivity,
  type RequestClaim,
  StoredAnalysis,
} from "./AnalysisStore.ts"
import { analystPromptVersion } from "./AnalystPrompt.ts"
import {
  type AnalystAsk,
  AnalystName,
  HairAnalyst,
  HairAnalystError,
  type HairAnalystFailure,
  rulesProvider,
} from "./HairAnalyst.ts"
import { rulesFloor } from "./SafetyFloor.ts"
import {
  aiAnswerFor,
  aiReportFor,
  aiSnapshotMarker,
  driftingLines,
  reassuringLine,
} from "./testing/AiReports.ts"

const owner: AnalysisAuthor = {
  id: UserId.make("7b0c1b9e-0000-4000-8000-000000000001"),
  name: "Amara",
}
const stranger: AnalysisAuthor = {
  id: UserId.make("7b0c1b9e-0000-4000-8000-000000000002"),
  name: "Sam",
}

const body = {
  userName: " Amara ",
  answers: {
    gender: "female",
    hormonal_stage: "postpartum",
    scalp_condition: ["itchy_flaky"],
    hair_texture: "coily",
  },
  textInputs: { texture_notes: " tighter at the nape " },
}
/** What the test's note reader finds in any notes. */
const noteReading = readingOf({ kind: "tight_styles", note: "texture_notes", words: "tighter" })
/** Reads every note as `noteReading`, and remembers the notes it was given. */
const notesRead: Array<TextInputs> = []
const testNoteReader = Layer.succeed(
  NoteReader,
  NoteReader.of({
    read: (notes) =>
      Effect.sync(() => {
        notesRead.push(notes)
        return noteReading
      }),
  }),
)
/** What the analysts receive for `body`: the account's name, trimmed notes and their reading. */
const validRequest = {
  userName: "Amara",
  answers: body.answers,
  textInputs: { texture_notes: "tighter at the nape" },
  reading: noteReading,
}
const rulesReport = writeRulesReport(validRequest)

/** The provider answers as JSON text, like a chat completion; every line cites her first answer. */
const aiText = JSON.stringify(aiAnswerFor("Amara"))

interface Claim {
  readonly fingerprint: string
  readonly claimedAt: number
  readonly analysisId: AnalysisId | undefined
}

/** A complete in-memory AnalysisStore, keeping rows in insertion order. */
const memoryStore = Layer.effect(
  AnalysisStore,
  Effect.gen(function* () {
    const rows = yield* Ref.make<ReadonlyArray<StoredAnalysis>>([])
    const claims = yield* Ref.make<ReadonlyMap<string, Claim>>(new Map())
    const claimKey = (userId: string, key: string) => `${userId}:${key}`
    return AnalysisStore.of({
      save: (analysis) =>
        Effect.gen(function* () {
          const id = AnalysisId.make(crypto.randomUUID())
          const createdAt = yield* DateTime.now
          const { idempotencyKey, ...fields } = analysis
          yield* Ref.update(rows, (all) => [
            ...all,
            new StoredAnalysis({ id, createdAt, reportVersion: 2, ...fields }),
          ])
          if (idempotencyKey !== undefined) {
            yield* Ref.update(claims, (all) => {
              const next = new Map(all)
              const claim = next.get(claimKey(analysis.userId, idempotencyKey))
              if (claim !== undefined)
                next.set(claimKey(analysis.userId, idempotencyKey), { ...claim, analysisId: id })
              return next
            })
          }
          return { id, createdAt }
        }),
      find: (id) =>
        Ref.get(rows).pipe(
          Effect.map((all) => Option.fromNullishOr(all.find((row) => row.id === id))),
        ),
      listFor: (userId, page) =>
        Ref.get(rows).pipe(
          Effect.map((all) => {
            const newestFirst = all.filter((row) => row.userId === userId).reverse()
            const start =
              page.after === undefined
                ? 0
                : newestFirst.findIndex((row) => row.id === page.after) + 1
            const rest = newestFirst.slice(start)
            const analyses = rest.slice(0, page.limit).map(
              (row) =>
                new AnalysisSummary({
                  id: row.id,
                  fallbackUsed: row.fallbackUsed,
                  createdAt: row.createdAt,
                }),
            )
            const last = analyses.at(-1)?.id
            return rest.length > page.limit && last !== undefined
              ? { analyses, older: last }
              : { analyses }
          }),
        ),
      delete: (id, userId) =>
        Ref.modify(rows, (all) => {
          const kept = all.filter((row) => !(row.id === id && row.userId === userId))
          return [kept.length < all.length, kept]
        }),
      claimRequest: (request) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const key = claimKey(request.userId, request.key)
          return yield* Ref.modify(claims, (all): [RequestClaim, ReadonlyMap<string, Claim>] => {
            const existing = all.get(key)
            const take = () => {
              const next = new Map(all)
              next.set(key, {
                fingerprint: request.fingerprint,
                claimedAt: now,
                analysisId: undefined,
              })
              return [{ _tag: "Claimed" }, next] as [RequestClaim, ReadonlyMap<string, Claim>]
            }
            if (existing === undefined) return take()
            if (existing.fingerprint !== request.fingerprint) return [{ _tag: "Mismatch" }, all]
            if (existing.analysisId !== undefined) {
              return [{ _tag: "Done", analysisId: existing.analysisId }, all]
            }
            if (now - existing.claimedAt > Duration.toMillis(request.abandonedAfter)) return take()
            return [{ _tag: "Pending" }, all]
          })
        }),
      releaseRequest: (userId, key) =>
        Ref.update(claims, (all) => {
          const next = new Map(all)
          next.delete(claimKey(userId, key))
          return next
        }),
      analystActivity: () =>
        Ref.get(rows).pipe(
          Effect.map((all) => [
            new AnalystActivity({
              provider: "test",
              model: "memory",
              analyses: all.length,
              fallbacks: {},
              analysesWithDroppedLines: 0,
              droppedLines: {},
            }),
          ]),
        ),
    })
  }),
)

/** Counts attempts per subject; past the limit, RateLimited with the window's rest. */
const memoryRateLimiter = Layer.effect(
  RateLimiter,
  Effect.gen(function* () {
    const counts = yield* Ref.make<ReadonlyMap<string, number>>(new Map())
    return RateLimiter.of({
      attempt: (rule, subject) =>
        Effect.gen(function* () {
          const key = `${rule.action}:${subject}`
          const count = yield* Ref.modify(counts, (all) => {
            const next = (all.get(key) ?? 0) + 1
            return [next, new Map(all).set(key, next)]
          })
          if (count > rule.limit) {
            return yield* new RateLimited({
              action: rule.action,
              retryAfterSeconds: rule.windowSeconds,
            })
          }
        }),
    })
  }),
)

const testAnalyst = new AnalystName({ provider: "test", model: "test-model" })

/** Analyses over a fresh memory store, with `analyse` as the configured analyst. */
const analysesWith = (
  analyse: (ask: AnalystAsk) => Effect.Effect<unknown, HairAnalystError>,
  settings: Partial<Parameters<typeof Analyses.layer>[0]> = {},
  name: AnalystName = testAnalyst,
) =>
  Analyses.layer({
    providerBudget: Duration.seconds(30),
    analysesPerHour: 20,
    breaker: { failureThreshold: 5, coolDown: Duration.seconds(30) },
    retries: { retries: 2, baseDelay: Duration.millis(500) },
    shutdownGrace: Duration.seconds(3),
    duplicatePollInterval: Duration.millis(250),
    ...settings,
  }).pipe(
    Layer.provideMerge(Layer.mergeAll(memoryStore, memoryRateLimiter)),
    Layer.provide(Layer.succeed(HairAnalyst, HairAnalyst.of({ name, analyse }))),
    Layer.provide(testNoteReader),
  )

/** An analyst that records what it is asked and answers with `answer` each time. */
const recordingAnalyst = (answer: (call: number) => Effect.Effect<unknown, HairAnalystError>) => {
  const asked: Array<AnalystAsk> = []
  return {
    asked,
    analyse: (ask: AnalystAsk) =>
      Effect.suspend(() => {
        asked.push(ask)
        return answer(asked.length)
      }),
  }
}

const failing = (reason: HairAnalystFailure, retryAfterMillis?: number) =>
  Effect.fail(
    new HairAnalystError({ reason, message: `provider said ${reason}`, retryAfterMillis }),
  )

/** The person's reports on one page, newest first. */
const listed = (userId: UserId) =>
  Effect.flatMap(Analyses, (analyses) => analyses.list(userId, { limit: 100 })).pipe(
    Effect.map((page) => page.analyses),
  )

const storedOf = (analysisId: AnalysisId) =>
  Effect.flatMap(AnalysisStore, (store) => store.find(analysisId)).pipe(
    Effect.map(Option.getOrThrow),
  )

describe("Analyses: the report from the configured analyst", () => {
  const ai = recordingAnalyst(() => Effect.succeed(aiText))
  it.effect("stores the provider's report, read and normalised, with analyst and duration", () =>
    Effect.gen(function* () {
      const analysed = yield* (yield* Analyses).analyse(owner, body)
      assert.isFalse(analysed.fallbackUsed)
      assert.include(analysed.results.routineSnapshot, aiSnapshotMarker)
      assert.strictEqual(analysed.results.productTexture.recommended, "Rich")
      const stored = yield* storedOf(analysed.analysisId)
      assert.strictEqual(stored.userId, owner.id)
      assert.deepStrictEqual(stored.results, analysed.results)
      assert.deepStrictEqual(stored.answers, validRequest.answers)
      assert.deepStrictEqual(stored.textInputs, validRequest.textInputs)
      // The notes were read once, as checked, and that reading is kept with the report,
      // with the provider's (which added nothing here) merged in.
      assert.deepStrictEqual(notesRead.at(-1), validRequest.textInputs)
      assert.deepStrictEqual(stored.noteReading.statements, noteReading.statements)
      assert.strictEqual(stored.noteReading.reader, "test+test/test-model")
      assert.strictEqual(stored.promptVersion, analystPromptVersion)
      assert.deepStrictEqual(stored.droppedLines, [])
      assert.deepStrictEqual(stored.analyst, testAnalyst)
      assert.isUndefined(stored.fallbackReason)
      assert.isNumber(stored.durationMillis)
      assert.deepStrictEqual(stored.createdAt, analysed.createdAt)
    }).pipe(Effect.provide(analysesWith(ai.analyse))),
  )

  it.effect("asks with the checked request and the domain's prompt, in the account's name", () => {
    const analyst = recordingAnalyst(() => Effect.succeed(aiText))
    return Effect.gen(function* () {
      const analyses = yield* Analyses
      yield* analyses.analyse(owner, { ...body, userName: "Mallory" })
      yield* analyses.analyse({ ...owner, name: null }, body)
      assert.deepStrictEqual(analyst.asked[0]?.request, validRequest)
      assert.include(analyst.asked[0]?.prompt.user ?? "", '"Amara"')
      assert.notInclude(analyst.asked[0]?.prompt.user ?? "", "Mallory")
      assert.strictEqual(analyst.asked[1]?.request.userName, "there")
    }).pipe(Effect.provide(analysesWith(analyst.analyse)))
  })

  it.effect(
    "keeps the rule engine's red flags under the provider's report and shapes the tips like its",
    () =>
      Effect.gen(function* () {
        const analysed = yield* (yield* Analyses).analyse(owner, body)
        const ai = aiReportFor("Amara")
        // every rule-engine red flag, first and in order, then the provider's own
        assert.deepStrictEqual(analysed.results.redFlags, [...rulesReport.redFlags, ...ai.redFlags])
        assert.isAtLeast(analysed.results.stylingBuildUp.length, rulesReport.stylingBuildUp.length)
        // the rules' tips the lock never hides first, then the provider's
        const kept = rulesFloor(validRequest).lines.keptTips ?? []
        assert.deepStrictEqual(
          analysed.results.stylingBuildUp.slice(0, kept.length + ai.stylingBuildUp.length),
          [...kept, ...ai.stylingBuildUp],
        )
      }).pipe(Effect.provide(analysesWith(() => Effect.succeed(aiText)))),
  )
})

describe("Analyses: the provider's lines against the person", () => {
  // Amara's hair is coily and her scalp flakes: "wavy" and "balanced" contradict her.
  const drifting = (lines: ReadonlyArray<string>) => {
    const report = aiReportFor("Amara")
    return JSON.stringify(
      aiAnswerFor("Amara", { report: { ...report, doingWell: [...report.doingWell, ...lines] } }),
    )
  }

  it.effect("drops a contradicting line, gives the rest, and keeps why with the report", () =>
    Effect.gen(function* () {
      const analysed = yield* (yield* Analyses).analyse(owner, body)
      assert.isFalse(analysed.fallbackUsed)
      assert.notInclude(analysed.results.doingWell, driftingLines.wavy)
      const stored = yield* storedOf(analysed.analysisId)
      assert.deepStrictEqual(
        stored.droppedLines?.map((line) => [line.section, line.reason, line.check, line.text]),
        [["doingWell", "texture", "texture:wavy", driftingLines.wavy]],
      )
    }).pipe(Effect.provide(analysesWith(() => Effect.succeed(drifting([driftingLines.wavy]))))),
  )

  it.effect("past the threshold the rule engine answers, recorded as Contradicted", () =>
    Effect.gen(function* () {
      const analysed = yield* (yield* Analyses).analyse(owner, body)
      assert.isTrue(analysed.fallbackUsed)
      assert.deepStrictEqual(analysed.results, rulesReport)
      const stored = yield* storedOf(analysed.analysisId)
      assert.strictEqual(stored.fallbackReason, "Contradicted")
      assert.strictEqual(stored.promptVersion, analystPromptVersion)
      assert.isAtLeast(stored.droppedLines?.length ?? 0, 5)
    }).pipe(
      Effect.provide(
        analysesWith(() =>
          Effect.succeed(
            drifting([
              driftingLines.wavy,
              driftingLines.balanced,
              driftingLines.wavy,
              reassuringLine,
              reassuringLine,
            ]),
          ),
        ),
      ),
    ),
  )
})

describe("Analyses: the rule engine answers when the analyst fails", () => {
  const fallsBackWith = (
    expected: string,
    analyse: (ask: AnalystAsk) => Effect.Effect<unknown, HairAnalystError>,
  ) =>
    Effect.gen(function* () {
      const analysed = yield* (yield* Analyses).analyse(owner, body)
      assert.isTrue(analysed.fallbackUsed)
      assert.deepStrictEqual(analysed.results, rulesReport)
      const stored = yield* storedOf(analysed.analysisId)
      assert.isTrue(stored.fallbackUsed)
      assert.deepStrictEqual(stored.results, rulesReport)
      assert.strictEqual(stored.fallbackReason, expected)
      assert.deepStrictEqual(stored.analyst, testAnalyst)
    }).pipe(Effect.provide(analysesWith(analyse)))

  for (const reason of ["Rejected", "Refused", "Truncated", "InvalidResponse"] as const) {
    it.effect(`records ${reason} and does not ask again`, () => {
      const analyst = recordingAnalyst(() => failing(reason))
      return fallsBackWith(reason, analyst.analyse).pipe(
        Effect.tap(() => Effect.sync(() => assert.strictEqual(analyst.asked.length, 1))),
      )
    })
  }

  for (const reason of ["RateLimited", "Unavailable", "Network", "Timeout"] as const) {
    it.effect(`records ${reason} after the bounded retries`, () => {
      const analyst = recordingAnalyst(() => failing(reason))
      return Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(fallsBackWith(reason, analyst.analyse))
        yield* TestClock.adjust("5 seconds")
        yield* Fiber.join(fiber)
        assert.strictEqual(analyst.asked.length, 3)
      })
    })
  }

  it.effect(
    "reads answers that are not JSON, not an object, not a usable report or self-contradicting as InvalidResponse",
    () =>
      Effect.gen(function* () {
        const ai = aiReportFor("Amara")
        for (const answer of [
          "Sorry, I can't help with that.",
          "[1, 2, 3]",
          JSON.stringify({ report: "Your hair is lovely." }),
          JSON.stringify(aiAnswerFor("Amara", { report: { ...ai, routineSnapshot: "" } })),
          JSON.stringify(
            aiAnswerFor("Amara", { report: { ...ai, scienceNotes: [], doingWell: [] } }),
          ),
          JSON.stringify(
            aiAnswerFor("Amara", {
              report: {
                ...ai,
                avoidForNow: ["Stop the minoxidil 5% and take biotin 10 mg daily."],
              },
            }),
          ),
          // its only praise reassures beside the red flags the rule engine keeps for her flaking scalp
          JSON.stringify(
            aiAnswerFor("Amara", {
              report: { ...ai, doingWell: ["No warning signs: your scalp is in great shape."] },
            }),
          ),
        ]) {
          yield* fallsBackWith("InvalidResponse", () => Effect.succeed(answer))
        }
      }),
  )

  it.effect("records a defect as Defect and logs it as an error", () => {
    const logged: Array<{ level: string; message: unknown }> = []
    const collector = Logger.make((options) => {
      logged.push({ level: options.logLevel, message: options.message })
    })
    return fallsBackWith("Defect", () => Effect.die(new Error("SDK bug"))).pipe(
      Effect.provide(Logger.layer([collector])),
      Effect.tap(() =>
        Effect.sync(() => {
          assert.isTrue(
            logged.some(
              (line) => line.level === "Error" && String(line.message).includes("defect"),
            ),
          )
        }),
      ),
    )
  })

  it.effect("gives the analyst 30 s in all, then falls back with Timeout", () =>
    Effect.gen(function* () {
      const analyses = yield* Analyses
      const fiber = yield* Effect.forkChild(analyses.analyse(owner, body))
      yield* TestClock.adjust("29 seconds")
      assert.isUndefined(fiber.pollUnsafe())
      yield* TestClock.adjust("1 second")
      const analysed = yield* Fiber.join(fiber)
      assert.isTrue(analysed.fallbackUsed)
      assert.strictEqual((yield* storedOf(analysed.analysisId)).fallbackReason, "Timeout")
    }).pipe(Effect.provide(analysesWith(() => Effect.never))),
  )

  it.effect("retries a 503 and uses the answer that follows", () => {
    const analyst = recordingAnalyst((call) =>
      call < 3 ? failing("Unavailable") : Effect.succeed(aiText),
    )
    return Effect.gen(function* () {
      const fiber = yield* Effect.forkChild((yield* Analyses).analyse(owner, body))
      yield* TestClock.adjust("5 seconds")
      const analysed = yield* Fiber.join(fiber)
      assert.isFalse(analysed.fallbackUsed)
      assert.strictEqual(analyst.asked.length, 3)
    }).pipe(Effect.provide(analysesWith(analyst.analyse)))
  })

  it.effect("waits at least the provider's Retry-After before asking again", () => {
    const analyst = recordingAnalyst((call) =>
      call === 1 ? failing("RateLimited", 8000) : Effect.succeed(aiText),
    )
    return Effect.gen(function* () {
      const fiber = yield* Effect.forkChild((yield* Analyses).analyse(owner, body))
      yield* TestClock.adjust("7900 millis")
      assert.strictEqual(analyst.asked.length, 1)
      yield* TestClock.adjust("200 millis")
      assert.isFalse((yield* Fiber.join(fiber)).fallbackUsed)
      assert.strictEqual(analyst.asked.length, 2)
    }).pipe(Effect.provide(analysesWith(analyst.analyse)))
  })

  it.effect("does not wait for a Retry-After that ends past the budget", () => {
    const analyst = recordingAnalyst(() => failing("RateLimited", 60_000))
    return Effect.gen(function* () {
      const analysed = yield* (yield* Analyses).analyse(owner, body)
      assert.isTrue(analysed.fallbackUsed)
      assert.strictEqual(analyst.asked.length, 1)
      assert.strictEqual((yield* storedOf(analysed.analysisId)).fallbackReason, "RateLimited")
    }).pipe(Effect.provide(analysesWith(analyst.analyse)))
  })
})

describe("Analyses: the circuit breaker", () => {
  it.effect(
    "opens after 5 failures in a row, skips the provider for 30 s, then closes on a good trial",
    () => {
      let healthy = false
      const analyst = recordingAnalyst(() =>
        healthy ? Effect.succeed(aiText) : failing("Rejected"),
      )
      return Effect.gen(function* () {
        const analyses = yield* Analyses
        for (let i = 0; i < 5; i++) yield* analyses.analyse(owner, body)
        assert.strictEqual(analyst.asked.length, 5)
        assert.strictEqual((yield* analyses.analystOverview()).breaker.state, "open")

        const skipped = yield* analyses.analyse(owner, body)
        assert.strictEqual(analyst.asked.length, 5, "the provider is not asked while open")
        assert.strictEqual((yield* storedOf(skipped.analysisId)).fallbackReason, "CircuitOpen")

        healthy = true
        yield* TestClock.adjust("30 seconds")
        assert.strictEqual((yield* analyses.analystOverview()).breaker.state, "half-open")
        const trial = yield* analyses.analyse(owner, body)
        assert.isFalse(trial.fallbackUsed)
        assert.strictEqual(analyst.asked.length, 6)
        assert.strictEqual((yield* analyses.analystOverview()).breaker.state, "closed")
      }).pipe(Effect.provide(analysesWith(analyst.analyse)))
    },
  )

  it.effect("opens again for another cool-down when the trial fails", () => {
    const analyst = recordingAnalyst(() => failing("Rejected"))
    return Effect.gen(function* () {
      const analyses = yield* Analyses
      for (let i = 0; i < 5; i++) yield* analyses.analyse(owner, body)
      yield* TestClock.adjust("30 seconds")
      yield* analyses.analyse(owner, body)
      assert.strictEqual(analyst.asked.length, 6)
      assert.strictEqual((yield* analyses.analystOverview()).breaker.state, "open")
      yield* analyses.analyse(owner, body)
      assert.strictEqual(analyst.asked.length, 6)
    }).pipe(Effect.provide(analysesWith(analyst.analyse)))
  })
})

describe("Analyses: repeated requests and the quota", () => {
  it.effect(
    "answers a repeated Idempotency-Key with the first analysis, asking the provider once",
    () => {
      const analyst = recordingAnalyst(() => Effect.succeed(aiText))
      return Effect.gen(function* () {
        const analyses = yield* Analyses
        const first = yield* analyses.analyse(owner, body, "key-1")
        const again = yield* analyses.analyse(owner, body, "key-1")
        assert.strictEqual(again.analysisId, first.analysisId)
        assert.deepStrictEqual(again.results, first.results)
        assert.strictEqual(analyst.asked.length, 1)
        assert.strictEqual((yield* listed(owner.id)).length, 1)
        // the same key from someone else is their own request
        const theirs = yield* analyses.analyse(stranger, body, "key-1")
        assert.notStrictEqual(theirs.analysisId, first.analysisId)
      }).pipe(Effect.provide(analysesWith(analyst.analyse)))
    },
  )

  it.effect("makes concurrent duplicates wait for the first", () => {
    const analyst = recordingAnalyst(() => Effect.sleep("2 seconds").pipe(Effect.as(aiText)))
    return Effect.gen(function* () {
      const analyses = yield* Analyses
      const fibers = yield* Effect.forEach([1, 2, 3], () =>
        Effect.forkChild(analyses.analyse(owner, body, "double-click")),
      )
      yield* TestClock.adjust("3 seconds")
      const results = yield* Effect.forEach(fibers, Fiber.join)
      assert.strictEqual(new Set(results.map((r) => r.analysisId)).size, 1)
      assert.strictEqual(analyst.asked.length, 1)
    }).pipe(Effect.provide(analysesWith(analyst.analyse)))
  })

  it.effect("refuses a key used before for other answers", () =>
    Effect.gen(function* () {
      const analyses = yield* Analyses
      yield* analyses.analyse(owner, body, "key-2")
      const reused = yield* Effect.flip(
        analyses.analyse(
          owner,
          { ...body, answers: { ...body.answers, hair_texture: "wavy" } },
          "key-2",
        ),
      )
      assert.instanceOf(reused, IdempotencyKeyReused)
    }).pipe(Effect.provide(analysesWith(() => Effect.succeed(aiText)))),
  )

  it.effect("gives the key back when the analysis could not be made", () => {
    let calls = 0
    return Effect.gen(function* () {
      const analyses = yield* Analyses
      const exit = yield* Effect.exit(analyses.analyse(owner, body, "key-3"))
      assert.isTrue(Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause))
      const second = yield* analyses.analyse(owner, body, "key-3")
      assert.isFalse(second.fallbackUsed)
      assert.strictEqual(calls, 2)
    }).pipe(
      Effect.provide(
        analysesWith(() => {
          calls++
          return calls === 1 ? Effect.interrupt : Effect.succeed(aiText)
        }),
      ),
    )
  })

  it.effect("counts each new analysis against the hourly quota, repeats not", () =>
    Effect.gen(function* () {
      const analyses = yield* Analyses
      yield* analyses.analyse(owner, body, "a")
      yield* analyses.analyse(owner, body, "a")
      yield* analyses.analyse(owner, body)
      const limited = yield* Effect.flip(analyses.analyse(owner, body, "b"))
      assert.instanceOf(limited, RateLimited)
      // the refused key is free again once the quota allows
      assert.strictEqual((yield* listed(owner.id)).length, 2)
      yield* analyses.analyse(stranger, body)
    }).pipe(Effect.provide(analysesWith(() => Effect.succeed(aiText), { analysesPerHour: 2 }))),
  )
})

describe("Analyses: stopping", () => {
  it.effect(
    "lets a provider call in flight finish within the grace, else the rule engine answers",
    () =>
      Effect.gen(function* () {
        const analyses = yield* Analyses
        const fiber = yield* Effect.forkChild(analyses.analyse(owner, body))
        yield* TestClock.adjust("1 second")
        yield* analyses.stopWaitingForProviders
        yield* TestClock.adjust("3 seconds")
        const analysed = yield* Fiber.join(fiber)
        assert.isTrue(analysed.fallbackUsed)
        assert.strictEqual((yield* storedOf(analysed.analysisId)).fallbackReason, "ShuttingDown")
      }).pipe(Effect.provide(analysesWith(() => Effect.never))),
  )
})

describe("Analyses: requests, reading and deleting", () => {
  it.effect("rejects an invalid request before calling any analyst or storing anything", () => {
    let calls = 0
    return Effect.gen(function* () {
      const analyses = yield* Analyses
      const blankName = yield* Effect.flip(analyses.analyse(owner, { ...body, userName: "  " }))
      assert.strictEqual(blankName.message, "User name is required")
      const noAnswers = yield* Effect.flip(analyses.analyse(owner, { ...body, answers: {} }))
      assert.strictEqual(noAnswers.message, "Answers are required")
      const hidden = yield* Effect.flip(
        analyses.analyse(owner, {
          userName: "Sam",
          answers: { gender: "male", hair_texture: "curly" },
        }),
      )
      assert.strictEqual(
        hidden._tag === "ValidationError" ? hidden.field : undefined,
        "hair_texture",
      )
      assert.strictEqual(calls, 0)
      assert.deepStrictEqual(yield* listed(owner.id), [])
    }).pipe(
      Effect.provide(
        analysesWith(() => {
          calls++
          return Effect.succeed(aiText)
        }),
      ),
    )
  })

  it.effect("shows and deletes an analysis for its owner only", () =>
    Effect.gen(function* () {
      const analyses = yield* Analyses
      const { analysisId } = yield* analyses.analyse(owner, body)
      assert.strictEqual((yield* analyses.find(analysisId, owner.id)).id, analysisId)
      assert.instanceOf(
        yield* Effect.flip(analyses.find(analysisId, stranger.id)),
        AnalysisNotFound,
      )
      assert.instanceOf(
        yield* Effect.flip(analyses.remove(analysisId, stranger.id)),
        AnalysisNotFound,
      )
      assert.deepStrictEqual(
        (yield* listed(owner.id)).map((summary) => summary.id),
        [analysisId],
      )
      assert.deepStrictEqual(yield* listed(stranger.id), [])
      yield* analyses.remove(analysisId, owner.id)
      assert.instanceOf(yield* Effect.flip(analyses.find(analysisId, owner.id)), AnalysisNotFound)
      assert.instanceOf(yield* Effect.flip(analyses.remove(analysisId, owner.id)), AnalysisNotFound)
      assert.deepStrictEqual(yield* listed(owner.id), [])
    }).pipe(Effect.provide(analysesWith(() => Effect.succeed(aiText)))),
  )

  it.effect("gives the rule engine's report, unasked and unchecked, when it is the analyst", () => {
    const analyst = recordingAnalyst((call) => failing("Unavailable").pipe(Effect.as(call)))
    return Effect.gen(function* () {
      const analysed = yield* (yield* Analyses).analyse(owner, body)
      assert.isFalse(analysed.fallbackUsed)
      assert.deepStrictEqual(analysed.results, rulesReport)
      assert.instanceOf(analysed.results, AnalysisResults)
      assert.strictEqual(analyst.asked.length, 0)
      const stored = yield* storedOf(analysed.analysisId)
      assert.isUndefined(stored.promptVersion)
      assert.deepStrictEqual(stored.noteReading, noteReading)
    }).pipe(
      Effect.provide(
        analysesWith(
          analyst.analyse,
          {},
          new AnalystName({ provider: rulesProvider, model: "strand-rules" }),
        ),
      ),
    )
  })
})
