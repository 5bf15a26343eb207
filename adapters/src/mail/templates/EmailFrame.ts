/**
 * The frame every Strand e-mail shares: a 600 px card on sand, the wordmark,
 * the content, and a footer saying why it came and how to reach Strand.
 * Styles are inline (React Email's components) because mail clients drop
 * <style> blocks and ignore most CSS; the layout is a single column that
 * narrows with the screen, so it reads the same on a phone.
 *
 * Templates are written with `createElement` (as `h`) rather than JSX: the
 * server runs its TypeScript as Node strips it, and Node does not compile JSX.
 */
import { Body } from "@react-email/body"
import { Container } from "@react-email/container"
import { Head } from "@react-email/head"
import { Hr } from "@react-email/hr"
import { Html } from "@react-email/html"
import { Link } from "@react-email/link"
import { Preview } from "@react-email/preview"
import { Section } from "@react-email/section"
import { Text } from "@react-email/text"
import { createElement as h, type ReactNode } from "react"

export { h }

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

const small = { ...text, fontSize: "13px", lineHeight: "20px", color: palette.ink500 } as const

export interface EmailFrameProps {
  /** the line inboxes show after the subject */
  readonly preview: string
  readonly children?: ReactNode
  /** why this person received the e-mail */
  readonly why: string
  /** where to write to Strand, when the e-mail invites it */
  readonly contactEmail?: string | undefined
}

export function EmailFrame({ preview, children, why, contactEmail }: EmailFrameProps) {
  return h(
    Html,
    { lang: "en" },
    h(
      Head,
      null,
      h("meta", { name: "color-scheme", content: "light" }),
      h("meta", { name: "supported-color-schemes", content: "light" }),
    ),
    h(Preview, null, preview),
    h(
      Body,
      { style: { margin: 0, padding: "24px 0", backgroundColor: palette.sand100 } },
      h(
        Container,
        {
          style: {
            width: "100%",
            maxWidth: "600px",
            margin: "0 auto",
            backgroundColor: palette.sand50,
            border: `1px solid ${palette.sand200}`,
            borderRadius: "16px",
            overflow: "hidden",
          },
        },
        h(
          Section,
          { style: { padding: "28px 32px 8px" } },
          h(
            Text,
            {
              style: {
                margin: 0,
                color: palette.clay600,
                fontFamily: fonts.display,
                fontSize: "26px",
                fontWeight: 600,
                letterSpacing: "0.02em",
              },
            },
            "Strand",
          ),
        ),
        h(Section, { style: { padding: "8px 32px 24px" } }, children),
        h(Hr, { style: { borderColor: palette.sand200, margin: 0 } }),
        h(
          Section,
          { style: { padding: "20px 32px 28px", backgroundColor: palette.sand100 } },
          h(Text, { style: small }, why),
          contactEmail === undefined
            ? null
            : h(
                Text,
                { style: { ...small, margin: 0 } },
                "Questions? Write to ",
                h(
                  Link,
                  { href: `mailto:${contactEmail}`, style: { color: palette.clay700 } },
                  contactEmail,
                ),
                ".",
              ),
        ),
      ),
    ),
  )
}

/** A heading inside the content. */
export const SectionHeading = ({ children }: { readonly children?: ReactNode }) =>
  h(
    "h2",
    {
      style: {
        margin: "28px 0 10px",
        color: palette.ink900,
        fontFamily: fonts.display,
        fontSize: "21px",
        lineHeight: "28px",
        fontWeight: 600,
      },
    },
    children,
  )

/** A call to action that is a plain link underneath (works where buttons are stripped). */
export const ActionLink = ({
  href,
  children,
}: {
  readonly href: string
  readonly children?: ReactNode
}) =>
  h(
    Link,
    {
      href,
      style: {
        display: "inline-block",
        padding: "12px 22px",
        borderRadius: "999px",
        backgroundColor: palette.clay600,
        color: "#ffffff",
        fontFamily: fonts.sans,
        fontSize: "15px",
        fontWeight: 600,
        textDecoration: "none",
      },
    },
    children,
  )

/**
 * Words written by a person (feedback), set apart from what Strand wrote: a
 * labelled, bordered quote, so nobody mistakes them for Strand's.
 */
export const TheirWords = ({ label, words }: { readonly label: string; readonly words: string }) =>
  h(
    Section,
    {
      style: {
        margin: "8px 0 16px",
        padding: "12px 16px",
        borderLeft: `4px solid ${palette.sand300}`,
        backgroundColor: "#ffffff",
        borderRadius: "8px",
      },
    },
    h(
      Text,
      {
        style: {
          ...small,
          margin: "0 0 6px",
          fontSize: "12px",
          textTransform: "uppercase",
          letterSpacing: "0.08em",
        },
      },
      label,
    ),
    h(
      Text,
      { style: { ...text, margin: 0, whiteSpace: "pre-wrap", color: palette.ink900 } },
      words,
    ),
  )
