/**
 * Per-IP limits behind a proxy: the limiter took the
 * leftmost X-Forwarded-For entry, which the client writes itself, so behind
 * an appending proxy every per-IP limit could be bypassed.
 */
import { assert, describe, it, layer } from "@effect/vitest"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect } from "effect"
import { request, TestServer, testServer } from "../testing/TestServer.ts"
import { forwardedClient, rateLimitKey } from "./ClientAddress.ts"

describe("the client behind a request", () => {
  it("is the entry the trusted proxies added, counted from the right", () => {
    const chain = "6.6.6.6, 10.0.0.9, 198.51.100.7"
    assert.strictEqual(forwardedClient(chain, "10.0.0.1", 1), "198.51.100.7")
    assert.strictEqual(forwardedClient(chain, "10.0.0.1", 2), "10.0.0.9")
    assert.strictEqual(forwardedClient("198.51.100.7", "10.0.0.1", 2), "198.51.100.7")
    // Without a trusted proxy the header is the client's own claim: ignored.
    assert.strictEqual(forwardedClient(chain, "203.0.113.5", 0), "203.0.113.5")
    assert.strictEqual(forwardedClient(undefined, "203.0.113.5", 1), "203.0.113.5")
  })

  it("is counted by its /64 network when it speaks IPv6", () => {
    const network = "2001:db8:1:2::/64"
    for (const address of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "[2001:db8:1:2:abcd::9]:443",
      "2001:DB8:1:2::1.2.3.4",
      "2001:db8:1:2::1%eth0",
    ]) {
      assert.strictEqual(rateLimitKey(address), network, address)
    }
    assert.strictEqual(rateLimitKey("2001:db8:1:3::1"), "2001:db8:1:3::/64")
    assert.strictEqual(rateLimitKey("::1"), "0:0:0:0::/64")
    assert.strictEqual(rateLimitKey("::ffff:192.0.2.1"), "192.0.2.1")
    assert.strictEqual(rateLimitKey("192.0.2.1:8080"), "192.0.2.1")
  })
})

const unique = () => crypto.randomUUID().slice(0, 8)
const randomHex = () => Math.floor(Math.random() * 0xffff).toString(16)

describe("per-IP limits behind a trusted proxy", () => {
  layer(testServer({ trustProxy: true }), { timeout: 90_000, excludeTestServices: true })((it) => {
    const joinFrom = (server: { url: string }, forwardedFor: string) =>
      request(server, "/api/waitlist", {
        method: "POST",
        body: { name: "Ivy", email: `ivy-${unique()}@example.com` },
        headers: { "x-forwarded-for": forwardedFor },
      }).pipe(Effect.map((response) => response.status))

    it.effect("cannot be dodged by writing a new address in front of the proxy's", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const statuses: Array<number> = []
        for (let i = 0; i <= rateLimits.joinPerIp.limit; i++) {
          statuses.push(yield* joinFrom(server, `203.0.113.${i}, 198.51.100.7`))
        }
        assert.deepStrictEqual(statuses, [...Array(rateLimits.joinPerIp.limit).fill(200), 429])
      }),
    )

    it.effect("cannot be dodged by a fresh IPv6 address from the same /64", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const statuses: Array<number> = []
        for (let i = 0; i <= rateLimits.joinPerIp.limit; i++) {
          statuses.push(
            yield* joinFrom(
              server,
              `2001:db8:77:1:${randomHex()}:${randomHex()}:${randomHex()}:${i}`,
            ),
          )
        }
        assert.deepStrictEqual(statuses, [...Array(rateLimits.joinPerIp.limit).fill(200), 429])
        // Another /64 is another client.
        assert.strictEqual(yield* joinFrom(server, "2001:db8:77:2::1"), 200)
      }),
    )
  })
})
