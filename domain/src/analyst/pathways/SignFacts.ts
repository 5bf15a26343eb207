/**
 * What the body's signs (ToldSigns.ts) and the pictures several signs paint together
 * (SignPictures.ts) both read from a person's notes and answers: who takes which medicine,
 * what was told and how recently, and how a level of urgency is said.
 */
import { fromTickedBox, inTheirWords } from "../../notes/BodySignBoxes.ts"
import type { NoteKind } from "../../notes/NoteStatement.ts"
import { listed } from "../../text/Sentences.ts"
import { anyNoted, type HairProfile, hasNoted, notedWithin, toldOf } from "../HairProfile.ts"
import { isOlderAdult, mayHavePeriods, medicineNamed } from "./Signs.ts"

export type Level = "emergency" | "same_day" | "within_days" | "within_2_weeks" | "within_weeks"

/** Periods stop for a pregnancy, after a birth, with a contraceptive, or at the menopause. */
export const periodsExplained = (p: HairProfile): boolean =>
  !mayHavePeriods(p) ||
  milkExpected(p) ||
  p.hormonalStage === "menopausal" ||
  p.medicines.has("pill_change")

/** Finasteride or dutasteride, named in the notes: they can make breast tissue grow in men. */
export const takesFinasteride = (p: HairProfile): boolean =>
  [...p.notedMedicines.values(), ...p.noted.values()].some((fact) =>
    /\b(fin|finasteride|dutasteride|propecia)\b/i.test(fact.words),
  )

/** Milk from the breasts is expected in pregnancy and after a birth. */
export const milkExpected = (p: HairProfile): boolean =>
  p.hormonalStage === "pregnant" ||
  p.hormonalStage === "postpartum" ||
  hasNoted(p, "pregnancy") ||
  hasNoted(p, "birth")

/** Insulin by its name or a brand's, in the medicine notes. */
export const onInsulin = (p: HairProfile): boolean =>
  medicineNamed(
    p,
    /\b(insulin|novorapid|lantus|humalog|levemir|tresiba|fiasp|abasaglar|toujeo)\b/i,
  ) !== undefined

/** Great thirst with weeing more or weight lost: sugar high in the blood. */
export const thirstWithWeeing = (p: HairProfile): boolean =>
  hasNoted(p, "thirst") &&
  (toldWithin(p, "peeing_often", 1) || anyNoted(p, ["unexplained_weight_loss", "weight_loss"]))

/**
 * Told as now, or dated within the last month: a sore throat this week, not one "for ages",
 * which is a sign of its own.
 */
export const recentlyTold = (p: HairProfile, kind: NoteKind): boolean => {
  const told = toldOf(p, kind)
  return (
    told !== undefined &&
    (told.statement.time === "now" || (told.statement.monthsAgo ?? Number.POSITIVE_INFINITY) <= 1)
  )
}

