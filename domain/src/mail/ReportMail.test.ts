import { assert, describe, it } from "@effect/vitest"
import { exampleReport } from "../analysis/ExampleReport.ts"
import { normaliseResults } from "../analysis/NormaliseResults.ts"
import { reportSectionHeadings } from "../analysis/ReportSections.ts"
import { writeRulesReport } from "../analyst/RulesReport.ts"
import { noReading } from "../notes/testing/Readings.ts"
import { sourceKindLabels } from "../report/ReportExplanation.ts"
import { referralUrl, reportUrl } from "../site/Links.ts"
import { mailEnvelope } from "./Mail.ts"
import { type ReportMailInput, reportMail, reportMailSubject } from "./ReportMail.ts"

const results = writeRulesReport({
  userName: "Amara",
  answers: { gender: "female", hair_texture: "coily", scalp_condition: ["itchy_flaky"] },
  textInputs: {},
  reading: noReading,
})

const url = reportUrl("https://strand.example", "0b7c1b9e-0000-4000-8000-000000000001")

const contact = "hello@strand.example"

/** The report e-mail as the mailer receives it, minus the designed HTML (adapters test that). */
const composed = (input: ReportMailInput) => mailEnvelope(reportMail(input), contact)

/** Where each heading starts in `body`; -1 when it is missing. */
const headingPositions = (body: string, inBody: (text: string) => string = (t) => t) =>
  reportSectionHeadings.map((heading) => body.indexOf(inBody(heading)))

describe("the report e-mail", () => {
  it("has the subject, the link back to the report and the recipient", () => {
    const mail = composed({ to: "amara@example.com", name: "Amara", results, reportUrl: url })
    assert.strictEqual(mail.to, "amara@example.com")
    assert.strictEqual(mail.subject, reportMailSubject)
    assert.strictEqual(mail.subject, "Your Strand hair and scalp routine")
    assert.strictEqual(
      url,
      "https://strand.example/result?analysisId=0b7c1b9e-0000-4000-8000-000000000001",
    )
    assert.include(mail.text, url)
  })

  it("has every section, in the result screen's order, in the text", () => {
    const mail = composed({ to: "a@example.com", name: "Amara", results, reportUrl: url })
    const inText = headingPositions(mail.text)
    assert.notInclude(inText, -1)
    assert.deepStrictEqual(
      inText,
      [...inText].sort((a, b) => a - b),
    )

    // the content of each section, not only its heading
    assert.include(mail.text, results.routineSnapshot)
    for (const item of [...results.doingWell, ...results.avoidForNow, ...results.redFlags]) {
      assert.include(mail.text, `- ${item}`)
    }
    for (const day of results.weeklyRhythm) assert.include(mail.text, `${day.day}: ${day.activity}`)
    const texture = results.productTexture
    assert.include(mail.text, `Recommended texture: ${texture.recommended}`)
    assert.include(mail.text, texture.textureGuidance)
    for (const zone of texture.applicationZones) assert.include(mail.text, `- ${zone}`)
    for (const product of texture.products) {
      assert.include(mail.text, `Product: ${product.title}`)
      assert.include(mail.text, `Ingredients: ${product.ingredients}`)
      assert.include(mail.text, `How to use: ${product.usage}`)
    }
    for (const note of [...results.stylingBuildUp, ...results.scienceNotes]) {
      assert.include(mail.text, `- ${note}`)
    }
  })

  it("greets by name, or 'there' without one", () => {
    const named = composed({ to: "a@example.com", name: " Amara ", results, reportUrl: url })
    assert.isTrue(named.text.startsWith("Hi Amara,\n"))
    for (const name of [null, "", "   "]) {
      const mail = composed({ to: "a@example.com", name, results, reportUrl: url })
      assert.isTrue(mail.text.startsWith("Hi there,\n"))
    }
  })

  it("keeps the text as written: it is not HTML", () => {
    const hostile = normaliseResults({ routineSnapshot: `<script>alert("snapshot")</script>` })
    const mail = composed({
      to: "a@example.com",
      name: "<i>Eve</i>",
      results: hostile,
      reportUrl: url,
    })
    assert.include(mail.text, `<script>alert("snapshot")</script>`)
    assert.isTrue(mail.text.startsWith("Hi <i>Eve</i>,\n"))
  })

  it("ends with the referral link, why it came and whom to ask", () => {
    const share = referralUrl("https://strand.example", "abc_123")
    const mail = composed({
      to: "a@example.com",
      name: "Amara",
      results,
      reportUrl: url,
      referralUrl: share,
    })
    assert.strictEqual(share, "https://strand.example/?ref=abc_123")
    assert.include(mail.text, "Share Strand\n")
    assert.include(mail.text, share)
    assert.include(
      mail.text,
      "You are receiving this because you asked Strand to e-mail you your report.",
    )
    assert.include(mail.text, `Questions? Write to ${contact}.`)
    const without = composed({ to: "a@example.com", name: "Amara", results, reportUrl: url })
    assert.notInclude(without.text, "?ref=")
  })

  it("says so when a section is empty rather than leaving a bare heading", () => {
    const empty = normaliseResults({ routineSnapshot: "Short report.", redFlags: [] })
    const mail = composed({ to: "a@example.com", name: null, results: empty, reportUrl: url })
    const redFlags = mail.text.slice(mail.text.indexOf("Red flags"))
    assert.include(redFlags, "Nothing to note for now.")
  })
})

