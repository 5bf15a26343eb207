/**
 * The baselines of the throughput benchmark: plain node:http servers with
 * nothing in between, each run as its own process like Strand, so a ratio
 * compares Strand with Node's floor for the same answer.
 *
 * `node BareServer.ts '<json>'` prints `listening <port>` once it listens.
 * - `{ "kind": "fixed", "status", "headers", "body64" }`: the same status,
 *   headers and bytes for every request (the answer Strand gives, copied).
 * - `{ "kind": "pg", "url" }`: the queries Strand's database routes run, by
 *   the `pg` driver (a pool of 10, as Strand's), answered as JSON.
 * - `{ "kind": "pglite", "dataDir" }`: the same queries on PGlite, in process.
 */
import { createHash } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"

type Baseline =
  | {
      readonly kind: "fixed"
      readonly status: number
      readonly headers: Record<string, string>
      readonly body64: string
    }
  | { readonly kind: "pg"; readonly url: string }
  | { readonly kind: "pglite"; readonly dataDir: string }

type Row = Record<string, unknown>
type Query = (text: string, values: ReadonlyArray<unknown>) => Promise<ReadonlyArray<Row>>

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" })
  response.end(JSON.stringify(body))
}

const sessionToken = (request: IncomingMessage) =>
  /(?:^|;\s*)strand_session=([^;]+)/.exec(request.headers.cookie ?? "")?.[1]

/** GET /api/waitlist/count and the signed-in GET /api/user, with Strand's SQL. */
const databaseRoutes =
  (query: Query) => async (request: IncomingMessage, response: ServerResponse) => {
    try {
      if (request.url === "/api/waitlist/count") {
        const [row] = await query(
          "SELECT coalesce(sum(signups), 0)::int AS count FROM waitlist_tally",
          [],
        )
        return json(response, 200, { count: row?.count })
      }
      if (request.url === "/api/user") {
        const token = sessionToken(request)
        if (token === undefined) return json(response, 401, { message: "Please sign in first." })
        const hash = createHash("sha256").update(token).digest("hex")
        const [session] = await query(
          "SELECT user_id, created_at, last_seen_at, proven_by_link FROM sessions WHERE token_hash = $1",
          [hash],
        )
        if (session === undefined) return json(response, 401, { message: "Please sign in first." })
        const [user] = await query(
          `SELECT u.id, u.name, u.email, u.referral_code, u.created_at,
                  (SELECT count(*)::int FROM users r WHERE r.referred_by = u.id) AS referral_count
           FROM users u WHERE u.id = $1`,
          [session.user_id],
        )
        return json(response, 200, {
          name: user?.name,
          email: user?.email,
          referralCode: user?.referral_code,
          referralCount: user?.referral_count,
          isAdmin: false,
        })
      }
      json(response, 404, { message: "Not found" })
    } catch (error) {
      json(response, 500, { message: String(error) })
    }
  }

const handlerFor = async (baseline: Baseline) => {
  switch (baseline.kind) {
    case "fixed": {
      const body = Buffer.from(baseline.body64, "base64")
      return (_request: IncomingMessage, response: ServerResponse) => {
        response.writeHead(baseline.status, baseline.headers)
        response.end(body)
      }
    }
    case "pg": {
      const { default: pg } = await import("pg")
      const pool = new pg.Pool({ connectionString: baseline.url, max: 10 })
      return databaseRoutes(async (text, values) => (await pool.query(text, [...values])).rows)
    }
    case "pglite": {
      const { PGlite } = await import("@electric-sql/pglite")
      const db = await PGlite.create(baseline.dataDir)
      return databaseRoutes(async (text, values) => (await db.query<Row>(text, [...values])).rows)
    }
  }
}

const baseline = JSON.parse(process.argv[2] ?? "{}") as Baseline
const handler = await handlerFor(baseline)
const server = createServer((request, response) => void handler(request, response))
server.keepAliveTimeout = 60_000
server.listen(0, "127.0.0.1", () => {
  const address = server.address()
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`)
})
process.on("SIGTERM", () => server.close(() => process.exit(0)))
