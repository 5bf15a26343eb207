/**
 * The frame every Strand e-mail shares: a 600 px card on sand, the wordmark,
 * the content, and a footer saying why it came and how to reach Strand.
 * Styles are inline (React Email's components) because mail clients drop
 * <style> blocks and ignore most CSS; the layout is a single column that
 * narrows with the screen, so it reads the same on a phone.
 */
import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components"
import type { ReactNode } from "react"

export const palette = {
  sand50: "#fdf9f4",
  sand100: "#f8f1ea",
  sand200: "#efe2d4",
  sand300: "#e2cdb8",
  clay500: "#c0653a",
  clay600: "#a9532b",
  clay700: "#8b4222",
  ink900: "#2b211c",
  ink700: "#4a3b33",
  ink500: "#6f5c51",
  sage100: "#e6ede3",
  sage700: "#3f5a45",
} as const

export const fonts = {
  sans: 'Inter, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  display: 'Fraunces, "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif',
} as const

export const text = {
  margin: "0 0 12px",
  color: palette.ink700,
  fontFamily: fonts.sans,
  fontSize: "15px",
  lineHeight: "24px",
} as const

export interface EmailFrameProps {
  /** the line inboxes show after the subject */
  readonly preview: string
  readonly children: ReactNode
  /** why this person received the e-mail */
  readonly why: string
  /** where to write to Strand, when the e-mail invites it */
  readonly contactEmail?: string | undefined
}

export function EmailFrame({ preview, children, why, contactEmail }: EmailFrameProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: "24px 0", backgroundColor: palette.sand100 }}>
        <Container
          style={{
            width: "100%",
            maxWidth: "600px",
            margin: "0 auto",
            backgroundColor: palette.sand50,
            border: `1px solid ${palette.sand200}`,
            borderRadius: "16px",
            overflow: "hidden",
          }}
        >
          <Section style={{ padding: "28px 32px 8px" }}>
            <Text
              style={{
                margin: 0,
                color: palette.clay600,
                fontFamily: fonts.display,
                fontSize: "26px",
                fontWeight: 600,
                letterSpacing: "0.02em",
              }}
            >
              Strand
            </Text>
          </Section>
          <Section style={{ padding: "8px 32px 24px" }}>{children}</Section>
          <Hr style={{ borderColor: palette.sand200, margin: 0 }} />
          <Section style={{ padding: "20px 32px 28px", backgroundColor: palette.sand100 }}>
            <Text style={{ ...text, fontSize: "13px", lineHeight: "20px", color: palette.ink500 }}>
              {why}
            </Text>
            {contactEmail !== undefined && (
              <Text
                style={{
                  ...text,
                  margin: 0,
                  fontSize: "13px",
                  lineHeight: "20px",
                  color: palette.ink500,
                }}
              >
                Questions? Write to{" "}
                <Link href={`mailto:${contactEmail}`} style={{ color: palette.clay700 }}>
                  {contactEmail}
                </Link>
                .
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

/** A heading inside the content. */
export function SectionHeading({ children }: { readonly children: ReactNode }) {
  return (
    <h2
      style={{
        margin: "28px 0 10px",
        color: palette.ink900,
        fontFamily: fonts.display,
        fontSize: "21px",
        lineHeight: "28px",
        fontWeight: 600,
      }}
    >
      {children}
    </h2>
  )
}

/** A call to action that is a plain link underneath (works where buttons are stripped). */
export function ActionLink({
  href,
  children,
}: {
  readonly href: string
  readonly children: ReactNode
}) {
  return (
    <Link
      href={href}
      style={{
        display: "inline-block",
        padding: "12px 22px",
        borderRadius: "999px",
        backgroundColor: palette.clay600,
        color: "#ffffff",
        fontFamily: fonts.sans,
        fontSize: "15px",
        fontWeight: 600,
        textDecoration: "none",
      }}
    >
      {children}
    </Link>
  )
}

/**
 * Words written by a person (a name, feedback), set apart from what Strand
 * wrote: a labelled, bordered quote, so nobody mistakes them for Strand's.
 */
export function TheirWords({
  label,
  children,
}: {
  readonly label: string
  readonly children: string
}) {
  return (
    <Section
      style={{
        margin: "8px 0 16px",
        padding: "12px 16px",
        borderLeft: `4px solid ${palette.sand300}`,
        backgroundColor: "#ffffff",
        borderRadius: "8px",
      }}
    >
      <Text
        style={{
          ...text,
          margin: "0 0 6px",
          fontSize: "12px",
          color: palette.ink500,
          textTransform: "uppercase",
          letterSpacing: "0.08em",
        }}
      >
        {label}
      </Text>
      <Text style={{ ...text, margin: 0, whiteSpace: "pre-wrap", color: palette.ink900 }}>
        {children}
      </Text>
    </Section>
  )
}
