import { assert, describe, layer } from "@effect/vitest"
import { writeAnalystPrompt } from "@strand/domain/analysis/AnalystPrompt"
import { type HairAnalysisRequest, HairAnalyst } from "@strand/domain/analysis/HairAnalyst"
import { writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { noReading } from "@strand/domain/notes/testing/Readings"
import { AnalysisResults } from "@strand/domain/report/AnalysisResults"
import { Effect, Schema } from "effect"
import { RulesHairAnalyst } from "./RulesHairAnalyst.ts"

const request = {
  userName: "Amara",
  answers: {
    gender: "female",
    hormonal_stage: "postpartum",
    scalp_condition: ["itchy_flaky"],
    hair_texture: "coily",
    hair_care_method: "self",
    wash_frequency: "weekly",
    symptoms: ["persistent_flaking", "broken_edges"],
  },
  textInputs: {},
  reading: noReading,
}

/** What the domain gives an analyst: the request and the prompt written from it. */
const ask = (request: HairAnalysisRequest) => ({ request, prompt: writeAnalystPrompt(request) })

describe("RulesHairAnalyst", () => {
  layer(RulesHairAnalyst)((it) => {
    it.effect("writes the rule engine's report for the request", () =>
      Effect.gen(function* () {
        const analyst = yield* HairAnalyst
        const results = yield* analyst.analyse(ask(request))
        assert.instanceOf(results, AnalysisResults)
        if (!(results instanceof AnalysisResults)) return
        assert.deepStrictEqual(results, writeRulesReport(request))
        assert.strictEqual(analyst.name.provider, "rules")
        assert.isTrue(results.routineSnapshot.startsWith("Amara,"))
        assert.isTrue(results.redFlags.some((flag) => flag.startsWith("Persistent flaking")))
        assert.isTrue(results.redFlags.some((flag) => flag.startsWith("Broken or thinning edges")))
        Schema.decodeUnknownSync(AnalysisResults)(Schema.encodeSync(AnalysisResults)(results))
      }),
    )

    it.effect("answers even a minimal request", () =>
      Effect.gen(function* () {
        const analyst = yield* HairAnalyst
        const results = yield* analyst.analyse(
          ask({
            userName: "there",
            answers: { gender: "male" },
            textInputs: {},
            reading: noReading,
          }),
        )
        assert.instanceOf(results, AnalysisResults)
        if (!(results instanceof AnalysisResults)) return
        assert.isAbove(results.redFlags.length, 0)
        assert.isAbove(results.productTexture.products.length, 0)
      }),
    )
  })
})
