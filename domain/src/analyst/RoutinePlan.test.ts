/**
 * The routine plan within the person's limits: the smallest set of products
 * by value (protection and the person's own complaint first), what the
 * limits left out said in the snapshot, less fuss for anyone, the rhythm
 * within the minutes, and sun protection for a visible or thinning scalp.
 */
import { assert, describe, it } from "@effect/vitest"
import type { NoteReading } from "../notes/NoteStatement.ts"
import { noReading, readingOf } from "../notes/testing/Readings.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import { femaleAnswers, maleAnswers } from "./ExampleAnswers.ts"
import { readProfile } from "./HairProfile.ts"
import { namesLeftOut } from "./PlanList.ts"
import { randomValidAnswers, seededRandom } from "./RandomAnswers.ts"
import { sectionText } from "./ReportText.ts"
import { traceRulesReport } from "./RulesReport.ts"

const plan = (answers: QuizAnswers, reading: NoteReading = noReading) => {
  const { results, trace } = traceRulesReport({ userName: "Sam", answers, textInputs: {}, reading })
  return { results, plan: trace.context.plan }
}

describe("the person's limits", () => {
  it("counts a product the person keeps among their products, and says how to use it", () => {
    const coily = femaleAnswers({
      hair_texture: "coily",
      porosity: "high",
      scalp_condition: ["dry_tight"],
      max_products: "three",
    })
    const without = plan(coily)
    const kept = plan(
      coily,
      readingOf({ kind: "keeps_product", value: "oils_butters", words: "not giving it up" }),
    )
    assert.strictEqual(without.plan.products.length - without.plan.overLimit.length, 3)
    assert.strictEqual(kept.plan.products.length - kept.plan.overLimit.length, 2)
    assert.include(kept.results.routineSnapshot, "besides your own oil or butter")
    assert.include(kept.results.routineSnapshot, "You are keeping your own oil or butter")
    assert.match(sectionText(kept.results, "styling"), /^Keep using your oil or butter/m)
    // On a flaky scalp it goes on the lengths.
    const flaky = plan(
      { ...coily, scalp_condition: ["itchy_flaky"] },
      readingOf({ kind: "keeps_product", value: "oils_butters", words: "not giving it up" }),
    )
    assert.match(sectionText(flaky.results, "styling"), /keep it off the scalp for now/)
  })

  it("keeps a budget under 10 a month to three inexpensive kinds of product, and says so", () => {
    const { results, plan: p } = plan(
      femaleAnswers({
        hair_texture: "coily",
        hair_state: ["bleached"],
        porosity: "high",
        monthly_budget: "under_10",
      }),
    )
    assert.isAtMost(p.products.length, 3)
    assert.notInclude(p.products, "bond-builder")
    assert.include(p.leftOut, "bond-builder")
    assert.match(
      results.routineSnapshot,
      /To stay under 10 a month, the list keeps to 3 inexpensive kinds of product[^.]*leaves out [^.]*a bond-building treatment/,
    )
    assert.lengthOf(results.productTexture.products, p.products.length)
  })

  it("keeps to the number of products asked for, the most valuable first", () => {
    const many = femaleAnswers({
      hair_texture: "curly",
      porosity: "high",
      environment: ["hard_water", "humid_climate"],
      products_used: { gels_mousses: "weekly" },
      styles: [],
      heat_tension: ["heat_weekly"],
      scalp_condition: ["itchy_flaky"],
    })
    const unlimited = plan(many).plan
    assert.isAbove(unlimited.products.length, 3)
    const { results, plan: three } = plan({ ...many, max_products: "three" })
    assert.lengthOf(three.products, 3)
    // The flakes' medicated shampoo and the heat protectant outrank everything else.
    assert.deepStrictEqual(three.products.slice(0, 2), [
      "cleanser-anti-dandruff",
      "heat-protectant",
    ])
    assert.match(results.routineSnapshot, /You asked for at most 3 products/)
    for (const id of three.leftOut) assert.notInclude(three.products, id)
  })

  it("keeps what protects the person even past the limit, and says why", () => {
    const { results, plan: p } = plan(
      femaleAnswers({
        hair_texture: "straight",
        scalp_condition: ["itchy_flaky"],
        heat_tension: ["heat_weekly"],
        sun_scalp: ["outdoors_most_days", "scalp_shows"],
        max_products: "one_two",
      }),
    )
    assert.include(p.products, "heat-protectant")
    assert.include(p.products, "scalp-sunscreen")
    assert.isNotEmpty(p.overLimit)
    assert.match(results.routineSnapshot, /A sunscreen for the scalp stays even so: it protects/)
  })

  it("puts what curls and a swimmer need at every wash before a protectant for heat now and then", () => {
    const curls = plan(
      femaleAnswers({
        hair_texture: "curly",
        heat_tension: ["wash_n_go", "occasional_heat"],
        max_products: "one_two",
      }),
    )
    assert.include(curls.plan.products.slice(0, 2), "conditioner")
    assert.notInclude(curls.plan.products.slice(0, 2), "heat-protectant")
    const swimmer = plan(
      femaleAnswers({
        hair_texture: "straight",
        swimming: "several_weekly",
        heat_tension: ["occasional_heat"],
        max_products: "one_two",
      }),
    )
    assert.include(swimmer.plan.products.slice(0, 2), "conditioner")
  })

  it("gives a full head of hair outdoors a hat for the parting, not a product slot", () => {
    const { results, plan: p } = plan(
      femaleAnswers({
        hair_texture: "straight",
        density: "high",
        sun_scalp: ["outdoors_most_days"],
        max_products: "one_two",
      }),
    )
    assert.notInclude(p.products, "scalp-sunscreen")
    assert.match(sectionText(results, "all"), /hat/)
  })

  it("keeps the weekly wash of someone a carer washes, unless the scalp needs more", () => {
    const mum = femaleAnswers({
      answers_about: "someone_i_care_for",
      age_band: "75_plus",
      hair_texture: "straight",
      strand_width: "fine",
      wash_frequency: "weekly",
    })
    assert.strictEqual(plan(mum).plan.cadence, "weekly")
    assert.strictEqual(plan({ ...mum, answers_about: "me" }).plan.cadence, "twice_weekly")
    assert.notStrictEqual(plan({ ...mum, scalp_condition: ["oily"] }).plan.cadence, "weekly")
  })

  it("fits the rhythm to under 30 minutes a week: no masks, no oil treatments", () => {
    const coily = femaleAnswers({
      hair_texture: "coily",
      porosity: "high",
      conditioning: ["deep_condition"],
    })
    const roomy = plan(coily)
    assert.notStrictEqual(roomy.plan.deep, "none")
    assert.match(sectionText(roomy.results, "rhythm"), /deep condition|Pre-wash oil/)
    const { results, plan: p } = plan({ ...coily, weekly_minutes: "under_30" })
    assert.strictEqual(p.deep, "none")
    assert.isFalse(p.preWashOil)
    assert.isFalse(p.hotOil)
    assert.isTrue(p.limits.lessFuss)
    assert.isAtMost(p.products.length, 2)
    assert.notMatch(sectionText(results, "all"), /deep condition|pre-wash oil|warm oil treatment/i)
    assert.match(results.routineSnapshot, /With under 30 minutes a week/)
  })

  it("gives anyone less fuss who asks for it, in a note too; a beard goal simplifies the beard only", () => {
    assert.isFalse(plan(femaleAnswers({})).plan.limits.lessFuss)
    const noted = plan(
      femaleAnswers({}),
      readingOf({ kind: "less_fuss", words: "something quick and simple" }),
    )
    assert.isTrue(noted.plan.limits.lessFuss)
    assert.match(noted.results.routineSnapshot, /because you asked for less fuss/)
    assert.isTrue(
      plan(maleAnswers({ primary_goal_male: ["lower_maintenance"] })).plan.limits.lessFuss,
    )
    const beard = plan(
      maleAnswers({
        facial_hair_male: "full_beard",
        skin_under_beard_male: "normal",
        beard_goals_male: ["lower_maintenance"],
      }),
    )
    assert.isFalse(beard.plan.limits.lessFuss)
    assert.notMatch(beard.results.routineSnapshot, /less fuss/)
    assert.match(sectionText(beard.results, "products"), /^Beard wash: [^\n]*nothing else/m)
  })

  it("never lists more products than the limits allow, over thousands of people", () => {
    for (let seed = 0; seed < 2000; seed++) {
      const quiz = randomValidAnswers(seededRandom(seed * 31 + 7))
      const { results, trace } = traceRulesReport({ userName: "Sam", ...quiz })
      const p = trace.context.plan
      assert.isAtMost(p.products.length - p.overLimit.length, p.limits.maxProducts)
      assert.lengthOf(results.productTexture.products, p.products.length)
      if (p.limits.inexpensive) assert.notInclude(p.products, "bond-builder")
    }
  }, 120_000)

  it("never brings back a product the limits left off, in a tip, a step, a warning or a change", () => {
    let limited = 0
    for (let seed = 0; seed < 1500; seed++) {
      const quiz = randomValidAnswers(seededRandom(seed * 17 + 3))
      const { results, trace } = traceRulesReport({ userName: "Sam", ...quiz })
      if (trace.context.plan.limits.setBy === "none" || trace.context.plan.leftOut.length === 0)
        continue
      limited++
      const extras = results.weeklyRhythm.filter((_, i) => trace.rhythm[i] !== "wash-cycle")
      for (const line of [
        ...results.stylingBuildUp,
        ...results.avoidForNow,
        ...extras.map((day) => `${day.day}: ${day.activity}`),
      ])
        assert.isFalse(namesLeftOut(trace.context, line), `${trace.context.plan.leftOut}: ${line}`)
    }
    assert.isAbove(limited, 100)
  }, 120_000)
})

