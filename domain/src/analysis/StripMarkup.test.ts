import { assert, describe, it } from "@effect/vitest"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { writeRulesReport } from "../analyst/RulesReport.ts"
import { AnalysisResults } from "../report/AnalysisResults.ts"
import { normaliseResults } from "./NormaliseResults.ts"
import { plainJson, plainText } from "./StripMarkup.ts"

describe("plainText", () => {
  it("removes tags, and script and style blocks with their content", () => {
    assert.strictEqual(
      plainText('Rinse <b>well</b>.<script>fetch("https://evil.test")</script> Then dry.'),
      "Rinse well. Then dry.",
    )
    assert.strictEqual(
      plainText("<style>p{color:red}</style><p>Seal the ends</p>"),
      "Seal the ends",
    )
    assert.strictEqual(plainText('<img src=x onerror="alert(1)">Oil the ends'), "Oil the ends")
    assert.strictEqual(plainText("Avoid heat <!-- ignore me --> this week"), "Avoid heat this week")
  })

  it("keeps the words of Markdown links and images, and drops addresses", () => {
    assert.strictEqual(
      plainText("Read [this guide](https://evil.test/x) first"),
      "Read this guide first",
    )
    assert.strictEqual(plainText("![a satin bonnet](http://img.test/b.png)"), "a satin bonnet")
    assert.strictEqual(plainText("Buy it at https://shop.test/deal today"), "Buy it at today")
    assert.strictEqual(plainText("See www.shop.test now"), "See now")
    assert.strictEqual(plainText("Click javascript:alert(1) here"), "Click here")
  })

  it("drops Markdown emphasis, headings and bullets", () => {
    assert.strictEqual(plainText("**Deep condition** weekly"), "Deep condition weekly")
    assert.strictEqual(plainText("## Your plan"), "Your plan")
    assert.strictEqual(plainText("- Detangle when damp"), "Detangle when damp")
    assert.strictEqual(plainText("`pH` matters"), "pH matters")
  })

  it("leaves ordinary text alone", () => {
    for (const text of [
      "Keep the pH < 5.5 and rinse > 2 minutes",
      "About 4% against 1.6% by age 70.",
      "Porosity (how fast hair takes up water) matters.",
      "Day 3-4",
      "Co-wash if 2 * 3 is too often",
    ]) {
      assert.strictEqual(plainText(text), text)
    }
  })
})

describe("plainJson", () => {
  it("makes every string plain, and the normaliser then drops what is left blank", () => {
    const report = normaliseResults(
      plainJson({
        routineSnapshot: "<h1>Hi</h1> Amara",
        doingWell: ["https://only-a-link.test", "**Good** detangling"],
        productTexture: {
          products: [{ title: "<i>Leave-in</i>", ingredients: ["<b>shea</b>"], usage: "x" }],
        },
      }),
    )
    assert.strictEqual(report.routineSnapshot, "Hi Amara")
    assert.deepStrictEqual(report.doingWell, ["Good detangling"])
    assert.strictEqual(report.productTexture.products[0]?.title, "Leave-in")
    assert.strictEqual(report.productTexture.products[0]?.ingredients, "shea")
  })

  it("leaves the rule engine's reports exactly as they are", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const quiz = randomValidAnswers(seededRandom(seed))
      const report = writeRulesReport({ userName: "Ada", ...quiz })
      assert.deepStrictEqual(normaliseResults(plainJson(report)), report, `seed ${seed}`)
      assert.instanceOf(report, AnalysisResults)
    }
  })
})
