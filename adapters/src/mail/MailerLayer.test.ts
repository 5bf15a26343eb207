import { mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Mailer } from "@strand/domain/mail/Mailer"
import { Cause, Effect, Exit, Layer, Option, Redacted } from "effect"
import { mailerFromConfig } from "./MailerLayer.ts"

const temporaryFolder = Effect.acquireRelease(
  Effect.promise(() => mkdtemp(join(tmpdir(), "strand-mailer-"))),
  (dir) => Effect.promise(() => rm(dir, { recursive: true, force: true })),
)

const send = Effect.gen(function* () {
  yield* (yield* Mailer).send({ to: "ada@example.com", subject: "Hi", text: "Hello" })
})

describe("mailerFromConfig", () => {
  it.effect("folder writes into <dataDir>/mail", () =>
    Effect.gen(function* () {
      const dataDir = yield* temporaryFolder
      yield* send.pipe(
        Effect.provide(
          mailerFromConfig({
            transport: "folder",
            smtpUrl: Option.none(),
            dataDir,
            from: "Strand <hello@strand.test>",
          }),
        ),
      )
      const files = yield* Effect.promise(() => readdir(join(dataDir, "mail")))
      assert.strictEqual(files.filter((name) => name.endsWith(".eml")).length, 1)
    }),
  )

  it.effect("smtp without SMTP_URL stops at startup and says what is missing", () =>
    Effect.gen(function* () {
      const exit = yield* Layer.build(
        mailerFromConfig({
          transport: "smtp",
          smtpUrl: Option.none(),
          dataDir: "./unused",
          from: "Strand <hello@strand.test>",
        }),
      ).pipe(Effect.exit)
      assert.isTrue(Exit.isFailure(exit))
      if (Exit.isFailure(exit)) assert.include(Cause.pretty(exit.cause), "SMTP_URL")
    }),
  )

  it.effect("smtp with SMTP_URL builds without contacting the server", () =>
    Effect.gen(function* () {
      const exit = yield* Layer.build(
        mailerFromConfig({
          transport: "smtp",
          smtpUrl: Option.some(Redacted.make("smtp://127.0.0.1:1")),
          dataDir: "./unused",
          from: "Strand <hello@strand.test>",
        }),
      ).pipe(Effect.exit)
      assert.isTrue(Exit.isSuccess(exit))
    }),
  )
})
