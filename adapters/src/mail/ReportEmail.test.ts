/**
 * The report e-mail as it leaves: the composer's message (domain text, React
 * Email HTML) for a real rules report. The HTML checks are the ones the
 * hand-written HTML had, read against the designed template.
 */
import { assert, describe, it } from "@effect/vitest"
import { normaliseResults } from "@strand/domain/analysis/NormaliseResults"
import { reportSectionHeadings } from "@strand/domain/analysis/ReportSections"
import { writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { MailComposer } from "@strand/domain/mail/MailComposer"
import { reportMail } from "@strand/domain/mail/ReportMail"
import { noReading } from "@strand/domain/notes/testing/Readings"
import type { AnalysisResults } from "@strand/domain/report/AnalysisResults"
import { referralUrl, reportUrl } from "@strand/domain/site/Links"
import { Effect } from "effect"
import { reactEmailComposer } from "./ReactEmailComposer.ts"

const results = writeRulesReport({
  userName: "Amara",
  answers: { gender: "female", hair_texture: "coily", scalp_condition: ["itchy_flaky"] },
  textInputs: {},
  reading: noReading,
})
const url = reportUrl("https://strand.example", "0b7c1b9e-0000-4000-8000-000000000001")
const share = referralUrl("https://strand.example", "abc_123")
const contactEmail = "team@strand.example"

const compose = (name: string | null, report: AnalysisResults = results) =>
  Effect.flatMap(MailComposer, (composer) =>
    composer.compose(
      reportMail({
        to: "amara@example.com",
        name,
        results: report,
        reportUrl: url,
        referralUrl: share,
      }),
    ),
  ).pipe(Effect.provide(reactEmailComposer({ contactEmail })))

// React escapes & < > " and ' as &amp; &lt; &gt; &quot; &#x27;
const escaped = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;")

describe("the designed report e-mail", () => {
  it.effect(
    "links back to the report and to the referral link, with a footer saying why and whom to ask",
    () =>
      Effect.gen(function* () {
        const mail = yield* compose("Amara")
        const html = mail.html ?? ""
        assert.include(html, `href="${url}"`)
        assert.include(html, `href="${share}"`)
        assert.include(html, `href="mailto:${contactEmail}"`)
        assert.include(
          html,
          "You are receiving this because you asked Strand to e-mail you your report.",
        )
        assert.include(mail.text, share)
        assert.include(mail.text, `Questions? Write to ${contactEmail}.`)
      }),
  )

  it.effect("has every section, in the result screen's order, in the text and the HTML", () =>
    Effect.gen(function* () {
      const mail = yield* compose("Amara")
      const html = mail.html ?? ""
      const positions = reportSectionHeadings.map((heading) =>
        html.search(new RegExp(`<h2[^>]*>${escaped(heading)}</h2>`)),
      )
      assert.notInclude(positions, -1)
      assert.deepStrictEqual(
        positions,
        [...positions].sort((a, b) => a - b),
      )
      for (const item of [...results.doingWell, ...results.avoidForNow, ...results.redFlags]) {
        assert.include(html, escaped(item))
      }
      for (const day of results.weeklyRhythm) {
        assert.include(html, escaped(day.day))
        assert.include(html, escaped(day.activity))
      }
      // the texture scale: all three levels, the recommended one marked
      for (const level of ["Light", "Medium", "Rich"]) assert.include(html, level)
      assert.include(html, `${results.productTexture.recommended} ✓`)
      for (const product of results.productTexture.products)
        assert.include(html, escaped(product.title))
    }),
  )

  it.effect("greets by name, or 'there' without one", () =>
    Effect.gen(function* () {
      assert.match(
        (yield* compose(" Amara ")).html ?? "",
        /<h1[^>]*>Hi <!-- -->Amara<!-- -->,<\/h1>|<h1[^>]*>Hi Amara,<\/h1>/,
      )
      for (const name of [null, "", "   "]) {
        const html = (yield* compose(name)).html ?? ""
        assert.match(html, /<h1[^>]*>Hi <!-- -->there<!-- -->,<\/h1>|<h1[^>]*>Hi there,<\/h1>/)
      }
    }),
  )

  it.effect("escapes every string in the HTML, and keeps the text as written", () =>
    Effect.gen(function* () {
      const hostile = normaliseResults({
        routineSnapshot: `<script>alert("snapshot")</script>`,
        doingWell: ["<img src=x onerror=alert(1)>"],
        redFlags: ['Tom & Jerry\'s "flag"'],
        productTexture: {
          recommended: "Rich",
          products: [{ title: "<b>Oil</b>", ingredients: "jojoba", usage: "nightly" }],
        },
      })
      const mail = yield* compose("<i>Eve</i>", hostile)
      const html = mail.html ?? ""
      assert.notInclude(html, "<script")
      assert.notInclude(html, "<img")
      assert.notInclude(html, "<b>")
      assert.notInclude(html, "<i>")
      assert.include(html, "&lt;script&gt;alert(&quot;snapshot&quot;)&lt;/script&gt;")
      assert.include(html, "&lt;img src=x onerror=alert(1)&gt;")
      assert.include(html, "Tom &amp; Jerry&#x27;s &quot;flag&quot;")
      assert.include(html, "&lt;i&gt;Eve&lt;/i&gt;")
      // the plain text is not HTML: it keeps the characters as they were written
      assert.include(mail.text, `<script>alert("snapshot")</script>`)
    }),
  )
})
