/**
 * The directory of experts, "Find an expert" and "Send my summary" through
 * the real server: admins keep the directory; a report is matched to it;
 * the summary goes, with consent only, to a real SMTP listener as the
 * expert's message with the PDF attached and the person's copy.
 */
import { assert, describe, layer } from "@effect/vitest"
import { exampleExperts } from "@strand/domain/experts/ExampleExperts"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect } from "effect"
import { analyse, quizBody, signIn } from "../testing/SignIn.ts"
import { signInByLink, smtpMailbox } from "../testing/SignInByLink.ts"
import { mailTo, SmtpTestSink, smtpTestServer } from "../testing/SmtpTestServer.ts"
import { CookieJar, request, TestServer } from "../testing/TestServer.ts"

const unique = () => crypto.randomUUID().slice(0, 8)
const admin = "boss@strand.test"

const server = smtpTestServer({ adminEmails: [admin] })

const patches = {
  gender: "female",
  hair_texture: "coily",
  hair_state: ["natural_virgin"],
  wash_frequency: "weekly",
  symptoms: ["round_patches"],
}

interface Found {
  experts: Array<{ id: string; name: string; kind: string; reasons: Array<string> }>
  directoryEmpty: boolean
  needs: { first: { professional: string; change: string } | null } | null
}

const find = (url: string, jar: CookieJar, query: string) =>
  Effect.map(request({ url }, `/api/experts?${query}`, { jar }), (response) => {
    assert.strictEqual(response.status, 200, response.text)
    return response.json as Found
  })

const addExpert = (url: string, jar: CookieJar, body: unknown) =>
  request({ url }, "/api/admin/experts", { method: "POST", body, jar })

