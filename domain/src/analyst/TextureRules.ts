/**
 * Product texture: Light / Medium / Rich, with guidance and application zones.
 * Scoring is the brief's practitioner heuristic (hair-science §2, CP,
 * unvalidated): start at 0, +1 for each factor that drinks up richer
 * products, -1 for each that is weighed down by them.
 */
import type { TextureLevel } from "../report/AnalysisResults.ts"
import { capitalise } from "../text/Sentences.ts"
import {
  dryClimate,
  type HairProfile,
  hairWords,
  hasDamagedLengths,
  humidClimate,
  isOily,
  isTightlyCoiled,
  needsMedicatedWash,
} from "./HairProfile.ts"
import { listHolds, listHoldsConditioner, listHoldsLeaveIn, mayName } from "./PlanList.ts"
import type { Rule } from "./Rule.ts"
import { cadenceWords } from "./WashPlan.ts"

interface ScoreFactor {
  readonly id: string
  readonly when: (p: HairProfile) => boolean
  readonly points: 1 | -1
  /** phrase used in the guidance: "because of your …" */
  readonly words: string
}

// hair-science §2 [CP]
export const textureFactors: ReadonlyArray<ScoreFactor> = [
  { id: "coarse", when: (p) => p.width === "coarse", points: 1, words: "coarse strands" },
  { id: "high-density", when: (p) => p.density === "high", points: 1, words: "high density" },
  { id: "high-porosity", when: (p) => p.porosity === "high", points: 1, words: "high porosity" },
  { id: "coily", when: isTightlyCoiled, points: 1, words: "tight coils" },
  {
    id: "lightened-or-straightened",
    when: (p) =>
      p.states.has("bleached") || p.states.has("relaxed") || p.states.has("texture_release"),
    points: 1,
    words: "chemically processed lengths",
  },
  { id: "dry-climate", when: dryClimate, points: 1, words: "a dry climate" },
  { id: "fine", when: (p) => p.width === "fine", points: -1, words: "fine strands" },
  { id: "low-density", when: (p) => p.density === "low", points: -1, words: "low density" },
  { id: "low-porosity", when: (p) => p.porosity === "low", points: -1, words: "low porosity" },
  { id: "straight", when: (p) => p.texture === "straight", points: -1, words: "straight hair" },
  { id: "oily-scalp", when: isOily, points: -1, words: "an oily scalp" },
  { id: "humid", when: humidClimate, points: -1, words: "a humid climate" },
]

export interface TextureDecision {
  readonly level: TextureLevel
  readonly score: number
  readonly richer: ReadonlyArray<string>
  readonly lighter: ReadonlyArray<string>
  /**
   * Capped at Medium: locs hold on to creams and butters [HF][CP]; a short
   * cut has no lengths to feed, and butters sit on the follicles [FOL].
   */
  readonly capped: "locs" | "short" | undefined
}

export const scoreTexture = (p: HairProfile): TextureDecision => {
  let score = 0
  const richer: Array<string> = []
  const lighter: Array<string> = []
  for (const f of textureFactors) {
    if (!f.when(p)) continue
    score += f.points
    ;(f.points > 0 ? richer : lighter).push(f.words)
  }
  const level: TextureLevel = score <= -2 ? "Light" : score >= 2 ? "Rich" : "Medium"
  const capped = level !== "Rich" ? undefined : p.locs ? "locs" : p.lowCut ? "short" : undefined
  return { level: capped === undefined ? level : "Medium", score, richer, lighter, capped }
}

const levelWords: Record<TextureLevel, string> = {
  Light: "sprays, lotions and gel-creams",
  Medium: "milks and creams",
  Rich: "butters, masks and thick creams",
}

/** Locs hold on to creams and butters: each level in what a loc takes without building up. */
const locLevelWords: Record<TextureLevel, string> = {
  Light: "water-based mists and sprays",
  Medium: "light oils and water-based leave-in sprays",
  Rich: "light oils and water-based leave-in sprays",
}

const oneRicher = (level: TextureLevel): TextureLevel => (level === "Light" ? "Medium" : "Rich")

