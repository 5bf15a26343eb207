import { existsSync } from "node:fs"
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it, layer } from "@effect/vitest"
import { Mailer } from "@strand/domain/mail/Mailer"
import { Context, Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { contractFrom, DeliveredMail, mailerContract, parseDelivered } from "./MailerContract.ts"
import { mailFolderMailer } from "./MailFolderMailer.ts"

/** A temporary folder, removed with the scope. */
const temporaryFolder = Effect.acquireRelease(
  Effect.promise(() => mkdtemp(join(tmpdir(), "strand-mail-folder-"))),
  (dir) => Effect.promise(() => rm(dir, { recursive: true, force: true })),
)

const emlFiles = (dir: string) =>
  Effect.promise(async () => (await readdir(dir)).filter((name) => name.endsWith(".eml")).sort())

/** Reads the mail folder the way a person would: every .eml file, in name order. */
const readMailFolder = (dir: string) =>
  Effect.flatMap(emlFiles(dir), (names) =>
    Effect.promise(() =>
      Promise.all(names.map(async (name) => parseDelivered(await readFile(join(dir, name))))),
    ),
  )

class MailFolder extends Context.Service<MailFolder, { readonly dir: string }>()(
  "@strand/adapters/mail/MailFolderMailer.test/MailFolder",
) {}

// The mail folder sits two levels below a fresh folder that does not have them yet.
const mailFolderFixture = Layer.unwrap(
  Effect.map(temporaryFolder, (root) => {
    const dir = join(root, "data", "mail")
    return Layer.mergeAll(
      mailFolderMailer({ dir, from: contractFrom }),
      Layer.succeed(DeliveredMail, { delivered: readMailFolder(dir) }),
      Layer.succeed(MailFolder, { dir }),
    )
  }),
)

const fileNameShape = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-\d{6}-[0-9a-f]{8}\.eml$/

describe("MailFolderMailer", () => {
  layer(mailFolderFixture)("writes .eml files", (it) => {
    mailerContract(it)

    it.effect("names files by send time, so they sort in the order they were sent", () =>
      Effect.gen(function* () {
        const { dir } = yield* MailFolder
        const mailer = yield* Mailer
        const before = new Set(yield* emlFiles(dir))
        yield* TestClock.setTime(Date.parse("2026-11-21T23:59:01.123Z"))
        yield* mailer.send({ to: "a@example.com", subject: "same millisecond 1", text: "1" })
        yield* mailer.send({ to: "a@example.com", subject: "same millisecond 2", text: "2" })
        yield* TestClock.setTime(Date.parse("2026-11-21T23:59:01.124Z"))
        yield* mailer.send({ to: "a@example.com", subject: "a millisecond later", text: "3" })

        const names = (yield* emlFiles(dir)).filter((name) => !before.has(name))
        assert.strictEqual(names.length, 3)
        for (const name of names) assert.match(name, fileNameShape)
        assert.isTrue(names[0]?.startsWith("2026-11-21T23-59-01-123Z-000000-"))
        assert.isTrue(names[1]?.startsWith("2026-11-21T23-59-01-123Z-000001-"))
        assert.isTrue(names[2]?.startsWith("2026-11-21T23-59-01-124Z-000000-"))
        const subjects = yield* Effect.promise(() =>
          Promise.all(
            names.map(
              async (name) => (await parseDelivered(await readFile(join(dir, name)))).subject,
            ),
          ),
        )
        assert.deepStrictEqual(subjects, [
          "same millisecond 1",
          "same millisecond 2",
          "a millisecond later",
        ])
        // The Date header agrees with the file name.
        const raw = yield* Effect.promise(() => readFile(join(dir, names[0] ?? ""), "utf8"))
        assert.include(raw, "\nDate: Sat, 21 Nov 2026 23:59:01 +0000\n")
      }),
    )

    it.effect("writes complete RFC 5322 files with unix line endings and no leftovers", () =>
      Effect.gen(function* () {
        const { dir } = yield* MailFolder
        const mailer = yield* Mailer
        yield* mailer.send({
          to: "b@example.com",
          subject: "Line endings",
          text: "one\ntwo",
          html: "<p>one</p>",
        })
        const all = yield* Effect.promise(() => readdir(dir))
        assert.deepStrictEqual(
          all.filter((name) => !name.endsWith(".eml")),
          [],
          "no temporary files are left in the mail folder",
        )
        const newest = (yield* emlFiles(dir)).at(-1) ?? ""
        const raw = yield* Effect.promise(() => readFile(join(dir, newest), "utf8"))
        assert.notInclude(raw, "\r\n")
        assert.match(raw, /^MIME-Version: 1\.0$/m)
        assert.match(raw, /^Content-Type: multipart\/alternative;/m)
      }),
    )
  })

  it.effect("creates a missing mail folder when the layer is built", () =>
    Effect.gen(function* () {
      const dir = join(yield* temporaryFolder, "deep", "data", "mail")
      assert.isFalse(existsSync(dir))
      yield* Effect.gen(function* () {
        assert.isTrue(existsSync(dir), "the folder exists before anything is sent")
        yield* (yield* Mailer).send({ to: "c@example.com", subject: "Hi", text: "Hello" })
      }).pipe(Effect.provide(mailFolderMailer({ dir, from: contractFrom })))
      assert.strictEqual((yield* emlFiles(dir)).length, 1)
    }),
  )

  it.effect("fails with MailError, leaving nothing behind, when the folder cannot be written", () =>
    Effect.gen(function* () {
      const root = yield* temporaryFolder
      const dir = join(root, "mail")
      const error = yield* Effect.gen(function* () {
        // The folder disappears after startup and a file takes its place.
        yield* Effect.promise(async () => {
          await rm(dir, { recursive: true })
          await writeFile(dir, "not a folder")
        })
        return yield* (yield* Mailer).send({ to: "d@example.com", subject: "Hi", text: "Hello" })
      }).pipe(Effect.provide(mailFolderMailer({ dir, from: contractFrom })), Effect.flip)
      assert.strictEqual(error._tag, "MailError")
      assert.strictEqual(error.reason, "Unknown")
      assert.include(error.message, "ENOTDIR")
      assert.notInclude(error.message, "d@example.com")
      assert.deepStrictEqual(yield* Effect.promise(() => readdir(root)), ["mail"])
    }),
  )
})
