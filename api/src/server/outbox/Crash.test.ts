/**
 * The real process killed with SIGKILL in the middle of a delivery, then
 * started again on the same data: nothing is lost and nothing is doubled.
 * First while a CRM push is in flight (HubSpot has created the contact but
 * its answer never arrives), then while an e-mail is in flight (the SMTP
 * server has the message but never accepts it). Each restart takes the jobs
 * over once the dead process's lease runs out.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { rmSync } from "node:fs"
import { createServer } from "node:net"
import { join } from "node:path"
import { FakeHubSpot } from "@strand/adapters/testing/FakeHubSpot"
import { SmtpSink } from "@strand/adapters/testing/SmtpSink"
import { afterAll, describe, expect, it } from "vitest"
import type { OutboxOverview } from "../../contract/outbox/OutboxAnswers.ts"
import { migratedDataFolder } from "../testing/MigratedDataFolder.ts"

const root = join(import.meta.dirname, "..", "..", "..", "..")
const dataDir = migratedDataFolder("strand-crash-")
const admin = "admin@strand.test"
const team = "team@strand.test"
const children: Array<ChildProcess> = []
afterAll(() => {
  for (const child of children) child.kill("SIGKILL")
  rmSync(dataDir, { recursive: true, force: true })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0))
    })
  })

// Liveness only: on a loaded 2-core machine a restarted worker's first push has taken over
// 30 s; what the test asserts (nothing lost, nothing doubled) does not depend on how long.
const waitFor = async <A>(
  what: string,
  check: () => Promise<A | undefined> | A | undefined,
  seconds = 60,
) => {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    const value = await check()
    if (value !== undefined && value !== false) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

const start = async (hubSpot: FakeHubSpot, sink: SmtpSink) => {
  const port = await freePort()
  const child = spawn(join(root, "node_modules", ".bin", "node"), ["api/src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      STRAND_DATA_DIR: dataDir,
      DATABASE_URL: "",
      CRM_PROVIDER: "hubspot",
      HUBSPOT_TOKEN: hubSpot.token,
      HUBSPOT_BASE_URL: hubSpot.url,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: sink.url,
      ADMIN_EMAILS: admin,
      FEEDBACK_EMAIL: team,
      // Each delivery may take half the lease before it is given up and tried again
      // (and an e-mail whose send finishes after that would then go twice: delivery is
      // at-least-once). 6 s gives a loaded 2-core machine 3 s a message; 2 s did not.
      OUTBOX_LEASE_SECONDS: "6",
      OUTBOX_FIRST_RETRY_SECONDS: "0.2",
    },
    stdio: "ignore",
  })
  children.push(child)
  const url = `http://127.0.0.1:${port}`
  // A fresh process transpiles, opens PGlite and migrates: on a loaded 2-core machine that
  // has taken over 30 s.
  await waitFor(
    "the server to start",
    () =>
      fetch(`${url}/api/health`).then(
        (response) => response.ok || undefined,
        () => undefined,
      ),
    60,
  )
  return { child, url }
}

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve())
    child.kill("SIGKILL")
  })

const post = (url: string, path: string, body: unknown, cookie = "") =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie === "" ? {} : { cookie }) },
    body: JSON.stringify(body),
  })

/** An admin's address signs in only through the link e-mailed to it (here: to the SMTP sink). */
const signInAdmin = async (url: string, sink: SmtpSink) => {
  const asked = await post(url, "/api/login", { email: admin, name: "Team" })
  expect(asked.status).toBe(200)
  let token: string | undefined
  await waitFor("the sign-in link", () => {
    const texts = sink.messagesTo(admin).map((message) => message.text ?? "")
    token = texts
      .flatMap((text) => [...text.matchAll(/\/auth\/confirm\?token=([A-Za-z0-9_-]+)/g)])
      .at(-1)?.[1]
    return token
  })
  const confirmed = await post(url, "/api/login/confirm", { token })
  expect(confirmed.status).toBe(200)
  const session = confirmed.headers.getSetCookie().find((cookie) => !cookie.includes("signed_in"))
  return (session ?? "").split(";")[0] ?? ""
}

const outboxCounts = async (url: string, cookie: string) => {
  const response = await fetch(`${url}/api/admin/outbox`, { headers: { cookie } })
  return ((await response.json()) as OutboxOverview).counts
}

/** Contacts HubSpot actually created for `email` (batch or single create answered 201). */
const createdFor = (hubSpot: FakeHubSpot, email: string) =>
  hubSpot.calls
    .filter((call) => call.status === 201 && call.path.startsWith("/crm/v3/objects/contacts"))
    .flatMap((call) => {
      const body = call.body as {
        inputs?: Array<{ properties: { email: string } }>
        properties?: { email: string }
      }
      return body.inputs?.map((input) => input.properties.email) ?? [body.properties?.email ?? ""]
    })
    .filter((created) => created === email).length

describe.skipIf(process.env.STRAND_TEST_DATABASE === "postgres")("killed mid-delivery", () => {
  it("loses nothing and doubles nothing, for CRM pushes and e-mails", async () => {
    const hubSpot = await new FakeHubSpot().listen()
    const sink = await new SmtpSink().start()
    try {
      // 1. HubSpot creates the first contact but never answers; the process dies.
      let release = () => {}
      hubSpot.hold = new Promise<void>((resolve) => {
        release = resolve
      })
      const first = await start(hubSpot, sink)
      const people = ["kill-a@example.com", "kill-b@example.com", "kill-c@example.com"]
      for (const email of people) {
        expect(
          (await post(first.url, "/api/waitlist", { name: "Killed Once", email })).status,
        ).toBe(200)
      }
      await waitFor("a contact created in HubSpot", () => hubSpot.contacts.size > 0)
      await kill(first.child)
      hubSpot.hold = undefined
      release()

      // 2. Restarted: the pushes are taken over. Then an e-mail is in flight when it dies.
      const second = await start(hubSpot, sink)
      const cookie = await signInAdmin(second.url, sink)
      await waitFor("every sign-up in HubSpot", async () => {
        const counts = await outboxCounts(second.url, cookie)
        return (
          people.every((email) => hubSpot.contactByEmail(email)) &&
          counts.running === 0 &&
          counts.pending === 0
        )
      })
      sink.stall = true
      for (const n of [1, 2]) {
        const response = await post(second.url, "/api/feedback", {
          comments: `Crash feedback ${n}`,
        })
        expect(response.status).toBe(200)
      }
      await waitFor("an e-mail in flight", () => sink.dataStarted > 0)
      await kill(second.child)
      sink.stall = false

      // 3. Restarted again: everything is delivered, once.
      const third = await start(hubSpot, sink)
      await waitFor("the outbox to empty", async () => {
        const counts = await outboxCounts(third.url, cookie)
        return counts.pending === 0 && counts.running === 0
      })
      const counts = await outboxCounts(third.url, cookie)
      expect(counts.dead).toBe(0)
      for (const email of people) expect([email, createdFor(hubSpot, email)]).toEqual([email, 1])
      const feedback = sink.messagesTo(team)
      expect(feedback.map((mail) => mail.text?.match(/Crash feedback \d/)?.[0]).sort()).toEqual([
        "Crash feedback 1",
        "Crash feedback 2",
      ])
      expect(new Set(feedback.map((mail) => mail.messageId)).size).toBe(2)
      await kill(third.child)
    } finally {
      await hubSpot.close()
      await sink.stop()
    }
  }, 300_000)
})