describe("sun protection for a visible or thinning scalp", () => {
  const sunLines = (answers: QuizAnswers) => {
    const { results } = plan(answers)
    return {
      rhythm: sectionText(results, "rhythm"),
      products: sectionText(results, "products"),
    }
  }

  it("for a shaved scalp, a widening parting, and anyone who says the sun reaches their scalp", () => {
    const shaved = sunLines(maleAnswers({ hair_length_male: "very_short" }))
    assert.match(shaved.rhythm, /^Whenever you are out in the sun: A hat/m)
    assert.match(shaved.products, /^Sunscreen for a short-cut scalp/m)
    const parting = sunLines(femaleAnswers({ symptoms: ["widening_parting"] }))
    assert.match(parting.rhythm, /on your parting and the thinner areas/)
    const outdoors = sunLines(femaleAnswers({ sun_scalp: ["outdoors_most_days"] }))
    assert.match(outdoors.products, /Sunscreen for the parting and scalp/)
  })

  it("no product slot for a short cut or thinning whose owner says none of the sun's cases applies", () => {
    const { results } = plan(
      maleAnswers({
        hair_length_male: "very_short",
        hairline_changes_male: "noticeable",
        sun_scalp: ["none"],
        max_products: "one_two",
      }),
    )
    assert.notMatch(sectionText(results, "products"), /^Sunscreen/m)
  })

  it("not for a full head of hair that sees little sun", () => {
    const covered = sunLines(femaleAnswers({ sun_scalp: ["wears_hat"] }))
    assert.notMatch(`${covered.rhythm}\n${covered.products}`, /sunscreen/i)
  })
})

