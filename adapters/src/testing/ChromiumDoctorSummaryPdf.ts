/**
 * The doctor's summary rendered by headless Chromium (playwright-core
 * driving Debian's /usr/bin/chromium; nothing is downloaded), a fresh
 * browser per PDF, at most two at once: how Strand made it before it used
 * PDFKit in process (PdfKitDoctorSummaryPdf.ts). Kept only as the
 * benchmark's baseline (DoctorSummaryPdf.bench.ts); the app needs no browser.
 */
import { existsSync } from "node:fs"
import type { DoctorSummary } from "@strand/domain/analysis/DoctorSummary"
import {
  DoctorSummaryPdf,
  type PaperSize,
  PdfUnavailable,
} from "@strand/domain/analysis/DoctorSummaryPdf"
import { Duration, Effect, Layer, Semaphore } from "effect"

const renderTimeout = Duration.seconds(30)

const failed = (cause: unknown) =>
  new PdfUnavailable({
    reason: "RenderFailed",
    message: `Chromium could not render the PDF: ${cause instanceof Error ? cause.message : String(cause)}`,
  })

export const ChromiumDoctorSummaryPdf = (executablePath: string) =>
  Layer.effect(
    DoctorSummaryPdf,
    Effect.gen(function* () {
      const renders = yield* Semaphore.make(2)
      const modules = yield* Effect.cached(
        Effect.promise(async () => ({
          playwright: await import("playwright-core"),
          template: await import("./DoctorSummaryDocument.ts"),
        })),
      )

      const render = Effect.fn("DoctorSummaryPdf.render")(function* (
        summary: DoctorSummary,
        paper: PaperSize,
      ) {
        if (!existsSync(executablePath)) {
          return yield* new PdfUnavailable({
            reason: "RenderFailed",
            message: `No Chromium at ${executablePath} (CHROMIUM_PATH)`,
          })
        }
        const { playwright, template } = yield* modules
        const html = template.doctorSummaryHtml(summary)
        const pdf = Effect.acquireUseRelease(
          Effect.tryPromise({
            try: () =>
              playwright.chromium.launch({
                executablePath,
                headless: true,
                args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
              }),
            catch: failed,
          }),
          (browser) =>
            Effect.tryPromise({
              try: async () => {
                const page = await browser.newPage()
                // Nothing to fetch: the page is self-contained, and stays offline.
                await page.route("**/*", (route) => route.abort())
                await page.setContent(html, { waitUntil: "load" })
                return await page.pdf({
                  format: paper === "letter" ? "Letter" : "A4",
                  printBackground: true,
                  preferCSSPageSize: false,
                })
              },
              catch: failed,
            }),
          (browser) => Effect.promise(() => browser.close()).pipe(Effect.ignore),
        )
        const bytes = yield* renders
          .withPermits(1)(pdf)
          .pipe(
            Effect.timeoutOrElse({
              duration: renderTimeout,
              orElse: () => Effect.fail(failed(`no PDF within ${Duration.format(renderTimeout)}`)),
            }),
          )
        return new Uint8Array(bytes)
      })

      return DoctorSummaryPdf.of({ render })
    }),
  )
