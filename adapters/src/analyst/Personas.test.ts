/**
 * Persona suite (Personas.ts): every persona's rules report says what it
 * must and nothing it must not, and holds to the invariants at the bottom
 * (a red flag per chosen symptom, no empty section, and so on).
 */
import { assert, describe, it } from "@effect/vitest"
import { answersBehind } from "@strand/domain/analyst/AnswersBehind"
import { isEarnedLine } from "@strand/domain/analyst/EarnedLines"
import { explainReport } from "@strand/domain/analyst/ExplainReport"
import { mostUrgentFinding } from "@strand/domain/analyst/RedFlagRules"
import { checkReportConsistency } from "@strand/domain/analyst/ReportConsistency"
import { reportSections, sectionItems, sectionText } from "@strand/domain/analyst/ReportText"
import { rulesBySection, traceRulesReport } from "@strand/domain/analyst/RulesReport"
import { sources } from "@strand/domain/analyst/Sources"
import { findAnswersProblem } from "@strand/domain/quiz/AnswerValidation"
import { readStrandNotes } from "../notes/StrandNoteReader.ts"
import { type Persona, personaSuite, personas, reviewPersonas } from "./Personas.ts"

const symptomFlag: Record<string, RegExp> = {
  persistent_flaking: /Persistent flaking/,
  burning_stinging: /Burning or stinging/,
  sudden_shedding: /Sudden shedding/,
  broken_edges: /Broken or thinning edges/,
  scalp_pimples: /Pimples or bumps on the scalp/,
  round_patches: /Round, smooth bald patches/,
  scaly_plaques: /Thick, scaly plaques/,
  widening_parting: /A widening parting/,
  painful_lumps: /Painful lumps, pus or a fever/,
}

/** Each persona's notes are read by Strand's own note reader, as the server reads them. */
const run = (p: Persona) =>
  traceRulesReport({
    userName: p.userName ?? `Tester ${p.id}`,
    answers: p.answers,
    textInputs: p.textInputs ?? {},
    reading: readStrandNotes(p.textInputs ?? {}),
  })

const suite = personaSuite

// On the fifteen below, with every line naming the person's own facts: 46 % of sentences
// shared, 3 % of words in items copied into five or more reports (61 % and 13 % before).
// What is left is mostly the texture level's one word, the red flags' all-clear, and
// people whose answers are the same (four of the fifteen start from one set of answers).
// The limits leave a little headroom.
const SHARED_LIMIT = 0.47
const COPIED_LIMIT = 0.04

