/**
 * Every question a person writes is answered as asked, for this person: the answer follows
 * what the report decided (a doctor first, patches, a baby), a "may I" topic does not answer
 * a particular question, and what cannot be answered soundly is said so, with who can.
 */
import { assert, describe, it } from "@effect/vitest"
import {
  AskedQuestion,
  NoteReading,
  type QuestionShape,
  type QuestionThing,
} from "../notes/NoteStatement.ts"
import { type Stated, stated } from "../notes/testing/Readings.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import { femaleAnswers, maleAnswers } from "./ExampleAnswers.ts"
import { sectionText } from "./ReportText.ts"
import { traceRulesReport } from "./RulesReport.ts"

const question = (
  shape: QuestionShape,
  words: string,
  thing?: QuestionThing,
  more: Partial<{ place: string; before: string }> = {},
) =>
  new AskedQuestion({
    shape,
    words,
    note: "health_notes",
    ...(thing === undefined ? {} : { thing }),
    ...more,
  })

const snapshot = (
  answers: QuizAnswers,
  questions: ReadonlyArray<AskedQuestion>,
  ...statements: ReadonlyArray<Stated>
) =>
  traceRulesReport({
    userName: "Sam",
    answers,
    textInputs: {},
    reading: new NoteReading({ reader: "test", statements: statements.map(stated), questions }),
  }).results.routineSnapshot

const adult = femaleAnswers({ age_band: "25_34" })

