/**
 * Migrations are append-only: once a migration has shipped, databases have
 * run it and will never run it again, so editing it changes nothing for them
 * and silently splits the schema in two (issue 10, finding 0). Each file's
 * SHA-256 is committed in migrations/SHA256SUMS; these tests fail when a
 * listed file changes or disappears, and tell how to list a new one.
 */
import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { migrations } from "./Migrations.ts"

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
})
