import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { latestSignInToken } from "../testing/MailFolder.ts"
import { signInByLink } from "../testing/SignInByLink.ts"
import { CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

const unique = () => crypto.randomUUID().slice(0, 8)
type UserBody = {
  name: string | null
  email: string
  referralCode: string
  referralCount: number
  isAdmin: boolean
}

/** POST /api/login itself, the request under test here: its answer, whatever it is. */
const logIn = (server: { url: string }, body: Record<string, unknown>, jar = new CookieJar()) =>
  request(server, "/api/login", { method: "POST", body, jar }).pipe(
    Effect.map((response) => ({ response, jar, user: response.json as UserBody })),
  )

const me = (server: { url: string }, jar: CookieJar) => request(server, "/api/user", { jar })

describe("accounts over HTTP", () => {
  layer(testServer({ adminEmails: ["boss@strand.example"] }), {
    timeout: 60_000,
    excludeTestServices: true,
  })((it) => {
    it.effect("signs up on first sign-in, then signs in the same account without renaming it", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const email = `maya-${unique()}@example.com`
        const first = yield* logIn(server, { email, name: "Maya" })
        assert.strictEqual(first.response.status, 200)
        assert.strictEqual(first.user.name, "Maya")
        assert.strictEqual(first.user.email, email)
        assert.strictEqual(first.user.referralCount, 0)
        assert.match(first.user.referralCode, /^[A-Za-z0-9_-]{16}$/)
        assert.isFalse(first.user.isAdmin)
        // Anyone may type Maya's address (trust-email); her account keeps her name.
        const again = yield* logIn(server, { email: email.toUpperCase(), name: "Mallory" })
        assert.strictEqual(again.user.referralCode, first.user.referralCode)
        assert.strictEqual(again.user.name, "Maya")
        const current = yield* me(server, again.jar)
        assert.strictEqual(current.status, 200)
        assert.deepStrictEqual(current.json, again.user)
      }),
    )

    it.effect("sets an HttpOnly, SameSite=Lax session cookie with a 256-bit token", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar } = yield* logIn(server, { email: `c-${unique()}@example.com`, name: "Cy" })
        const [cookie = ""] = jar.setCookieHeaders
        assert.match(cookie, /^strand_session=[A-Za-z0-9_-]{43};/)
        assert.match(cookie, /HttpOnly/i)
        assert.match(cookie, /SameSite=Lax/i)
        assert.match(cookie, /Path=\//i)
        assert.match(cookie, /Max-Age=\d+/i)
        assert.notMatch(cookie, /Secure/i)
      }),
    )

    it.effect("tells the SPA there is a session with a readable hint that holds no secret", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar } = yield* logIn(server, { email: `h-${unique()}@example.com` })
        const hint = jar.setCookieHeaders.find((line) => line.startsWith("strand_signed_in="))
        assert.match(hint ?? "", /^strand_signed_in=1;/)
        assert.notMatch(hint ?? "", /HttpOnly/i)
        assert.match(hint ?? "", /SameSite=Lax/i)
        // The session cookie itself stays HttpOnly.
        assert.match(jar.setCookieHeaders[0] ?? "", /^strand_session=.*HttpOnly/i)
        // A session that is gone on the server: the spec's 401, and both cookies cleared.
        const stale = yield* request(server, "/api/user", {
          headers: { cookie: "strand_session=no-such-session; strand_signed_in=1" },
        })
        assert.strictEqual(stale.status, 401)
        const cleared = stale.headers.getSetCookie()
        for (const name of ["strand_session", "strand_signed_in"]) {
          assert.isTrue(
            cleared.some((line) => line.startsWith(`${name}=;`) && /Max-Age=0/i.test(line)),
            name,
          )
        }
      }),
    )

    it.effect("answers 401 without a session and lets the auth page sign in without a name", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const anonymous = yield* me(server, new CookieJar())
        assert.strictEqual(anonymous.status, 401)
        // The answer made once for requests without cookies has the error's
        // own encoded shape, like every other 401.
        assert.deepStrictEqual(anonymous.json, {
          _tag: "Unauthorized",
          message: "Please sign in first.",
          code: "UNAUTHORIZED",
        })
        assert.deepStrictEqual(anonymous.headers.getSetCookie(), [])
        const status = yield* request(server, "/api/user/quiz-status")
        assert.strictEqual(status.status, 401)
        assert.deepStrictEqual(status.json, anonymous.json)
        // Only the hint left: still 401, and the hint is cleared.
        const hintOnly = yield* request(server, "/api/user", {
          headers: { cookie: "strand_signed_in=1" },
        })
        assert.strictEqual(hintOnly.status, 401)
        assert.isTrue(
          hintOnly.headers
            .getSetCookie()
            .some((line) => line.startsWith("strand_signed_in=;") && /Max-Age=0/i.test(line)),
        )
        const nameless = yield* logIn(server, { email: `n-${unique()}@example.com` })
        assert.strictEqual(nameless.response.status, 200)
        assert.isNull(nameless.user.name)
        const quiz = yield* request(server, "/api/user/quiz-status", { jar: nameless.jar })
        assert.deepStrictEqual(quiz.json, { hasCompletedQuiz: false })
      }),
    )

    it.effect("gives a new session at every sign-in; the old cookie stops working", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const email = `fix-${unique()}@example.com`
        const first = yield* logIn(server, { email, name: "Fi" })
        const oldCookie = first.jar.header
        const second = yield* logIn(server, { email, name: "Fi" }, first.jar)
        assert.notStrictEqual(second.jar.header, oldCookie)
        const withOld = yield* request(server, "/api/user", { headers: { cookie: oldCookie } })
        assert.strictEqual(withOld.status, 401)
        assert.strictEqual((yield* me(server, second.jar)).status, 200)
      }),
    )

    it.effect("logout ends the session on the server, not only in the browser", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar } = yield* logIn(server, { email: `out-${unique()}@example.com`, name: "Oz" })
        const stolenCookie = jar.header
        const logout = yield* request(server, "/api/logout", { method: "POST", jar })
        assert.strictEqual(logout.status, 200)
        assert.strictEqual(jar.cookies.size, 0)
        const replay = yield* request(server, "/api/user", { headers: { cookie: stolenCookie } })
        assert.strictEqual(replay.status, 401)
      }),
    )

    it.effect("counts a referral once, even for 10 simultaneous joins of one person", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const referrer = yield* logIn(server, {
          email: `ref-${unique()}@example.com`,
          name: "Rae",
        })
        const friend = `friend-${unique()}@example.com`
        const joins = yield* Effect.all(
          Array.from({ length: 10 }, () =>
            request(server, "/api/waitlist", {
              method: "POST",
              body: { name: "Friend", email: friend, referralCode: referrer.user.referralCode },
            }),
          ),
          { concurrency: "unbounded" },
        )
        assert.deepStrictEqual(
          joins.map((join) => join.status),
          Array(10).fill(200),
        )
        const after = (yield* me(server, referrer.jar)).json as UserBody
        assert.strictEqual(after.referralCount, 1)
        // the same friend signing in again with the code changes nothing
        yield* logIn(server, {
          email: friend,
          name: "Friend",
          referralCode: referrer.user.referralCode,
        })
        yield* logIn(server, {
          email: `f2-${unique()}@example.com`,
          referralCode: referrer.user.referralCode,
        })
        const later = (yield* me(server, referrer.jar)).json as UserBody
        assert.strictEqual(later.referralCount, 2)
      }),
    )

    it.effect("ignores self-referral and unknown codes without blocking the join", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const self = yield* logIn(server, { email: `self-${unique()}@example.com`, name: "Sol" })
        yield* logIn(server, {
          email: self.user.email,
          name: "Sol",
          referralCode: self.user.referralCode,
        })
        assert.strictEqual(((yield* me(server, self.jar)).json as UserBody).referralCount, 0)
        const unknown = yield* request(server, "/api/waitlist", {
          method: "POST",
          body: { name: "Una", email: `una-${unique()}@example.com`, referralCode: "nobodys-code" },
        })
        assert.strictEqual(unknown.status, 200)
      }),
    )

    it.effect("joining the waitlist signs the person in", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const jar = new CookieJar()
        const joined = yield* request(server, "/api/waitlist", {
          method: "POST",
          body: { name: "Wren", email: `wren-${unique()}@example.com` },
          jar,
        })
        assert.strictEqual((joined.json as { user: UserBody }).user.name, "Wren")
        assert.strictEqual(((yield* me(server, jar)).json as UserBody).name, "Wren")
      }),
    )

    it.effect("typing an admin's address signs nobody in: the admin gets a link by e-mail", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        for (const path of ["/api/login", "/api/waitlist"]) {
          const jar = new CookieJar()
          const typed = yield* request(server, path, {
            method: "POST",
            body: { email: " BOSS@strand.example ", name: "Not The Boss" },
            jar,
          })
          assert.strictEqual(typed.status, 200, typed.text)
          assert.deepInclude(typed.json as object, { checkEmail: true })
          assert.notProperty(typed.json as object, "user")
          assert.strictEqual(jar.cookies.size, 0)
          assert.strictEqual((yield* request(server, "/api/admin/waitlist", { jar })).status, 401)
        }
        yield* server.settled
        assert.isDefined(yield* latestSignInToken(server.dataDir, "boss@strand.example"))
        // Everyone else keeps the spec's trust-email sign-in.
        const other = yield* logIn(server, { email: `o-${unique()}@example.com`, name: "Oli" })
        assert.strictEqual(other.response.status, 200)
        assert.isFalse(other.user.isAdmin)
      }),
    )

    it.effect(
      "a session typed in for an address that is now an admin's gives no one that account",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          // Someone signed up with trust-email as an address that later became
          // an admin's (here: the account takes the admin's address).
          const early = yield* logIn(server, {
            email: `early-${unique()}@example.com`,
            name: "Early",
          })
          yield* server.sql`
          UPDATE users SET email = 'boss@strand.example'
          WHERE lower(email) = lower(${early.user.email})
        `.pipe(Effect.orDie)
          const withTypedSession = yield* request(server, "/api/admin/waitlist", { jar: early.jar })
          assert.strictEqual(withTypedSession.status, 401)
          assert.strictEqual((yield* me(server, early.jar)).status, 401)
          // The admin, through the link, is signed in to it.
          const boss = yield* signInByLink(server, "boss@strand.example")
          assert.isTrue(boss.user.isAdmin)
          assert.strictEqual(
            (yield* request(server, "/api/admin/waitlist", { jar: boss.jar })).status,
            200,
          )
          yield* server.sql`DELETE FROM users WHERE lower(email) = 'boss@strand.example'`.pipe(
            Effect.orDie,
          )
        }),
    )

    it.effect("admin routes: 401 anonymous, 403 for others, 200 for admins", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const anonymous = yield* request(server, "/api/admin/waitlist")
        assert.strictEqual(anonymous.status, 401)
        const normal = yield* logIn(server, { email: `u-${unique()}@example.com`, name: "Uma" })
        const forbidden = yield* request(server, "/api/admin/waitlist", { jar: normal.jar })
        assert.strictEqual(forbidden.status, 403)
        assert.strictEqual((forbidden.json as { code: string }).code, "FORBIDDEN")
        const boss = yield* signInByLink(server, "Boss@Strand.example")
        assert.isTrue(boss.user.isAdmin)
        const allowed = yield* request(server, "/api/admin/waitlist", { jar: boss.jar })
        assert.strictEqual(allowed.status, 200)
        const body = allowed.json as { total: number; entries: unknown[] }
        assert.isAtLeast(body.total, body.entries.length)
      }),
    )
  })
})
