/**
 * The admin waitlist over HTTP, as the admin page and a spreadsheet read it:
 * the total, pages of at most 100 by key with a search by name or e-mail,
 * and the whole list (or the search's) as a CSV file streamed as it is read,
 * safe to open in a spreadsheet. Admins only.
 */
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { signInByLink } from "../testing/SignInByLink.ts"
import { CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

interface Page {
  readonly total: number
  readonly entries: ReadonlyArray<{ readonly name: string; readonly email: string }>
  readonly newer?: string
  readonly older?: string
}

const admin = "boss@strand.example"

describe("the admin waitlist over HTTP", () => {
  layer(testServer({ adminEmails: [admin] }), { timeout: 90_000, excludeTestServices: true })(
    (it) => {
      const join = (name: string, email: string, hairConcerns?: string) =>
        Effect.flatMap(TestServer, (server) =>
          request(server, "/api/waitlist", {
            method: "POST",
            body: { name, email, ...(hairConcerns === undefined ? {} : { hairConcerns }) },
          }).pipe(Effect.map((joined) => assert.strictEqual(joined.status, 200, joined.text))),
        )

      it.effect("pages by key, at most 100, searching by name or e-mail", () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const run = crypto.randomUUID().slice(0, 8)
          for (let index = 0; index < 5; index++) {
            yield* join(`Paged Person ${index}`, `paged-${run}-${index}@example.com`)
          }
          const { jar } = yield* signInByLink(server, admin)
          const read = (query: string) =>
            request(server, `/api/admin/waitlist${query}`, { jar }).pipe(
              Effect.map((page) => {
                assert.strictEqual(page.status, 200, page.text)
                return page.json as Page
              }),
            )
          const emails = (page: Page) => page.entries.map((entry) => entry.email)

          const first = yield* read(`?search=PAGED-${run}&limit=2`)
          assert.deepStrictEqual(emails(first), [
            `paged-${run}-4@example.com`,
            `paged-${run}-3@example.com`,
          ])
          assert.isUndefined(first.newer)
          assert.strictEqual(first.total, (yield* read("")).total)
          assert.isAtLeast(first.total, 5)
          const second = yield* read(`?search=paged-${run}&limit=2&after=${first.older}`)
          assert.deepStrictEqual(emails(second), [
            `paged-${run}-2@example.com`,
            `paged-${run}-1@example.com`,
          ])
          const back = yield* read(`?search=paged-${run}&limit=2&before=${second.newer}`)
          assert.deepStrictEqual(emails(back), emails(first))
          // By name too.
          const byName = yield* read(`?search=${encodeURIComponent("person 0")}`)
          assert.deepInclude(emails(byName), `paged-${run}-0@example.com`)

          // Without a limit: a page of 50; more than 100 is refused, as is a made-up cursor.
          assert.isAtMost((yield* read("")).entries.length, 50)
          for (const query of ["?limit=101", "?limit=0", "?after=not-a-cursor"]) {
            const refused = yield* request(server, `/api/admin/waitlist${query}`, { jar })
            assert.strictEqual(refused.status, 400, query)
          }
        }),
      )

      it.effect("exports everyone (or a search) as CSV, newest first, safe for spreadsheets", () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const run = crypto.randomUUID().slice(0, 8)
          yield* join("=HYPERLINK(1)", `csv-${run}-a@example.com`, 'other: itchy, "very" itchy')
          yield* join("Plain Name", `csv-${run}-b@example.com`)
          const { jar } = yield* signInByLink(server, admin)

          const response = yield* Effect.promise(() =>
            fetch(`${server.url}/api/admin/waitlist.csv?search=csv-${run}`, {
              headers: { cookie: jar.header },
            }),
          )
          assert.strictEqual(response.status, 200)
          assert.strictEqual(response.headers.get("content-type"), "text/csv; charset=utf-8")
          assert.match(
            response.headers.get("content-disposition") ?? "",
            /^attachment; filename="strand-waitlist-\d{4}-\d{2}-\d{2}\.csv"$/,
          )
          // Streamed as it is read, not sent with a length worked out first.
          assert.isNull(response.headers.get("content-length"))
          const lines = (yield* Effect.promise(() => response.text())).split("\r\n")
          assert.strictEqual(lines[0], "Name,E-mail,Hair concerns,Referral code,Joined (UTC)")
          assert.match(
            lines[1] ?? "",
            new RegExp(`^Plain Name,csv-${run}-b@example\\.com,,,\\d{4}-`),
          )
          assert.match(
            lines[2] ?? "",
            new RegExp(
              `^'=HYPERLINK\\(1\\),csv-${run}-a@example\\.com,"Other: itchy, ""very"" itchy",,\\d{4}-`,
            ),
          )
          assert.deepStrictEqual(lines.slice(3), [""])

          // Everyone, without a search.
          const all = yield* request(server, "/api/admin/waitlist.csv", { jar })
          const total = ((yield* request(server, "/api/admin/waitlist", { jar })).json as Page)
            .total
          assert.strictEqual(all.text.split("\r\n").length - 2, total)
        }),
      )

      it.effect("is for admins only", () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          assert.strictEqual((yield* request(server, "/api/admin/waitlist.csv")).status, 401)
          const someone = new CookieJar()
          yield* request(server, "/api/login", {
            method: "POST",
            body: { email: `someone-${crypto.randomUUID().slice(0, 8)}@example.com`, name: "Sam" },
            jar: someone,
          })
          assert.strictEqual(
            (yield* request(server, "/api/admin/waitlist.csv", { jar: someone })).status,
            403,
          )
        }),
      )
    },
  )
})
