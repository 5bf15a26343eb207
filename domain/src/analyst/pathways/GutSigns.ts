/**
 * Diarrhoea, bloating or tummy pain that keeps coming back, beside shedding,
 * low iron, mouth ulcers or weight lost without trying: the body may not be
 * absorbing what it eats, from coeliac disease or an inflammatory bowel
 * condition. A GP within 1 to 2 weeks for blood tests, including coeliac
 * disease's, taken while gluten is still eaten (NHS, coeliac disease).
 */
import { capitalise, listed } from "../../text/Sentences.ts"
import { type HairProfile, hasNoted, laterLife } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

const alongside = (p: HairProfile): ReadonlyArray<string> => [
  ...(hasNoted(p, "shedding") || p.symptoms.has("sudden_shedding") ? ["the shedding"] : []),
  ...(hasNoted(p, "low_iron") || p.diet.has("low_iron") ? ["low iron"] : []),
  ...(hasNoted(p, "sore_throat") ? ["mouth ulcers"] : []),
  ...(hasNoted(p, "unexplained_weight_loss") ? ["weight lost without trying"] : []),
]

export const suggestsGutCause = (p: HairProfile): boolean =>
  hasNoted(p, "bowel_changes") && alongside(p).length > 0

export const gutSigns: Pathway = {
  id: "gut-signs",
  condition: "coeliac disease or another bowel condition that stops the body absorbing iron",
  urgency: "within_2_weeks",
  professional: "gp",
  when: suggestsGutCause,
  recognise: /coeliac|bowel/i,
  lead: () =>
    "a tummy that keeps playing up, with shedding or low iron, can mean the body is not absorbing what it eats, as in coeliac disease: see a GP within 1 to 2 weeks",
  say: (p) =>
    `Diarrhoea, bloating or tummy pain that keeps coming back, with ${listed(alongside(p))}, can mean the body is not absorbing iron and other nutrients, from coeliac disease or an inflammatory bowel condition: see a GP within 1 to 2 weeks for blood tests. Keep eating gluten until then, because the coeliac test needs it in the diet to be accurate. Sooner, within days, if there is blood in the stools or the weight keeps dropping. The hair recovers when the cause is treated.`,
  startHere: () => ({
    change: "See a GP within 1 to 2 weeks about the tummy and the shedding",
    why: "Together they can mean the body is not absorbing iron; a blood test, taken while you still eat gluten, shows why.",
  }),
  neverBeside: () => [/\bbiotin\b/i, /\bgluten[- ]free\b/i],
  supersedes: ["sudden-shedding", "shedding-after-trigger", "shedding", "anaemia-signs"],
  sources: ["NHS-COELIAC"],
}

/**
 * A bowel change with weight lost, blood seen, or after 60: the GP sees it within days (NICE
 * NG12). Beside a bowel that keeps on, weight lost is a sign whatever the person calls it: a
 * diet does not bring diarrhoea.
 */
export const suggestsGutSignsSoon = (p: HairProfile): boolean =>
  hasNoted(p, "bowel_changes") && soonBecause(p) !== undefined

/** What makes the bowel change a matter of days, most telling first: "with blood". */
const soonBecause = (p: HairProfile): string | undefined =>
  hasNoted(p, "unexpected_bleeding")
    ? "with blood"
    : hasNoted(p, "unexplained_weight_loss") || hasNoted(p, "weight_loss")
      ? "with weight lost"
      : laterLife(p)
        ? "after 60"
        : undefined

export const gutSignsSoon: Pathway = {
  id: "gut-signs-soon",
  condition: "a change in the bowels that a GP checks within days",
  urgency: "within_days",
  professional: "gp",
  when: suggestsGutSignsSoon,
  recognise: /bowel/i,
  lead: (p) =>
    `a change in the bowels that keeps on, ${soonBecause(p)}, needs a GP within a few days: it can be an inflammatory bowel condition such as Crohn's disease or colitis, or coeliac disease, and none of it is from stress alone`,
  say: (p) =>
    hasNoted(p, "unexpected_bleeding")
      ? "A bowel that keeps changing, with blood in the stools, can be an inflammatory bowel condition such as Crohn's disease or colitis, which stress does not cause: see a GP within a few days for blood and stool tests, and the same day for heavy bleeding, black stools, bad tummy pain, a fever or feeling faint. No shampoo or supplement stops shedding from it; it settles once the bowel is treated."
      : "A change in the bowels that keeps on, with weight lost without trying or after the age of 60, needs a GP within a few days: they will want to check the bowel and the thyroid, and most such checks find something simple. Go the same day if there is black or bloody stool or bad tummy pain. Shedding from the same cause settles once it is treated.",
  startHere: (p) => ({
    change: "See a GP within a few days about the change in your bowels",
    why: `${capitalise(soonBecause(p) ?? "")}, it needs checking soon; doctors hear about bowels every day, so tell them everything, and tell a parent or someone you trust if you are young.`,
  }),
  neverBeside: () => [/\bbiotin\b/i, /\bgluten[- ]free\b/i],
  // The same visit checks the thyroid, which can also loosen the bowels and take weight off.
  supersedes: [
    "gut-signs",
    "overactive-thyroid-signs",
    "sudden-shedding",
    "shedding-after-trigger",
    "shedding",
  ],
  sources: ["NICE-NG12"],
}
