/**
 * The designed report e-mail: a greeting, a button back to the report, then
 * every section of the report drawn block by block (so a new section or
 * block kind appears here as soon as ReportMail.ts has it), the referral
 * link, and the footer. Every string is React text, so a report written by
 * an AI provider can never add markup.
 */
import { Link } from "@react-email/link"
import { Section } from "@react-email/section"
import { Text } from "@react-email/text"
import {
  greetingName,
  noteMarks,
  type ReportBlock,
  type ReportMail,
  reportMailWords,
} from "@strand/domain/mail/ReportMail"
import { ActionLink, EmailFrame, fonts, h, palette, SectionHeading, text } from "./EmailFrame.ts"

export interface ReportEmailProps {
  readonly mail: ReportMail
  readonly contactEmail: string
}

const layoutTable = (style: Record<string, string>, ...rows: Array<ReturnType<typeof h>>) =>
  h(
    "table",
    { role: "presentation", width: "100%", cellPadding: 0, cellSpacing: 0, style },
    h("tbody", null, ...rows),
  )

const cell = { ...text, margin: 0, padding: "10px 12px" } as const

/** A line's source numbers, small and raised, as in a printed text. */
const marks = (notes: ReadonlyArray<number> | undefined) => {
  const written = noteMarks(notes)
  return written === ""
    ? null
    : h("sup", { style: { color: palette.ink500, fontSize: "11px" } }, written.trim())
}

function Block({ block }: { readonly block: ReportBlock }) {
  switch (block._tag) {
    case "Paragraph":
      return h(Text, { style: text }, block.text, marks(block.notes))
    case "List":
      return h(
        "ul",
        { style: { ...text, paddingLeft: "20px" } },
        // items may repeat and never reorder: their place is their key
        ...block.items.map((item, index) =>
          h("li", { key: index, style: { margin: "0 0 6px" } }, item, marks(block.notes?.[index])),
        ),
      )
    case "Changes":
      return h(
        "ol",
        { style: { ...text, paddingLeft: "22px" } },
        ...block.items.map((item, index) =>
          h(
            "li",
            { key: index, style: { margin: "0 0 8px" } },
            h(
              "strong",
              { style: { color: item.urgent ? "#b42318" : palette.ink900 } },
              item.urgent ? `First: ${item.change}` : item.change,
            ),
            h("br"),
            item.why,
          ),
        ),
      )
    case "Timeline":
      return h(
        Text,
        { style: text },
        h("strong", { style: { color: palette.ink900 } }, `${block.concern}: `),
        block.expect,
        block.ifNot === undefined ? null : h("br"),
        block.ifNot === undefined ? null : h("em", null, block.ifNot),
      )
    case "Sources":
      return h(
        "ol",
        { style: { ...text, fontSize: "13px", lineHeight: "20px", paddingLeft: "26px" } },
        ...block.sources.map((source) =>
          h(
            "li",
            { key: source.number, value: source.number, style: { margin: "0 0 4px" } },
            source.url === undefined
              ? source.title
              : h(Link, { href: source.url, style: { color: palette.clay700 } }, source.title),
            ` (${source.kind})`,
          ),
        ),
      )
    case "Link":
      return h(
        Text,
        { style: { ...text, margin: "8px 0" } },
        h(
          Link,
          { href: block.href, style: { color: palette.clay700, fontWeight: 600 } },
          block.text,
        ),
      )
    case "Rhythm":
      // one row per day, alternating colours like the result screen's weekly rhythm
      return layoutTable(
        { borderCollapse: "separate", borderSpacing: "0 6px", margin: "0 0 12px" },
        ...block.days.map((day, index) =>
          h(
            "tr",
            {
              key: index,
              style: { backgroundColor: index % 2 === 0 ? palette.sand100 : palette.sage100 },
            },
            h(
              "td",
              {
                style: {
                  ...cell,
                  width: "30%",
                  verticalAlign: "top",
                  fontWeight: 600,
                  color: palette.ink900,
                  borderRadius: "8px 0 0 8px",
                },
              },
              day.day,
            ),
            h(
              "td",
              { style: { ...cell, borderRadius: "0 8px 8px 0" } },
              day.activity,
              marks(day.notes),
            ),
          ),
        ),
      )
    case "TextureScale":
      // Light / Medium / Rich, the recommended one filled and ticked
      return layoutTable(
        { borderCollapse: "separate", borderSpacing: "6px 0", margin: "0 0 14px" },
        h(
          "tr",
          null,
          ...block.levels.map((level) => {
            const chosen = level === block.recommended
            return h(
              "td",
              {
                key: level,
                style: {
                  width: "33%",
                  padding: "10px 4px",
                  textAlign: "center",
                  borderRadius: "999px",
                  border: `1px solid ${chosen ? palette.clay600 : palette.sand300}`,
                  backgroundColor: chosen ? palette.clay600 : "#ffffff",
                  color: chosen ? "#ffffff" : palette.ink500,
                  fontFamily: fonts.sans,
                  fontSize: "14px",
                  fontWeight: chosen ? 700 : 500,
                },
              },
              chosen ? `${level} ✓` : level,
            )
          }),
        ),
      )
    case "Product":
      return h(
        Section,
        {
          style: {
            margin: "0 0 10px",
            padding: "12px 16px",
            backgroundColor: "#ffffff",
            border: `1px solid ${palette.sand200}`,
            borderRadius: "12px",
          },
        },
        h(
          Text,
          { style: { ...text, margin: "0 0 4px", fontWeight: 600, color: palette.ink900 } },
          block.title,
          marks(block.notes),
        ),
        h(
          Text,
          { style: { ...text, margin: "0 0 4px", fontSize: "14px" } },
          h("strong", null, "Ingredients: "),
          block.ingredients,
        ),
        h(
          Text,
          { style: { ...text, margin: 0, fontSize: "14px" } },
          h("strong", null, "How to use: "),
          block.usage,
        ),
      )
    case "Subheading":
      return h(
        "h3",
        {
          style: {
            margin: "16px 0 8px",
            color: palette.ink900,
            fontFamily: fonts.sans,
            fontSize: "15px",
            fontWeight: 700,
          },
        },
        block.text,
      )
  }
}