describe("a question the person wrote", () => {
  it("about rosemary oil with epilepsy is a plain 'better not', and a dryer gets seizure care", () => {
    const said = snapshot(
      adult,
      [
        question("is_safe", "is that safe for me with my epilepsy?", "leave_on", {
          before: "rosemary oil grows hair as well as minoxidil",
        }),
        question("is_safe", "is the diffuser ok or should I just air dry?", "heat"),
      ],
      { kind: "seizure", time: "past", words: "last seizure was 3 years ago" },
      { kind: "supplement", value: "rosemary", words: "rosemary oil" },
    )
    assert.include(said, "better not, with epilepsy")
    assert.notInclude(said, "fine to try")
    assert.include(said, "sit down to use it")
  })

  it("about rosemary oil without epilepsy keeps the trial's answer", () => {
    const said = snapshot(adult, [], {
      kind: "supplement",
      value: "rosemary",
      words: "rosemary oil",
    })
    assert.notInclude(said, "better not, with epilepsy")
  })

  it("about a wash causing hair loss is a plain no, and the wash is kept", () => {
    const said = snapshot(adult, [
      question("causes_loss", "does bo ket make your hair fall out?", "wash"),
    ])
    assert.include(said, 'You asked "does bo ket make your hair fall out": no; washing')
    assert.include(said, "keep it")
  })

  it("about bleach bringing alopecia back is answered as that, not as whether to lighten", () => {
    const said = snapshot(
      adult,
      [question("brings_back", "would bleach make my alopecia come back?", "colour")],
      { kind: "chemical_service", value: "bleach", words: "bleach", question: true },
    )
    assert.include(said, "no good evidence that colour or lightener brings it back")
    assert.notInclude(said, "You asked whether you can lighten your hair")
  })

  it("about using a leave-in on the beard, or the scalp foam, is answered for the beard", () => {
    const beard = maleAnswers({ age_band: "45_54", facial_hair_male: "full_beard" })
    assert.include(
      snapshot(beard, [
        question("use_on", "can I use the Cantu on my beard", "leave_on", { place: "beard" }),
      ]),
      "a little of the same works on a beard too",
    )
    assert.include(
      snapshot(maleAnswers({ age_band: "12_15" }), [
        question("use_on", "can we buy the regaine foam for his chin", "medicine", {
          place: "chin",
        }),
      ]),
      "not for anyone under 18",
    )
  })

  it("about how often is answered for the thing: a wash by the plan's rhythm, heat not daily", () => {
    assert.include(
      snapshot(adult, [question("how_often", "is it ok every single day?", "wash")]),
      "you can, but twice a week suits your hair better",
    )
    assert.include(
      snapshot(adult, [question("how_often", "can I straighten it every day?", "heat")]),
      "better not every day",
    )
  })

  it("about lightening locs is answered for locs: a strand test on one loc, ends, dried through", () => {
    const said = snapshot(
      femaleAnswers({ age_band: "35_44", hair_texture: "coily", hair_state: ["locs"] }),
      [question("is_safe", "can i do copper ends on my locs for my 40th?", "colour")],
      { kind: "chemical_service", value: "bleach", question: true, words: "copper ends" },
    )
    assert.include(said, "a strand test on one loc first")
    assert.notInclude(said, "loosen the pattern")
  })

  it("about cutting locs is a no, at any age", () => {
    const locs = femaleAnswers({ age_band: "65_74", hair_state: ["locs"] })
    assert.include(
      snapshot(locs, [question("cut_off", "do I need to cut them off at my age?")]),
      "locs can be kept at any age",
    )
  })

  it("about a home remedy on a lump is a no, with the doctor where one is to see it", () => {
    const said = snapshot(
      adult,
      [question("on_a_sore", "my aunt says put toothpaste on them, is that ok?", "remedy")],
      { kind: "painful_lumps", words: "lumps that leak" },
    )
    assert.include(said, "nothing from the kitchen or the cupboard on it")
    assert.include(said, "until it is seen")
  })

  it("about regrowth follows what the report found: patches, scarring, shedding", () => {
    const patches = snapshot(femaleAnswers({ age_band: "35_44", symptoms: ["round_patches"] }), [
      question("grows_back", "will the patches grow back?"),
    ])
    assert.include(patches, "most patches regrow within a year")
    const shedding = snapshot(femaleAnswers({ age_band: "35_44", symptoms: ["sudden_shedding"] }), [
      question("grows_back", "will it grow back?"),
    ])
    assert.include(shedding, "the roots stay alive")
  })

  it("about worrying is answered by what the report decided", () => {
    assert.include(
      snapshot(adult, [question("worry", "should I be worried?")]),
      "no; nothing you wrote points to an illness",
    )
    assert.include(
      snapshot(adult, [question("worry", "should I be worried?")], {
        kind: "painful_lumps",
        words: "painful lumps",
      }),
      "it needs a doctor to look",
    )
  })

  it("about a booked relaxer waits for a doctor to be seen within days", () => {
    const said = snapshot(
      femaleAnswers({ age_band: "45_54", hair_state: ["relaxed"], symptoms: ["sudden_shedding"] }),
      [question("other", "my touch up is next saturday, should i still have it done?", "colour")],
      { kind: "painful_lumps", words: "painful lumps" },
    )
    assert.include(said, "You asked whether you can relax your hair: not before the doctor")
  })

  it("about catching it follows the report: a sign that spreads keeps sport and sharing off", () => {
    assert.include(
      snapshot(adult, [question("contagious", "is it contagious?")]),
      "no; nothing you wrote is catching",
    )
    assert.include(
      snapshot(adult, [question("contagious", "can I still train saturday?", "habit")], {
        kind: "painful_lumps",
        words: "painful lumps with pus",
      }),
      "no contact sport or mats",
    )
    // A doctor ahead for signs not known to spread: the doctor says, and nothing is shared.
    assert.include(
      snapshot(femaleAnswers({ age_band: "25_34", symptoms: ["round_patches"] }), [
        question("contagious", "is it contagious?"),
      ]),
      "the doctor will say when they see it",
    )
  })

  it("about picking is a no: scale is softened first, spots are left alone", () => {
    assert.include(
      snapshot(femaleAnswers({ age_band: "12_15", symptoms: ["scaly_plaques"] }), [
        question("pick", "can i just pick them off?"),
      ]),
      "Soften it with a little oil overnight",
    )
    assert.include(
      snapshot(adult, [question("pick", "should i pop them?")]),
      "picking, popping or scratching spreads infection",
    )
  })

  it("about hair removed growing back thicker, dust, a high bun, smoking: the plain answer", () => {
    assert.include(
      snapshot(adult, [question("grows_thicker", "will it come back thicker if i wax it?")]),
      "never makes the hair that returns thicker",
    )
    assert.include(
      snapshot(adult, [question("harms", "does plaster dust wreck your hair?", "environment")]),
      "not at the root; it dries and roughens the lengths",
    )
    assert.include(
      snapshot(adult, [question("harms", "is a high bun bad for my edges?", "style")]),
      "only if it pulls",
    )
    assert.include(
      snapshot(maleAnswers({ age_band: "65_74" }), [
        question("other", "the wife says the fags are why my hair went, is she right?", "smoking"),
      ]),
      "smoking is linked with earlier hair loss",
    )
  })

  it("about relaxers and cancer gives the study as it is; touch-ups every 8 to 12 weeks", () => {
    const relaxed = femaleAnswers({ age_band: "35_44", hair_state: ["relaxed"] })
    assert.include(
      snapshot(relaxed, [
        question("other", "relaxers are linked to womb cancer, should i stop?", "colour"),
      ]),
      "it shows a link, not proof",
    )
    assert.include(
      snapshot(relaxed, [question("how_often", "how often should i get my roots done?", "colour")]),
      "every 8 to 12 weeks, on the new growth only",
    )
  })

  it("about microblading waits for a doctor who is to see the skin", () => {
    assert.include(
      snapshot(adult, [question("other", "should i get them microbladed?", "cosmetic")], {
        kind: "painful_lumps",
        words: "painful lumps",
      }),
      "not before the doctor has seen you",
    )
  })

  it("about a feared condition, a helmet, wax in locs, a candle cut, an anti-dandruff shampoo", () => {
    assert.include(
      snapshot(adult, [question("is_it", "could it be what my uncle had?")]),
      "nothing you wrote points to it",
    )
    assert.include(
      snapshot(adult, [question("is_it", "is it lupus?")], {
        kind: "painful_lumps",
        words: "painful lumps",
      }),
      "that is for the doctor to say",
    )
    assert.include(
      snapshot(adult, [
        question("causes_loss", "will wearing a helmet all day make my hair fall out?", "habit"),
      ]),
      "a hat or helmet does not harm the roots",
    )
    assert.include(
      snapshot(femaleAnswers({ age_band: "45_54", hair_state: ["locs"] }), [
        question(
          "is_safe",
          "my loctician wants to put beeswax on the new growth, is that ok?",
          "leave_on",
        ),
      ]),
      "wax does not lock hair",
    )
    assert.include(
      snapshot(adult, [question("works", "the fire cut with a candle, does that work?", "trim")]),
      "a flame does not seal split ends",
    )
    assert.include(
      snapshot(femaleAnswers({ age_band: "75_plus", scalp_condition: ["itchy_flaky"] }), [
        question("other", "can I use my husband's Head and Shoulders for the itch?", "wash"),
      ]),
      "an anti-dandruff shampoo is what an itchy, flaky scalp needs",
    )
  })

  it("about a condition by name: how much it runs in families and its own signs", () => {
    const said = snapshot(adult, [
      question("causes_loss", "does lupus run in families, should i get tested"),
      question("is_it", "his dad has psoriasis on his elbows - is this the same thing"),
    ])
    assert.include(said, "it runs in families a little, but most relatives of someone with lupus")
    assert.include(said, "a rash across the cheeks or after sun, mouth ulcers")
    assert.include(said, "a parent's psoriasis makes it more likely")
    assert.notInclude(said, "feeling hot or cold, or a racing heart")
    // A barber's tools, and salt rinsed out after a swim: answered as asked.
    const tools = snapshot(adult, [
      question("other", "should i ask him to clean them", undefined, {
        before: "can alopecia be catching from the barber clippers",
      }),
      question(
        "how_often",
        "do i need to shampoo the salt out every day or is rinsing with fresh water enough",
        "wash",
      ),
    ])
    assert.include(tools, "clean and disinfect clippers, blades and combs between customers")
    assert.include(tools, "rinsing with fresh water after each swim is enough")
  })

  it("about sun cream under a cap, a wig, damp hair under it, spots and a lump: answered", () => {
    const said = snapshot(adult, [
      question("other", "do i really need to, i've got a cap on most days", "habit", {
        before: "the wife says i should put sun cream on my head",
      }),
      question(
        "causes_loss",
        "wearing a sheitel every day will make my own hair fall out, is that true",
      ),
      question("other", "is it really a problem putting the wig on over damp hair", "style"),
      question(
        "works",
        "does that actually work or will it give me spots on my forehead",
        undefined,
        {
          before: "my teammate leaves conditioner in under the helmet",
        },
      ),
    ])
    assert.include(said, "leaves the ears, the back of the neck and the temples bare")
    assert.include(said, "a wig or covering that sits without pulling does not make hair fall out")
    assert.include(said, "hair shut in damp under a covering stays wet for hours")
    assert.include(said, "keep it a finger's width back from the hairline")
    assert.notInclude(said, "needs someone who can see you")
    const lump = snapshot(
      adult,
      [
        question(
          "how_often",
          "my mother in law says to massage olive oil into it every day, is that ok",
          "leave_on",
        ),
      ],
      { kind: "painful_lumps", words: "squishy lump" },
    )
    assert.include(lump, "no; nothing massaged or rubbed into a lump, oils included")
  })

  it("about the very product the notes say the skin reacts to: yes, for you, stop it", () => {
    const said = snapshot(adult, [question("harms", "is kolonya bad for my head", "leave_on")], {
      kind: "product_reaction",
      value: "fragrance",
      words: "stings when I put the kolonya",
    })
    assert.include(said, "for you it is, because your notes say your skin reacts to it")
    assert.include(said, "Stop using it; a GP or dermatologist's patch test")
    // Another product asked about is not the one that stings.
    const other = snapshot(adult, [question("harms", "is argan oil bad for my hair", "leave_on")], {
      kind: "product_reaction",
      value: "fragrance",
      words: "stings when I put the kolonya",
    })
    assert.notInclude(other, "for you it is")
    // Asked whether to use it again: not "for you it is".
    const again = snapshot(
      adult,
      [question("is_safe", "can we put the henna again for eid", "colour")],
      { kind: "product_reaction", value: "dye", words: "red where the henna" },
    )
    assert.include(again, "better not, because your notes say your skin reacts to it")
  })

  it("about rice water, fabric softener, a no-base relaxer and braids kept in: the plain answer", () => {
    const braids = femaleAnswers({ age_band: "16_24", heat_tension: ["braids_extensions"] })
    const said = snapshot(braids, [
      question("works", "rice water for hair growth, does that actually work?", "wash"),
      question("is_safe", "you soak the curly bits in fabric softener, is that ok?", "leave_on"),
      question(
        "is_safe",
        "i dont need vaseline on my scalp because the relaxer kit says no-base, is she right?",
        "leave_on",
      ),
      question("how_often", "how long can i keep them in?", "leave_on"),
    ])
    assert.include(said, "not for growth; there is no good evidence that rice water")
    assert.include(said, "better not; fabric softener is made for cloth")
    assert.include(said, "still base it")
    assert.include(said, "6 to 8 weeks is the safe limit")
    assert.notInclude(said, "needs someone who can see you")
  })

  it("about a matted knot, fur in locs, and HIV and a barber's razor: answered, not deferred", () => {
    const said = snapshot(femaleAnswers({ age_band: "25_34", hair_state: ["locs"] }), [
      question("other", "can you get a knot like this out without cutting it?", "habit"),
      question("what_to_do", "how do i get dog hair out of my locs?"),
      question("contagious", "can he catch it if he nicks me with the razor?", undefined, {
        before: "my barber went funny when i mentioned my HIV",
      }),
    ])
    assert.include(said, "usually yes, with patience")
    assert.include(said, "pick it out from the surface")
    assert.include(said, "treated to undetectable it is not passed on at all")
  })

  it("about a medicine, beside thinning in the family's pattern, is unlikely; never stopped", () => {
    const said = snapshot(
      maleAnswers({ age_band: "45_54", hairline_changes_male: "noticeable" }),
      [
        question("causes_loss", "can my HIV pills be making my hair thin?", "medicine"),
        question("is_safe", "if i started finasteride would it mess with my meds?", "medicine"),
      ],
      { kind: "family_history", subject: "relative", words: "dad was bald by 50" },
    )
    assert.include(said, "unlikely; what you describe follows the pattern")
    assert.include(said, "finasteride has very few interactions")
    assert.include(said, "Never stop a prescribed medicine")
  })

  it("about a friend's claim that washing thins hair is the cause answer, never 'most likely, yes'", () => {
    const said = snapshot(adult, [
      question(
        "just_that",
        "my friend says i should only wash once a week or it will thin, is that right?",
        "wash",
      ),
    ])
    assert.include(said, "no; washing, with that or any wash, only rinses out hairs")
    assert.notInclude(said, "most likely, yes")
  })

  it("about someone else's prescription is a no; about TB at home, the household is checked", () => {
    const said = snapshot(
      adult,
      [
        question("is_safe", "is it ok to take my boyfriends co-codamol?", "medicine"),
        question("contagious", "is the hair thing catching?"),
      ],
      { kind: "swallowing", words: "coughing about 2 months" },
      { kind: "night_sweats", words: "wake up soaked in sweat" },
    )
    assert.include(said, "a medicine prescribed for someone else is never taken")
    assert.include(said, "the hair loss is not catching, but TB can be")
  })

  it("about leave to swim, Dettol, cling film, a head spa: answered plainly, not deferred", () => {
    const said = snapshot(adult, [
      question("contagious", "can she still swim with the braids in?"),
      question("is_safe", "my mum says to rinse them with dettol, is that ok?", "remedy"),
      question("works", "wrap your head in clingfilm with the deep conditioner, does that work?"),
      question("works", "the head spa, is it worth eighty quid or a scam?", "cosmetic"),
    ])
    assert.include(said, "yes; nothing you wrote is catching")
    assert.include(said, "better not; household antiseptics")
    assert.include(said, "yes; a plastic cap or cling film")
    assert.include(said, "as a treat, if you enjoy it")
    assert.notInclude(said, "needs someone who can see you")
    const more = snapshot(adult, [
      question("is_safe", "is it safe to press it for her now?", "heat"),
      question("works", "do those headspin beanies actually work?"),
      question("is_safe", "my mum wants to rub rakia into her scalp, is that ok?", "remedy"),
    ])
    assert.include(more, "the comb warm rather than smoking hot")
    assert.include(more, "for friction, yes")
    assert.include(more, "better not; household antiseptics")
  })

  it("about singed hair coming back, and about washing with conditioner alone on a greasy scalp", () => {
    const singed = snapshot(
      maleAnswers({ age_band: "65_74" }),
      [question("brings_back", "what can i put on it to bring it back?")],
      { kind: "burn", words: "singed my eyebrows" },
    )
    assert.include(singed, "nothing brings singed hair back, but it grows again")
    const cowash = snapshot(femaleAnswers({ age_band: "45_54", scalp_condition: ["oily"] }), [
      question("harms", "i havent used shampoo since may, no poo, is that bad?", "wash"),
    ])
    assert.include(cowash, "not on its own for you")
  })

  it("about Vaseline with home oxygen is a no; an oil on a baby's rash stays off the rash", () => {
    const oxygen = snapshot(
      maleAnswers({ age_band: "65_74" }),
      [
        question(
          "is_safe",
          "i put vaseline on my nose because the oxygen dries it, is that alright?",
          "leave_on",
        ),
      ],
      { kind: "medicine", value: "other_medicine", words: "home oxygen" },
    )
    assert.include(oxygen, "no, not with oxygen")
    const baby = snapshot(
      femaleAnswers({ age_band: "under_12", answers_about: "my_child" }),
      [question("is_safe", "is shea butter ok for her scalp?", "leave_on")],
      { kind: "face_rash", words: "red raw crusty rash round her mouth" },
    )
    assert.include(baby, "keep it off the rash")
  })

  it("about a herbal remedy for hair loss is answered as asked, not as 'will it grow back'", () => {
    const said = snapshot(
      femaleAnswers({ age_band: "25_34", symptoms: ["sudden_shedding"] }),
      [question("works", "is st johns wort actually good for hair loss?", "supplement")],
      { kind: "shedding", hypothetical: true, question: true, words: "hair loss" },
      { kind: "medicine", value: "antidepressant_mood", words: "sertraline" },
    )
    assert.include(said, "no herbal remedy has good evidence")
    assert.include(said, "clashes with antidepressants")
    assert.notInclude(said, "whether it will grow back")
  })

  it("about stopping a prescribed medicine, in any shape, is a plain 'not on your own'", () => {
    const said = snapshot(adult, [
      question(
        "other",
        "should i just come off the sertraline now im on a natural one?",
        "medicine",
      ),
      question("is_safe", "can i stop my blood pressure tablets?", "medicine"),
    ])
    assert.strictEqual(said.match(/not on your own; stopping a prescribed medicine/g)?.length, 2)
  })

  it("about a bun as the cause, beside a sign for 999, is a no that points to the first step", () => {
    const said = snapshot(adult, [question("causes_loss", "is it my bun?", "style")], {
      kind: "sudden_headache",
      words: "headache out of nowhere, worst ever",
    })
    assert.include(said, "no, not what you describe")
    assert.include(said, "see to that first step now")
  })

  it("that nothing here answers soundly is said so, with who can, never left out", () => {
    const said = snapshot(adult, [question("other", "is a bitter spray a good idea?")])
    assert.include(said, 'You asked "is a bitter spray a good idea": that one needs someone')
    assert.include(said, "a trichologist, or a hairdresser")
  })

  it("that the whole report answers is not answered twice", () => {
    const said = snapshot(adult, [question("what_to_do", "what products should I use?")])
    assert.notInclude(said, "You asked")
  })

  it("is quoted without brackets, and a long one cut at a word", () => {
    const said = snapshot(adult, [
      question("other", `my friend (a nurse) said ${"something long ".repeat(10)}is that right?`),
    ])
    assert.notMatch(said, /[()]/)
    assert.match(said, /You asked "my friend a nurse said [^"]*…"/)
  })
})

