import { mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Mailer } from "@strand/domain/mail/Mailer"
import { ConfigProvider, Effect, Exit, Layer, Logger } from "effect"
import { mailConfig, mailerLayer } from "./MailTransports.ts"

const temporaryFolder = Effect.acquireRelease(
  Effect.promise(() => mkdtemp(join(tmpdir(), "strand-mailer-"))),
  (dir) => Effect.promise(() => rm(dir, { recursive: true, force: true })),
)

const read = (env: Record<string, string>) =>
  mailConfig.parse(ConfigProvider.fromEnv({ env })).pipe(Effect.exit)

const send = Effect.gen(function* () {
  yield* (yield* Mailer).send({ to: "ada@example.com", subject: "Hi", text: "Hello" })
})

describe("MAIL_TRANSPORT", () => {
  it.effect("folder (the default, and its old name outbox) writes into <dataDir>/mail", () =>
    Effect.gen(function* () {
      for (const env of [{}, { MAIL_TRANSPORT: "outbox" }] as Array<Record<string, string>>) {
        const dataDir = yield* temporaryFolder
        const config = yield* mailConfig.parse(ConfigProvider.fromEnv({ env }))
        assert.strictEqual(config.transport.id, "folder")
        yield* send.pipe(Effect.provide(mailerLayer(config, dataDir)))
        const files = yield* Effect.promise(() => readdir(join(dataDir, "mail")))
        assert.strictEqual(files.filter((name) => name.endsWith(".eml")).length, 1)
      }
    }),
  )

  it.effect("the old name outbox warns at start that it is deprecated; folder does not", () =>
    Effect.gen(function* () {
      for (const [env, warnings] of [
        [
          { MAIL_TRANSPORT: "outbox" },
          [
            "MAIL_TRANSPORT=outbox is deprecated: it is now called folder; set MAIL_TRANSPORT=folder",
          ],
        ],
        [{ MAIL_TRANSPORT: "folder" }, []],
      ] as const) {
        const logged: Array<string> = []
        const collector = Logger.make((options) => {
          if (options.logLevel === "Warn") logged.push(String(options.message))
        })
        const dataDir = yield* temporaryFolder
        const config = yield* mailConfig.parse(ConfigProvider.fromEnv({ env }))
        yield* Layer.build(mailerLayer(config, dataDir)).pipe(
          Effect.provide(Logger.layer([collector])),
        )
        assert.deepStrictEqual(logged, [...warnings])
      }
    }),
  )

  it.effect("smtp without SMTP_URL stops at startup and says what is missing", () =>
    Effect.gen(function* () {
      const exit = yield* read({ MAIL_TRANSPORT: "smtp" })
      assert.include(
        String(Exit.isFailure(exit) ? exit.cause : ""),
        "MAIL_TRANSPORT=smtp needs SMTP_URL",
      )
    }),
  )

  it.effect("smtp with SMTP_URL builds without contacting the server", () =>
    Effect.gen(function* () {
      const config = yield* mailConfig.parse(
        ConfigProvider.fromEnv({ env: { MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://127.0.0.1:1" } }),
      )
      const exit = yield* Layer.build(mailerLayer(config, "./unused")).pipe(Effect.exit)
      assert.isTrue(Exit.isSuccess(exit))
    }),
  )
})