export function ReportEmail({ mail, contactEmail }: ReportEmailProps) {
  return h(
    EmailFrame,
    { preview: reportMailWords.intro, why: reportMailWords.why, contactEmail },
    h(
      "h1",
      {
        style: {
          margin: "8px 0 12px",
          color: palette.ink900,
          fontFamily: fonts.display,
          fontSize: "28px",
          lineHeight: "36px",
          fontWeight: 600,
        },
      },
      `Hi ${greetingName(mail.name)},`,
    ),
    h(Text, { style: text }, reportMailWords.intro),
    h(
      Section,
      { style: { margin: "4px 0 8px" } },
      h(ActionLink, { href: mail.reportUrl }, reportMailWords.openButton),
    ),
    h(
      Text,
      { style: { ...text, fontSize: "13px", color: palette.ink500 } },
      `${reportMailWords.linkLine} `,
      h(
        Link,
        { href: mail.reportUrl, style: { color: palette.clay700, wordBreak: "break-all" } },
        mail.reportUrl,
      ),
    ),
    ...mail.sections.map((section) =>
      h(
        Section,
        { key: section.heading },
        h(SectionHeading, null, section.heading),
        // blocks never reorder: their place is their key
        ...section.blocks.map((block, index) => h(Block, { key: index, block })),
      ),
    ),
    mail.referralUrl === null
      ? null
      : h(
          Section,
          {
            style: {
              margin: "28px 0 0",
              padding: "16px 20px",
              backgroundColor: palette.sage100,
              borderRadius: "12px",
            },
          },
          h(
            Text,
            { style: { ...text, margin: "0 0 6px", fontWeight: 700, color: palette.sage700 } },
            reportMailWords.referralHeading,
          ),
          h(Text, { style: { ...text, margin: "0 0 6px" } }, reportMailWords.referralText),
          h(
            Link,
            {
              href: mail.referralUrl,
              style: {
                color: palette.clay700,
                wordBreak: "break-all",
                fontFamily: fonts.sans,
                fontSize: "14px",
              },
            },
            mail.referralUrl,
          ),
        ),
  )
}
