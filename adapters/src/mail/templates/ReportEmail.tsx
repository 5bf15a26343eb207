/**
 * The designed report e-mail: a greeting, a button back to the report, then
 * every section of the report drawn block by block (so a new section or
 * block kind appears here as soon as ReportMail.ts has it), the referral
 * link, and the footer. Every string is React text, so a report written by
 * an AI provider can never add markup.
 */

import { Link, Section, Text } from "@react-email/components"
import {
  greetingName,
  type ReportBlock,
  type ReportMail,
  reportMailWords,
} from "@strand/domain/analysis/ReportMail"
import { ActionLink, EmailFrame, fonts, palette, SectionHeading, text } from "./EmailFrame.tsx"

export interface ReportEmailProps {
  readonly mail: ReportMail
  readonly contactEmail: string
}

function Block({ block }: { readonly block: ReportBlock }) {
  switch (block._tag) {
    case "Paragraph":
      return <Text style={text}>{block.text}</Text>
    case "List":
      return (
        <ul style={{ ...text, paddingLeft: "20px" }}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat and never reorder
            <li key={index} style={{ margin: "0 0 6px" }}>
              {item}
            </li>
          ))}
        </ul>
      )
    case "Rhythm":
      return (
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ borderCollapse: "separate", borderSpacing: "0 6px", margin: "0 0 12px" }}
        >
          <tbody>
            {/* alternating colours, like the result screen's weekly rhythm */}
            {block.days.map((day, index) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: days may repeat and never reorder
                key={index}
                style={{ backgroundColor: index % 2 === 0 ? palette.sand100 : palette.sage100 }}
              >
                <td
                  style={{
                    ...text,
                    margin: 0,
                    padding: "10px 12px",
                    width: "30%",
                    verticalAlign: "top",
                    fontWeight: 600,
                    color: palette.ink900,
                    borderRadius: "8px 0 0 8px",
                  }}
                >
                  {day.day}
                </td>
                <td
                  style={{ ...text, margin: 0, padding: "10px 12px", borderRadius: "0 8px 8px 0" }}
                >
                  {day.activity}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )
    case "TextureScale":
      return (
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          aria-label={`Recommended texture: ${block.recommended}`}
          style={{ borderCollapse: "separate", borderSpacing: "6px 0", margin: "0 0 14px" }}
        >
          <tbody>
            <tr>
              {block.levels.map((level) => {
                const chosen = level === block.recommended
                return (
                  <td
                    key={level}
                    style={{
                      padding: "10px 4px",
                      textAlign: "center",
                      borderRadius: "999px",
                      border: `1px solid ${chosen ? palette.clay600 : palette.sand300}`,
                      backgroundColor: chosen ? palette.clay600 : "#ffffff",
                      color: chosen ? "#ffffff" : palette.ink500,
                      fontFamily: fonts.sans,
                      fontSize: "14px",
                      fontWeight: chosen ? 700 : 500,
                    }}
                  >
                    {chosen ? `${level} ✓` : level}
                  </td>
                )
              })}
            </tr>
          </tbody>
        </table>
      )
    case "Product":
      return (
        <Section
          style={{
            margin: "0 0 10px",
            padding: "12px 16px",
            backgroundColor: "#ffffff",
            border: `1px solid ${palette.sand200}`,
            borderRadius: "12px",
          }}
        >
          <Text style={{ ...text, margin: "0 0 4px", fontWeight: 600, color: palette.ink900 }}>
            {block.title}
          </Text>
          <Text style={{ ...text, margin: "0 0 4px", fontSize: "14px" }}>
            <strong>Ingredients:</strong> {block.ingredients}
          </Text>
          <Text style={{ ...text, margin: 0, fontSize: "14px" }}>
            <strong>How to use:</strong> {block.usage}
          </Text>
        </Section>
      )
    case "Subheading":
      return (
        <h3
          style={{
            margin: "16px 0 8px",
            color: palette.ink900,
            fontFamily: fonts.sans,
            fontSize: "15px",
            fontWeight: 700,
          }}
        >
          {block.text}
        </h3>
      )
  }
}

export function ReportEmail({ mail, contactEmail }: ReportEmailProps) {
  return (
    <EmailFrame
      preview={reportMailWords.intro}
      why={reportMailWords.why}
      contactEmail={contactEmail}
    >
      <h1
        style={{
          margin: "8px 0 12px",
          color: palette.ink900,
          fontFamily: fonts.display,
          fontSize: "28px",
          lineHeight: "36px",
          fontWeight: 600,
        }}
      >
        Hi {greetingName(mail.name)},
      </h1>
      <Text style={text}>{reportMailWords.intro}</Text>
      <Section style={{ margin: "4px 0 8px" }}>
        <ActionLink href={mail.reportUrl}>{reportMailWords.openButton}</ActionLink>
      </Section>
      <Text style={{ ...text, fontSize: "13px", color: palette.ink500 }}>
        {reportMailWords.linkLine}{" "}
        <Link href={mail.reportUrl} style={{ color: palette.clay700, wordBreak: "break-all" }}>
          {mail.reportUrl}
        </Link>
      </Text>
      {mail.sections.map((section) => (
        <Section key={section.heading}>
          <SectionHeading>{section.heading}</SectionHeading>
          {section.blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder
            <Block key={index} block={block} />
          ))}
        </Section>
      ))}
      {mail.referralUrl !== null && (
        <Section
          style={{
            margin: "28px 0 0",
            padding: "16px 20px",
            backgroundColor: palette.sage100,
            borderRadius: "12px",
          }}
        >
          <Text style={{ ...text, margin: "0 0 6px", fontWeight: 700, color: palette.sage700 }}>
            {reportMailWords.referralHeading}
          </Text>
          <Text style={{ ...text, margin: "0 0 6px" }}>{reportMailWords.referralText}</Text>
          <Link
            href={mail.referralUrl}
            style={{
              color: palette.clay700,
              wordBreak: "break-all",
              fontFamily: fonts.sans,
              fontSize: "14px",
            }}
          >
            {mail.referralUrl}
          </Link>
        </Section>
      )}
    </EmailFrame>
  )
}
