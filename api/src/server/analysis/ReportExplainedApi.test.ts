/**
 * The report that explains itself, over HTTP: the evidence travels
 * with the report; locked styling tips never leave the server before the
 * third referral (report JSON, analysis answer and report e-mail alike); the
 * calendar file read back by an independent iCalendar parser; the doctor's
 * summary as a PDF whose text is read back; a server without Chromium says
 * so; a report stored in the previous release's shape still loads. Only the
 * owner gets any of it.
 */
import { assert, describe, layer } from "@effect/vitest"
import { sourceKindLabels } from "@strand/domain/report/ReportExplanation"
import { Effect } from "effect"
import ICAL from "ical.js"
import { extractText, getDocumentProxy } from "unpdf"
import { mailsTo } from "../testing/MailFolder.ts"
import { analyse, analyseRequest, signIn } from "../testing/SignIn.ts"
import { type CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

type Server = { readonly url: string }

/** Many styling tips (more than the two shown before the unlock), and a red flag. */
const quiz = {
  userName: "Amara",
  answers: {
    gender: "female",
    hormonal_stage: "not_applicable",
    scalp_condition: ["itchy_flaky"],
    hair_texture: "coily",
    hair_state: ["natural_virgin"],
    density: "high",
    trim_frequency: "six_months",
    exercise_frequency: "daily",
    hair_care_method: "self",
    wash_frequency: "weekly",
    shampoo_choice: "gentle",
    conditioning: ["rinse_out"],
    heat_tension: ["ponytails", "heat_weekly"],
    products_used: { gels_mousses: "weekly" },
    detangling: "wet_slip",
    environment: ["hard_water", "chlorinated", "humid_climate"],
    symptoms: ["round_patches"],
  },
  textInputs: { health_notes: "A round bald patch appeared at my crown last month" },
}

interface Item {
  section: string
  index: number
  writtenBy: string
  rule?: string
  triggers: ReadonlyArray<{ question: string; answer: string; typed?: boolean }>
  sources: ReadonlyArray<{ key: string; title: string; kind: string; url?: string }>
}
interface ReportJson {
  id: string
  reportVersion: number
  aiResults: { stylingBuildUp: ReadonlyArray<string>; redFlags: ReadonlyArray<string> }
  explanation: {
    items: ReadonlyArray<Item>
    startHere: ReadonlyArray<{ change: string; why: string; urgent: boolean }>
    timelines: ReadonlyArray<{ concern: string; expect: string }>
    retakeAfterWeeks: number
  }
  retakeOn: string
  lockedTips: { count: number; titles: ReadonlyArray<string>; unlockAt: number }
  offersDoctorSummary: boolean
}

interface Analysed {
  readonly analysisId: string
  readonly results: { readonly stylingBuildUp: ReadonlyArray<string> }
  readonly analysis: ReportJson
}

const report = (server: Server, id: string, jar?: CookieJar) =>
  request(server, `/api/analyses/${id}`, jar === undefined ? {} : { jar })

const pdfText = (bytes: Uint8Array) =>
  Effect.promise(async () => {
    const { totalPages, text } = await extractText(await getDocumentProxy(bytes), {
      mergePages: true,
    })
    return { pages: totalPages, text: text.replace(/\s+/g, " ") }
  })

const fetchBytes = (server: Server, path: string, jar: CookieJar, body: unknown) =>
  Effect.promise(async () => {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { cookie: jar.header, "content-type": "application/json" },
      body: JSON.stringify(body),
    })
    return {
      status: response.status,
      headers: response.headers,
      bytes: new Uint8Array(await response.arrayBuffer()),
    }
  })

