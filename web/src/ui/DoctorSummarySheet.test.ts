/** The printed doctor's summary, read as text: it speaks to the doctor, never to the person. */
import {
  speaksToThePerson,
  variedDoctorSummaries,
} from "@strand/domain/analysis/testing/VariedDoctorSummaries"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { SummarySheet } from "./DoctorSummarySheet.tsx"

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")

describe("the printed doctor's summary", () => {
  it.each(variedDoctorSummaries)("for %s, says nothing to the person", (_who, summary) => {
    const text = textOf(
      renderToStaticMarkup(
        createElement(SummarySheet, { summary, notes: { since: "", tried: "" } }),
      ),
    )
    expect(text).toContain("Patient:")
    expect(text).not.toMatch(speaksToThePerson)
  })
})
