/**
 * Migrations are append-only: once a migration has shipped, databases have
 * run it and will never run it again, so editing it changes nothing for them
 * and silently splits the schema in two. Each file's SHA-256 is committed in
 * migrations/SHA256SUMS; these tests fail when a listed file changes or
 * disappears, and tell how to list a new one. A new migration is numbered
 * above every released one (ReleasedSchemas.ts), and every released
 * migration is kept as it shipped, so the upgrade tests can build each
 * released schema.
 */
import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import {
  earlierVersions,
  gitBlobId,
  isTodaysVersion,
} from "../testing/releasedMigrations/ReleasedMigrations.ts"
import { migrations } from "./Migrations.ts"
import { isNumberedAfterReleases, migrationNumber, releasedSchemas } from "./ReleasedSchemas.ts"

const folder = join(import.meta.dirname, "migrations")
const manifestPath = "adapters/src/db/migrations/SHA256SUMS"

const sha256 = (file: string) =>
  createHash("sha256")
    .update(readFileSync(join(folder, file)))
    .digest("hex")

/** SHA256SUMS as `sha256sum` writes it: "<hash>  <file>" per line. */
const manifest = new Map(
  readFileSync(join(folder, "SHA256SUMS"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [hash = "", file = ""] = line.trim().split(/\s+\*?/)
      return [file, hash] as const
    }),
)

const migrationFiles = readdirSync(folder)
  .filter((name) => /^\d{4}_.+\.ts$/.test(name))
  .sort()

describe("migrations are append-only", () => {
  it("a shipped migration is never edited", () => {
    for (const file of migrationFiles) {
      const listed = manifest.get(file)
      if (listed === undefined) continue
      assert.strictEqual(
        sha256(file),
        listed,
        `${file} has changed since it shipped. Databases that already ran it will never run it again, so the change would reach only new databases. Undo the edit and put the change in a new migration that brings existing databases level.`,
      )
    }
  })

  it("a shipped migration is never deleted", () => {
    for (const file of manifest.keys()) {
      assert.include(
        migrationFiles,
        file,
        `${file} is listed in ${manifestPath} but is missing: a shipped migration must stay.`,
      )
    }
  })

  it("a new migration is listed in the manifest", () => {
    for (const file of migrationFiles) {
      assert.isTrue(
        manifest.has(file),
        `New migration ${file} is not listed in ${manifestPath}. When it is final, list it from the repository root with:\n  (cd adapters/src/db/migrations && sha256sum ${file} >> SHA256SUMS)\nand commit SHA256SUMS with it. From then on the file must not change.`,
      )
    }
  })

  it.effect("every migration file is registered in Migrations.ts, in order", () =>
    Effect.gen(function* () {
      const registered = (yield* migrations).map(
        ([id, name]) => `${String(id).padStart(4, "0")}_${name}.ts`,
      )
      assert.deepStrictEqual(registered, migrationFiles)
    }),
  )

  it("a new migration is numbered above every released one", () => {
    const released = new Set(releasedSchemas.flatMap((schema) => Object.keys(schema.migrations)))
    for (const file of migrationFiles) {
      const name = file.replace(/\.ts$/, "")
      if (released.has(name)) continue
      assert.isTrue(
        isNumberedAfterReleases(migrationNumber(name)),
        `${file} is new, but a released build has already recorded a higher migration (ReleasedSchemas.ts), and its number was not handed out before that release: a database that build migrated would never run ${file} under a migrator that only looks upwards, and readers of the history would not know when it ran. Number it above every released one.`,
      )
    }
  })

  it("the numbering rule holds numbers below a release back, unless they were handed out", () => {
    assert.isFalse(isNumberedAfterReleases(30), "below 0035")
    assert.isTrue(isNumberedAfterReleases(38), "handed out before 0060 shipped")
    assert.isFalse(isNumberedAfterReleases(60))
    assert.isTrue(isNumberedAfterReleases(61))
  })

  it("every released migration is kept as it shipped", () => {
    for (const schema of releasedSchemas) {
      for (const [file, blob] of Object.entries(schema.migrations)) {
        assert.isTrue(
          isTodaysVersion(file, blob) || earlierVersions[`${file}@${blob}`] !== undefined,
          `${file} as shipped in ${schema.commit} (git blob ${blob}) is neither today's file nor kept in adapters/src/testing/releasedMigrations/ (git show ${blob} > that folder's ${file}.${blob}.ts)`,
        )
      }
    }
  })

  it("the kept copies are byte for byte what shipped", () => {
    const kept = join(import.meta.dirname, "..", "testing", "releasedMigrations")
    for (const copy of readdirSync(kept).filter((name) =>
      /^\d{4}_.+\.[0-9a-f]{7}\.ts$/.test(name),
    )) {
      const blob = copy.slice(-10, -3)
      assert.isTrue(
        gitBlobId(join(kept, copy)).startsWith(blob),
        `${copy} is not the migration its name says (git blob ${blob}); restore it with git show ${blob}`,
      )
    }
  })
})
