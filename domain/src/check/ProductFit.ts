/**
 * Whether a product suits this person, judged like a trichologist reading
 * the label with them: what they told the quiz (their profile) decides each
 * flag; how the product is used decides how much an ingredient counts (a
 * rinse-off is not a leave-on, the lengths are not the scalp); an active
 * their care calls for is named as the match and never makes the product
 * "not a good fit" on its own. Each flag and match quotes the line of their
 * stored report it follows from when the report they read says it
 * (ReportQuotes.ts), and otherwise rests on their answers alone.
 */
import {
  afterChemotherapy,
  dryClimate,
  type HairProfile,
  hardWater,
  hasDamagedLengths,
  hasNoted,
  hasPlaques,
  isFineOrThin,
  isFlaky,
  isOily,
  isOverProcessed,
  isSensitive,
  isTextured,
  isTightlyCoiled,
  keepOilOffScalp,
  needsAntifungal,
  proteinStacking,
} from "../analyst/HairProfile.ts"
import type { IngredientCategory } from "../ingredients/IngredientCategory.ts"
import type { ProductType } from "../ingredients/IngredientList.ts"
import type { CheckedIngredient } from "../ingredients/RecognisedList.ts"
import { uncapitalise } from "../text/Sentences.ts"
import { FlagSeverity, Verdict } from "./IngredientCheckAnswer.ts"
import { type AppliedTo, type ProductUse, productUse } from "./ProductUse.ts"
import { quoteAbout, type ReadableReport, type ReportQuote, type Topic } from "./ReportQuotes.ts"

export { FlagSeverity, Verdict }

export interface FitFlag {
  readonly id: string
  readonly title: string
  readonly severity: FlagSeverity
  /** As printed on the label, in label order. */
  readonly ingredients: ReadonlyArray<string>
  /** Starts with what the person told the quiz. */
  readonly why: string
  readonly lookFor: string
  /** The line of the person's own report this follows from, when it says so. */
  readonly relatedRecommendation: ReportQuote | undefined
}

export interface FitMatch {
  readonly id: string
  readonly text: string
  readonly ingredients: ReadonlyArray<string>
  readonly relatedRecommendation: ReportQuote | undefined
}

export interface ProductJudgement {
  readonly verdict: Verdict
  readonly headline: string
  readonly flags: ReadonlyArray<FitFlag>
  readonly matches: ReadonlyArray<FitMatch>
  readonly use: ProductUse
}

export interface ProductToJudge {
  readonly ingredients: ReadonlyArray<CheckedIngredient>
  readonly productType: ProductType | undefined
  readonly appliedTo?: AppliedTo | undefined
  /** Who said what the product is: the person (the default) or the product catalogue. */
  readonly productTypeFrom?: "said" | "catalogue" | undefined
}

/** Whose hair: what they told the quiz, and the report they read. None before the first quiz. */
export interface Person {
  readonly profile: HairProfile
  readonly report: ReadableReport
}

// ---------------------------------------------------------------------------
// What the person told the quiz, in their terms.

