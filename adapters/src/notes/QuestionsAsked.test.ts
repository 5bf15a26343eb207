/**
 * The questions a person writes, found whole and read for what they ask: the report answers
 * each as asked (AskedAnswers.ts), so a question lost, or read as another, is a question the
 * person never gets answered.
 */
import { describe, expect, it } from "@effect/vitest"
import type { AskedQuestion } from "@strand/domain/notes/NoteStatement"
import { readStrandNotes } from "./StrandNoteReader.ts"

const asked = (text: string): ReadonlyArray<AskedQuestion> =>
  readStrandNotes({ health_notes: text }).questions ?? []

const shapeAndThing = (text: string) => asked(text).map((q) => [q.shape, q.thing ?? "-"] as const)

describe("the questions in a note", () => {
  it("reads what each asks and what kind of thing it asks about", () => {
    expect(shapeAndThing("my friend said bo ket makes your hair fall out, is that true?")).toEqual([
      ["causes_loss", "wash"],
    ])
    expect(shapeAndThing("would bleach make my alopecia come back?")).toEqual([
      ["brings_back", "colour"],
    ])
    expect(shapeAndThing("can I use the same Cantu leave in on my beard?")).toEqual([
      ["use_on", "leave_on"],
    ])
    expect(shapeAndThing("Do I need to cut them off at my age?")).toEqual([["cut_off", "-"]])
    expect(shapeAndThing("my aunty says put toothpaste on the boils, is that ok?")).toEqual([
      ["on_a_sore", "remedy"],
    ])
    expect(shapeAndThing("will the patches grow back?")).toEqual([["grows_back", "-"]])
    expect(shapeAndThing("should I be worried?")).toEqual([["worry", "-"]])
    expect(shapeAndThing("what products should I use?")).toEqual([["what_to_do", "-"]])
    expect(shapeAndThing("why is my hair falling out?")).toEqual([["why", "-"]])
  })

  it("reads each question of a sentence apart, and a question as asked, not by a word in it", () => {
    expect(
      shapeAndThing(
        "can i just put relaxer on my edges? and how often should i be trimming the relaxed ends off?",
      ),
    ).toEqual([
      ["is_safe", "colour"],
      ["how_often", "trim"],
    ])
    expect(shapeAndThing("is washing every day bad for curls?")).toEqual([["how_often", "wash"]])
    // A question after its condition, without a comma; a cause asked as "is it my ...?".
    expect(shapeAndThing("if i started finasteride would it mess with my meds?")).toEqual([
      ["is_safe", "medicine"],
    ])
    expect(shapeAndThing("is it my bun?")).toEqual([["causes_loss", "style"]])
    // A cause asked about, not how often: "will I end up with a receding hairline?"
    expect(
      shapeAndThing("if i tie it up in a bun every day will i end up with a receding hairline?"),
    ).toEqual([["causes_loss", "style"]])
    expect(shapeAndThing("is st johns wort actually good for hair loss?")).toEqual([
      ["works", "supplement"],
    ])
    expect(shapeAndThing("and can the same bar do my beard?")).toEqual([["use_on", "wash"]])
    expect(shapeAndThing("is it safe to press it for her now?")).toEqual([["is_safe", "heat"]])
    expect(shapeAndThing("do those headspin beanies actually work?")).toEqual([["works", "-"]])
    expect(shapeAndThing("my mum wants to rub rakia into her scalp, is that ok?")).toEqual([
      ["is_safe", "remedy"],
    ])
    expect(shapeAndThing("the korean head spa, is it worth eighty quid or a scam?")).toEqual([
      ["works", "cosmetic"],
    ])
    expect(shapeAndThing("will the white bit grow back black if we shave it?")).toEqual([
      ["grows_thicker", "-"],
    ])
    // Typed without its mark: a question word before a pronoun or a thing; not "should be fine".
    expect(shapeAndThing("and is the hair thing catching, my youngest is 4")).toEqual([
      ["contagious", "-"],
    ])
    expect(shapeAndThing("is it ok to take my boyfriends co-codamol")).toEqual([
      ["is_safe", "medicine"],
    ])
    expect(shapeAndThing("would love some tips. should be fine with a cheap shampoo")).toEqual([])
    expect(shapeAndThing("does this apixaban make the hair fall?")).toEqual([
      ["causes_loss", "medicine"],
    ])
    expect(shapeAndThing("would an apple cider vinegar rinse help?")).toEqual([["works", "remedy"]])
    expect(shapeAndThing("is there a stronger shampoo i can get from the chemist?")).toEqual([
      ["what_to_do", "wash"],
    ])
    expect(shapeAndThing("is it normal for the new hairs to fall out?")).toEqual([["worry", "-"]])
    expect(shapeAndThing("when will my hair go back to normal?")).toEqual([["other", "-"]])
    expect(shapeAndThing("my mum says a satin cap causes thinning. is she right?")).toEqual([
      ["causes_loss", "habit"],
    ])
  })

  it("reads a clause after a statement that leaves out its subject as a statement", () => {
    // "[he] does the early shift": no question, and no deferral written back for it.
    expect(
      asked("hes a bus driver in town, does the early shift. the hair is the least of it"),
    ).toEqual([])
    expect(asked("started at my cousins (shes trained, does the whole family)")).toEqual([])
    // With a verb after the thing, or opening the sentence, it asks.
    expect(asked("i use dove, does the dye cause it")).toHaveLength(1)
    expect(asked("does the shampoo matter")).toHaveLength(1)
  })

  it("reads whether it is catching, picking it, hair growing back thicker, and harm", () => {
    expect(shapeAndThing("is it contagious?")).toEqual([["contagious", "-"]])
    expect(shapeAndThing("can i still train saturday if i wear a scrum cap?")).toEqual([
      ["contagious", "habit"],
    ])
    expect(shapeAndThing("can i just pick them off?")).toEqual([["pick", "-"]])
    expect(shapeAndThing("can i wax the fuzz or will it come back thicker?")).toEqual([
      ["grows_thicker", "-"],
    ])
    expect(shapeAndThing("does plaster dust wreck your hair?")).toEqual([["harms", "environment"]])
    expect(shapeAndThing("the wife says the fags are why my hair went, is she right?")).toEqual([
      ["is_safe", "smoking"],
    ])
    expect(shapeAndThing("should i get my brows microbladed before the wedding?")).toEqual([
      ["other", "cosmetic"],
    ])
    expect(shapeAndThing("is there owt that will bring the crown back?")).toEqual([
      ["what_to_do", "-"],
    ])
  })

  it("reads a condition feared, and asks that are not it", () => {
    expect(shapeAndThing("is it lupus?")).toEqual([["is_it", "-"]])
    expect(shapeAndThing("could it be what my uncle had?")).toEqual([["is_it", "-"]])
    expect(shapeAndThing("is it ok?")).toEqual([["is_safe", "-"]])
    expect(shapeAndThing("is it alright to only wash every 2 weeks?")).toEqual([
      ["how_often", "wash"],
    ])
    expect(shapeAndThing("should we cut it short so it looks thicker?")).toEqual([["cut_off", "-"]])
  })

  it("finds what a question points at in the sentence before it", () => {
    const [daily] = asked(
      "I only take head and shoulders 2 in 1 out with me. is it ok to use it every single day?",
    )
    expect([daily?.shape, daily?.thing]).toEqual(["how_often", "wash"])
    expect(daily?.before).toContain("head and shoulders")
    // A verb left out ("do i really need to") is the one the words before it name.
    const [sun] = asked(
      "the wife says i should put sun cream on my head, do i really need to, i've got a cap on most days",
    )
    expect(sun?.before).toContain("sun cream")
    // A question right after another points at that one, not at a thing named further back.
    const [, clean] = asked(
      "the skin looks like cigarette paper. can alopecia be catching from the barber clippers? should i ask him to clean them?",
    )
    expect(clean?.before).toContain("clippers")
  })

  it("quotes the asking part, or the whole sentence when the question only points back", () => {
    expect(asked("I use my wife's Cantu and I like it, can I use it on my beard?")[0]?.words).toBe(
      "can I use it on my beard",
    )
    expect(asked("my nan says caps make you bald, is that true?")[0]?.words).toBe(
      "my nan says caps make you bald, is that true",
    )
  })

  it("keeps a fragment with the question it goes on from", () => {
    const questions = asked("can we buy the regaine foam for him? or a beard growth oil?")
    expect(questions).toHaveLength(1)
    expect(questions[0]?.words).toContain("or a beard growth oil")
  })

  it("does not take a statement ending in question marks for a question", () => {
    expect(asked("i swear i can feel something moving in it at night??")).toEqual([])
    expect(asked("her mum wants to know if there's a spray we could put on it??")).toHaveLength(1)
  })

  it("finds a question after a sentence ending on a unit's word, and reads sport, soap and retwists", () => {
    // "in." is inches to the model; after no number it ends the sentence.
    expect(
      asked(
        "wife reckons its cancer and its doing my head in. is it cancer? can i pick it off?",
      ).map((q) => q.words),
    ).toEqual(["is it cancer", "can i pick it off"])
    expect(shapeAndThing("is that ok or do i need to wash after every game?")).toEqual([
      ["how_often", "wash"],
    ])
    expect(shapeAndThing("can i use castile soap on my locs?")).toEqual([["is_safe", "wash"]])
    // A pick-up is not picking at a spot.
    expect(
      asked("2000 pound with hotel and airport pick up, is it worth it for me?").map(
        (q) => q.shape,
      ),
    ).not.toContain("pick")
    expect(shapeAndThing("can i pick it off?")).toEqual([["pick", "-"]])
    expect(
      shapeAndThing(
        "my loctician retwists every 4 weeks at 45 quid. how often do i actually need it?",
      ),
    ).toEqual([["how_often", "style"]])
  })

  it("round 42's questions: a rhythm, a shave, a medicine to blame, a fear it spreads, a tag", () => {
    expect(shapeAndThing("is it ok to wash my locs twice a week with all the sweat?")).toEqual([
      ["how_often", "wash"],
    ])
    expect(shapeAndThing("do I honestly need to wash my hair after every single fire?")).toEqual([
      ["how_often", "wash"],
    ])
    expect(shapeAndThing("Would I be better just shaving it off?")).toEqual([["cut_off", "-"]])
    expect(shapeAndThing("is it ok to comb the scales off with a nit comb?")).toEqual([
      ["pick", "-"],
    ])
    expect(shapeAndThing("is it the depakote doing this?")).toEqual([["causes_loss", "medicine"]])
    expect(
      shapeAndThing(
        "my mate has alopecia and now im scared that its catching because we share brushes",
      ),
    ).toEqual([["contagious", "-"]])
    expect(
      shapeAndThing("a tiktok said knots mean your hair is dead and you have to big chop - do i??"),
    ).toEqual([["cut_off", "-"]])
  })

  it("round 46's: two questions a lowercase run-on joins, a question left to 'worth it?', 'catch it off'", () => {
    expect(
      asked(
        "is it bad to wear the cap over damp curls? and theres a curly salon doing a curly cut for sixty five quid - worth it?",
      ).map((q) => q.words),
    ).toEqual([
      "is it bad to wear the cap over damp curls",
      "and theres a curly salon doing a curly cut for sixty five quid - worth it",
    ])
    expect(shapeAndThing("can you catch ringworm off the barbers?")).toEqual([["contagious", "-"]])
    expect(asked("can we buy it for him? or a beard growth oil?")).toHaveLength(1)
    // A touch-up booked: "should i still go" is not whether something is catching.
    expect(
      shapeAndThing(
        "my relaxer touch up is booked - should i still go or will the chemicals make it worse?",
      )[0]?.[0],
    ).not.toBe("contagious")
    expect(shapeAndThing("can he still go to nursery?")).toEqual([["contagious", "-"]])
  })

  it("keeps every question of a long note, in order, no more than the limit", () => {
    const many = Array.from({ length: 12 }, (_, i) => `is number ${i + 1} ok?`).join(" ")
    expect(asked(many)).toHaveLength(8)
    expect(asked(many)[0]?.words).toBe("is number 1 ok")
  })
})