describe("a baby's questions and hair", () => {
  const baby = femaleAnswers({ answers_about: "my_child", symptoms: ["sudden_shedding"] })
  const fourMonths = { kind: "age", amount: 0.3, words: "Leo is 4 months" } as const

  it("keep the baby on its back to sleep, whatever is asked", () => {
    const said = snapshot(
      baby,
      [question("other", "should we put him on his side to sleep so it grows back?", "habit")],
      fourMonths,
    )
    assert.include(said, "keep your baby on their back to sleep, every time")
  })

  it("a baby's shedding is ordinary: no GP, blood tests or hairline photos", () => {
    const { results } = traceRulesReport({
      userName: "Sam",
      answers: baby,
      textInputs: {},
      reading: new NoteReading({ reader: "test", statements: [stated(fourMonths)] }),
    })
    assert.match(results.routineSnapshot, /^Sam, first: a baby's hair often sheds/)
    const all = JSON.stringify(results)
    assert.notMatch(all, /blood tests?|Photograph your|sunscreen/i)
  })

  it("about someone's everyday cause is a no when a doctor is ahead, and says what instead", () => {
    const said = snapshot(
      adult,
      [question("just_that", "thats just from the flight right?")],
      { kind: "calf_swelling", words: "left calf has been sore" },
      { kind: "breathless", words: "out of breath on the stairs" },
    )
    assert.include(said, "probably not, so do not wait for it to pass")
    assert.include(said, "pulmonary embolism")
  })

  it("about someone's everyday cause is a yes when nothing needs a doctor", () => {
    const said = snapshot(adult, [question("just_that", "my mum says its just stress, is it?")])
    assert.include(said, "most likely, yes")
  })

  it("about a vitamin for a child's hair is no, for the child", () => {
    const said = snapshot(maleAnswers({ age_band: "under_12", answers_about: "my_child" }), [
      question(
        "works",
        "should I give him a kids multivitamin gummy to help it grow?",
        "supplement",
      ),
    ])
    assert.include(said, "a child eating a varied diet needs none")
  })

  it("about a weekly treatment being too much says it is fine, never a yes", () => {
    const said = snapshot(adult, [
      question("how_often", "is olaplex every week too much?", "leave_on"),
    ])
    assert.include(said, "no, that is fine")
  })

  it("about washing after training in braids keeps the full wash for every week or two", () => {
    const said = snapshot(
      femaleAnswers({
        age_band: "25_34",
        hair_texture: "coily",
        heat_tension: ["braids_extensions"],
      }),
      [question("how_often", "do I need to wash my hair every time after training?", "wash")],
    )
    assert.include(said, "not a full wash each time in braids")
  })

  it("about the pill shedding hair says it can, and leaves the first step to decide", () => {
    const said = snapshot(
      femaleAnswers({ age_band: "16_24", medicines: ["pill_change"] }),
      [question("is_it", "is it the pill making my hair fall out?", "medicine")],
      { kind: "medicine", value: "pill_change", note: "medicine_notes", words: "rigevidon" },
      { kind: "sight_change", words: "zigzag line in my left eye" },
      { kind: "headache", words: "banging headache on one side" },
    )
    assert.include(said, "it can be; starting, stopping or changing the pill")
    assert.notInclude(said, "do not stop or change it on your own")
  })

  it("about more products for faster growth is 'fewer, not more', and two chemical steps one night is a no", () => {
    const said = snapshot(femaleAnswers({ age_band: "25_34", hair_state: ["relaxed"] }), [
      question("other", "can i do both the same night", undefined, {
        before: "i want to big chop tonight and bleach whats left platinum myself",
      }),
      question("other", "how many of these products can i use at once to get the fastest growth"),
    ])
    assert.include(said, "fewer, not more")
    assert.include(said, "never two chemical steps on the same day")
    assert.include(said, "on relaxed or permed hair, bleach on top breaks it")
    assert.notInclude(said, "needs someone who can see you")
  })

  it("about a stronger medicated shampoo follows whether there are flakes", () => {
    const asked = [question("works", "would a stronger medicated shampoo sort it", "wash")]
    const noFlakes = snapshot(
      femaleAnswers({ age_band: "45_54", scalp_condition: ["itchy_flaky"] }),
      asked,
      { kind: "flaking", negated: true, words: "isn't flaky at all" },
      { kind: "itching", words: "itchy" },
    )
    assert.include(noFlakes, "with no flakes it has nothing to act on")
    const flakes = snapshot(
      femaleAnswers({ age_band: "45_54", scalp_condition: ["itchy_flaky"] }),
      asked,
    )
    assert.include(flakes, "an antifungal one, yes")
  })

  it("about a test for a relative's condition: no reason on its own, unless a doctor is ahead", () => {
    const asked = [
      question("other", "should I get tested too", undefined, {
        before: "My sister was diagnosed with PCOS last year",
      }),
    ]
    assert.include(snapshot(adult, asked), "a relative's diagnosis is not a reason on its own")
    const seen = snapshot(adult, asked, { kind: "neck_lump", words: "a lump in my neck" })
    assert.include(seen, "the doctor you are seeing is the one to arrange it")
  })

  it("about beliefs from a video is what is so: no sebum plugs, a white bulb is a shed hair", () => {
    const said = snapshot(adult, [
      question("is_safe", "are sebum plugs actually a thing, do i need to get them out", "style"),
      question("other", "does the white bulb on the end mean the root is dying"),
    ])
    assert.include(said, "there are no plugs to dig out")
    assert.include(said, "called a club hair")
    assert.notInclude(said, "needs someone who can see you")
  })

  it("about a medicine from a mate or a website is a no, and stopping it falling out is no medicine", () => {
    const man = maleAnswers({ age_band: "25_34" })
    const said = snapshot(man, [
      question(
        "other",
        "a mate sorts finasteride online cheap, should i just start that",
        "medicine",
      ),
    ])
    assert.include(said, "may be fake, the wrong strength or wrong for you")
    assert.notInclude(said, "licensed treatments")
    const cut = snapshot(
      adult,
      [
        question("cut_off", "do i need to cut it short to stop it falling out", "medicine", {
          before: "my mum takes levothyroxine",
        }),
      ],
      { kind: "shedding", time: "since", monthsAgo: 1.5, words: "loads more hair in the plug" },
    )
    assert.include(cut, "cutting changes nothing at the root")
    assert.notInclude(cut, "stopping a prescribed medicine")
  })

  it("about redoing a perm over the ends, a thyroid test, a retwist and a wash after games", () => {
    const said = snapshot(
      adult,
      [
        question(
          "other",
          "can i redo the perm over the whole head or will it fry the ends",
          "colour",
        ),
        question("other", "should i get my thyroid checked"),
      ],
      { kind: "shedding", time: "since", monthsAgo: 1.5, words: "loads more hair in the plug" },
    )
    assert.include(said, "on the new growth only")
    assert.include(said, "Ask for a root perm")
    assert.include(said, "not yet for the shedding alone")
    const locs = snapshot(femaleAnswers({ age_band: "25_34", hair_state: ["locs"] }), [
      question("how_often", "how often do i actually need it", "style", {
        before: "my loctician retwists every 4 weeks",
      }),
      question("how_often", "do i need to wash after every game", "wash"),
    ])
    assert.include(locs, "every 6 to 8 weeks is plenty for most locs")
    assert.include(locs, "no full wash after every game")
  })

  it("about hair growing back after a medicine ends: often, and not stopped early", () => {
    const said = snapshot(
      femaleAnswers({ age_band: "55_64", medicines: ["breast_cancer_tablets"] }),
      [question("grows_back", "will my hair grow back when i finish letrozole")],
      { kind: "thinning_on_top", words: "thin on top since the letrozole" },
    )
    assert.include(said, "thinning a medicine brings on usually eases")
    assert.include(said, "Do not stop or shorten it for your hair")
    assert.notInclude(said, "pattern thinning does not grow back by itself")
  })

  it("about growth from butter, wet hair, a wet plop, cetearyl alcohol and catalase: what is so", () => {
    const said = snapshot(adult, [
      question("is_safe", "does butter actually make it grow or is that just a thing", "leave_on"),
      question("is_safe", "is it true wet hair did this", "leave_on"),
      question("is_safe", "and is sleeping in a wet plop bad, tiktok says its fine", "habit"),
      question(
        "is_safe",
        "she says conditioner has alcohol (cetearyl alcohol), is that true",
        "remedy",
      ),
    ])
    assert.include(said, "no butter or oil makes hair grow")
    assert.include(said, "wet hair does not cause illness")
    assert.include(said, "a loose plop is fine")
    assert.include(said, "a fatty alcohol")
    assert.notInclude(said, "household antiseptics")
    const grey = snapshot(adult, [
      question(
        "works",
        "pills with catalase that bring back your colour, are they worth it",
        "colour",
      ),
    ])
    assert.include(grey, "no pill or supplement has been shown to bring colour back")
  })

  it("about a hair transplant abroad: it moves hair, does not stop the loss, and who does it matters", () => {
    const said = snapshot(maleAnswers({ age_band: "45_54", hairline_changes_male: "noticeable" }), [
      question("other", "my cousin went istanbul for a hair transplant, is it worth it for me"),
    ])
    assert.include(said, "it moves hair rather than stopping the loss")
    assert.include(said, "choose a registered surgeon")
    assert.notInclude(said, "picking")
  })

  it("about a skin-lightening cream from the market is to stop it and keep the pot", () => {
    const said = snapshot(adult, [
      question(
        "is_safe",
        "is it ok to keep using the lightening cream for my dark patches",
        "leave_on",
      ),
    ])
    assert.include(said, "can hold mercury")
    assert.notInclude(said, "on the lengths it is fine")
  })

  it("about alopecia areata being catching is no, unless a catching pathway is ahead", () => {
    const said = snapshot(adult, [
      question(
        "contagious",
        "my flatmate got diagnosed with alopecia areata, is it catching",
        "heat",
      ),
    ])
    assert.include(said, "cannot be caught")
    assert.notInclude(said, "share no combs")
  })

  it("about taking locs out: combed out, not cut, the pile is old shed hair, no fabric softener", () => {
    const said = snapshot(femaleAnswers({ age_band: "35_44", hair_state: ["locs"] }), [
      question("other", "can i comb them out without cutting"),
      question(
        "is_safe",
        "a girl on youtube soaked hers in comfort fabric conditioner, is that safe",
        "leave_on",
      ),
      question(
        "other",
        "am i going to end up bald, my friend said she lost half her hair when she took hers out",
      ),
    ])
    assert.include(said, "yes, usually, without cutting")
    assert.include(said, "fabric softener is made for cloth")
    assert.include(said, "it is the hair shed over all the years")
  })

  it("about minoxidil just in case, a bonnet under straps, skipping a relaxer, an easier cut", () => {
    const man = snapshot(maleAnswers({ age_band: "25_34", hairline_changes_male: "none" }), [
      question("is_safe", "should i start minoxidil now just to be safe", "medicine"),
    ])
    assert.include(man, "They do not prevent it")
    const said = snapshot(femaleAnswers({ age_band: "45_54", hair_state: ["relaxed"] }), [
      question("other", "can i wear my satin bonnet under the mask straps", "leave_on"),
      question("other", "should i ask my hairdresser to not relax the back this time", "colour"),
      question("cut_off", "should we cut her plait short to make it easier", "style"),
    ])
    assert.include(said, "a thin satin bonnet or scarf under straps")
    assert.include(said, "leaving it out of this touch-up")
    assert.include(said, "nothing in the hair needs a cut")
  })

  it("a fever told long before the shedding is said not to be its cause", () => {
    const report = (monthsAgo: number) =>
      sectionText(
        traceRulesReport({
          userName: "Sam",
          answers: adult,
          textInputs: {},
          reading: new NoteReading({
            reader: "test",
            statements: (
              [
                { kind: "shedding", time: "since", monthsAgo: 1.5, words: "loads more hair" },
                { kind: "fever", time: "past", monthsAgo, words: "high temp" },
              ] satisfies ReadonlyArray<Stated>
            ).map(stated),
          }),
        }).results,
        "all",
      )
    assert.include(report(10), "one that long ago is not what is shedding your hair now")
    assert.include(report(3), "a high fever can start shedding 2 to 3 months later")
  })

  it("about shaving a child's head so it grows thicker is answered, in words for a child", () => {
    const said = snapshot(maleAnswers({ age_band: "under_12", answers_about: "my_child" }), [
      question("grows_thicker", "should i shave it all off so it grows back thicker"),
    ])
    assert.include(said, "grows back just the same, never thicker")
    assert.notInclude(said, "needs someone who can see you")
  })

  it("keeps those answers to their questions: products together, one's own blood test", () => {
    const said = snapshot(
      adult,
      [
        question("other", "can i use the oil and the serum at the same time"),
        question("other", "should I get my iron tested too"),
      ],
      { kind: "chemical_service", value: "dye", words: "box dye" },
    )
    assert.notInclude(said, "never two chemical steps")
    assert.notInclude(said, "a relative's diagnosis")
  })

  it("round 42's questions: washing locs more often, after a fire, dry shampoo, a medicine, waxing", () => {
    const locs = snapshot(maleAnswers({ age_band: "35_44", hair_length_male: "locs" }), [
      question("how_often", "is it ok to wash my locs twice a week with all the sweat", "wash"),
      question("is_safe", "a colleague sprays dry shampoo on hers, is that ok on locs?", "wash"),
    ])
    assert.include(locs, "yes; twice a week is fine for locs")
    assert.include(locs, "better not; the powder lodges inside the locs")
    assert.notInclude(locs, "needs someone who can see you")
    const fire = snapshot(adult, [
      question("how_often", "do I need to wash my hair after every single fire", "wash"),
      question("is_safe", "dry shampoo has benzene in it and gives you cancer, is it ok", "wash"),
    ])
    assert.include(fire, "yes; after a shift that leaves smoke")
    assert.include(fire, "benzene, a contaminant from the propellant")
    const valproate = snapshot(
      maleAnswers({ age_band: "25_34" }),
      [question("causes_loss", "is it the depakote doing this", "medicine")],
      { kind: "shedding", words: "more hair in the drain" },
    )
    assert.include(valproate, "valproate thins the hair in about 1 in 10")
    const nape = snapshot(femaleAnswers({ age_band: "12_15", answers_about: "my_child" }), [
      question("is_safe", "can she have it waxed or lasered at 14, or is shaving it ok"),
    ])
    assert.include(nape, "laser is usually offered from 16 or 18")
    const cradle = snapshot(
      maleAnswers({ age_band: "under_12", answers_about: "my_child" }),
      [
        question("is_safe", "can i put olive oil or coconut oil on it to lift them", "leave_on"),
        question("pick", "is it ok to comb the scales off with a nit comb"),
      ],
      { kind: "age", subject: "child", amount: 0.6, words: "7 month old" },
      { kind: "flaking", subject: "child", words: "cradle cap" },
    )
    assert.include(cradle, "olive oil is not advised on a baby's skin")
    assert.include(cradle, "no; do not scrape or pick a baby's scales")
  })

  it("round 43's questions: a product blocking roots, breastfeeding, Vaseline, braids, a short cut", () => {
    const man = maleAnswers({ age_band: "75_plus", hair_length_male: "very_short" })
    const said = snapshot(man, [
      question(
        "is_it",
        "my son says brylcreem blocks your roots and makes you go bald, is that true",
      ),
      question(
        "is_safe",
        "my wife rubbed Vaseline into my scalp after washing, is that alright",
        "wash",
      ),
      question("other", "do I need one at my age with hair this short", "leave_on", {
        before: "My granddaughter says I must use a conditioner",
      }),
    ])
    assert.include(said, "no cream, wax, gel or oil blocks the roots")
    assert.include(said, "on the scalp and edges it sits")
    assert.include(said, "not really on hair this short")
    const mother = snapshot(adult, [
      question("other", "her mum says its the breastfeeding taking her hair, is that true"),
      question("other", "is biotin ok while breastfeeding", "supplement"),
    ])
    assert.include(mother, "not from breastfeeding")
    assert.strictEqual(mother.split("not from breastfeeding").length, 2)
    const braids = snapshot(
      femaleAnswers({ age_band: "25_34", heat_tension: ["braids_extensions"] }),
      [
        question(
          "other",
          "can i wash my scalp without taking them out or will they go fuzzy",
          "wash",
        ),
      ],
    )
    assert.include(braids, "yes, every 1 to 2 weeks: put a little shampoo diluted in water")
  })

  it("round 44's: more tablets on top of too many, and a tight style that hurts", () => {
    const said = snapshot(
      adult,
      [
        question(
          "is_safe",
          "is it ok to keep taking the tablets till the pain settles",
          "medicine",
        ),
        question("other", "should i take the front ones out or wait for them to loosen"),
      ],
      { kind: "over_the_dose", words: "lemsip … paracetamol" },
      { kind: "tight_styles", words: "the front and my nape are sooo tight" },
      { kind: "painful_lumps", words: "little white pus bumps" },
    )
    assert.include(said, "no; stop them now, since together they hold more paracetamol")
    assert.include(said, "take the tight ones out now")
    assert.notInclude(said, "not while your scalp is reacting")
  })

  it("round 45's: another person's ringworm is catching, and an epilepsy medicine stopped", () => {
    const said = snapshot(maleAnswers({ age_band: "35_44" }), [
      question(
        "contagious",
        "a colleague was told he has ringworm on his head and we swap hard hats, can I catch it",
      ),
      question(
        "grows_back",
        "is the keppra whats making my hair fall out, and will it grow back now ive stopped",
        "medicine",
      ),
    ])
    assert.include(said, "yes, it can pass on, by shared hats")
    assert.include(said, "stopping an epilepsy medicine suddenly is what brings fits back")
    assert.notInclude(said, "nothing you wrote is catching")
  })
})

describe("a question every client asks", () => {
  it("how often to wash follows the plan's own rhythm; daily only where the plan washes that often", () => {
    const relaxed = snapshot(
      femaleAnswers({
        age_band: "35_44",
        hair_texture: "coily",
        hair_state: ["relaxed"],
        wash_frequency: "weekly",
      }),
      [question("how_often", "can i wash it every day after class without it breaking", "wash")],
    )
    assert.include(relaxed, "better not; once a week suits your hair")
    assert.notInclude(relaxed, "washing every day does the roots no harm")
    const oily = snapshot(
      femaleAnswers({ age_band: "25_34", hair_texture: "straight", scalp_condition: ["oily"] }),
      [question("how_often", "is it ok to wash it every day", "wash")],
    )
    assert.include(oily, "washing every day does the roots no harm")
  })

  it("everyday questions get plain answers, whatever their shape", () => {
    const said = snapshot(
      femaleAnswers({ age_band: "25_34", scalp_condition: ["oily", "sensitive"] }),
      [
        question("other", "do i actually need to be sulphate free"),
        question("works", "and is the scrub worth 30 quid or should i bin it"),
        question("is_safe", "also is the derma roller safe for me"),
        question("other", "should i put the nit lotion on anyway just in case"),
        question(
          "how_often",
          "is it ok to just rinse with water after training instead of shampooing every time",
        ),
      ],
    )
    assert.include(said, "no; sulphates do not make hair fall out")
    assert.include(said, "bin it; a scalp that stings does better without scrubs")
    assert.include(said, "better not; it does nothing for hair that is not thinning")
    assert.notInclude(said, "needs someone who can see you")
  })

  it("round 46's: is it normal, hair training, washing-up liquid, a cap over damp curls, psoriasis", () => {
    const said = snapshot(femaleAnswers({ age_band: "35_44", hair_texture: "curly" }), [
      question("worry", "is it normal to lose that many"),
      question("works", "and does the hair training thing actually work"),
      question(
        "is_safe",
        "a squirt of fairy liquid once a month gets the build up out, is that ok",
      ),
      question("is_safe", "is it bad to wear the cap over damp curls", "habit"),
    ])
    const psoriasis = snapshot(femaleAnswers({ age_band: "35_44" }), [
      question("other", "if it was psoriasis would i have it on me elbows and that as well"),
    ])
    assert.include(said, 'is it normal to lose that many": yes')
    assert.include(said, "not by how often it is washed")
    assert.include(said, "washing-up liquid is made to strip grease")
    assert.include(said, "not for the hair; a loose cap over damp hair")
    assert.include(psoriasis, "its signs are thick, silvery scale")
    assert.notInclude(said, "needs someone who can see you")
  })

  it("drying braids after a swim is answered for braids, with no 'may I swim' beside it", () => {
    const said = snapshot(
      femaleAnswers({
        age_band: "25_34",
        hair_texture: "kinky",
        heat_tension: ["braids_extensions"],
        swimming: "weekly",
      }),
      [
        question(
          "how_often",
          "can i just leave them to air dry after swimming or do i need to wash them every time",
          "wash",
        ),
      ],
      { kind: "swimming", question: true, words: "after swimming" },
    )
    assert.include(said, "let the braids dry right through to the roots")
    assert.notInclude(said, "You asked about swimming")
  })

  it("someone's claim about how often to wash is answered by the plan, not 'most likely, yes'", () => {
    const said = snapshot(
      maleAnswers({ age_band: "25_34", hair_length_male: "locs", hair_texture_male: "coily" }),
      [
        question(
          "just_that",
          "a guy at the barbers said washing locs every week makes them unravel and i should only wash monthly, is he right",
          "wash",
        ),
      ],
    )
    assert.notInclude(said, "most likely, yes")
    assert.match(said, /suits your hair/)
  })

  it("a child's shaving question is answered without razor talk", () => {
    const said = snapshot(
      maleAnswers({
        age_band: "under_12",
        answers_about: "someone_i_care_for",
        hair_texture_male: "coily",
        primary_goal_male: ["grow_length"],
      }),
      [question("cut_off", "should i just shave it like mine, is that healthier for the scalp")],
    )
    assert.include(said, "no need; hair cut right down is no healthier for a child's scalp")
    assert.include(said, "let it grow")
  })

  it("a scalp reaction to stop now sends no question to a doctor the person is not seeing", () => {
    const said = snapshot(femaleAnswers({ age_band: "25_34", symptoms: ["burning_stinging"] }), [
      question("other", "is the blue one better than the green one"),
    ])
    assert.notInclude(said, "the doctor you are seeing")
  })
})

describe("everyday questions a trichologist answers outright", () => {
  it("toners, bond builders, a silk press before braids, nose hairs, oil overnight, texlax, marrying locs", () => {
    const blonde = snapshot(
      femaleAnswers({ age_band: "45_54", hair_state: ["bleached", "coloured"] }),
      [
        question("other", "am i overdoing the purple shampoo"),
        question("works", "is olaplex no.3 actually worth the money or is it all hype"),
      ],
    )
    assert.include(blonde, "use it once a week or every third wash")
    assert.include(blonde, "a sensible extra rather than a must")
    const braider = snapshot(
      femaleAnswers({ hair_texture: "coily", heat_tension: ["braids_extensions"] }),
      [
        question(
          "other",
          "my sister says i need a silk press first so they look neat, do i",
          "heat",
        ),
        question("is_safe", "can i seal the ends by dipping them in boiling water from the kettle"),
        question("how_often", "is 6 weeks too often", undefined, {
          before: "salon does my relaxer every 6 weeks",
        }),
      ],
    )
    assert.include(braider, "no; braids need the hair stretched and detangled")
    assert.include(braider, "dip only the synthetic ends for 10 to 20 seconds")
    assert.include(braider, "8 to 12 weeks between touch-ups is the usual gap")
    const man = snapshot(maleAnswers({ age_band: "75_plus" }), [
      question("causes_loss", "is it the tablets", "medicine", {
        before: "my eyebrows have gone wild, long and curly, and hair growing out my ears",
      }),
      question("other", "can i just pull out the nose hairs with tweezers"),
      question(
        "works",
        "a cold rinse 'closes your pores' and stops the grease, worth doing",
        "leave_on",
      ),
    ])
    assert.include(man, "come with the years in men")
    assert.include(man, "better not pluck them")
    assert.include(man, "it does not close pores or stop grease")
    assert.notInclude(man, "needs someone who can see you")
  })

  it("retwists, nits in locs, rubber bands, trimming at home, oil before a wash, texlaxing, marrying", () => {
    const locs = snapshot(femaleAnswers({ hair_state: ["locs"] }), [
      question("harms", "can I stretch it to 8 weeks without damaging them", "style", {
        before: "my loctician retwists every 4 weeks",
      }),
      question("cut_off", "if I do catch nits will I have to cut my locs off"),
      question("other", "should i split them or just let them marry"),
    ])
    assert.include(locs, "every 6 to 8 weeks is kinder to mature locs")
    assert.include(locs, "lice are treated in locs without cutting")
    assert.include(locs, "either is fine; it is the look you want")
    const child = snapshot(
      femaleAnswers({
        age_band: "under_12",
        answers_about: "someone_i_care_for",
        hair_texture: "coily",
      }),
      [
        question("other", "should I cut the ends myself, they look split"),
        question(
          "is_safe",
          "is it all right to use the coloured rubber bands on the ends",
          "style",
        ),
      ],
    )
    assert.include(child, "trimming split ends at home is fine")
    assert.include(child, "rubber bands grip the hair and snap the ends")
    const oiled = snapshot(femaleAnswers({ products_used: { oils_butters: "2-3_weekly" } }), [
      question(
        "other",
        "do i need to leave it in overnight or is an hour before washing enough",
        "wash",
      ),
      question("other", "i've read about 'texlaxing' to get some body back, is it a fad"),
    ])
    assert.include(oiled, "an hour before washing is enough")
    assert.include(oiled, "it is not a fad, but it is a relaxer all the same")
  })

  it("hot showers, a satin bonnet, the curly girl method, a vitamin to grow it, zinc, chalk and a hairnet", () => {
    const said = snapshot(femaleAnswers({ hair_texture: "curly" }), [
      question("harms", "is the very hot shower bad for it", "wash"),
      question("other", "do i really need to buy one of them satin bonnet things"),
      question("works", "is the curly girl method worth it or is it a fad"),
      question("other", "and is there a vitamin or oil to make it grow", "supplement"),
    ])
    assert.include(said, "very hot water is hard on it")
    assert.include(said, "not a must; it cuts friction and frizz overnight")
    assert.include(said, "worth taking the parts that help, not every rule")
    assert.include(said, "none makes hair grow unless a blood test shows you are short")
    const work = snapshot(maleAnswers({ age_band: "35_44" }), [
      question("other", "should i up the zinc", "supplement"),
      question("harms", "also chalk gets in my hair lol, is that bad", "environment"),
      question("causes_loss", "will the hairnet elastic make my edges fall out", "habit"),
    ])
    assert.include(work, "more than about 25 mg a day for months lowers the body's copper")
    assert.include(work, "not at the root; it dries and roughens the lengths")
    assert.include(work, "a wig or covering that sits without pulling does not make hair fall out")
    assert.notInclude(work, "needs someone who can see you")
  })

  it("what is not so: washing daily and balding, cutting to grow thicker, a partner's psoriasis, a detox cure", () => {
    const said = snapshot(
      maleAnswers({ age_band: "25_34" }),
      [
        question(
          "causes_loss",
          "my mum says washing every day will make me go bald like my uncle - true",
          "wash",
        ),
        question("grows_back", "should I cut it short so it grow back thick"),
        question("contagious", "my husband has psoriasis on his scalp, can i catch it off him"),
        question("other", "should I try them", "remedy", {
          before: "castor oil packs detox your kidneys and black seed capsules reverse lupus",
        }),
      ],
      { kind: "family_history", subject: "relative", words: "my uncle" },
    )
    assert.include(said, "no; washing, however often, only rinses out hairs")
    assert.include(said, "a cut takes off the ends and does nothing at the root")
    assert.include(said, "psoriasis is not catching")
    assert.include(said, "no oil, pack or capsule detoxes the kidneys")
    assert.notInclude(said, "stay off school")
  })

  it("beside signs a doctor sees first: no product blamed, 'just X' not taken, services wait or go on", () => {
    const night = snapshot(
      femaleAnswers({ age_band: "16_24" }),
      [
        question("other", "is it my hijab or the bonnet making my head sweat like this", "habit"),
        question("is_it", "could the sweats just be the heating"),
      ],
      { kind: "medicine", value: "other_medicine", words: "lantus" },
      { kind: "night_sweats", time: "since", monthsAgo: 1, words: "pillow soaked" },
    )
    assert.include(night, "nothing you wear or use on your hair causes what you describe")
    assert.include(night, "do not put it down to that")
    const pregnant = snapshot(
      femaleAnswers({ age_band: "25_34", hormonal_stage: "pregnant" }),
      [
        question(
          "is_safe",
          "is it safe to get my roots and balayage done while pregnant",
          "colour",
        ),
      ],
      { kind: "chemical_service", value: "bleach", hypothetical: true, words: "balayage" },
    )
    assert.include(pregnant, "while pregnant: yes; very little colour reaches the body")
  })

  it("a household chemical drunk as a detox is a no at any dose; gummies with herbs are a no on tamoxifen", () => {
    const borax = snapshot(
      femaleAnswers({ age_band: "45_54" }),
      [question("is_safe", "is borax safe to carry on if i go down to half")],
      {
        kind: "swallowed_chemical",
        time: "since",
        monthsAgo: 2,
        words: "borax in a pint of water",
      },
    )
    assert.include(borax, "no, not at any dose")
    const tamoxifen = snapshot(
      femaleAnswers({ age_band: "55_64", medicines: ["breast_cancer_tablets"] }),
      [question("is_safe", "gummies with red clover, sage and biotin - is that ok for me")],
      { kind: "supplement", value: "biotin", question: true, hypothetical: true, words: "gummies" },
    )
    assert.include(tamoxifen, "not with your breast-cancer tablets")
  })
})