describe("experts", () => {
  layer(server, { timeout: 120_000, excludeTestServices: true })((it) => {
    it.effect("an empty directory says so; admins add, change, hide and remove experts", () =>
      Effect.gen(function* () {
        const testing = yield* TestServer
        const { url } = testing
        const sink = yield* SmtpTestSink
        const { jar: person } = yield* signIn({ url })

        // Strand ships nobody.
        const empty = yield* find(url, person, "")
        assert.deepStrictEqual(empty, { experts: [], directoryEmpty: true, needs: null })

        // Only admins keep the directory.
        assert.strictEqual((yield* addExpert(url, person, exampleExperts[0])).status, 403)
        assert.strictEqual((yield* addExpert(url, new CookieJar(), exampleExperts[0])).status, 401)
        const { jar: boss } = yield* signInByLink(testing, admin, smtpMailbox(sink))

        const added = yield* addExpert(url, boss, exampleExperts[0])
        assert.strictEqual(added.status, 200, added.text)
        const expert = added.json as { id: string; name: string; hidden: boolean }
        assert.match(expert.id, /^[0-9a-f-]{36}$/)
        assert.deepInclude(expert, { name: "Dr Amara Okafor (example)", hidden: false })

        // Checked like every body: what is wrong is named.
        const refused = yield* addExpert(url, boss, {
          ...exampleExperts[0],
          online: false,
          city: "",
        })
        assert.strictEqual(refused.status, 400)
        assert.deepInclude(refused.json as object, {
          code: "VALIDATION_ERROR",
          message: "Give the city or region and the country, or tick Online",
        })
        const injected = yield* addExpert(url, boss, {
          ...exampleExperts[0],
          name: "Dr A\r\nBcc: eve@example.com",
        })
        assert.strictEqual(injected.status, 400)
        const script = yield* addExpert(url, boss, {
          ...exampleExperts[0],
          bookingUrl: "javascript:alert(1)",
        })
        assert.strictEqual(script.status, 400)
        // From another site, refused before anything is read.
        const crossSite = yield* request({ url }, "/api/admin/experts", {
          method: "POST",
          body: exampleExperts[0],
          jar: boss,
          headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        })
        assert.strictEqual(crossSite.status, 403)

        // Changed, then hidden: people no longer see them, admins still do.
        const changed = yield* request({ url }, `/api/admin/experts/${expert.id}`, {
          method: "PUT",
          body: { ...exampleExperts[0], city: "Brighton" },
          jar: boss,
        })
        assert.strictEqual(changed.status, 200, changed.text)
        assert.deepInclude(changed.json as object, { city: "Brighton", hidden: false })
        assert.deepStrictEqual(
          (yield* find(url, person, "")).experts.map((e) => e.name),
          ["Dr Amara Okafor (example)"],
        )
        const hidden = yield* request({ url }, `/api/admin/experts/${expert.id}`, {
          method: "PUT",
          body: { ...exampleExperts[0], hidden: true },
          jar: boss,
        })
        assert.deepInclude(hidden.json as object, { hidden: true })
        assert.deepStrictEqual((yield* find(url, person, "")).experts, [])
        const listed = yield* request({ url }, "/api/admin/experts", { jar: boss })
        assert.deepStrictEqual(
          (listed.json as { experts: Array<{ id: string }> }).experts.map((e) => e.id),
          [expert.id],
        )

        for (const id of [crypto.randomUUID(), "not-an-id"]) {
          const missing = yield* request({ url }, `/api/admin/experts/${id}`, {
            method: "PUT",
            body: exampleExperts[0],
            jar: boss,
          })
          assert.strictEqual(missing.status, 404, id)
        }
        const removed = yield* request({ url }, `/api/admin/experts/${expert.id}`, {
          method: "DELETE",
          jar: boss,
        })
        assert.strictEqual(removed.status, 200)
        const again = yield* request({ url }, `/api/admin/experts/${expert.id}`, {
          method: "DELETE",
          jar: boss,
        })
        assert.strictEqual(again.status, 404)
      }),
    )

    it.effect(
      "matches a report to the directory: the kind its pathway names first, with why, near the person or online",
      () =>
        Effect.gen(function* () {
          const testing = yield* TestServer
          const { url } = testing
          const sink = yield* SmtpTestSink
          const { jar: boss } = yield* signInByLink(testing, admin, smtpMailbox(sink))
          for (const expert of exampleExperts)
            assert.strictEqual((yield* addExpert(url, boss, expert)).status, 200)
          const { jar: person } = yield* signIn({ url }, { name: "Ada" })
          const { analysisId } = yield* analyse({ url }, person, quizBody(patches))

          const found = yield* find(url, person, `analysisId=${analysisId}`)
          assert.strictEqual(found.needs?.first?.professional, "dermatologist")
          assert.strictEqual(found.experts[0]?.name, "Dr Amara Okafor (example)")
          assert.include(
            found.experts[0]?.reasons ?? [],
            "Dermatologist: your report suggests seeing a dermatologist within 1 to 2 weeks.",
          )

          // Nearby or online; a place with nobody is no match (the directory is not empty).
          const leeds = yield* find(url, person, `analysisId=${analysisId}&place=Leeds`)
          assert.deepStrictEqual(
            leeds.experts.map((e) => e.kind),
            ["hairdresser"],
          )
          const nowhere = yield* find(url, person, `analysisId=${analysisId}&place=Lagos`)
          assert.deepStrictEqual(nowhere.experts, [])
          assert.isFalse(nowhere.directoryEmpty)
          const online = yield* find(
            url,
            person,
            `analysisId=${analysisId}&place=Lagos&online=true&kind=dermatologist`,
          )
          assert.deepStrictEqual(
            online.experts.map((e) => e.name),
            ["Dr Amara Okafor (example)", "Dr Lucía Romero (example)"],
          )

          // Someone else's report is not found; so is a malformed id.
          const { jar: other } = yield* signIn({ url }, { name: "Eve" })
          for (const id of [analysisId, "nope"]) {
            const refused = yield* request({ url }, `/api/experts?analysisId=${id}`, { jar: other })
            assert.strictEqual(refused.status, 404, id)
          }
          assert.strictEqual((yield* request({ url }, "/api/experts")).status, 401)
        }),
    )

    it.effect(
      "sends the summary only with consent: the expert gets the PDF and the person's address, the person a copy",
      () =>
        Effect.gen(function* () {
          const testing = yield* TestServer
          const { url, sql, settled } = testing
          const sink = yield* SmtpTestSink
          const { jar: boss } = yield* signInByLink(testing, admin, smtpMailbox(sink))
          const expertEmail = `derm-${unique()}@example.com`
          const added = yield* addExpert(url, boss, {
            ...exampleExperts[0],
            name: "Dr Consent (example)",
            email: expertEmail,
          })
          const expertId = (added.json as { id: string }).id
          const webOnly = ((yield* addExpert(url, boss, exampleExperts[3])).json as { id: string })
            .id
          const { jar: person, email } = yield* signIn({ url })
          const { analysisId } = yield* analyse({ url }, person, quizBody(patches))
          const share = (body: unknown, jar = person, id = analysisId) =>
            request({ url }, `/api/analyses/${id}/share`, { method: "POST", body, jar })

          // Without consent nothing leaves.
          for (const body of [{ expertId }, { expertId, consent: false }]) {
            const refused = yield* share(body)
            assert.strictEqual(refused.status, 400, refused.text)
            assert.deepInclude(refused.json as object, {
              code: "VALIDATION_ERROR",
              message: "Tick the box to agree to send your summary and e-mail address",
            })
          }
          // Someone else's report is not found, whatever the consent.
          const { jar: eve } = yield* signIn({ url }, { name: "Eve" })
          assert.strictEqual((yield* share({ expertId, consent: true }, eve)).status, 404)
          // An expert not in the directory, or with no e-mail, gets nothing.
          assert.strictEqual(
            (yield* share({ expertId: crypto.randomUUID(), consent: true })).status,
            404,
          )
          const noEmail = yield* share({ expertId: webOnly, consent: true })
          assert.strictEqual(noEmail.status, 409)
          assert.deepInclude(noEmail.json as object, { code: "NO_EXPERT_EMAIL" })
          yield* settled
          assert.deepStrictEqual(sink.messagesTo(expertEmail), [])

          const sent = yield* share({ expertId, consent: true, since: "about six weeks" })
          assert.strictEqual(sent.status, 200, sent.text)
          const [toExpert] = yield* mailTo(sink, expertEmail)
          assert.strictEqual(toExpert?.subject, "Hair and scalp summary from Nia")
          assert.deepStrictEqual(toExpert?.replyTo, [email])
          assert.include(toExpert?.text, `Nia (${email}) asked Strand to send you`)
          const [pdf, ...others] = toExpert?.attachments ?? []
          assert.deepStrictEqual(others, [])
          assert.strictEqual(pdf?.filename, "hair-and-scalp-summary.pdf")
          assert.strictEqual(pdf?.contentType, "application/pdf")
          assert.strictEqual(pdf?.content.subarray(0, 5).toString("latin1"), "%PDF-")
          // Nothing else of the report: no answers, no rhythm, no link to it.
          assert.notInclude(toExpert?.text, analysisId)
          assert.notInclude(toExpert?.text, "Wash day")

          const copies = yield* mailTo(sink, email, 1)
          const copy = copies.find(
            (m) => m.subject === "Your summary was sent to Dr Consent (example)",
          )
          assert.isDefined(copy)
          assert.isTrue(copy?.attachments[0]?.content.equals(pdf!.content))

          // Recorded and listed for the person: to whom, when, what.
          const listed = yield* request({ url }, "/api/summary-shares", { jar: person })
          const [record, ...more] = (listed.json as { shares: Array<Record<string, unknown>> })
            .shares
          assert.deepStrictEqual(more, [])
          assert.deepInclude(record!, {
            analysisId,
            expertId,
            expertName: "Dr Consent (example)",
            expertKind: "dermatologist",
            expertEmail,
          })
          assert.match(String((record!.what as Array<string>)[1]), new RegExp(email))
          assert.deepStrictEqual(
            (
              (yield* request({ url }, "/api/summary-shares", { jar: eve })).json as {
                shares: Array<unknown>
              }
            ).shares,
            [],
          )

          // Delivered: the PDF is no longer kept in the outbox.
          yield* settled
          const kept = yield* sql<{ payload: unknown }>`
            SELECT payload FROM outbox WHERE kind = 'ShareSummary' AND description LIKE ${`%${expertEmail}`}
          `
          assert.notInclude(JSON.stringify(kept[0]?.payload), "pdf")

          // A few a day per person: every request with consent counts (three so far).
          for (let i = 3; i < rateLimits.summarySharePerUser.limit; i++)
            assert.strictEqual((yield* share({ expertId, consent: true })).status, 200)
          const limited = yield* share({ expertId, consent: true })
          assert.strictEqual(limited.status, 429)
          assert.isNotNull(limited.headers.get("retry-after"))
        }),
    )
  })
})
