/**
 * The report e-mail as a reader sees it: rendered by the real composer,
 * opened in headless Chromium at a phone's width (375 px) and a desktop's
 * (1024 px). Nothing may overflow sideways, every section heading must be on
 * screen, and the screenshots are kept in adapters/test-results/ to look at.
 */
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { reportSectionHeadings } from "@strand/domain/analysis/ReportSections"
import { writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { MailComposer } from "@strand/domain/mail/MailComposer"
import { reportMail } from "@strand/domain/mail/ReportMail"
import { noReading } from "@strand/domain/notes/testing/Readings"
import { referralUrl, reportUrl } from "@strand/domain/site/Links"
import { Effect } from "effect"
import { chromium } from "playwright"
import { reactEmailComposer } from "./ReactEmailComposer.ts"

const shots = join(import.meta.dirname, "..", "..", "test-results")

const results = writeRulesReport({
  userName: "Amara",
  answers: {
    gender: "female",
    hair_texture: "coily",
    scalp_condition: ["itchy_flaky", "dry_tight"],
    porosity: "high",
    wash_frequency: "weekly",
    heat_tension: ["braids_extensions"],
  },
  textInputs: {},
  reading: noReading,
})

const html = Effect.flatMap(MailComposer, (composer) =>
  composer.compose(
    reportMail({
      to: "amara@example.com",
      name: "Amara",
      results,
      reportUrl: reportUrl("https://strand.example", "0b7c1b9e-0000-4000-8000-000000000001"),
      referralUrl: referralUrl("https://strand.example", "amara_7Qx2"),
    }),
  ),
).pipe(
  Effect.map((message) => message.html ?? ""),
  Effect.provide(reactEmailComposer({ contactEmail: "hello@strand.example" })),
)

const browser = Effect.acquireRelease(
  Effect.promise(() =>
    chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
    }),
  ),
  (opened) => Effect.promise(() => opened.close()),
)

describe("the report e-mail in a browser", () => {
  for (const width of [375, 1024]) {
    it.live(
      `fits ${width} px with every section readable`,
      () =>
        Effect.gen(function* () {
          const opened = yield* browser
          const content = yield* html
          const page = yield* Effect.promise(async () =>
            (await opened.newContext({ viewport: { width, height: 900 } })).newPage(),
          )
          yield* Effect.promise(() => page.setContent(content))
          const layout = yield* Effect.promise(() =>
            page.evaluate(() => ({
              scrollWidth: document.documentElement.scrollWidth,
              headings: [...document.querySelectorAll("h2")].map((h) => {
                const box = h.getBoundingClientRect()
                return { text: h.textContent, left: box.left, right: box.right, height: box.height }
              }),
            })),
          )
          assert.isAtMost(layout.scrollWidth, width, "nothing overflows sideways")
          assert.deepStrictEqual(
            layout.headings.map((h) => h.text),
            [...reportSectionHeadings],
          )
          for (const heading of layout.headings) {
            assert.isAtLeast(heading.left, 0)
            assert.isAtMost(heading.right, width)
            assert.isAbove(heading.height, 0)
          }
          mkdirSync(shots, { recursive: true })
          yield* Effect.promise(() =>
            page.screenshot({ path: join(shots, `report-email-${width}.png`), fullPage: true }),
          )
        }).pipe(Effect.scoped),
      60_000,
    )
  }
})