const joinWords = (words: ReadonlyArray<string>): string =>
  words.length <= 1
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`

export const textureGuidance = (d: TextureDecision, p: HairProfile): string => {
  const why: Array<string> = []
  // "high density calls", "fine strands call", "high porosity and tight coils call"
  const verb = (words: ReadonlyArray<string>) =>
    words.length === 1 && !words[0]!.endsWith("s") ? "calls" : "call"
  if (d.richer.length > 0) why.push(`${joinWords(d.richer)} ${verb(d.richer)} for more richness`)
  if (d.lighter.length > 0)
    why.push(`${joinWords(d.lighter)} ${verb(d.lighter)} for a lighter touch`)
  const neutral = [
    ...(p.width === "medium" ? ["medium strands"] : []),
    ...(p.density === "medium" ? ["medium density"] : []),
    ...(p.porosity === "medium" ? ["medium porosity"] : []),
    ...(p.texture === "wavy" || p.texture === "curly" || p.texture === "mixed"
      ? [`${p.texture} hair`]
      : []),
  ]
  const reason =
    why.length > 0
      ? `${capitalise(why.join(", while "))}.`
      : `${neutral.length === 0 ? "Nothing in your answers pulls" : `Your ${joinWords(neutral)} pull`} neither way, so start in the middle and move lighter if your hair goes limp, richer if it feels dry by mid-week.`
  // A short cut may need nothing after washing: the texture is for what the person does add.
  const head = `${p.lowCut ? "If you add anything after washing, " : ""}${d.level} textures suit ${hairWords(p)} best: ${(p.locs ? locLevelWords : levelWords)[d.level]}.`
  const locs =
    d.capped === "locs"
      ? " Your answers point richer, but locs hold on to creams and butters, so stay at Medium and let light oils do the sealing."
      : d.capped === "short"
        ? " Your answers point richer, but a short cut has no lengths to feed and butters sit on the follicles, so a cream is enough."
        : ""
  const yours = hairWords(p)
  const test =
    d.level === "Light"
      ? ` If ${yours} feels coated or limp by day two, use less rather than switching richer.`
      : d.level === "Rich"
        ? ` If ${yours} feels greasy or weighed down, step down to creams on the mid-lengths.`
        : why.length === 0
          ? ""
          : ` Move lighter if ${yours} goes limp, richer if it feels dry by mid-week.`
  return `${head} ${reason}${locs}${test}`
}

/** Flakes, plaques or bumps: nothing but cleanser and water-light tonics on the scalp. */
const breakingOut = (p: HairProfile): boolean =>
  p.symptoms.has("scalp_pimples") || p.symptoms.has("painful_lumps")

/** Also an itch, even one whose flakes the notes deny: no oil there either. */
const troubledScalp = (p: HairProfile): boolean =>
  needsMedicatedWash(p) || breakingOut(p) || p.scalp.has("itchy_flaky")

/**
 * Zones: the scalp always gets the lightest touch, mid-lengths the recommended
 * level, ends one step richer (§2). Where conditioner goes is the care
 * decision's, so the zones say what the wash day says. Each rule is one zone
 * line, at most 80 characters (the result page shows them as labels).
 */
export const zoneRules: ReadonlyArray<Rule> = [
  {
    id: "zone-scalp-flaky-or-pimples",
    when: troubledScalp,
    say: (p) =>
      breakingOut(p)
        ? "Scalp: cleanser and water-light tonics only; no oils that clog follicles"
        : "Scalp: cleanser and water-light tonics only; no oils or butters for now",
    sources: ["AAD-D"],
    clauseSources: (p) => (breakingOut(p) ? ["FOL"] : []),
  },
  {
    id: "zone-scalp-oily",
    when: (p) => isOily(p) && !troubledScalp(p),
    say: (p) =>
      p.locs
        ? "Scalp: cleanser only; keep oil off the roots"
        : "Scalp: cleanser only; keep creams and oils a hand's width from the roots",
    sources: ["AAD-T", "CP"],
  },
  {
    id: "zone-scalp-dry",
    when: (p) => p.scalp.has("dry_tight") && !isOily(p) && !troubledScalp(p),
    say: (_p, ctx) =>
      mayName(ctx, false)
        ? "Scalp: a fragrance-free serum or a few drops of light oil after washing"
        : "Scalp: Light; a gentle wash is enough, nothing to add",
    sources: ["CP"],
  },
  {
    id: "zone-scalp-default",
    when: (p) => !p.scalp.has("dry_tight") && !isOily(p) && !troubledScalp(p),
    say: (p, ctx) =>
      p.scalp.has("sensitive")
        ? "Scalp: Light, a fragrance-free water-based serum or nothing"
        : `Scalp: Light; ${p.scalp.has("normal") ? "a balanced scalp" : "a scalp"} washed ${cadenceWords[ctx.plan.cadence]} needs nothing more`,
    sources: ["CP"],
  },
  {
    id: "zone-low-cut",
    when: (p) => p.lowCut,
    say: (_p, ctx) =>
      mayName(ctx, listHolds(ctx, "low-cut-styler"))
        ? `Short lengths: a pea-sized amount of ${ctx.texture === "Light" ? "light lotion" : "cream"} on damp hair`
        : "Short lengths: nothing to add after washing",
    sources: ["CP"],
  },
  {
    id: "zone-locs",
    when: (p) => p.locs && !p.lowCut,
    say: (_p, ctx) =>
      mayName(ctx, listHolds(ctx, "locs-moisture-spray"))
        ? "Along the locs: a light oil or water-based spray, misted, never rubbed in"
        : "Along the locs: nothing that leaves residue; dry them through",
    sources: ["CP"],
  },
  {
    id: "zone-mid-lengths",
    when: (p) => !p.locs && !p.lowCut,
    say: (p, ctx) =>
      `Mid-lengths${p.texture === "unknown" ? "" : ` of ${p.texture} hair`}: ${ctx.texture}, ${levelWords[ctx.texture]}`,
    sources: ["CP"],
  },
  {
    id: "zone-ends-fine",
    when: (p, ctx) => !p.locs && !p.lowCut && ctx.care.conditioner === "ends",
    say: (p, ctx) => {
      const ends = ctx.care.keepLight
        ? `Ends of ${p.density === "low" ? "thin" : "fine"} hair`
        : "Ends"
      const leaveIn = ctx.care.keepLight
        ? "a drop of light leave-in"
        : `a little ${oneRicher(ctx.texture)} leave-in`
      const conditioner = mayName(ctx, listHoldsConditioner(ctx))
      return !mayName(ctx, listHoldsLeaveIn(ctx))
        ? `${ends}: ${conditioner ? "conditioner here first" : "trim them to keep them from splitting"}`
        : `${ends}: ${conditioner ? "conditioner here first, then " : ""}${leaveIn}`
    },
    sources: ["AAD-T"],
  },
  {
    id: "zone-ends",
    when: (p, ctx) => !p.locs && !p.lowCut && ctx.care.conditioner !== "ends",
    say: (p, ctx) => {
      const worn = hasDamagedLengths(p)
        ? `the most ${p.porosity === "high" && !p.states.has("bleached") && !p.states.has("relaxed") && !p.states.has("permed") && !p.states.has("texture_release") ? "porous" : "processed"} part`
        : p.heat === "weekly"
          ? "heat wears them most"
          : "the oldest, most worn part"
      const ends = p.texture === "unknown" ? "Ends" : `Ends of ${p.texture} hair`
      return ctx.texture === "Rich"
        ? `${ends}: Rich, the most generous layer; ${worn}`
        : `${ends}: one step richer, ${oneRicher(ctx.texture)}; ${worn}`
    },
    sources: ["AAD-S"],
  },
  {
    id: "zone-loc-tips",
    when: (p, ctx) => p.locs && !p.lowCut && mayName(ctx, false),
    say: () => "Loc tips: a drop of oil once fully dry, to stop fraying",
    sources: ["CP"],
  },
  {
    id: "zone-coily-hot-oil",
    when: (_p, ctx) => ctx.plan.hotOil,
    say: () => "Whole length, twice a month: a warm oil treatment before washing",
    sources: ["AAD-B"],
  },
]