describe("the report e-mail with its guide", () => {
  const answers = {
    gender: "female",
    hair_texture: "coily",
    scalp_condition: ["itchy_flaky"],
    symptoms: ["round_patches"],
    environment: ["hard_water", "chlorinated", "humid_climate"],
  }
  const view = exampleReport("Amara", answers)
  const mail = composed({
    to: "a@example.com",
    name: "Amara",
    results: view.aiResults,
    guide: view,
    reportUrl: url,
    calendar: {
      file: "https://strand.example/api/analyses/x/calendar.ics?day=sunday",
      page: `${url}#calendar`,
    },
  })

  it("opens with Start here, a red flag first, and ends with the evidence notes", () => {
    const start = mail.text.indexOf("Start here\n")
    assert.isAbove(start, 0)
    assert.isBelow(start, mail.text.indexOf("Your routine snapshot"))
    assert.include(
      mail.text,
      "1. First: Book a dermatologist within 1 to 2 weeks for the bald patches.",
    )
    const evidence = mail.text.indexOf("The evidence behind your report")
    assert.isAbove(evidence, mail.text.indexOf("Red flags"))
    assert.match(
      mail.text.slice(evidence),
      new RegExp(`\\n\\[1\\] .+ \\((${Object.values(sourceKindLabels).join("|")})\\)`),
    )
  })

  it("numbers each line's sources as the evidence notes list them", () => {
    const flag = view.aiResults.redFlags[0]!
    const line = mail.text.split("\n").find((l) => l.startsWith(`- ${flag}`)) ?? ""
    const numbers = /\[([\d, ]+)\]$/.exec(line)?.[1]?.split(", ").map(Number) ?? []
    assert.isNotEmpty(numbers)
    const notes = mail.text.slice(mail.text.indexOf("The evidence behind your report"))
    // The bald patches' sources: the BAD leaflet and the AAD page.
    for (const n of numbers)
      assert.match(notes, new RegExp(`\\n\\[${n}\\] (British Association|American Academy)`))
  })

  it("says what to expect, when to look again, and links the calendar file", () => {
    assert.include(mail.text, "What to expect, and when to look again")
    assert.include(mail.text, "Bald patches: No shampoo, oil or routine change alters them")
    assert.match(mail.text, /Take the quiz again around [A-Z][a-z]+ \d+, 20\d\d\./)
    assert.include(
      mail.text,
      "Add this week to your calendar (.ics file): https://strand.example/api/analyses/x/calendar.ics?day=sunday",
    )
    assert.include(mail.text, `Choose another day or time: ${url}#calendar`)
  })

  it("carries only the unlocked tips, and the locked ones by title", () => {
    const written = writeRulesReport({
      userName: "Amara",
      answers,
      textInputs: {},
      reading: noReading,
    })
    assert.isAbove(written.stylingBuildUp.length, 2)
    for (const tip of written.stylingBuildUp.slice(2)) assert.notInclude(mail.text, tip)
    assert.include(mail.text, `${view.lockedTips.count} more tips unlock when 3 friends join`)
    for (const title of view.lockedTips.titles) assert.include(mail.text, title)
  })
})