describe("a report that explains itself", () => {
  layer(testServer(), { timeout: 120_000, excludeTestServices: true })((it) => {
    it.effect(
      "carries every line's reasons and sources, Start here, timelines and the retake date",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const owner = yield* signIn(server, { name: "Amara" })
          const json = yield* analyse<Analysed>(server, owner.jar, quiz)
          const found = yield* report(server, json.analysisId, owner.jar)
          assert.strictEqual(found.status, 200)
          const analysis = (found.json as { analysis: ReportJson }).analysis
          assert.strictEqual(analysis.reportVersion, 2)
          // The analysis answer is the same report, so the SPA needs no second request.
          assert.deepStrictEqual(json.analysis, analysis)
          for (const item of analysis.explanation.items) {
            assert.strictEqual(item.writtenBy, "rules")
            assert.isAbove(item.triggers.length, 0, `${item.section}[${item.index}]`)
            assert.isAbove(item.sources.length, 0, `${item.section}[${item.index}]`)
          }
          const patches = analysis.explanation.items.find((i) => i.rule === "round-patches")
          assert.deepInclude(patches?.triggers ?? [], {
            question: "Have you had any of these recently?",
            answer: "Round, smooth bald patches",
          })
          // Alopecia areata's own leaflet, from the dermatologists' association.
          assert.strictEqual(patches?.sources[0]?.kind, "patient_information")
          const [first] = analysis.explanation.startHere
          assert.isTrue(first?.urgent)
          assert.strictEqual(
            first?.change,
            "Book a dermatologist within 1 to 2 weeks for the bald patches",
          )
          assert.include(
            analysis.explanation.timelines.map((t) => t.concern),
            "Flakes and itch",
          )
          assert.isTrue(analysis.offersDoctorSummary)
          assert.isAbove(Date.parse(analysis.retakeOn), Date.now())
        }),
    )

    it.effect("never sends a locked tip before the third referral, and sends it after", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const owner = yield* signIn(server, { name: "Amara" })
        const answer = yield* analyseRequest(server, owner.jar, quiz)
        assert.strictEqual(answer.status, 200, answer.text)
        const id = (answer.json as Analysed).analysisId
        const locked = yield* report(server, id, owner.jar)
        yield* request(server, `/api/send-report/${id}`, { method: "POST", jar: owner.jar })
        const lockedJson = (locked.json as { analysis: ReportJson }).analysis
        assert.strictEqual(lockedJson.aiResults.stylingBuildUp.length, 2)
        assert.isAtLeast(lockedJson.lockedTips.count, 2)
        assert.strictEqual(lockedJson.lockedTips.titles.length, lockedJson.lockedTips.count)
        assert.strictEqual(lockedJson.lockedTips.unlockAt, 3)

        // Two friends join: still locked, checked again on this request.
        for (const friend of ["Bea", "Cy"])
          yield* signIn(server, { name: friend, referralCode: owner.user.referralCode })
        const twoFriends = yield* report(server, id, owner.jar)
        assert.strictEqual(
          (twoFriends.json as { analysis: ReportJson }).analysis.lockedTips.count,
          lockedJson.lockedTips.count,
        )

        yield* signIn(server, { name: "Dee", referralCode: owner.user.referralCode })
        const unlocked = yield* report(server, id, owner.jar)
        const all = (unlocked.json as { analysis: ReportJson }).analysis
        assert.strictEqual(all.lockedTips.count, 0)
        const lockedTips = all.aiResults.stylingBuildUp.slice(2)
        assert.strictEqual(lockedTips.length, lockedJson.lockedTips.count)
        yield* request(server, `/api/send-report/${id}`, { method: "POST", jar: owner.jar })
        yield* server.settled
        const [before, after] = yield* mailsTo(server.dataDir, owner.email)

        for (const tip of lockedTips) {
          // Not in the report, not in the analysis answer, not in the e-mail, not even in part.
          for (const [where, text] of [
            ["report JSON", locked.text],
            ["report JSON with two referrals", twoFriends.text],
            ["analysis answer", answer.text],
            ["e-mail text", before?.text ?? ""],
            ["e-mail HTML", before?.html ?? ""],
          ] as const)
            assert.notInclude(text, tip.slice(0, 40), `${where} holds a locked tip`)
          assert.include(unlocked.text, JSON.stringify(tip).slice(1, -1))
          assert.include(after?.text ?? "", tip)
        }
        // The e-mail says what is locked by name, and how to unlock it.
        assert.include(
          before?.text ?? "",
          `${lockedJson.lockedTips.count} more tips unlock when 3 friends join`,
        )
        for (const title of lockedJson.lockedTips.titles) assert.include(before?.text ?? "", title)
      }),
    )

    it.effect("e-mails Start here, the timelines, the evidence notes and the calendar file", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const owner = yield* signIn(server, { name: "Amara" })
        const json = yield* analyse<Analysed>(server, owner.jar, quiz)
        const query = "?day=sunday&time=19%3A00&timeZone=Europe%2FLondon"
        const sent = yield* request(server, `/api/send-report/${json.analysisId}${query}`, {
          method: "POST",
          jar: owner.jar,
        })
        assert.strictEqual(sent.status, 200, sent.text)
        yield* server.settled
        const [mail] = yield* mailsTo(server.dataDir, owner.email)
        const text = mail?.text ?? ""
        assert.isBelow(text.indexOf("Start here"), text.indexOf("Your routine snapshot"))
        assert.include(
          text,
          "1. First: Book a dermatologist within 1 to 2 weeks for the bald patches.",
        )
        assert.include(text, "What to expect, and when to look again")
        assert.include(
          text,
          "Flakes and itch: Used once a week as the plan says, antifungal care usually calms them within 2 to 4 weeks",
        )
        assert.include(text, "Take the quiz again around ")
        assert.include(text, "The evidence behind your report")
        const kinds = Object.values(sourceKindLabels).join("|")
        assert.match(text, new RegExp(`\\n\\[1\\] .+ \\((${kinds})\\)`))
        assert.match(
          text,
          /\n\[\d+\] American Academy of Dermatology: .* \(Patient information\) https:\/\/www\.aad\.org\//,
        )
        // Red flags carry their note numbers.
        assert.match(text, /- Round, smooth bald patches[^\n]*\[\d+(, \d+)*\]/)
        assert.include(
          text,
          `http://localhost:3000/api/analyses/${json.analysisId}/calendar.ics?day=sunday&time=19%3A00&timeZone=Europe%2FLondon`,
        )
        assert.include(mail?.html ?? "", "<sup")
      }),
    )

    it.effect("gives the week as an iCalendar file an independent parser reads", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const owner = yield* signIn(server, { name: "Amara" })
        const json = yield* analyse<Analysed>(server, owner.jar, quiz)
        const path = `/api/analyses/${json.analysisId}/calendar.ics?day=sunday&time=19:00&timeZone=Europe/London&remind=60`
        const response = yield* request(server, path, { jar: owner.jar })
        assert.strictEqual(response.status, 200, response.text)
        assert.match(response.headers.get("content-type") ?? "", /^text\/calendar/)
        assert.match(
          response.headers.get("content-disposition") ?? "",
          /attachment; filename=".+\.ics"/,
        )
        const calendar = new ICAL.Component(ICAL.parse(response.text))
        const zone = calendar.getFirstSubcomponent("vtimezone")
        assert.strictEqual(zone?.getFirstPropertyValue("tzid"), "Europe/London")
        ICAL.TimezoneService.register(new ICAL.Timezone(zone!))
        const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v))
        assert.isAtLeast(events.length, 3)
        const washDay = events.find((event) => event.description.startsWith("Day 1:"))!
        assert.strictEqual(washDay.startDate.zone.tzid, "Europe/London")
        assert.strictEqual(washDay.startDate.hour, 19)
        assert.strictEqual(washDay.startDate.dayOfWeek(), ICAL.Time.SUNDAY)
        const rule = washDay.component.getFirstPropertyValue("rrule") as ICAL.Recur
        assert.strictEqual(rule.freq, "WEEKLY")
        assert.strictEqual(
          String(
            washDay.component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger"),
          ),
          "-PT1H",
        )
        assert.include(washDay.description, `/result?analysisId=${json.analysisId}`)

        // Bad choices are a 400 naming the field; anyone else's report a 404.
        const badZone = yield* request(
          server,
          `/api/analyses/${json.analysisId}/calendar.ics?day=sunday&time=19:00&timeZone=Mars/Base`,
          { jar: owner.jar },
        )
        assert.strictEqual(badZone.status, 400)
        const stranger = yield* signIn(server, { name: "Eve" })
        const theirs = yield* request(server, path, { jar: stranger.jar })
        assert.strictEqual(theirs.status, 404)
        assert.strictEqual((theirs.json as { code: string }).code, "NOT_FOUND")
        assert.strictEqual((yield* request(server, path)).status, 401)
      }),
    )

    it.effect(
      "prints the doctor's summary to a one-page PDF on the server, for the owner only",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const owner = yield* signIn(server, { name: "Amara" })
          const json = yield* analyse<Analysed>(server, owner.jar, quiz)
          const summary = yield* request(
            server,
            `/api/analyses/${json.analysisId}/doctor-summary`,
            { jar: owner.jar },
          )
          assert.strictEqual(summary.status, 200, summary.text)
          assert.deepInclude(summary.json as object, { name: "Amara" })

          const path = `/api/analyses/${json.analysisId}/doctor-summary.pdf`
          const notes = { since: "Since October", tried: "Tea tree oil", paper: "letter" }
          const pdf = yield* fetchBytes(server, path, owner.jar, notes)
          assert.strictEqual(pdf.status, 200)
          assert.strictEqual(pdf.headers.get("content-type"), "application/pdf")
          assert.match(
            pdf.headers.get("content-disposition") ?? "",
            /attachment; filename=".+\.pdf"/,
          )
          const { pages, text } = yield* pdfText(pdf.bytes)
          assert.strictEqual(pages, 1)
          for (const expected of [
            "Amara",
            "Round, smooth bald patches",
            "A round bald patch appeared at my crown last month",
            "Since October",
            "Tea tree oil",
            "it is not a diagnosis",
          ])
            assert.include(text, expected)

          const stranger = yield* signIn(server, { name: "Eve" })
          assert.strictEqual((yield* fetchBytes(server, path, stranger.jar, notes)).status, 404)
          const tooLong = yield* request(server, path, {
            method: "POST",
            body: { since: "x".repeat(201) },
            jar: owner.jar,
          })
          assert.strictEqual(tooLong.status, 400)
        }),
    )

    it.effect("loads a report stored in the previous release's shape", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const owner = yield* signIn(server, { name: "Amara" })
        const json = yield* analyse<Analysed>(server, owner.jar, quiz)
        // As the previous release stored it: version 1, no explanation.
        yield* server.sql`UPDATE analyses SET report_version = 1, explanation = NULL
                          WHERE id = ${json.analysisId}`.pipe(Effect.orDie)
        const found = yield* report(server, json.analysisId, owner.jar)
        assert.strictEqual(found.status, 200, found.text)
        const analysis = (found.json as { analysis: ReportJson }).analysis
        assert.strictEqual(analysis.reportVersion, 1)
        assert.strictEqual(analysis.aiResults.stylingBuildUp.length, 2)
        assert.isTrue(analysis.explanation.items.some((item) => item.sources.length > 0))
      }),
    )
  })
})