const joinWords = (parts: ReadonlyArray<string>): string =>
  parts.length <= 1
    ? (parts[0] ?? "")
    : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`

const toldUs = (parts: ReadonlyArray<string>) => `You told us ${joinWords(parts)}`

/** Why lengths are fragile, as answered. */
const fragileReasons = (p: HairProfile): Array<string> => {
  const reasons: Array<string> = []
  const treated = (["bleached", "relaxed", "permed", "coloured"] as const).filter((s) =>
    p.states.has(s),
  )
  if (p.states.has("texture_release")) reasons.push("your hair is texture-released")
  if (p.states.has("keratin_treatment")) reasons.push("your hair is keratin-smoothed")
  if (treated.length > 0) reasons.unshift(`your hair is ${joinWords(treated)}`)
  if (p.porosity === "high") reasons.push("its porosity is high")
  if (isOverProcessed(p)) reasons.push("your lengths have gone gummy or over-stretchy")
  return reasons
}

const scalpReasons = (p: HairProfile): Array<string> => {
  const reasons: Array<string> = []
  if (p.symptoms.has("burning_stinging")) reasons.push("your scalp burns or stings")
  else if (p.scalp.has("sensitive")) reasons.push("your scalp is sensitive")
  if (p.scalp.has("dry_tight")) reasons.push("your scalp feels dry and tight")
  return reasons
}

/** Why oil does not belong on this scalp, as answered. */
const oilyScalpReasons = (p: HairProfile): Array<string> => [
  ...(isOily(p) ? ["your scalp gets oily"] : []),
  ...(isFlaky(p) ? ["your scalp flakes"] : []),
  ...(p.symptoms.has("scalp_pimples") || p.symptoms.has("painful_lumps")
    ? ["you get bumps on your scalp"]
    : []),
  ...(hasPlaques(p) ? ["you have scaly plaques"] : []),
]

/** Verb agreement with the ingredients named: "Dimethicone does not", "Both do not". */
type Verb = (one: string, many: string) => string
const verbFor =
  (count: number): Verb =>
  (one, many) =>
    count === 1 ? one : many

const names = (list: ReadonlyArray<string>) =>
  list.length > 3 ? `${list.slice(0, 3).join(", ")} and ${list.length - 3} more` : joinWords(list)

const typeWords: Record<ProductType, string> = {
  shampoo: "shampoo",
  conditioner: "conditioner",
  leave_in: "leave-in",
  styler: "styler",
  oil: "oil",
  treatment: "treatment",
  scalp_treatment: "scalp product",
}
const typeWord = (type: ProductType | undefined): string =>
  type === undefined ? "product" : typeWords[type]

/** Only a gentle cleanser or a co-wash, never a clarifying or medicated one. */
const neverClarifies = (p: HairProfile) =>
  p.shampoo.size > 0 &&
  !(["clarifying", "clarifying_hydrating", "medicated", "anti_flake"] as const).some((v) =>
    p.shampoo.has(v),
  )
const cleanserWords = (p: HairProfile) =>
  p.shampoo.has("cowash")
    ? "you wash with a co-wash"
    : p.shampoo.has("dry_shampoo")
      ? "you rely on dry shampoo"
      : p.shampoo.has("none")
        ? "you use no shampoo"
        : "you wash with a gentle shampoo"

/** Fine or thin hair that nothing richer outranks: light products only. */
const keepsLight = (p: HairProfile, report: ReadableReport) =>
  !p.locs &&
  !p.lowCut &&
  isFineOrThin(p) &&
  !isTextured(p) &&
  !hasDamagedLengths(p) &&
  report.texture !== "Rich"

// ---------------------------------------------------------------------------
// The actives a person's care calls for, by what they told the quiz.

const antifungalActive = /pyrithione|ketoconazole|selenium|piroctone|climbazole|ciclopirox/iu
const scaleLifter = /salicylic|coal\s*tar|pix\s+carbonis/iu
const coalTar = /coal\s*tar|pix\s+carbonis/iu
const nameOf = (i: CheckedIngredient) => i.recognisedAs ?? i.asPrinted

// ---------------------------------------------------------------------------
// What a line of the report must say to be quoted for a point.

/** Two kinds of words close together, in either order, within one clause. */
const near = (first: string, second: string, within = 40) =>
  new RegExp(
    `\\b(?:${first})\\b[^.;]{0,${within}}\\b(?:${second})\\b|\\b(?:${second})\\b[^.;]{0,${within}}\\b(?:${first})\\b`,
    "iu",
  )
const oils = "oils?|butters?|pomades?"
const scalp = "scalp|roots"

const topics = {
  gentleCleanser: [
    {
      says: [near("gentle|mild|sulfate-free|sulphate-free", "shampoos?|cleansers?|surfactants?")],
      in: ["products", "avoidForNow", "rhythm"],
    },
    {
      says: [/\b(?:sulfates?|sulphates?|harsh|stripping)\b/iu],
      in: ["avoidForNow", "scienceNotes"],
    },
  ],
  antifungal: [
    {
      says: [
        /\b(?:anti-?fungal|anti-?dandruff|medicated|ketoconazole|pyrithione|selenium|piroctone|climbazole)/iu,
      ],
      in: ["products", "rhythm", "redFlags", "snapshot", "scienceNotes"],
    },
  ],
  scaleLifter: [
    {
      says: [/\b(?:scale|salicylic|coal[- ]tar|plaques?|medicated)/iu],
      in: ["products", "rhythm", "redFlags", "snapshot"],
    },
  ],
  oilOffScalp: [
    // In "avoid for now", oils on the scalp are the thing to avoid.
    {
      says: [new RegExp(`\\b(?:${oils})\\b`, "iu"), new RegExp(`\\b(?:${scalp})\\b`, "iu")],
      in: ["avoidForNow"],
    },
    {
      says: [near("no|not|avoid|keep|without|off", oils), new RegExp(`\\b(?:${scalp})\\b`, "iu")],
      in: ["zones", "products", "stylingBuildUp"],
    },
  ],
  oilOnLengths: [
    {
      says: [near("oils?|butters?|masks?|rich", "lengths?|ends")],
      not: [/\b(?:avoid|skip|limp|weigh)/iu],
      in: ["zones", "products", "rhythm"],
    },
  ],
  keepLight: [
    { says: [/\b(?:heavy|intensive|butters?|rich|limp)\b/iu], in: ["avoidForNow"] },
    {
      says: [near("light|lightweight", "lengths?|ends|conditioner|textures?", 30)],
      in: ["zones", "products", "snapshot"],
    },
  ],
  proteinOverload: [
    {
      says: [/\bprotein/iu, /\b(?:overload|too much|stiff|straw|brittle)/iu],
      in: ["avoidForNow", "scienceNotes"],
    },
    { says: [near("protein", "overload|too much", 60)], in: ["products", "rhythm", "snapshot"] },
  ],
  fragranceFree: [
    {
      says: [/\b(?:fragrance-free|unscented|no (?:added )?fragrance)\b/iu],
      in: ["products", "avoidForNow", "scienceNotes", "snapshot"],
    },
  ],
  allergyPreservatives: [
    {
      says: [
        /\b(?:preservatives?|contact dermatitis|isothiazolinones?|formaldehyde|fragrance-free)/iu,
      ],
      in: ["products", "avoidForNow", "scienceNotes"],
    },
  ],
  acidsOnSensitiveScalp: [
    { says: [/\b(?:acids?|exfoliat\w*|scrubs?|peels?)\b/iu], in: ["avoidForNow"] },
    { says: [near("gentle|fragrance-free", "shampoos?|cleansers?")], in: ["products"] },
  ],
  locsResidue: [
    {
      says: [/\blocs?\b/iu, /\b(?:residue|build-?up|water-based)/iu],
      in: ["products", "stylingBuildUp", "avoidForNow", "snapshot"],
    },
  ],
  clarify: [{ says: [/\bclarif/iu], in: ["products", "rhythm", "stylingBuildUp"] }],
  dryingAlcohol: [
    {
      says: [/\balcohol/iu],
      not: [/\b(?:cetearyl|cetyl|stearyl|behenyl|myristyl|fatty) alcohols?\b/iu],
      in: ["avoidForNow", "products", "stylingBuildUp"],
    },
  ],
  coalTarOnLightHair: [
    {
      says: [near("coal[- ]tar", "stain\\w*|light\\w*|bleach\\w*|blonde|grey|gray", 60)],
      in: ["avoidForNow", "products", "scienceNotes"],
    },
  ],
  chelating: [
    {
      says: [/\b(?:chelat|hard water|minerals?|EDTA|chlorine|chlorinated)/iu],
      in: ["products", "rhythm", "avoidForNow", "scienceNotes"],
    },
  ],
  rich: [{ says: [/\brich\b/iu], in: ["zones", "products"] }],
  moisture: [
    {
      says: [/\b(?:humectants?|glycerin|panthenol|aloe|leave-in|moisture mask|deep condition)/iu],
      in: ["products", "zones", "scienceNotes"],
    },
  ],
  conditionerOnLengths: [
    {
      says: [near("conditioner|mask|leave-in", "silicones?|dimethicone|amodimethicone", 80)],
      not: [/\b(?:avoid|skip|silicone-free|without)\b/iu],
      in: ["products", "scienceNotes"],
    },
    {
      says: [near("conditioner|mask", "lengths?|ends|every wash", 60)],
      in: ["products", "rhythm"],
    },
  ],
} satisfies Record<string, ReadonlyArray<Topic>>

// ---------------------------------------------------------------------------
// The rules. Each reads the person, the product and how it is used.

interface Situation {
  readonly p: HairProfile
  readonly report: ReadableReport
  readonly use: ProductUse
  readonly ingredients: ReadonlyArray<CheckedIngredient>
  /** The line of the report that says what one of the topics asks for, if any. */
  readonly quote: (topics: ReadonlyArray<Topic>) => ReportQuote | undefined
}

interface Finding {
  readonly severity: FlagSeverity
  readonly title: string
  readonly why: string
  readonly lookFor: string
  readonly quoted: ReportQuote | undefined
}

interface FlagRule {
  readonly id: string
  readonly categories: ReadonlyArray<IngredientCategory>
  /** Which of the product's ingredients count (default: any of the categories). */
  readonly involves?: (i: CheckedIngredient, index: number) => boolean
  /** What to say, or nothing when the ingredients are no concern for this person and this use. */
  readonly judge: (s: Situation, involved: string, verb: Verb) => Finding | undefined
}

interface MatchRule {
  readonly id: string
  readonly categories: ReadonlyArray<IngredientCategory>
  readonly involves?: (i: CheckedIngredient, index: number) => boolean
  /** What to say when the product has what this person's care calls for, or nothing. */
  readonly judge: (
    s: Situation,
    involved: ReadonlyArray<string>,
  ) => { readonly text: string; readonly quoted: ReportQuote | undefined } | undefined
}

/** An active this person's care calls for, when the product is used where it works. */
const prescribedActive = (s: Situation) => {
  if (s.use.onScalp === false) return undefined
  const antifungals = needsAntifungal(s.p)
    ? s.ingredients.filter((i) => antifungalActive.test(nameOf(i)))
    : []
  if (antifungals.length > 0) {
    return {
      names: names(antifungals.map((i) => i.asPrinted)),
      is: "the antifungal for your flaking",
      topics: topics.antifungal,
    }
  }
  const lifters = hasPlaques(s.p) ? s.ingredients.filter((i) => scaleLifter.test(nameOf(i))) : []
  if (lifters.length > 0) {
    return {
      names: names(lifters.map((i) => i.asPrinted)),
      is: "the scale lifter for your plaques",
      topics: topics.scaleLifter,
    }
  }
  return undefined
}

/** Said when the kind of product is not known: what would change the verdict. */
const unlessRinsedOff =
  " We could not tell what kind of product this is: if you rinse it out (a conditioner or mask), little of it stays and this matters far less."

export const flagRules: ReadonlyArray<FlagRule> = [
  {
    id: "strong-cleanser-fragile-hair",
    categories: ["strong_surfactant"],
    judge: (s, involved, verb) => {
      const { p, use } = s
      const reasons = [...fragileReasons(p), ...scalpReasons(p)]
      // A conditioner or mask rinses straight off: what cleanser it has does not strip.
      if (reasons.length === 0 || use.type === "conditioner" || use.type === "treatment") {
        return undefined
      }
      const cleansHard = `${involved} ${verb("cleans", "clean")} hard: ${verb("it lifts", "they lift")} the oils that keep ${
        hasDamagedLengths(p) ? "processed, porous" : "dry or coloured"
      } hair supple`
      const active = prescribedActive(s)
      if (active !== undefined) {
        const quoted = s.quote(active.topics)
        return {
          severity: "caution",
          title: "A strong cleanser carrying the active your scalp needs",
          why: `${toldUs(reasons)}. ${cleansHard}. Here ${verb("it carries", "they carry")} ${active.names}, ${active.is}${
            quoted === undefined ? "" : ", as your report prescribes"
          }, so use it as a medicated shampoo: lather it on the scalp only, leave it on for the time the label gives, rinse, then condition your lengths.`,
          lookFor:
            "If your lengths still feel stripped, the same active on a milder base (cocamidopropyl betaine, sodium cocoyl isethionate, decyl glucoside), or a gentle shampoo on the days between medicated washes.",
          quoted,
        }
      }
      const fragile = hasDamagedLengths(p) || isSensitive(p)
      const leftOn = use.rinsedOff === false
      return {
        severity: use.rinsedOff === undefined || !fragile ? "caution" : "avoid",
        title: "Strong cleansers for hair that needs gentle ones",
        why: `${toldUs(reasons)}. ${cleansHard}, so ${
          leftOn
            ? `left on, ${verb("it keeps", "they keep")} drying the hair`
            : "every wash leaves it rougher and more likely to break"
        }${isSensitive(p) ? `, and ${verb("it", "they")} can sting a sensitive scalp` : ""}.${
          fragile || use.type !== "shampoo"
            ? ""
            : " As an occasional clarifying wash it is fine; as your everyday shampoo it is too strong."
        }${use.rinsedOff === undefined ? unlessRinsedOff : ""}`,
        lookFor:
          "A shampoo built on mild surfactants, such as coco-glucoside, decyl glucoside, cocamidopropyl betaine or sodium cocoyl isethionate, with no sulfates or olefin sulfonates.",
        quoted: s.quote(topics.gentleCleanser),
      }
    },
  },
  {
    id: "heavy-for-fine-hair",
    categories: ["heavy_oil_or_butter", "wax_or_petrolatum"],
    judge: (s, involved, verb) => {
      const { p, use } = s
      if (!keepsLight(p, s.report) && !(p.width === "fine" && isOily(p))) return undefined
      const reasons = [
        p.width === "fine" ? "your strands are fine" : "your hair is thin",
        ...(isOily(p) ? ["your scalp gets oily"] : []),
      ]
      return {
        severity: use.rinsedOff === false ? "avoid" : "caution",
        title: "Heavy oils and butters for fine hair",
        why: `${toldUs(reasons)}. ${involved} ${verb("sits", "sit")} on fine strands and ${verb("leaves", "leave")} them limp and flat${
          isOily(p) ? `; near the roots ${verb("it adds", "they add")} to the oil` : ""
        }.${
          use.rinsedOff === true
            ? " Rinsed out, less of it stays: keep it to the ends and rinse well."
            : use.rinsedOff === undefined
              ? unlessRinsedOff
              : ""
        }`,
        lookFor:
          "Light oils such as argan, jojoba, grapeseed or squalane, or none at all; a lightweight conditioner on the ends only.",
        quoted: s.quote(topics.keepLight),
      }
    },
  },
  {
    id: "oils-on-a-reactive-scalp",
    categories: ["heavy_oil_or_butter", "wax_or_petrolatum"],
    judge: (s, involved, verb) => {
      const { p, use } = s
      if (!keepOilOffScalp(p) || use.onScalp !== true) return undefined
      // A shampoo is lathered and rinsed; a mask or an oil sits on the scalp.
      const rinsedAtOnce = use.type === "shampoo"
      return {
        severity: rinsedAtOnce ? "caution" : "avoid",
        title: "Oils and butters on a scalp that reacts to them",
        why: `${toldUs(oilyScalpReasons(p))}. On the scalp, ${involved} ${
          isFlaky(p) ? `${verb("feeds", "feed")} the yeast behind flaking and ` : ""
        }can clog the follicles.${
          rinsedAtOnce
            ? " In a shampoo it is rinsed off within minutes, so it matters less: rinse well."
            : ""
        }`,
        lookFor:
          "Oil-free, water-based formulas for anything that touches your scalp; keep oils and butters on the ends.",
        quoted: s.quote(topics.oilOffScalp),
      }
    },
  },
  {
    id: "keep-oils-on-the-lengths",
    categories: ["heavy_oil_or_butter", "wax_or_petrolatum"],
    judge: (s, involved, verb) => {
      const { p, use } = s
      if (!keepOilOffScalp(p) || use.onScalp === true) return undefined
      const onLengths = s.quote(topics.oilOnLengths)
      return {
        severity: "caution",
        title: "Keep it on the lengths, off your scalp",
        why: `${toldUs(oilyScalpReasons(p))}. ${involved} ${verb("is", "are")} fine on your lengths${
          onLengths === undefined ? "" : ", where your report puts oils and butters"
        }, but on the scalp ${verb("it", "they")} ${isFlaky(p) ? `${verb("feeds", "feed")} the yeast behind flaking and ` : ""}can clog the follicles.${
          use.onScalp === undefined
            ? " If this goes on your scalp, choose an oil-free one instead."
            : ""
        }`,
        lookFor:
          "Apply it from the mid-lengths to the ends, a hand's width from the roots; for your scalp, oil-free, water-based products only.",
        quoted: s.quote(topics.oilOffScalp) ?? onLengths,
      }
    },
  },
  {
    id: "protein-overload",
    categories: ["protein"],
    judge: (s, involved, verb) => {
      if (!proteinStacking(s.p)) return undefined
      const quoted = s.quote(topics.proteinOverload)
      return {
        severity: s.use.type === "shampoo" ? "caution" : "avoid",
        title: "More protein when your hair has too much",
        why: `${toldUs([
          "you use both protein treatments and bond builders",
          ...(hasNoted(s.p, "feels_stiff") ? ["your hair feels stiff"] : []),
        ])}. ${quoted === undefined ? "That much protein can overload hair" : "Your report warns of protein overload"}, and ${involved} ${verb("adds", "add")} more protein, which leaves hair stiff and brittle.`,
        lookFor:
          "A protein-free moisturising conditioner or mask, with glycerin or panthenol and fatty alcohols such as cetearyl alcohol, until your hair feels soft again.",
        quoted,
      }
    },
  },
  {
    id: "fragrance-on-a-sensitive-scalp",
    categories: ["fragrance", "fragrance_allergen", "essential_oil"],
    judge: (s, involved) => {
      const { p } = s
      if (!isSensitive(p) && !afterChemotherapy(p)) return undefined
      const reasons = [
        ...scalpReasons(p).filter((r) => !r.includes("dry")),
        ...(afterChemotherapy(p) ? ["you had chemotherapy in the last year"] : []),
      ]
      return {
        severity: "avoid",
        title: "Fragrance on a sensitive scalp",
        why: `${toldUs(reasons)}. Fragrance and essential oils are the commonest cause of allergic reactions to hair products, and this has ${involved}.`,
        lookFor:
          "Fragrance-free products: no parfum, no essential oils and none of the allergens a label lists, such as linalool or limonene. Patch-test anything new behind the ear for 48 hours.",
        quoted: s.quote(topics.fragranceFree),
      }
    },
  },
  {
    id: "preservatives-on-a-sensitive-scalp",
    categories: ["preservative_of_note"],
    judge: (s, involved, verb) => {
      const { p } = s
      if (!isSensitive(p) && !afterChemotherapy(p)) return undefined
      return {
        severity: "caution",
        title: "Preservatives that often cause allergies",
        why: `${toldUs(scalpReasons(p).length > 0 ? scalpReasons(p) : ["you had chemotherapy in the last year"])}. ${involved} ${verb("is", "are")} among the preservatives most often behind allergic scalp reactions (isothiazolinones, or ones that release formaldehyde).`,
        lookFor:
          "Products preserved with phenoxyethanol, sodium benzoate or potassium sorbate instead.",
        quoted: s.quote(topics.allergyPreservatives),
      }
    },
  },
  {
    id: "acids-on-a-sensitive-scalp",
    categories: ["exfoliating_acid"],
    judge: (s, involved, verb) => {
      const { p } = s
      if (!isSensitive(p) || hasPlaques(p) || isFlaky(p) || s.use.onScalp === false) {
        return undefined
      }
      return {
        severity: "caution",
        title: "Exfoliating acids on a sensitive scalp",
        why: `${toldUs(scalpReasons(p))}. ${involved} ${verb("loosens", "loosen")} dead skin, and on a scalp that is already reactive they can sting.`,
        lookFor: "An acid-free, fragrance-free product while your scalp is sensitive.",
        quoted: s.quote(topics.acidsOnSensitiveScalp),
      }
    },
  },
  {
    id: "residue-in-locs",
    categories: ["non_water_soluble_silicone", "wax_or_petrolatum", "heavy_oil_or_butter"],
    judge: (s, involved, verb) =>
      s.p.locs
        ? {
            severity: "avoid",
            title: "Residue that stays inside locs",
            why: `${toldUs(["you wear locs"])}. ${involved} ${verb("does", "do")} not rinse out of a loc: ${verb("it collects", "they collect")} inside it as residue that holds lint and odour.`,
            lookFor:
              "Residue-free, water-based products: a light spray with aloe or rosewater, and a few drops of a light oil such as jojoba on the scalp if it is dry.",
            quoted: s.quote(topics.locsResidue),
          }
        : undefined,
  },
  {
    id: "silicone-build-up",
    categories: ["non_water_soluble_silicone"],
    judge: (s, involved, verb) => {
      const { p, use } = s
      // Rinsed off within minutes, little silicone stays: a build-up worry only for what is left on.
      if (p.locs || !neverClarifies(p) || use.rinsedOff === true) return undefined
      return {
        severity: "caution",
        title: "Silicones your cleanser will not lift",
        why: `${toldUs([cleanserWords(p), "you never use a clarifying shampoo"])}. ${involved} ${verb("does", "do")} not dissolve in water; left on the hair, ${verb("it builds", "they build")} up wash after wash, and a gentle cleanser leaves most of ${verb("it", "them")} behind, into a coating that leaves hair dull, limp and hard to moisturise.${
          use.rinsedOff === undefined ? unlessRinsedOff : ""
        }`,
        lookFor:
          "Water-soluble silicones (PEG- or PPG- dimethicones) or none; or keep this and add a clarifying wash every 2 to 4 weeks.",
        quoted: s.quote(topics.clarify),
      }
    },
  },
  {
    id: "drying-alcohol-high-on-the-list",
    categories: ["drying_alcohol"],
    // Only near the top of the list does an alcohol make up enough of the product to dry it.
    involves: (i, index) => index < 5 && i.categories.includes("drying_alcohol"),
    judge: (s, involved, verb) => {
      const { p, use } = s
      const reasons = [
        ...fragileReasons(p),
        ...(isTightlyCoiled(p) ? ["your hair is tightly coiled"] : []),
        ...(dryClimate(p) ? ["you live in a dry climate"] : []),
      ]
      if (reasons.length === 0 || use.rinsedOff === true) return undefined
      return {
        severity: "caution",
        title: "Drying alcohol high on the list",
        why: `${toldUs(reasons)}. ${involved}, this high on the list, ${verb("evaporates", "evaporate")} quickly and takes moisture from the hair with it.${
          use.rinsedOff === undefined ? unlessRinsedOff : ""
        }`,
        lookFor:
          "Alcohol-free stylers, or ones whose alcohols are fatty alcohols such as cetyl, cetearyl or stearyl alcohol.",
        quoted: s.quote(topics.dryingAlcohol),
      }
    },
  },
  {
    id: "coal-tar-on-lightened-hair",
    categories: ["anti_dandruff_active"],
    involves: (i) => coalTar.test(nameOf(i)),
    judge: (s, involved) =>
      s.p.states.has("bleached")
        ? {
            severity: "caution",
            title: "Coal tar can stain lightened hair",
            why: `${toldUs(["your hair is bleached"])}. ${involved} can leave a yellow-brown tint on light hair.`,
            lookFor:
              "For flaking, zinc pyrithione, ketoconazole or selenium sulfide; for scale, salicylic acid. If a doctor prescribed coal tar, keep it on the scalp and rinse your lengths well.",
            quoted: s.quote(topics.coalTarOnLightHair),
          }
        : undefined,
  },
]

/** Said of a match: quoted from the report when it says so, else from the answers. */
const matched = (text: string, quoted: ReportQuote | undefined) => ({ text, quoted })

export const matchRules: ReadonlyArray<MatchRule> = [
  {
    id: "antifungal-active",
    categories: ["anti_dandruff_active"],
    involves: (i) => antifungalActive.test(nameOf(i)),
    judge: (s, involved) => {
      if (!needsAntifungal(s.p) || s.use.onScalp === false) return undefined
      const quoted = s.quote(topics.antifungal)
      return matched(
        quoted === undefined
          ? `It has ${names(involved)}: an antifungal active for the flaking you told us about.`
          : `It has ${names(involved)}: the antifungal active your report asks for.`,
        quoted,
      )
    },
  },
  {
    id: "scale-lifter",
    categories: ["exfoliating_acid", "anti_dandruff_active"],
    involves: (i) => scaleLifter.test(nameOf(i)),
    judge: (s, involved) => {
      if (!hasPlaques(s.p) || s.use.onScalp === false) return undefined
      const quoted = s.quote(topics.scaleLifter)
      return matched(
        `It has ${names(involved)}, which softens and lifts ${
          quoted === undefined ? "the scale you told us about" : "scale as your report suggests"
        }.`,
        quoted,
      )
    },
  },
  {
    id: "chelators",
    categories: ["chelator"],
    judge: (s, involved) => {
      const { p, use } = s
      if (!(hardWater(p) || p.environment.has("chlorinated"))) return undefined
      if (use.type !== undefined && use.type !== "shampoo") return undefined
      const quoted = s.quote(topics.chelating)
      return matched(
        `It has ${names(involved)}: chelators that lift the minerals ${
          quoted === undefined
            ? `${hardWater(p) ? "hard water" : "pool water"} leaves, as you told us yours does`
            : "your report says your water leaves"
        }.`,
        quoted,
      )
    },
  },
  {
    id: "mild-cleansers-only",
    categories: ["mild_surfactant"],
    judge: (s) => {
      const { p, use, ingredients } = s
      if (use.type !== undefined && use.type !== "shampoo") return undefined
      if (ingredients.some((i) => i.categories.includes("strong_surfactant"))) return undefined
      if (fragileReasons(p).length + scalpReasons(p).length === 0) return undefined
      return matched(
        "It cleanses with mild surfactants only, the gentle kind your hair needs.",
        s.quote(topics.gentleCleanser),
      )
    },
  },
  {
    id: "fragrance-free",
    categories: [],
    judge: (s) => {
      const { p, ingredients } = s
      const scented = ingredients.some((i) =>
        i.categories.some(
          (c) => c === "fragrance" || c === "fragrance_allergen" || c === "essential_oil",
        ),
      )
      if (!(isSensitive(p) || afterChemotherapy(p))) return undefined
      if (scented || ingredients.some((i) => i.recognisedAs === undefined)) return undefined
      return matched(
        "It has no fragrance, essential oils or labelled fragrance allergens.",
        s.quote(topics.fragranceFree),
      )
    },
  },
  {
    id: "rich-for-rich",
    categories: ["heavy_oil_or_butter"],
    judge: (s, involved) => {
      const { p, report, use } = s
      const forLengths =
        use.onScalp === false &&
        (use.type === "conditioner" ||
          use.type === "treatment" ||
          use.type === "leave_in" ||
          use.type === "oil")
      if (!forLengths || p.locs) return undefined
      const verb = verbFor(involved.length)
      if (report.texture === "Rich") {
        return matched(
          `Its ${names(involved)} ${verb("suits", "suit")} the Rich textures your report recommends for your lengths.`,
          s.quote(topics.rich),
        )
      }
      const onLengths = s.quote(topics.oilOnLengths)
      if (onLengths === undefined) return undefined
      return matched(
        `Its ${names(involved)} ${verb("suits", "suit")} your lengths, where your report puts oils and butters.`,
        onLengths,
      )
    },
  },
  {
    id: "moisture-for-porous-hair",
    categories: ["humectant"],
    judge: (s, involved) => {
      const { p, use } = s
      if (!(p.porosity === "high" || hasDamagedLengths(p))) return undefined
      if (use.type !== "conditioner" && use.type !== "leave_in" && use.type !== "treatment") {
        return undefined
      }
      return matched(
        `It has ${names(involved)} to hold water in porous lengths.`,
        s.quote(topics.moisture),
      )
    },
  },
  {
    id: "silicone-smooths-damaged-lengths",
    categories: ["non_water_soluble_silicone", "water_soluble_silicone"],
    judge: (s, involved) => {
      const { p, use } = s
      if (!hasDamagedLengths(p) || (use.type !== "conditioner" && use.type !== "treatment")) {
        return undefined
      }
      const verb = verbFor(involved.length)
      const lengths = p.states.has("bleached") ? "lightened" : "damaged"
      return matched(
        `Its ${names(involved)} ${verb("smooths", "smooth")} and ${verb("protects", "protect")} ${lengths} lengths; in a ${use.type === "conditioner" ? "conditioner" : "mask"} you rinse out, little is left behind to build up.`,
        s.quote(topics.conditionerOnLengths),
      )
    },
  },
]

// ---------------------------------------------------------------------------

const involvedNames = (
  ingredients: ReadonlyArray<CheckedIngredient>,
  categories: ReadonlyArray<IngredientCategory>,
  involves?: (i: CheckedIngredient, index: number) => boolean,
): ReadonlyArray<string> => [
  ...new Set(
    ingredients
      .filter((i, index) =>
        involves === undefined
          ? i.categories.some((c) => categories.includes(c))
          : involves(i, index),
      )
      .map((i) => i.asPrinted),
  ),
]

const headlineFor = (
  verdict: Verdict,
  type: ProductType | undefined,
  flags: ReadonlyArray<FitFlag>,
  matches: ReadonlyArray<FitMatch>,
): string => {
  const product = typeWord(type)
  const has = matches.some((m) => m.relatedRecommendation !== undefined)
    ? "it has what your report asks for"
    : "it has what your hair needs"
  switch (verdict) {
    case "no_report":
      return "Take the quiz first: Strand judges a product against your own report."
    case "suits":
      return `This ${product} suits your hair: nothing in it works against your report${
        matches.length > 0 ? `, and ${has}` : ""
      }.`
    case "caution":
      return `This ${product} can work for your hair, with care${matches.length > 0 ? `: ${has}, and` : ":"} ${
        flags.length === 1 ? "one thing" : `${flags.length} things`
      } to know.`
    case "not_for_you":
      return `This ${product} is not a good fit for your hair: ${uncapitalise(flags[0]!.title)}.`
  }
}

/**
 * The verdict: "not_for_you" when any flag says avoid, "caution" when there
 * are only cautions, "suits" when nothing works against the person's hair,
 * and "no_report" before their first report (the ingredients are still
 * sorted, but there is nothing personal to judge them by).
 */
export const judgeProduct = (
  person: Person | undefined,
  product: ProductToJudge,
): ProductJudgement => {
  const use = productUse(
    product.productType,
    product.appliedTo,
    product.ingredients,
    product.productTypeFrom,
  )
  if (person === undefined) {
    return {
      verdict: "no_report",
      headline: headlineFor("no_report", use.type, [], []),
      flags: [],
      matches: [],
      use,
    }
  }
  // Colourants that only some batches contain are judged like the rest:
  // a person cannot tell which batch they hold.
  const s: Situation = {
    p: person.profile,
    report: person.report,
    use,
    ingredients: product.ingredients,
    quote: (wanted) => quoteAbout(person.report, wanted),
  }
  const flags: Array<FitFlag> = []
  for (const rule of flagRules) {
    const involved = involvedNames(s.ingredients, rule.categories, rule.involves)
    if (involved.length === 0) continue
    const finding = rule.judge(s, names(involved), verbFor(involved.length))
    if (finding === undefined) continue
    const { quoted, ...said } = finding
    flags.push({ id: rule.id, ...said, ingredients: involved, relatedRecommendation: quoted })
  }
  // Most serious first, then in rule order.
  flags.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "avoid" ? -1 : 1))
  const matches: Array<FitMatch> = []
  for (const rule of matchRules) {
    const involved = involvedNames(s.ingredients, rule.categories, rule.involves)
    if (rule.categories.length > 0 && involved.length === 0) continue
    const found = rule.judge(s, involved)
    if (found === undefined) continue
    matches.push({
      id: rule.id,
      text: found.text,
      ingredients: involved,
      relatedRecommendation: found.quoted,
    })
  }
  const verdict: Verdict = flags.some((f) => f.severity === "avoid")
    ? "not_for_you"
    : flags.length > 0
      ? "caution"
      : "suits"
  return {
    verdict,
    headline: headlineFor(verdict, use.type, flags, matches),
    flags,
    matches,
    use,
  }
}
