/**
 * Does one line of a provider's report contradict what the person told
 * Strand? Each check reads one kind of fact (hair texture, length, scalp,
 * wash habit, sex, chemistry, the clinical pathways they are on, red flags)
 * and the ways a line says it *of this person*: "your wavy hair", "for wavy
 * hair", "you wash a few times a week", "a scalp that feels balanced".
 * Talk about hair in general ("coily strands lose moisture faster") is not
 * a claim about the person and is left to the report-wide checks.
 *
 * The checks favour precision: a line dropped wrongly costs the person good
 * advice, so each pattern is one a reviewer found in a provider's report,
 * and none fires on the rule engine's own reports (tested over the persona
 * suite and thousands of generated quiz walks).
 */
import {
  type HairProfile,
  isChemicallyTreated,
  isFlaky,
  type Texture,
  type WashFrequency,
} from "../analyst/HairProfile.ts"
import { pathwaysFor } from "../analyst/pathways/Pathways.ts"
import { mostUrgentFinding } from "../analyst/RedFlagRules.ts"
import { withoutTheirWords } from "../analyst/TheirWords.ts"
import type { EvidenceSection } from "../report/ReportExplanation.ts"
import type { DroppedLineReason } from "./DroppedLine.ts"

export interface LineContradiction {
  readonly reason: DroppedLineReason
  /** Which check, and what the line said: "texture:wavy". */
  readonly check: string
}

type Check = (text: string, p: HairProfile) => LineContradiction | undefined

// --- Texture ---------------------------------------------------------------

type Named = Exclude<Texture, "mixed" | "unknown">

/** The words that name each texture: its adjective and, for bends, the noun. */
const textureWords: Readonly<Record<Named, string>> = {
  straight: "straight",
  wavy: "wavy|waves",
  curly: "curly|curls",
  coily: "coily|coils",
  kinky: "kinky",
}

/** "your (fine) wavy hair", "your waves", "for wavy hair", "your hair is wavy". */
const addressed = (words: string) =>
  new RegExp(
    `\\byour\\s+(?:[a-z-]+,?\\s+){0,2}?(?:${words})\\b|\\bfor\\s+(?:[a-z-]+,?\\s+){0,2}?(?:${words})\\s+hair\\b|\\byour hair (?:is|looks|feels) (?:[a-z-]+\\s+)?(?:${words})\\b|\\b(?:${words}) hair like yours\\b`,
    "i",
  )

/** Which named textures contradict each answer: coily hair is also called curls. */
const otherTextures: Readonly<Record<Named, ReadonlyArray<Named>>> = {
  straight: ["wavy", "curly", "coily", "kinky"],
  wavy: ["straight", "curly", "coily", "kinky"],
  curly: ["straight", "wavy", "coily", "kinky"],
  coily: ["straight", "wavy"],
  kinky: ["straight", "wavy"],
}

const texturePatterns = Object.fromEntries(
  Object.entries(textureWords).map(([texture, words]) => [
    texture,
    // "straight" alone is an instruction ("comb straight through"); only "straight hair" names it.
    texture === "straight"
      ? /\byour\s+(?:[a-z-]+,?\s+){0,2}?straight hair\b|\bfor\s+(?:[a-z-]+,?\s+){0,2}?straight hair\b|\byour hair (?:is|looks) straight\b/i
      : addressed(words),
  ]),
) as Readonly<Record<Named, RegExp>>

const texture: Check = (text, p) => {
  if (p.texture === "mixed" || p.texture === "unknown") return undefined
  const named = otherTextures[p.texture].find((other) => texturePatterns[other].test(text))
  return named === undefined ? undefined : { reason: "texture", check: `texture:${named}` }
}

// --- Length ----------------------------------------------------------------

const shortHair = (p: HairProfile) =>
  p.lowCut || p.maleLength === "very_short" || p.maleLength === "short"
const longHair = (p: HairProfile) => p.maleLength === "long" || p.maleLength === "medium"

/** Care that needs length: detangling, long hair, braiding or tying back one's own hair. */
const needsLength = /\bdetangle\b|\byour long hair\b|\b(?:braid|plait|tie back) (?:your hair|it)\b/i
const needsCrop =
  /\byour (?:short|cropped|close-cropped|buzzed) hair\b|\byour (?:fade|buzz cut|crop)\b|\bfor (?:short|cropped) hair\b/i