describe("a baby's age in weeks or months", () => {
  it("is read as an age, and not from a time or a pregnancy", () => {
    const age = (text: string) =>
      readStrandNotes({ health_notes: text }).statements.find((s) => s.kind === "age")?.amount
    expect(age("Leo is 4 months. he sleeps on his back")).toBeCloseTo(0.3, 1)
    expect(age("she's 10 weeks")).toBeCloseTo(0.2, 1)
    expect(age("she is 4 months pregnant")).toBeUndefined()
    expect(age("it's 4 months since the chemo")).toBeUndefined()
  })
})

describe("questions typed the way people type them", () => {
  it("a claim put back with '??', a last-word ask, a hoped-for simpler cause, a pronoun's thing", () => {
    expect(asked("my mum says washing every day will make me go bald - true??")).toHaveLength(1)
    expect(asked("i lose 20-40 hairs on wash day, my housemate says thats normal??")).toHaveLength(
      1,
    )
    // An exclamation with marks is not a question of anyone's claim.
    expect(asked("i swear i can feel something moving in it at night??")).toHaveLength(0)
    expect(asked("a cold rinse stops the grease, worth doing?")).toHaveLength(1)
    expect(shapeAndThing("and do you think the muddles could just be dehydration?")).toEqual([
      ["is_it", "-"],
    ])
    const barber = asked(
      "my barber saw the blood from the scratching last time - can he catch something from the clippers?",
    )
    expect(barber[0]?.before).toContain("blood")
    // "is 6 weeks too often?": how often, of what came before.
    expect(
      asked("salon does my relaxer every 6 weeks. is 6 weeks too often?")[0]?.before,
    ).toContain("relaxer")
    // A short claim that points back carries the sentence before it along.
    expect(
      asked(
        "my eyebrows have gone wild and long. she reckons its my tablets. is it the tablets?",
      )[0]?.before,
    ).toContain("eyebrows")
  })
})