describe("the person's own rules", () => {
  it("hair never cut, for faith or choice: no trim anywhere, and what keeps splits from travelling", () => {
    const { results } = plan(
      femaleAnswers({ trim_frequency: "three_months", hair_texture: "wavy" }),
      readingOf(
        { kind: "no_cutting", words: "never cut my hair, not even a trim" },
        { kind: "breakage", words: "splits on the ends" },
      ),
    )
    const all = [results.routineSnapshot, ...Object.values(results).flat()].join("\n")
    assert.notMatch(all, /\btrim(s|med|ming)?\b/i)
    assert.include(results.routineSnapshot, "You never cut your hair, so nothing here asks you to")
  })

  it("braids most weeks: conditioner and moisture kept off the braids, loose styles between sets", () => {
    const { results } = plan(
      femaleAnswers({
        hair_texture: "kinky",
        heat_tension: ["braids_extensions"],
        porosity: "high",
      }),
    )
    assert.include(sectionText(results, "products"), "keep it off the braids")
    assert.match(sectionText(results, "rhythm"), /Mist the braids lightly/)
    assert.notMatch(sectionText(results, "rhythm"), /Remoisturise your coils/)
  })

  it("under 30 minutes a week: wash days only, nothing to do between them", () => {
    const curls = { hair_texture: "curly", porosity: "high" } as const
    assert.match(sectionText(plan(femaleAnswers(curls)).results, "rhythm"), /Remoisturise your/)
    const { results } = plan(femaleAnswers({ ...curls, weekly_minutes: "under_30" }))
    assert.notMatch(sectionText(results, "rhythm"), /Remoisturise your/)
    assert.match(sectionText(results, "rhythm"), /shampoo on the scalp only/i)
  })

  it("a leave-in the person keeps takes the list's leave-in place, and is never 'left out'", () => {
    const answers = femaleAnswers({
      hair_state: ["relaxed"],
      porosity: "high",
      max_products: "three",
    })
    const without = plan(answers)
    assert.isTrue(
      [...without.plan.products, ...without.plan.leftOut].some((id) => id.startsWith("leave-in")),
    )
    const kept = plan(
      answers,
      readingOf({ kind: "keeps_product", value: "leave_ins", words: "dont tell me to change it" }),
    )
    const { products, leftOut } = kept.plan
    assert.isFalse([...products, ...leftOut].some((id) => id.startsWith("leave-in")))
    assert.include(kept.results.routineSnapshot, "besides your own leave-in")
    assert.include(sectionText(kept.results, "styling"), "Keep using your leave-in")
  })

  it("waxy flakes from a pomade are build-up: no antifungal, and the pomade shampooed out", () => {
    const answers = maleAnswers({ symptoms_male: ["persistent_flaking"] })
    const flaky = plan(answers)
    assert.match(sectionText(flaky.results, "products"), /antifungal|anti-dandruff/i)
    const waxy = plan(
      answers,
      readingOf({ kind: "build_up", words: "waxy bits from the oil pomade" }),
    )
    assert.notMatch(sectionText(waxy.results, "products"), /antifungal|anti-dandruff/i)
    assert.include(sectionText(waxy.results, "avoid"), "water does not lift oil")
    assert.include(waxy.results.routineSnapshot, "waxy product build-up")
  })

  it("something rubbing where the hair breaks gets a smooth layer, never locked away", () => {
    const { results } = plan(
      femaleAnswers({ hair_state: ["relaxed"] }),
      readingOf(
        { kind: "friction_rub", words: "straps sit right where the hair is breaking" },
        { kind: "breakage", words: "hair is breaking" },
      ),
    )
    assert.include(sectionText(results, "styling"), "a thin satin bonnet under straps")
  })

  it("five minutes a day is the shortest routine: no ten-minute steps", () => {
    const { results } = plan(
      femaleAnswers({ hair_texture: "curly", porosity: "high" }),
      readingOf({ kind: "max_minutes", amount: 35, words: "5 mins" }),
    )
    assert.notMatch(sectionText(results, "rhythm"), /10 minutes/)
  })

  it("a ticked sign the notes say is over for good is undone, and the snapshot says so", () => {
    const { results } = plan(
      maleAnswers({ symptoms_male: ["scalp_pimples", "burning_stinging"] }),
      readingOf(
        { kind: "scalp_bumps", time: "past", resolved: true, words: "bumps" },
        { kind: "scalp_burning", time: "past", resolved: true, words: "stinging" },
      ),
    )
    assert.notMatch(sectionText(results, "redFlags"), /contact dermatitis|folliculitis/)
    assert.include(results.routineSnapshot, "no burning or stinging now")
  })

  it("an itch in the first week of each new set of braids is the install's, not dandruff", () => {
    const { results } = plan(
      femaleAnswers({
        hair_texture: "kinky",
        heat_tension: ["braids_extensions"],
        scalp_condition: ["itchy_flaky"],
      }),
      readingOf({ kind: "install_itch", words: "first week of every new set my scalp itches" }),
    )
    assert.notMatch(sectionText(results, "products"), /antifungal|anti-dandruff/i)
  })

  it("an itch the notes tell without flakes is no dandruff; flakes told are", () => {
    const answers = maleAnswers({ scalp_condition_male: ["itchy_flaky"] })
    const itch = plan(
      answers,
      readingOf({ kind: "itching", words: "only itches when I sweat under the hat" }),
    )
    assert.notMatch(sectionText(itch.results, "products"), /antifungal|anti-dandruff/i)
    const flakes = plan(
      answers,
      readingOf(
        { kind: "itching", words: "itches" },
        { kind: "flaking", words: "white flakes on my shoulders" },
      ),
    )
    assert.match(sectionText(flakes.results, "products"), /antifungal|anti-dandruff/i)
  })

  it("a ponytail half as thick beside heavy shedding is the shed, not pattern thinning", () => {
    const { results } = plan(
      femaleAnswers({ age_band: "16_24", symptoms: ["sudden_shedding"] }),
      readingOf(
        { kind: "shedding", words: "hair is coming out loads" },
        { kind: "thinning_on_top", words: "ponytail feels half the thickness" },
      ),
    )
    assert.notMatch(results.routineSnapshot, /pattern thinning/i)
  })

  it("coils cut short are not shampooed daily for sport; sweat is rinsed", () => {
    const { results } = plan(
      maleAnswers({
        hair_texture_male: "coily",
        wash_frequency_male: "daily",
        exercise_frequency_male: "daily",
      }),
    )
    assert.notMatch(results.routineSnapshot, /keeps washing every day/)
  })

  it("a shock told as now is no trigger of a shedding that began months before", () => {
    const shed = {
      kind: "shedding",
      time: "since",
      monthsAgo: 3,
      words: "coming out in clumps",
    } as const
    const now = readProfile({
      userName: "Sam",
      answers: femaleAnswers({ age_band: "25_34" }),
      reading: readingOf(shed, { kind: "stress", words: "kinda in shock tbh" }),
    })
    assert.isFalse(now.history.has("recent_trigger"))
    const before = readProfile({
      userName: "Sam",
      answers: femaleAnswers({ age_band: "25_34" }),
      reading: readingOf(shed, {
        kind: "stress",
        time: "past",
        monthsAgo: 5,
        words: "my dad died in june",
      }),
    })
    assert.isTrue(before.history.has("recent_trigger"))
  })

  it("a medicine's tick the notes take back is no medicine of theirs", () => {
    const answers = femaleAnswers({ age_band: "45_54", medicines: ["retinoid"] })
    const withdrawn = readProfile({
      userName: "Sam",
      answers,
      reading: readingOf({
        kind: "medicine",
        value: "retinoid",
        negated: true,
        words: "IGNORE the roaccutane tick please - thats my son's",
      }),
    })
    assert.isFalse(withdrawn.medicines.has("retinoid"))
    const kept = readProfile({ userName: "Sam", answers, reading: readingOf() })
    assert.isTrue(kept.medicines.has("retinoid"))
  })

  it("itching that a blocked bile duct explains gets no dandruff care", () => {
    const { results } = plan(
      maleAnswers({ age_band: "75_plus", scalp_condition_male: ["itchy_flaky"] }),
      readingOf(
        { kind: "yellow_skin", words: "eyes have gone yellow" },
        { kind: "dark_urine", words: "water's been dark" },
      ),
    )
    assert.notMatch(sectionText(results, "products"), /antifungal|anti-dandruff/i)
  })

  it("seen today or sooner, the routine is for later; within weeks, it is not put off", () => {
    const urgent = plan(
      femaleAnswers({ age_band: "45_54" }),
      readingOf(
        { kind: "travel_abroad", time: "past", monthsAgo: 0.3, words: "back from lagos" },
        { kind: "fever", words: "fevers" },
      ),
    )
    assert.include(urgent.results.routineSnapshot, "The routine below is for later")
    const routine = plan(femaleAnswers({ age_band: "45_54" }))
    assert.notInclude(routine.results.routineSnapshot, "for later")
  })
})
