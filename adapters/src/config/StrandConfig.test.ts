import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Exit, Option } from "effect"
import { strandConfig } from "./StrandConfig.ts"

const read = (env: Record<string, string>) =>
  strandConfig.parse(ConfigProvider.fromEnv({ env })).pipe(Effect.exit)

describe("PUBLIC_URL and the links Strand sends", () => {
  it.effect("links default to http://localhost:$PORT for local use", () =>
    Effect.gen(function* () {
      const local = yield* read({})
      assert.isTrue(Exit.isSuccess(local) && local.value.linkOrigin === "http://localhost:3000")
      const onPort = yield* read({ PORT: "4321" })
      assert.isTrue(Exit.isSuccess(onPort) && onPort.value.linkOrigin === "http://localhost:4321")
    }),
  )

  it.effect("links use PUBLIC_URL's origin when it is set", () =>
    Effect.gen(function* () {
      const set = yield* read({ PUBLIC_URL: "https://strand.example/some/path", PORT: "8080" })
      assert.isTrue(Exit.isSuccess(set))
      if (!Exit.isSuccess(set)) return
      assert.strictEqual(set.value.linkOrigin, "https://strand.example")
      assert.deepStrictEqual(set.value.publicUrl, Option.some("https://strand.example"))
    }),
  )

  it.effect("NODE_ENV=production without PUBLIC_URL stops the start with a clear message", () =>
    Effect.gen(function* () {
      const missing = yield* read({ NODE_ENV: "production" })
      assert.isTrue(Exit.isFailure(missing))
      assert.include(
        String(Exit.isFailure(missing) ? missing.cause : ""),
        "PUBLIC_URL must be set when NODE_ENV=production",
      )
      const given = yield* read({ NODE_ENV: "production", PUBLIC_URL: "https://strand.example" })
      assert.isTrue(Exit.isSuccess(given))
    }),
  )

  it.effect("TRUST_PROXY is off, on (one proxy) or a number of proxies", () =>
    Effect.gen(function* () {
      const cases: ReadonlyArray<[string, boolean, number]> = [
        ["false", false, 0],
        ["true", true, 1],
        ["2", true, 2],
      ]
      for (const [value, trustProxy, proxyHops] of cases) {
        const read_ = yield* read({ TRUST_PROXY: value })
        assert.isTrue(Exit.isSuccess(read_), value)
        if (Exit.isSuccess(read_)) {
          assert.deepStrictEqual(
            [read_.value.trustProxy, read_.value.proxyHops],
            [trustProxy, proxyHops],
          )
        }
      }
      assert.isTrue(Exit.isFailure(yield* read({ TRUST_PROXY: "maybe" })))
    }),
  )
})

describe("CONTACT_EMAIL, the address customers are given", () => {
  it.effect("is the site's address by default, never an admin's", () =>
    Effect.gen(function* () {
      const defaults = yield* read({ ADMIN_EMAILS: "maya@strand.example" })
      assert.isTrue(Exit.isSuccess(defaults))
      if (!Exit.isSuccess(defaults)) return
      assert.strictEqual(defaults.value.contactEmail, "hello@strand.example")
      // Feedback still goes to the team.
      assert.strictEqual(defaults.value.feedbackEmail, "maya@strand.example")
    }),
  )

  it.effect("is CONTACT_EMAIL when set", () =>
    Effect.gen(function* () {
      const set = yield* read({ CONTACT_EMAIL: " care@strand.app ", ADMIN_EMAILS: "a@b.example" })
      assert.isTrue(Exit.isSuccess(set) && set.value.contactEmail === "care@strand.app")
    }),
  )
})

describe("CATALOGUE_PROVIDER and OPEN_BEAUTY_FACTS_BASE_URL", () => {
  it.effect("no catalogue by default; Open Beauty Facts at its public address when chosen", () =>
    Effect.gen(function* () {
      const local = yield* read({})
      assert.isTrue(Exit.isSuccess(local) && local.value.catalogue.id === "none")
      const chosen = yield* read({ CATALOGUE_PROVIDER: "openbeautyfacts" })
      assert.isTrue(Exit.isSuccess(chosen))
      if (!Exit.isSuccess(chosen)) return
      assert.deepStrictEqual(
        { id: chosen.value.catalogue.id, label: chosen.value.catalogue.label },
        { id: "openbeautyfacts", label: "Open Beauty Facts" },
      )
      const refused = yield* read({ CATALOGUE_PROVIDER: "yuka" })
      assert.include(
        String(Exit.isFailure(refused) ? refused.cause : ""),
        "CATALOGUE_PROVIDER must be one of none, openbeautyfacts",
      )
    }),
  )
})

describe("what the server exposes", () => {
  it.effect("listens on 127.0.0.1 unless HOST says otherwise", () =>
    Effect.gen(function* () {
      const unset = yield* read({})
      assert.isTrue(Exit.isSuccess(unset) && unset.value.host === "127.0.0.1")
      const every = yield* read({ HOST: "0.0.0.0" })
      assert.isTrue(Exit.isSuccess(every) && every.value.host === "0.0.0.0")
    }),
  )

  it.effect("takes a RATE_LIMIT_SECRET of 32 characters or more, or none", () =>
    Effect.gen(function* () {
      const none = yield* read({})
      assert.isTrue(Exit.isSuccess(none) && Option.isNone(none.value.rateLimitSecret))
      const short = yield* read({ RATE_LIMIT_SECRET: "too-short" })
      assert.include(
        String(Exit.isFailure(short) ? short.cause : ""),
        "RATE_LIMIT_SECRET must be at least 32 characters",
      )
      const long = yield* read({ RATE_LIMIT_SECRET: "x".repeat(32) })
      assert.isTrue(Exit.isSuccess(long) && Option.isSome(long.value.rateLimitSecret))
    }),
  )
})
