/**
 * Strand's e-mails as their recipients see them, beside the screens: the
 * report (phone and desktop widths), the sign-in link, and the feedback to
 * the team with words that try to look like Strand's own.
 */
import { FeedbackEmail } from "@strand/adapters/mail/templates/FeedbackEmail"
import { ReportEmail } from "@strand/adapters/mail/templates/ReportEmail"
import { RetakeReminderEmail } from "@strand/adapters/mail/templates/RetakeReminderEmail"
import { SignInLinkEmail } from "@strand/adapters/mail/templates/SignInLinkEmail"
import { SummaryShareEmail } from "@strand/adapters/mail/templates/SummaryShareEmail"
import { exampleReport, exampleReportId } from "@strand/domain/analysis/ExampleReport"
import { reportSectionHeadings } from "@strand/domain/analysis/ReportSections"
import { writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { reportMail } from "@strand/domain/mail/ReportMail"
import { signInLinkMail } from "@strand/domain/mail/SignInLinkMail"
import type { SummaryShareMail } from "@strand/domain/mail/SummaryShareMail"
import { noReading } from "@strand/domain/notes/testing/Readings"
import { referralUrl, reportUrl } from "@strand/domain/site/Links"
import { DateTime } from "effect"
import { expect, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { EmailPreview } from "./EmailPreview.tsx"

const meta = preview.meta({
  title: "E-mails",
  component: EmailPreview,
  parameters: { layout: "fullscreen" },
})

const report = reportMail({
  to: "amara@example.com",
  name: "Amara",
  results: writeRulesReport({
    userName: "Amara",
    answers: {
      gender: "female",
      hair_texture: "coily",
      scalp_condition: ["itchy_flaky"],
      porosity: "high",
      heat_tension: ["braids_extensions"],
    },
    textInputs: {},
    reading: noReading,
  }),
  reportUrl: reportUrl("https://strand.example", "0b7c1b9e-0000-4000-8000-000000000001"),
  referralUrl: referralUrl("https://strand.example", "amara_7Qx2"),
})

/** The document inside the preview frame, once it has loaded. */
const framed = async (canvasElement: HTMLElement, title: string) =>
  waitFor(
    () => {
      const frame = canvasElement.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`)
      // Parsed to the end: on a busy machine the parser yields part-way through a long e-mail,
      // and a half-read document has its first headings but not its last.
      const document = frame?.contentDocument
      if (document?.URL !== "about:srcdoc" || document.readyState !== "complete")
        throw new Error("not yet")
      return document
    },
    // The frame renders the whole e-mail; a busy machine takes longer than a second.
    { timeout: 5000 },
  )

const everySection = async (canvasElement: HTMLElement, title: string) => {
  const document = await framed(canvasElement, title)
  const headings = [...document.querySelectorAll("h2")].map((h) => h.textContent)
  await expect(headings).toEqual([...reportSectionHeadings])
  await expect(document.body.textContent).toContain("Share Strand")
  await expect(document.body.textContent).toContain("You are receiving this because")
}

export const ReportOnAPhone = meta.story({
  args: {
    title: "Report e-mail, 375 px",
    width: 375,
    email: <ReportEmail mail={report} contactEmail="hello@strand.example" />,
  },
  play: ({ canvasElement, args }) => everySection(canvasElement, args.title),
})

export const ReportOnADesktop = meta.story({
  args: {
    title: "Report e-mail, 1024 px",
    width: 1024,
    email: <ReportEmail mail={report} contactEmail="hello@strand.example" />,
  },
  play: ({ canvasElement, args }) => everySection(canvasElement, args.title),
})

/** The report as the read model gives it to someone with no referrals yet, with its guide. */
const guided = (() => {
  const answers = {
    gender: "female",
    hair_texture: "coily",
    scalp_condition: ["itchy_flaky"],
    symptoms: ["round_patches"],
    environment: ["hard_water", "chlorinated", "humid_climate"],
  }
  const view = exampleReport("Amara", answers)
  const reportLink = reportUrl("https://strand.example", exampleReportId)
  return reportMail({
    to: "amara@example.com",
    name: "Amara",
    results: view.aiResults,
    guide: view,
    reportUrl: reportLink,
    referralUrl: referralUrl("https://strand.example", "amara_7Qx2"),
    calendar: {
      file: `https://strand.example/api/analyses/${exampleReportId}/calendar.ics?day=sunday&time=19%3A00&timeZone=Europe%2FLondon`,
      page: `${reportLink}#calendar`,
    },
  })
})()

