/**
 * Very thirsty and peeing far more than usual, or either with weight lost
 * without trying, tiredness, boils that keep coming back or blurred sight:
 * the signs of high blood sugar, which can be diabetes. A GP the same day
 * for a blood sugar test; type 1 can come on within weeks in a young person,
 * and being sick, drowsy or breathing fast is an emergency (NHS, diabetes).
 */
import { listed } from "../../text/Sentences.ts"
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

const boils = (p: HairProfile): boolean =>
  hasNoted(p, "painful_lumps") || p.symptoms.has("painful_lumps")

/** The signs that go with thirst or peeing, as the line names them. */
const alongside = (p: HairProfile): ReadonlyArray<string> => [
  ...(hasNoted(p, "unexplained_weight_loss") ? ["weight lost without trying"] : []),
  ...(hasNoted(p, "tiredness") ? ["tiredness"] : []),
  ...(boils(p) ? ["boils that keep coming back"] : []),
  ...(hasNoted(p, "sight_change") ? ["blurred sight"] : []),
]

export const suggestsHighBloodSugar = (p: HairProfile): boolean =>
  (hasNoted(p, "thirst") && hasNoted(p, "peeing_often")) ||
  ((hasNoted(p, "thirst") || hasNoted(p, "peeing_often")) && alongside(p).length > 0)

/** Type 1 diabetes comes on within weeks mostly in children and young adults. */
const young = (p: HairProfile): boolean =>
  p.ageBand === "under_12" ||
  p.ageBand === "12_15" ||
  p.ageBand === "16_24" ||
  p.ageBand === "25_34"

const toldWords = (p: HairProfile): string =>
  listed([
    ...(hasNoted(p, "thirst") ? ["being very thirsty"] : []),
    ...(hasNoted(p, "peeing_often") ? ["peeing much more than usual"] : []),
    ...alongside(p),
  ])

export const highBloodSugar: Pathway = {
  id: "high-blood-sugar",
  condition: "high blood sugar, which can be diabetes",
  urgency: "same_day",
  professional: "gp",
  when: suggestsHighBloodSugar,
  recognise: /blood sugar|diabetes/i,
  lead: (p) =>
    `${toldWords(p)} can be high blood sugar: ask for a GP appointment today for a blood sugar test, and go to A&E if you are being sick, drowsy or breathing fast`,
  say: (p) =>
    `${toldWords(p).charAt(0).toUpperCase()}${toldWords(p).slice(1)} are signs of high blood sugar, which can be diabetes: ask for a GP appointment today for a simple blood sugar test${young(p) ? "; in a young person type 1 diabetes can come on within weeks" : ""}. Go to A&E or call 999 if you are being sick, feel drowsy or confused, are breathing fast or have tummy pain.${boils(p) ? " Boils that keep coming back are common while blood sugar is high, and settle better once it is treated; no clipper or hair product causes them." : ""}`,
  startHere: (p) => ({
    change: `Ask for a GP appointment today about ${listed([
      ...(hasNoted(p, "thirst") ? ["the thirst"] : []),
      ...(hasNoted(p, "peeing_often") ? ["peeing more"] : []),
    ])}`,
    why: "They are signs of high blood sugar, which a finger-prick test checks; A&E if you are being sick, drowsy or breathing fast.",
  }),
  neverBeside: () => [/\bbiotin\b/i],
  supersedes: ["sudden-shedding", "shedding-after-trigger", "shedding"],
  sources: ["NHS-DIAB"],
}
