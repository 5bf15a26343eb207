/**
 * The recent builds' files: kept as each build starts, found by name, and
 * forgotten once their build is older than the last five started (a file
 * that a recent build also has stays). On PGlite, PostgreSQL and through
 * PgBouncer.
 */
import { assert, describe } from "@effect/vitest"
import { type BuildAsset, BuildAssets, keptBuilds } from "@strand/domain/site/BuildAssets"
import { Effect, Option } from "effect"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { PgBuildAssets } from "./PgBuildAssets.ts"

const bytes = (text: string) => new TextEncoder().encode(text)
const asset = (path: string, text: string): BuildAsset => ({
  path,
  contentType: "text/javascript; charset=utf-8",
  identity: bytes(text),
  br: bytes(`br:${text}`),
})

describe("PgBuildAssets", () =>
  onEachDatabase(PgBuildAssets, (it) => {
    it.effect("keeps each build's files and forgets those of builds past the last five", () =>
      Effect.gen(function* () {
        const builds = yield* BuildAssets
        const run = crypto.randomUUID().slice(0, 8)
        const shared = asset(`/assets/shared-${run}.js`, "shared")
        const firstOwn = asset(`/assets/first-${run}.js`, "first")
        yield* builds.keep(`first-${run}`, [shared, firstOwn])
        const found = Option.getOrThrow(yield* builds.find(firstOwn.path))
        assert.deepStrictEqual(
          { ...found, identity: [...found.identity], br: [...(found.br ?? [])] },
          {
            ...firstOwn,
            identity: [...firstOwn.identity],
            br: [...(firstOwn.br ?? [])],
            gzip: undefined,
          },
        )
        // Starting the same build again changes nothing it keeps.
        yield* builds.keep(`first-${run}`, [shared, firstOwn])
        for (let later = 1; later <= keptBuilds; later++) {
          yield* builds.keep(`later-${later}-${run}`, [
            shared,
            asset(`/assets/later-${later}-${run}.js`, `later ${later}`),
          ])
        }
        assert.isTrue(Option.isNone(yield* builds.find(firstOwn.path)), "the sixth build back")
        assert.isTrue(Option.isSome(yield* builds.find(shared.path)), "a recent build has it")
        assert.isTrue(Option.isSome(yield* builds.find(`/assets/later-1-${run}.js`)))
        assert.isTrue(Option.isNone(yield* builds.find(`/assets/never-${run}.js`)))
      }),
    )
  }))
