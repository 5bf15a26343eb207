import { assert, describe, it } from "@effect/vitest"
import { noReading } from "../notes/testing/Readings.ts"
import { femaleAnswers, maleAnswers } from "./ExampleAnswers.ts"
import { explainReport, reportLines } from "./ExplainReport.ts"
import { pathways } from "./pathways/Pathways.ts"
import { randomValidAnswers, seededRandom } from "./RandomAnswers.ts"
import { traceRulesReport } from "./RulesReport.ts"
import { type SourceKey, sources } from "./Sources.ts"
import { lineIsOnTopicOf, sourceTopics } from "./SourceTopics.ts"

/** Each line of a report with the sources it cites. */
const citedLines = (input: Parameters<typeof traceRulesReport>[0]) => {
  const rules = traceRulesReport(input)
  const report = rules.results
  const explained = explainReport({ report, rules, answers: input.answers, otherLines: "provider" })
  const lines = reportLines(report)
  return explained.items.map((item, i) => ({
    item,
    text: lines[i]?.text ?? "",
    keys: item.sources.map((source) => source.key as SourceKey),
  }))
}

const pathwayIds = new Set(pathways.map((pathway) => pathway.id))

describe("every source is cited only on its topics", () => {
  it("tags every source with at least one topic", () => {
    for (const key of Object.keys(sources) as Array<SourceKey>)
      assert.isAbove(sourceTopics[key].length, 0, key)
  })

  it("holds for every line of 3,000 generated people and the example answers", () => {
    const random = seededRandom(2611)
    const people = [
      { answers: femaleAnswers({}), reading: noReading },
      { answers: maleAnswers({}), reading: noReading },
      ...Array.from({ length: 3000 }, () => randomValidAnswers(random)),
    ]
    const offTopic = new Map<string, string>()
    for (const person of people) {
      const lines = citedLines({
        userName: "Sam",
        answers: person.answers,
        textInputs: {},
        reading: person.reading,
      })
      for (const { item, text, keys } of lines) {
        for (const key of keys) {
          const where = `${item.rule} cites ${key}`
          if (!lineIsOnTopicOf(key, text) && !offTopic.has(where)) offTopic.set(where, text)
        }
        // A named condition rests on a professional source, never on common practice alone.
        if (item.section === "redFlags" && pathwayIds.has(item.rule ?? ""))
          assert.isTrue(
            keys.some((key) => key !== "CP"),
            `${item.rule} rests on practitioner consensus alone`,
          )
      }
    }
    assert.deepStrictEqual(
      [...offTopic].map(([where, text]) => `${where}: ${text}`),
      [],
      "lines citing a source outside its topics",
    )
  }, 300_000)
})
