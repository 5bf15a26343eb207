/** The recent web builds' hashed files on PostgreSQL (embedded PGlite or a real server). */
import { type BuildAsset, BuildAssets, keptBuilds } from "@strand/domain/site/BuildAssets"
import { Array as Arr, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"

interface AssetRow {
  readonly content_type: string
  readonly identity: Uint8Array
  readonly br: Uint8Array | null
  readonly gzip: Uint8Array | null
}

export const PgBuildAssets = Layer.effect(
  BuildAssets,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const keep = Effect.fn("BuildAssets.keep")(function* (
      buildId: string,
      assets: ReadonlyArray<BuildAsset>,
    ) {
      yield* sql
        .withTransaction(
          Effect.gen(function* () {
            yield* sql`
              INSERT INTO web_builds (id, started) VALUES (${buildId}, nextval('web_build_starts'))
              ON CONFLICT (id) DO UPDATE SET started = excluded.started
            `
            if (!Arr.isReadonlyArrayNonEmpty(assets)) return
            const paths = Arr.map(assets, (asset) => asset.path)
            // Only the files no build has brought yet are sent: a file's name is its content.
            const kept = new Set(
              (yield* sql<{ path: string }>`
                SELECT path FROM web_build_assets WHERE ${sql.in("path", paths)}
              `).map((row) => row.path),
            )
            for (const asset of assets.filter((asset) => !kept.has(asset.path))) {
              yield* sql`
                INSERT INTO web_build_assets (path, content_type, identity, br, gzip)
                VALUES (${asset.path}, ${asset.contentType}, ${asset.identity},
                        ${asset.br ?? null}, ${asset.gzip ?? null})
                ON CONFLICT (path) DO NOTHING
              `
            }
            yield* sql`
              INSERT INTO web_build_files ${sql.insert(Arr.map(paths, (path) => ({ build_id: buildId, path })))}
              ON CONFLICT DO NOTHING
            `
          }),
        )
        .pipe(Effect.orDie)
      // Older builds are forgotten, then the files none of the recent ones has.
      yield* sql`
        DELETE FROM web_builds
        WHERE id NOT IN (SELECT id FROM web_builds ORDER BY started DESC LIMIT ${keptBuilds})
      `.pipe(Effect.orDie)
      yield* sql`
        DELETE FROM web_build_assets AS asset
        WHERE NOT EXISTS (SELECT 1 FROM web_build_files AS file WHERE file.path = asset.path)
      `.pipe(Effect.orDie)
    })

    const find = Effect.fn("BuildAssets.find")(function* (path: string) {
      const rows = yield* sql<AssetRow>`
        SELECT content_type, identity, br, gzip FROM web_build_assets WHERE path = ${path}
      `.pipe(Effect.orDie)
      const row = rows[0]
      if (row === undefined) return Option.none<BuildAsset>()
      return Option.some<BuildAsset>({
        path,
        contentType: row.content_type,
        identity: row.identity,
        br: row.br ?? undefined,
        gzip: row.gzip ?? undefined,
      })
    })

    return BuildAssets.of({ keep, find })
  }),
)
