import { assert, describe, it } from "@effect/vitest"
import { writeRulesReport } from "../analyst/RulesReport.ts"
import { normaliseResults } from "./NormaliseResults.ts"
import { reportMail, reportMailSubject, reportUrl } from "./ReportMail.ts"
import { reportSectionHeadings } from "./ReportSections.ts"

const results = writeRulesReport({
  userName: "Amara",
  answers: { gender: "female", hair_texture: "coily", scalp_condition: ["itchy_flaky"] },
  textInputs: {},
})

const url = reportUrl("https://strand.example", "0b7c1b9e-0000-4000-8000-000000000001")

/** Where each heading starts in `body`; -1 when it is missing. */
const headingPositions = (body: string, inBody: (text: string) => string = (t) => t) =>
  reportSectionHeadings.map((heading) => body.indexOf(inBody(heading)))

describe("the report e-mail", () => {
  it("has the subject, the link back to the report and the recipient", () => {
    const mail = reportMail({ to: "amara@example.com", name: "Amara", results, reportUrl: url })
    assert.strictEqual(mail.to, "amara@example.com")
    assert.strictEqual(mail.subject, reportMailSubject)
    assert.strictEqual(mail.subject, "Your Strand hair and scalp routine")
    assert.strictEqual(
      url,
      "https://strand.example/result?analysisId=0b7c1b9e-0000-4000-8000-000000000001",
    )
    assert.include(mail.text, url)
    assert.include(mail.html ?? "", `href="${url}"`)
  })

  it("has every section, in the result screen's order, in the text and the HTML", () => {
    const mail = reportMail({ to: "a@example.com", name: "Amara", results, reportUrl: url })
    const inText = headingPositions(mail.text)
    assert.notInclude(inText, -1)
    assert.deepStrictEqual(
      inText,
      [...inText].sort((a, b) => a - b),
    )
    const inHtml = headingPositions(
      mail.html ?? "",
      (heading) => `<h2>${heading.replace("&", "&amp;").replace("'", "&#39;")}</h2>`,
    )
    assert.notInclude(inHtml, -1)
    assert.deepStrictEqual(
      inHtml,
      [...inHtml].sort((a, b) => a - b),
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
    const named = reportMail({ to: "a@example.com", name: " Amara ", results, reportUrl: url })
    assert.isTrue(named.text.startsWith("Hi Amara,\n"))
    assert.include(named.html ?? "", "<p>Hi Amara,</p>")
    for (const name of [null, "", "   "]) {
      const mail = reportMail({ to: "a@example.com", name, results, reportUrl: url })
      assert.isTrue(mail.text.startsWith("Hi there,\n"))
      assert.include(mail.html ?? "", "<p>Hi there,</p>")
    }
  })

  it("escapes every string in the HTML, and keeps the text as written", () => {
    const hostile = normaliseResults({
      routineSnapshot: `<script>alert("snapshot")</script>`,
      doingWell: ["<img src=x onerror=alert(1)>"],
      redFlags: ['Tom & Jerry\'s "flag"'],
      productTexture: {
        recommended: "Rich",
        products: [{ title: "<b>Oil</b>", ingredients: "jojoba", usage: "nightly" }],
      },
    })
    const mail = reportMail({
      to: "a@example.com",
      name: "<i>Eve</i>",
      results: hostile,
      reportUrl: url,
    })
    const html = mail.html ?? ""
    assert.notInclude(html, "<script")
    assert.notInclude(html, "<img")
    assert.notInclude(html, "<b>")
    assert.notInclude(html, "<i>")
    assert.include(html, "&lt;script&gt;alert(&quot;snapshot&quot;)&lt;/script&gt;")
    assert.include(html, "&lt;img src=x onerror=alert(1)&gt;")
    assert.include(html, "Tom &amp; Jerry&#39;s &quot;flag&quot;")
    assert.include(html, "Hi &lt;i&gt;Eve&lt;/i&gt;,")
    // the plain text is not HTML: it keeps the characters as they were written
    assert.include(mail.text, `<script>alert("snapshot")</script>`)
  })

  it("says so when a section is empty rather than leaving a bare heading", () => {
    const empty = normaliseResults({ routineSnapshot: "Short report.", redFlags: [] })
    const mail = reportMail({ to: "a@example.com", name: null, results: empty, reportUrl: url })
    const redFlags = mail.text.slice(mail.text.indexOf("Red flags"))
    assert.include(redFlags, "Nothing to note for now.")
  })
})