const length: Check = (text, p) => {
  // Only where the quiz did not ask how they detangle (men, salon clients): an answer says they have the length.
  if (shortHair(p) && p.detangling === "unknown" && needsLength.test(text))
    return { reason: "length", check: "length:long" }
  if (longHair(p) && needsCrop.test(text)) return { reason: "length", check: "length:short" }
  return undefined
}

// --- Scalp -----------------------------------------------------------------

const calmScalp =
  /\byour scalp (?:is|feels|looks|seems|stays) (?:\w+ )?(?:balanced|healthy|fine|normal|clear|calm|flake-free|problem-free)\b|\bscalp that (?:is|feels|looks|seems) (?:\w+ )?(?:balanced|healthy|fine|normal|clear|calm)\b|\byour (?:balanced|healthy|clear|calm|flake-free|normal) scalp\b|\b(?:you have|there are|with|shows?) no (?:flakes|flaking|dandruff|itch(?:ing)?)\b/i
const flakyScalp =
  /\byour (?:flaky|flaking|itchy|dandruff-prone) scalp\b|\byour (?:dandruff|flakes|flaking)\b/i
const dryScalpClaim = /\byour (?:dry|tight) scalp\b|\byour scalp (?:is|feels|gets) (?:dry|tight)\b/i
const oilyScalpClaim = /\byour oily scalp\b|\byour scalp (?:is|feels|gets) (?:oily|greasy)\b/i

const scalp: Check = (text, p) => {
  if (isFlaky(p) && calmScalp.test(text)) return { reason: "scalp", check: "scalp:balanced" }
  if (p.scalp.size > 0 && !isFlaky(p) && flakyScalp.test(text))
    return { reason: "scalp", check: "scalp:flaking" }
  if (p.scalp.has("oily") && !p.scalp.has("dry_tight") && dryScalpClaim.test(text))
    return { reason: "scalp", check: "scalp:dry" }
  if (p.scalp.has("dry_tight") && !p.scalp.has("oily") && oilyScalpClaim.test(text))
    return { reason: "scalp", check: "scalp:oily" }
  return undefined
}

// --- Wash habit --------------------------------------------------------------

/** How often, in the words people use, by the quiz's wash frequency. */
const washPhrases: ReadonlyArray<readonly [Exclude<WashFrequency, "unknown">, RegExp]> = [
  ["extended", /\b(?:less than once a month|every few months)\b/i],
  ["daily", /\b(?:every day|daily|each day)\b/i],
  [
    "frequent",
    /\b(?:a few times a week|several times a week|twice a week|two or three times a week|2(?:-| to )3 times a week|three times a week|every other day|every second day|most days)\b/i,
  ],
  ["weekly", /\b(?:once a week|weekly|every week)\b/i],
  [
    "biweekly",
    /\b(?:every two weeks|every 2 weeks|every other week|fortnightly|once a fortnight)\b/i,
  ],
  [
    "three_four_weeks",
    /\b(?:every three to four weeks|every 3(?:-| to )4 weeks|once a month|monthly|every month)\b/i,
  ],
]