describe("persona suite", () => {
  it("has at least 40 personas covering both genders, every texture and every symptom", () => {
    assert.isAtLeast(personas.length, 40)
    assert.isAtLeast(reviewPersonas.length, 25)
    const genders = new Set(personas.map((p) => p.answers.gender))
    assert.deepStrictEqual([...genders].sort(), ["female", "male"])
    const textures = new Set(
      personas.map((p) => p.answers.hair_texture ?? p.answers.hair_texture_male),
    )
    for (const t of ["straight", "wavy", "curly", "coily", "kinky", "mixed"])
      assert.isTrue(textures.has(t), t)
    const symptoms = new Set(
      suite.flatMap((p) =>
        [p.answers.symptoms, p.answers.symptoms_male].flatMap((a) => (Array.isArray(a) ? a : [])),
      ),
    )
    for (const s of Object.keys(symptomFlag)) assert.isTrue(symptoms.has(s), s)
  })

  for (const persona of suite) {
    describe(persona.id, () => {
      const { results, trace } = run(persona)
      const failureContext = `${persona.story}\n${JSON.stringify(results, null, 1)}`

      it("can say, for every line, which rule wrote it and which answers made it apply", () => {
        const sections = [
          ["doingWell", trace.doingWell],
          ["avoidForNow", trace.avoidForNow],
          ["rhythm", trace.rhythm.filter((id) => id !== "wash-cycle")],
          ["zones", trace.zones],
          ["products", trace.products],
          ["stylingBuildUp", trace.stylingBuildUp],
          ["scienceNotes", trace.scienceNotes],
          ["redFlags", trace.redFlags],
          ["snapshot", trace.snapshot],
          ["redFlags", trace.snapshotLead === undefined ? [] : [trace.snapshotLead]],
        ] as const
        for (const [section, ids] of sections) {
          for (const id of ids) {
            const rule = rulesBySection[section].find((r) => r.id === id)
            assert.isDefined(rule, `${section} ${id}`)
            assert.isAbove(rule!.sources.length, 0, id)
            // Last resorts speak for everyone; every other line names its answers.
            if (
              rule!.fallback === true ||
              id === "steady" ||
              (rule!.when as () => boolean).length === 0
            )
              continue
            assert.isAbove(answersBehind(rule!, trace.profile).length, 0, `${section} ${id}`)
          }
        }
      })

      it("explains every recommendation: an answer behind it and a source for it", () => {
        const traced = run(persona)
        const explained = explainReport({
          report: traced.results,
          rules: traced,
          answers: persona.answers,
          otherLines: "provider",
        })
        for (const item of explained.items) {
          const where = `${item.section}[${item.index}] ${item.rule}`
          assert.strictEqual(item.writtenBy, "rules", where)
          assert.isAbove(item.triggers.length, 0, `${where} has no answer behind it`)
          // Earned: one of this person's own answers or note facts, or a named universal basic.
          if (persona.answeredNothing !== true)
            assert.isTrue(isEarnedLine(item), `${where} cites ${JSON.stringify(item.triggers)}`)
          assert.isAbove(item.sources.length, 0, `${where} has no source`)
          for (const source of item.sources) {
            // No dangling key; every source says what kind it is, and links only where checked.
            assert.property(sources, source.key, where)
            const known = sources[source.key as keyof typeof sources]
            assert.strictEqual(source.kind, known.kind, where)
            assert.strictEqual(source.url, "url" in known ? known.url : undefined, where)
          }
        }
        assert.isAtMost(explained.startHere.length, 3)
        if (mostUrgentFinding(traced.trace.profile) !== undefined)
          assert.isTrue(explained.startHere[0]?.urgent, "a red flag first")
        assert.isAbove(explained.timelines.length, 0)
      })

      it("names the most urgent thing first and never contradicts itself", () => {
        const urgent = mostUrgentFinding(trace.profile)
        if (urgent !== undefined) {
          assert.strictEqual(trace.redFlags[0], urgent.id, failureContext)
        }
        assert.deepStrictEqual(checkReportConsistency(results, trace.profile), [], failureContext)
      })

      it("is a set of answers the quiz can produce", () => {
        if (persona.beyondTodaysQuiz) return
        assert.isUndefined(findAnswersProblem(persona.answers)?.message)
      })

      it("says what a professional would say", () => {
        if (persona.texture !== undefined) {
          assert.strictEqual(results.productTexture.recommended, persona.texture, failureContext)
        }
        for (const [section, pattern] of persona.must ?? []) {
          const text = sectionText(results, section)
          assert.isTrue(
            typeof pattern === "string" ? text.includes(pattern) : pattern.test(text),
            `${section} should match ${String(pattern)}\n${failureContext}`,
          )
        }
        for (const [section, pattern] of persona.mustNot ?? []) {
          const text = sectionText(results, section)
          assert.isFalse(
            typeof pattern === "string" ? text.includes(pattern) : pattern.test(text),
            `${section} should not match ${String(pattern)}\n${failureContext}`,
          )
        }
      })

      it("flags every chosen symptom and fills every section", () => {
        const chosen = [persona.answers.symptoms, persona.answers.symptoms_male].flatMap(
          (answer) => (Array.isArray(answer) ? answer : []),
        )
        for (const symptom of chosen) {
          const flag = symptomFlag[symptom]
          if (flag !== undefined)
            assert.match(sectionText(results, "redFlags"), flag, failureContext)
        }
        for (const section of reportSections) {
          assert.isAbove(sectionText(results, section).trim().length, 0, `${section} empty`)
        }
        assert.isAtLeast(results.stylingBuildUp.length, 2)
      })
    })
  }
})

/**
 * How much of a report would fit anyone. Fifteen people as different as the
 * outside review's clients; a sentence shared with another of their reports,
 * and an item copied into five or more of them, is boilerplate. The figures,
 * and the engines measured before this one, are in docs/performance.md.
 */
describe("boilerplate across diverse reports", () => {
  const diverse = [
    "postpartum-fine",
    "bleached-coarse-high-porosity",
    "male-noticeable-recession",
    "coily-natural-good-routine",
    "relaxed-sew-ins",
    "menopausal-thinning",
    "starter-locs-overtwisting",
    "male-low-cut-weekly-barber",
    "swimmer",
    "fine-low-porosity-oily-straight",
    "pregnant-coloured",
    "cowash-flaky",
    "head-coverings",
    "keratin",
    "male-fine-heat",
  ]
  const reports = diverse.map((id) => {
    const persona = suite.find((p) => p.id === id)!
    const { results } = traceRulesReport({
      userName: "Sam",
      answers: persona.answers,
      textInputs: persona.textInputs ?? {},
      reading: readStrandNotes(persona.textInputs ?? {}),
    })
    return sectionItems(results, "all").map((item) => item.replace(/^Sam, /, ""))
  })

  it("shares few sentences and copies few items between people", () => {
    const sentences = reports.map(
      (items) => new Set(items.flatMap((item) => item.split(/(?<=[.!?])\s+/))),
    )
    let shared = 0
    let total = 0
    sentences.forEach((own, i) => {
      for (const sentence of own) {
        total++
        if (sentences.some((other, j) => j !== i && other.has(sentence))) shared++
      }
    })
    const items = reports.map((r) => new Set(r))
    let words = 0
    let copiedWords = 0
    for (const own of items) {
      for (const item of own) {
        const count = item.split(/\s+/).length
        words += count
        if (items.filter((other) => other.has(item)).length >= 5) copiedWords += count
      }
    }
    const sharedShare = shared / total
    const copiedShare = copiedWords / words
    assert.isBelow(sharedShare, SHARED_LIMIT, `shared sentences ${sharedShare.toFixed(3)}`)
    assert.isBelow(
      copiedShare,
      COPIED_LIMIT,
      `words copied into 5+ reports ${copiedShare.toFixed(3)}`,
    )
  })
})
