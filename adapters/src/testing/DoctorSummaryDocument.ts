/**
 * The doctor's summary as one printable HTML page (the PDF's source): the
 * person's name and the date, what Strand suggested, what they noticed and
 * typed, since when, what they tried, products and chemical services,
 * hormonal stage and background, then a footer saying it is not a diagnosis.
 * Sized for one A4 or Letter page. Every string is React text, so what a
 * person typed is never markup.
 *
 * Written with createElement (`h`), not JSX, like the e-mail templates: the
 * server runs TypeScript as Node strips it.
 */
import {
  type DoctorSummary,
  doctorSummaryWords,
  typedNoteLead,
} from "@strand/domain/analysis/DoctorSummary"
import { DateTime } from "effect"
import { createElement as h, type ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"

const words = doctorSummaryWords

const css = `
  @page { margin: 16mm 16mm 14mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; color: #2b211c;
         font-size: 10.5pt; line-height: 1.45; }
  header { border-bottom: 2px solid #a9532b; padding-bottom: 6pt; margin-bottom: 10pt; }
  h1 { font-family: "DejaVu Serif", Georgia, serif; font-size: 17pt; margin: 0 0 2pt; font-weight: 600; }
  .meta { color: #6f5c51; font-size: 9.5pt; margin: 0; }
  section { margin: 0 0 8pt; break-inside: avoid; }
  h2 { font-size: 9.5pt; text-transform: uppercase; letter-spacing: 0.06em; color: #8b4222;
       margin: 0 0 3pt; }
  ul { margin: 0; padding-left: 14pt; }
  li { margin: 0 0 1.5pt; }
  p { margin: 0; }
  blockquote { margin: 0 0 4pt; padding: 3pt 8pt; border-left: 3px solid #e2cdb8; background: #fdf9f4; }
  .label { color: #6f5c51; font-size: 9pt; }
  .missing { color: #6f5c51; font-style: italic; }
  footer { margin-top: 10pt; border-top: 1px solid #e2cdb8; padding-top: 5pt; color: #6f5c51; font-size: 8.5pt; }
`

const longDate = (date: DateTime.Utc) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    DateTime.toDateUtc(date),
  )

const block = (heading: string, children: ReactNode) =>
  h("section", null, h("h2", null, heading), children)

const list = (items: ReadonlyArray<string>) =>
  items.length === 0
    ? h("p", { className: "missing" }, words.nothing)
    : h("ul", null, ...items.map((item, index) => h("li", { key: index }, item)))

export function DoctorSummaryDocument({ summary }: { readonly summary: DoctorSummary }) {
  return h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("title", null, words.title),
      h("style", null, css),
    ),
    h(
      "body",
      null,
      h(
        "header",
        null,
        h("h1", null, words.title),
        h(
          "p",
          { className: "meta" },
          `${summary.answeredForSomeoneElse ? `${words.completedBy} ${summary.name ?? "____________________"}` : (summary.name ?? "Name: ____________________")} · ${words.forWhom} · ${longDate(summary.reportDate)}`,
        ),
        h("p", { className: "meta" }, `${words.patient}: ${summary.patient}`),
      ),
      summary.suggested === undefined
        ? null
        : block(words.suggested, h("p", null, summary.suggested)),
      block(words.signs, list(summary.signs)),
      summary.typed.length === 0
        ? null
        : block(
            words.typed,
            summary.typed.map((note, index) =>
              h(
                "blockquote",
                { key: index },
                h("span", { className: "label" }, typedNoteLead(note.label)),
                note.text,
              ),
            ),
          ),
      block(
        words.since,
        summary.since === undefined
          ? h("p", { className: "missing" }, words.sinceMissing)
          : h("p", null, summary.since),
      ),
      block(words.tried, list(summary.tried)),
      block(words.productsAndServices, list(summary.productsAndServices)),
      block(words.medicines, list(summary.medicines)),
      block(
        words.hormonalStage,
        summary.hormonalStage === undefined
          ? h("p", { className: "missing" }, words.nothing)
          : h("p", null, summary.hormonalStage),
      ),
      block(words.background, list(summary.background)),
      h("footer", null, words.footer),
    ),
  )
}

/** The page as a complete HTML document. */
export const doctorSummaryHtml = (summary: DoctorSummary) =>
  `<!doctype html>${renderToStaticMarkup(h(DoctorSummaryDocument, { summary }))}`