/** A line that says how often the person washes now: "you wash weekly", "your twice-weekly wash". */
const currentHabit =
  /\byou(?:'re| are)? (?:currently |already |usually |only |now )?wash(?:ing)?\b[^.;:]{0,40}|\b(?:since|as) you wash\b[^.;:]{0,40}|\byour (?:[\w-]+ ){0,4}wash(?:es|ing)?(?: routine| habit| day)?\b/i

/** The first wash frequency the words name ("less than once a month" before "once a month"). */
const firstFrequency = (text: string): Exclude<WashFrequency, "unknown"> | undefined => {
  let first: { at: number; frequency: Exclude<WashFrequency, "unknown"> } | undefined
  for (const [frequency, phrase] of washPhrases) {
    const at = phrase.exec(text)?.index
    if (at !== undefined && (first === undefined || at < first.at)) first = { at, frequency }
  }
  return first?.frequency
}

const habitNamed = (text: string): Exclude<WashFrequency, "unknown"> | undefined => {
  const said = currentHabit.exec(text)
  return said === null ? undefined : firstFrequency(said[0])
}

/** A clause about what the plan does, not what the person does: "the plan keeps a shampoo once a week". */
const planClause = /\b(?:the|your|this) plan\b[^.;:]*/gi

/** What a praised habit says of the wash: "Washing a few times a week keeps…". */
const praisedWash = (text: string): Exclude<WashFrequency, "unknown"> | undefined => {
  const habit = text.replace(planClause, "")
  return /\bwash(?:es|ing|ed)?\b/i.test(habit) ? firstFrequency(habit) : undefined
}

/**
 * In "what you're doing well" every wash frequency is the person's, except
 * in a clause about the plan; elsewhere only what is said to be theirs.
 */
const washContradiction = (
  text: string,
  p: HairProfile,
  praise: boolean,
): LineContradiction | undefined => {
  if (p.wash === "unknown" || p.careMethod === "salon") return undefined
  const named = praise ? praisedWash(text) : habitNamed(text)
  return named === undefined || named === p.wash
    ? undefined
    : { reason: "wash", check: `wash:${named}` }
}

// --- Sex ---------------------------------------------------------------------

const forWomenOnly =
  /\b(?:pregnan\w*|postpartum|post-partum|breastfeed\w*|(?:peri)?menopaus\w*|your periods?|menstrua\w*|as a woman|women's hair)\b/i
const forMenOnly = /\byour beard\b|\bbeard (?:oil|balm)\b|\bas a man\b|\bmale[- ]pattern\b/i

const sex: Check = (text, p) => {
  if (p.gender === "male" && forWomenOnly.test(text)) return { reason: "sex", check: "sex:female" }
  if (p.gender === "female" && forMenOnly.test(text)) return { reason: "sex", check: "sex:male" }
  return undefined
}

// --- Chemistry -----------------------------------------------------------------

const chemistryClaimed =
  /\byour (?:colou?red|bleached|dyed|relaxed|permed|lightened|highlighted|chemically (?:treated|straightened|processed)) (?:hair|lengths|ends|strands)\b|\b(?:since|as|because) you (?:colou?r|bleach|dye|relax|perm|lighten)\b|\bafter (?:your|each) (?:colou?r|bleach|relaxer|perm)\b/i
const chemistryDenied =
  /\byour (?:natural|virgin|unprocessed|untreated|chemical-free) (?:hair|lengths|ends|strands)\b|\byour hair (?:has )?never (?:been )?(?:colou?red|bleached|dyed|relaxed|processed)\b/i

const processing: Check = (text, p) => {
  const treated = isChemicallyTreated(p) || p.noted.has("chemical_service")
  const answered = p.states.size > 0
  if (answered && !treated && !p.noted.has("home_chemistry") && chemistryClaimed.test(text))
    return { reason: "processing", check: "processing:treated" }
  if (treated && chemistryDenied.test(text))
    return { reason: "processing", check: "processing:natural" }
  return undefined
}

// --- Red flags -------------------------------------------------------------------

const reassuring =
  /\beverything (?:looks|is|seems|sounds) (?:fine|good|great|normal|healthy|ok|okay)\b|\bno need to (?:see|visit|book|worry)\b|\bnothing to worry about\b|\bno (?:cause|reason) for (?:concern|worry|alarm)\b|\b(?:you )?(?:don't|do not) need to see (?:anyone|a doctor|a gp|a dermatologist|a professional)\b|\bno warning signs?\b|\bperfectly (?:healthy|normal|fine)\b/i

const reassurance = (text: string): LineContradiction | undefined =>
  reassuring.test(text)
    ? { reason: "reassurance", check: "reassurance-beside-red-flag" }
    : undefined

/** Every check of a line against this person, with what they need worked out once. */
export const lineChecksFor = (p: HairProfile) => {
  const redFlagged = mostUrgentFinding(p) !== undefined
  const forbidden = pathwaysFor(p).flatMap((pathway) =>
    pathway.neverBeside(p).map((pattern) => ({ pathway: pathway.id, pattern })),
  )
  const checks: ReadonlyArray<Check> = [length, texture, scalp, sex, processing]
  /**
   * What in this line of `section` contradicts the person, if anything, in
   * the order they are reported: reassurance beside a red flag first. In
   * "what you're doing well" a habit named is the person's own. A red flag
   * may name what a pathway forbids elsewhere ("no medicated shampoo on a
   * child"), as the rules' own do: the pathways are not read there.
   */
  return (line: string, section: EvidenceSection): LineContradiction | undefined => {
    const text = withoutTheirWords(line)
    if (redFlagged) {
      const found = reassurance(text)
      if (found !== undefined) return found
    }
    if (section !== "redFlags") {
      const broken = forbidden.find(({ pattern }) => pattern.test(text))
      if (broken !== undefined)
        return { reason: "pathway", check: `never-beside-${broken.pathway}` }
    }
    for (const check of checks) {
      const found = check(text, p)
      if (found !== undefined) return found
    }
    return washContradiction(text, p, section === "doingWell")
  }
}
