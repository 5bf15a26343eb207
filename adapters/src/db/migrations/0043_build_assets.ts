/**
 * The web builds that started, most recent last, and the hashed files of the
 * recent ones (BuildAssets.ts), so a page of an earlier build still loads
 * its files from a process running a later one. `started` is renumbered at
 * every start of a build, so "the last five builds" are the last five
 * started, a rollback included.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE SEQUENCE web_build_starts`
  yield* sql`
    CREATE TABLE web_builds (
      id text PRIMARY KEY,
      started bigint NOT NULL
    )
  `
  yield* sql`
    CREATE TABLE web_build_assets (
      path text PRIMARY KEY,
      content_type text NOT NULL,
      identity bytea NOT NULL,
      br bytea,
      gzip bytea
    )
  `
  // Which builds have each file: a file stays while one of them is recent.
  yield* sql`
    CREATE TABLE web_build_files (
      build_id text NOT NULL REFERENCES web_builds (id) ON DELETE CASCADE,
      path text NOT NULL REFERENCES web_build_assets (path),
      PRIMARY KEY (build_id, path)
    )
  `
  yield* sql`CREATE INDEX web_build_files_path_idx ON web_build_files (path)`
})