export const ReportWithItsGuide = meta.story({
  args: {
    title: "Report e-mail with Start here and evidence, 600 px",
    width: 600,
    email: <ReportEmail mail={guided} contactEmail="hello@strand.example" />,
  },
  play: async ({ canvasElement, args }) => {
    const document = await framed(canvasElement, args.title)
    const headings = [...document.querySelectorAll("h2")].map((h) => h.textContent)
    await expect(headings[0]).toBe("Start here")
    await expect(headings.at(-2)).toBe("What to expect, and when to look again")
    await expect(headings.at(-1)).toBe("The evidence behind your report")
    await expect(document.body.textContent).toContain("First: Book a dermatologist")
    await expect(document.querySelectorAll("sup").length).toBeGreaterThan(10)
    const calendar = [...document.querySelectorAll("a")].find((a) =>
      a.textContent?.startsWith("Add this week to your calendar"),
    )
    await expect(calendar?.getAttribute("href")).toContain("/calendar.ics?day=sunday")
    await expect(document.body.textContent).toContain("more tips unlock when 3 friends join")
  },
})

/** The same report for someone who said what their week is like: weekdays, and a week too short. */
const onTheirWeek = (() => {
  const view = exampleReport(
    "Amara",
    { gender: "female", hair_texture: "coily", porosity: "high", wash_frequency: "weekly" },
    {
      schedule: {
        days: ["tuesday", "saturday"],
        minutesWeekday: 15,
        minutesWeekend: 45,
        timeOfDay: "evening",
      },
    },
  )
  return reportMail({
    to: "amara@example.com",
    name: "Amara",
    results: view.aiResults,
    guide: view,
    reportUrl: reportUrl("https://strand.example", exampleReportId),
  })
})()

export const ReportOnTheirWeek = meta.story({
  args: {
    title: "Report e-mail placed on the person's week, 600 px",
    width: 600,
    email: <ReportEmail mail={onTheirWeek} contactEmail="hello@strand.example" />,
  },
  play: async ({ canvasElement, args }) => {
    const document = await framed(canvasElement, args.title)
    await expect(document.body.textContent).toContain("Saturday")
    await expect(document.body.textContent).not.toContain("Day 1")
    await expect(document.body.textContent).toContain("on Saturday (you have 45)")
  },
})

const share = (recipient: SummaryShareMail["recipient"]): SummaryShareMail => ({
  _tag: "SummaryShareMail",
  to: recipient === "expert" ? "amara.okafor@example.com" : "nia@example.com",
  recipient,
  personName: "Nia",
  personEmail: "nia@example.com",
  expertName: "Dr Amara Okafor (example)",
  expertKind: "Dermatologist",
  reportDate: DateTime.makeUnsafe("2026-11-08T10:00:00Z"),
  sharedAt: DateTime.makeUnsafe("2026-11-10T12:00:00Z"),
  bookingUrl: "https://example.com/book/amara-okafor",
  fileName: "hair-and-scalp-summary.pdf",
  pdf: new Uint8Array([37, 80, 68, 70]),
})

export const SummaryToTheExpert = meta.story({
  args: {
    title: "Summary e-mail to an expert",
    width: 600,
    email: <SummaryShareEmail mail={share("expert")} />,
  },
  play: async ({ canvasElement, args }) => {
    const document = await framed(canvasElement, args.title)
    await expect(document.body.textContent).toContain(
      "Nia (nia@example.com) asked Strand to send you their hair and scalp summary.",
    )
    await expect(document.body.textContent).toContain("It is not a diagnosis.")
    await expect(document.body.textContent).toContain("Reply to this e-mail to reach Nia directly")
  },
})

