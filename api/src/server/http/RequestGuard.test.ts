import { assert, describe, layer } from "@effect/vitest"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect, Option } from "effect"
import { request, TestServer, testServer } from "../testing/TestServer.ts"

const unique = () => crypto.randomUUID().slice(0, 8)
const join = { name: "Ada", email: "ada@example.com" }

describe("request guard and security headers", () => {
  layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("refuses cross-site state changes (CSRF) with 403", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const crossSite = yield* request(server, "/api/waitlist", {
          method: "POST",
          body: join,
          headers: { "sec-fetch-site": "cross-site" },
        })
        assert.strictEqual(crossSite.status, 403)
        const foreignOrigin = yield* request(server, "/api/login", {
          method: "POST",
          body: { email: "x@example.com" },
          headers: { origin: "https://evil.example" },
        })
        assert.strictEqual(foreignOrigin.status, 403)
        const ownOrigin = yield* request(server, "/api/login", {
          method: "POST",
          body: { email: `own-${unique()}@example.com` },
          headers: {
            origin: server.url.replace("127.0.0.1", "127.0.0.1"),
            "sec-fetch-site": "same-origin",
          },
        })
        assert.strictEqual(ownOrigin.status, 200)
      }),
    )

    it.effect("refuses bodies over 64 KiB with 413 and non-JSON bodies with 415", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const huge = yield* request(server, "/api/waitlist", {
          method: "POST",
          rawBody: JSON.stringify({ ...join, hairConcerns: "x".repeat(1024 * 1024) }),
          headers: { "content-type": "application/json" },
        })
        assert.strictEqual(huge.status, 413)
        const form = yield* request(server, "/api/waitlist", {
          method: "POST",
          rawBody: "name=Ada&email=ada%40example.com",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
        assert.strictEqual(form.status, 415)
      }),
    )

    it.effect("limits sign-ins per e-mail: 429 with Retry-After", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const email = `busy-${unique()}@example.com`
        const statuses: Array<number> = []
        for (let i = 0; i <= rateLimits.signInPerEmail.limit; i++) {
          const response = yield* request(server, "/api/login", { method: "POST", body: { email } })
          statuses.push(response.status)
          if (response.status === 429) {
            const retryAfter = Number(response.headers.get("retry-after"))
            assert.isTrue(retryAfter > 0 && retryAfter <= rateLimits.signInPerEmail.windowSeconds)
            const body = response.json as { code: string; message: string }
            assert.strictEqual(body.code, "RATE_LIMITED")
            assert.match(body.message, /Too many attempts/)
          }
        }
        assert.deepStrictEqual(statuses, [...Array(rateLimits.signInPerEmail.limit).fill(200), 429])
      }),
    )

    it.effect("puts security headers on API answers, pages and 404s", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        for (const path of ["/api/health", "/", "/api/nope"]) {
          const response = yield* request(server, path, { headers: { accept: "text/html" } })
          const csp = response.headers.get("content-security-policy") ?? ""
          assert.include(csp, "frame-ancestors 'none'", path)
          assert.include(csp, "script-src 'self'", path)
          assert.strictEqual(response.headers.get("x-content-type-options"), "nosniff", path)
          assert.strictEqual(
            response.headers.get("referrer-policy"),
            "strict-origin-when-cross-origin",
          )
          assert.isNull(response.headers.get("strict-transport-security"))
        }
        const api = yield* request(server, "/api/health")
        assert.strictEqual(api.headers.get("cache-control"), "no-store")
      }),
    )
  })

  layer(testServer({ trustProxy: true }), { timeout: 60_000, excludeTestServices: true })(
    "behind a proxy, without PUBLIC_URL",
    (it) => {
      it.effect("checks Origin against the Host the proxy passed, never X-Forwarded-Host", () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const forged = yield* request(server, "/api/login", {
            method: "POST",
            body: { email: `forged-${unique()}@example.com` },
            headers: {
              origin: "https://evil.example",
              "x-forwarded-host": "evil.example",
              "x-forwarded-proto": "https",
            },
          })
          assert.strictEqual(forged.status, 403)
          const own = yield* request(server, "/api/login", {
            method: "POST",
            body: { email: `own-${unique()}@example.com` },
            headers: {
              origin: `https://${new URL(server.url).host}`,
              "x-forwarded-proto": "https",
            },
          })
          assert.strictEqual(own.status, 200, own.text)
        }),
      )
    },
  )

  layer(testServer({ publicUrl: Option.some("https://strand.example") }), {
    timeout: 60_000,
    excludeTestServices: true,
  })((it) => {
    it.effect("over https: __Host- Secure cookie, HSTS, and only the public origin", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const login = yield* request(server, "/api/login", {
          method: "POST",
          body: { email: `tls-${unique()}@example.com` },
          headers: { origin: "https://strand.example" },
        })
        assert.strictEqual(login.status, 200)
        const cookie = login.headers.getSetCookie()[0] ?? ""
        assert.match(cookie, /^__Host-strand_session=/)
        assert.match(cookie, /Secure/)
        assert.include(login.headers.get("strict-transport-security") ?? "", "max-age=")
        const wrongOrigin = yield* request(server, "/api/login", {
          method: "POST",
          body: { email: `tls-${unique()}@example.com` },
          headers: { origin: server.url },
        })
        assert.strictEqual(wrongOrigin.status, 403)
      }),
    )
  })
})