/** Medicines that raise serotonin, by name: two together, or one newly raised, can overflow. */
const serotonergic =
  /\b(sertraline|fluoxetine|citalopram|escitalopram|paroxetine|venlafaxine|duloxetine|mirtazapine|amitriptyline|trazodone|tramadol|sumatriptan|triptan|st\.? ?john'?s wort|st johns wort|lithium|ondansetron|linezolid|mdma)\b/gi

/** The serotonin medicines this person names, each once. */
export const serotoninMedicines = (p: HairProfile): ReadonlyArray<string> => [
  ...new Set(
    [...p.notedMedicines.values()].flatMap((fact) =>
      [...fact.words.matchAll(serotonergic)].map((m) => m[0].toLowerCase()),
    ),
  ),
]

/** Over 50 or near it, by the quiz's age bands. */
export const overFifty = (p: HairProfile): boolean => isOlderAdult(p) || p.ageBand === "45_54"

/** A sign told now, or as past within `months` (undated past counts). */
export const toldWithin = (p: HairProfile, kind: NoteKind, months: number): boolean => {
  const told = p.asked.get(kind)
  return hasNoted(p, kind) || (told !== undefined && (told.statement.monthsAgo ?? 0) <= months)
}

/** The combined pill, patch or ring by name: oestrogen, which a migraine with aura rules out. */
const combinedPill =
  /\b(combined|microgynon|rigevidon|yasmin|yaz|dianette|co-cyprindiol|cilest|femodene|femodette|marvelon|mercilon|loestrin|lucette|ovranette|levest|millinette|gedarel|katya|qlaira|zoely|eloine|cyproterone|brevinor|norimin|logynon|evra|nuvaring)\b/i

export const takesCombinedPill = (p: HairProfile): boolean =>
  p.medicines.has("pill_change") &&
  [...p.notedMedicines.values()].some((fact) => combinedPill.test(fact.words))

/** Pale stools told: bile, not the kidneys. */
export const stoolsTold = (p: HairProfile): boolean =>
  /poo|stool|motion|other end/i.test(p.noted.get("dark_urine")?.words ?? "")

/** What makes a clot in the leg more likely, in words, if anything the person told does. */
export const clotRisk = (p: HairProfile): string | undefined =>
  notedWithin(p, "long_journey", 1)
    ? "after a long journey"
    : p.medicines.has("pill_change") || p.medicines.has("hrt")
      ? "on the pill or HRT"
      : p.hormonalStage === "pregnant" || p.hormonalStage === "postpartum"
        ? "in pregnancy and the months after a birth"
        : undefined

/** Sight gone at once in an eye: "just went", "went black", "like a light switched off". */
export const suddenSightLoss = (words: string): boolean =>
  /just went|suddenly|switched off|curtain|lost the sight/i.test(words)

export const text = (p: HairProfile, words: string | ((p: HairProfile) => string)): string =>
  typeof words === "string" ? words : words(p)

/** Who, and how soon, in words; the second part follows what it is about. */
export const seeWords: Readonly<Record<Level, readonly [string, string]>> = {
  emergency: ["call 999 or go to A&E now", ""],
  same_day: ["see a GP today", ", or call 111"],
  within_days: ["see a GP within a few days", ""],
  within_2_weeks: ["see a GP within 1 to 2 weeks", ""],
  within_weeks: ["see a GP in the next few weeks", ""],
}

export const see = (level: Level): string => seeWords[level].join("")

/** The person's own words for a sign, quoted. */
export const quoted = (p: HairProfile, kind: NoteKind): string =>
  // A sign told as past but still counted (near chickenpox two weeks ago) is among those asked.
  `"${(p.noted.get(kind) ?? p.asked.get(kind))?.words ?? ""}"`

/**
 * The person's own words for a sign, for a test of how they describe it: none for a ticked
 * box, whose label lists the ways a sign can show ("painful, swollen or stiff joints"), not
 * how it shows in them.
 */
export const ownWords = (p: HairProfile, kind: NoteKind): string => {
  const fact = p.noted.get(kind)
  return inTheirWords(fact) ? fact.words : ""
}

/** Signs told: `you wrote "…" and "…", and ticked "…"` (`you ticked "…"` for a box alone). */
export const toldAsList = (p: HairProfile, kinds: ReadonlyArray<NoteKind>): string => {
  const ticked = kinds.filter((kind) => fromTickedBox(p.noted.get(kind)))
  const written = kinds.filter((kind) => !ticked.includes(kind))
  const quotes = (told: ReadonlyArray<NoteKind>) => listed(told.map((kind) => quoted(p, kind)))
  if (ticked.length === 0) return `you wrote ${quotes(written)}`
  if (written.length === 0) return `you ticked ${quotes(ticked)}`
  return `you wrote ${quotes(written)}, and ticked ${quotes(ticked)}`
}

/** How the person told one sign. */
export const toldAs = (p: HairProfile, kind: NoteKind): string => toldAsList(p, [kind])

/**
 * A lung or heart condition the person already has, by name or by its inhalers: "she has COPD
 * and gets out of breath easily" is that condition's breathlessness, not a new sign, unless the
 * notes say it is new or worse.
 */
const knownLungsOrHeart =
  /\b(copd|emphysema|asthma\w*|bronchiectasis|pulmonary fibrosis|heart failure|inhalers?|salbutamol|ventolin|trelegy|symbicort|seretide|fostair|spiriva|trimbow|relvar)\b/i
const breathlessChanged = /\b(worse|worsening|new|sudden\w*|more than (usual|before|normal))\b/i

/** A condition told anywhere in the notes, by name or by its medicines. */
export const toldInWords = (p: HairProfile, words: RegExp): boolean =>
  [...p.noted.values(), ...p.notedMedicines.values()].some((fact) => words.test(fact.words))

export const breathlessnessExplained = (p: HairProfile): boolean =>
  !breathlessChanged.test(p.noted.get("breathless")?.words ?? "") &&
  toldInWords(p, knownLungsOrHeart)

/** Who at home is most at risk from a remedy's lead, in words for this person. */
export const othersAtHome = (p: HairProfile): string =>
  p.gender === "female"
    ? "above all in pregnancy or while breastfeeding"
    : "above all a partner who is expecting or feeding a baby"

/** Parkinson's disease, told by name or by its medicines: its stiffness and tremor are its own. */
export const parkinsons = (p: HairProfile): boolean =>
  toldInWords(
    p,
    /parkinson|co-?careldopa|co-?beneldopa|levodopa|sinemet|madopar|ropinirole|pramipexole|rasagiline/i,
  )