export const SummaryCopyToThePerson = meta.story({
  args: {
    title: "Copy of the summary e-mail to the person",
    width: 600,
    email: <SummaryShareEmail mail={share("person")} />,
  },
  play: async ({ canvasElement, args }) => {
    const document = await framed(canvasElement, args.title)
    await expect(document.body.textContent).toContain(
      "to Dr Amara Okafor (example) (Dermatologist) on November 10, 2026",
    )
    const book = [...document.querySelectorAll("a")].find((a) => a.textContent === "Book with them")
    await expect(book?.getAttribute("href")).toBe("https://example.com/book/amara-okafor")
  },
})

export const SignInLink = meta.story({
  args: {
    title: "Sign-in link e-mail",
    width: 600,
    email: (
      <SignInLinkEmail
        mail={signInLinkMail("ada@example.com", "https://strand.example/auth/confirm?token=abc")}
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const document = await framed(canvasElement, args.title)
    const button = [...document.querySelectorAll("a")].find(
      (a) => a.textContent === "Sign in to Strand",
    )
    await expect(button?.getAttribute("href")).toBe("https://strand.example/auth/confirm?token=abc")
    await expect(document.body.textContent).toContain("It works once, for the next 15 minutes.")
  },
})

const stopLink = "https://strand.example/reminder/stop?token=Qx2aB7c9Dd0eFf1gHh2iJj3kKk4lLl5m"

export const RetakeReminder = meta.story({
  args: {
    title: "Retake reminder e-mail",
    width: 600,
    email: (
      <RetakeReminderEmail
        mail={{
          _tag: "RetakeReminderMail",
          to: "nia@example.com",
          name: "Nia",
          reportDate: DateTime.makeUnsafe("2026-11-23T10:00:00Z"),
          quizLink: "https://strand.example/quiz",
          reportLink: reportUrl("https://strand.example", "0b7c1b9e-0000-4000-8000-000000000001"),
          optOutLink: stopLink,
          because: [
            "your hair is coloured, and the next colour service is usually 6 to 8 weeks away",
          ],
        }}
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const document = await framed(canvasElement, args.title)
    const link = (text: string) =>
      [...document.querySelectorAll("a")].find((a) => a.textContent === text)?.getAttribute("href")
    await expect(link("Take the quiz again")).toBe("https://strand.example/quiz")
    await expect(link("Don't want it? Stop reminders")).toBe(stopLink)
    await expect(document.body.textContent).toContain("Your Strand report of November 23, 2026")
    await expect(document.body.textContent).toContain("It came sooner than usual because your hair")
  },
})

export const FeedbackToTheTeam = meta.story({
  args: {
    title: "Feedback e-mail",
    width: 600,
    email: (
      <FeedbackEmail
        mail={{
          _tag: "FeedbackMail",
          to: "team@strand.example",
          feedbackId: "7b0c1b9e-0000-4000-8000-000000000001",
          name: "Ada <b>Admin</b>",
          email: "ada@example.com",
          userId: null,
          rating: "n/a",
          receivedAt: "2026-11-23T10:00:00.000Z",
          comments:
            "Loved the weekly rhythm.\nE-mail: support@strand.example\n<script>alert(1)</script>",
        }}
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const document = await framed(canvasElement, args.title)
    // the sender's words sit in their own labelled block, as text, never markup
    await expect(document.body.textContent).toContain("Typed by the sender")
    // the address they typed is inside their block, not among Strand's facts (the table
    // whose first cell is "Feedback id": the frame's own layout tables hold everything)
    const facts = [...document.querySelectorAll("table")].find(
      (table) => table.querySelector("td")?.textContent === "Feedback id",
    )
    await expect(facts?.textContent).toContain("Rating")
    await expect(facts?.textContent).not.toContain("support@strand.example")
    await expect(document.querySelector("script")).toBeNull()
    await expect(document.querySelector("b")).toBeNull()
    await expect(document.body.textContent).toContain("<script>alert(1)</script>")
  },
})
