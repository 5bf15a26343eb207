/**
 * "What you're doing well": habits from the answers that the evidence backs.
 * Praise only what was actually answered. The fallback rules at the end keep
 * the section from being empty; they speak only when nothing specific did.
 */
import {
  bendWords,
  type HairProfile,
  hairWords,
  hasDamagedLengths,
  hasNoted,
  isChemicallyTreated,
  isFlaky,
  isOily,
  isSalonOnly,
  isSensitive,
  isStructurallyDamaged,
  isTextured,
  laterLife,
  napeBumpRisk,
  needsAntifungal,
  proteinStacking,
  textureWords,
  usesProduct,
  washWords,
  wearsTensionStyle,
} from "./HairProfile.ts"
import type { Rule } from "./Rule.ts"
import { cadenceWords } from "./WashPlan.ts"

export const maxDoingWell = 5

const listed = (words: ReadonlyArray<string>): string =>
  words.length <= 1
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`

/** The person's own lengths, by what made them fragile: "relaxed lengths", "porous lengths". */
const lengthsWords = (p: HairProfile): string => {
  const treated = (["bleached", "relaxed", "permed", "coloured"] as const).filter((s) =>
    p.states.has(s),
  )
  if (p.states.has("texture_release")) return "texture-released lengths"
  if (treated.length > 0) return `${listed(treated)} lengths`
  if (p.porosity === "high") return "porous lengths"
  return "your lengths"
}

export const doingWellRules: ReadonlyArray<Rule> = [
  {
    id: "salon-for-chemistry",
    when: (p) =>
      (isSalonOnly(p) || p.careMethod === "both") &&
      !hasNoted(p, "home_chemistry") &&
      (p.states.has("relaxed") || p.states.has("bleached") || p.states.has("texture_release")),
    say: (p) =>
      `Leaving ${listed([...(p.states.has("relaxed") ? ["relaxers"] : []), ...(p.states.has("texture_release") ? ["texture release"] : []), ...(p.states.has("bleached") ? ["lightening"] : [])])} to a professional: overlapping chemicals at home is a common cause of breakage.`,
    sources: ["AAD-S"],
    clauseSources: (p) => (p.states.has("relaxed") ? ["AAD-B"] : []),
  },
  {
    id: "locs-patient-retwist",
    when: (p) => p.locs && (p.retwist === "monthly" || p.retwist === "quarterly"),
    say: (p) =>
      `Retwisting ${p.retwist === "monthly" ? "about monthly" : "every few months"}: spacing retwists protects the roots from thinning.`,
    sources: ["TA", "CP"],
  },
  {
    id: "mature-locs",
    when: (p) => p.locs && p.locAge === "mature",
    say: () =>
      "Keeping mature locs: they are past the fragile stage, so a simple wash-and-dry rhythm is enough.",
    sources: ["CP"],
  },
  {
    id: "medicated-for-flakes",
    when: (p) => needsAntifungal(p) && (p.shampoo.has("medicated") || p.shampoo.has("anti_flake")),
    say: () =>
      "Already using a medicated shampoo for flakes: that is the dermatologist's first step; the plan below fine-tunes how long it stays on.",
    sources: ["AAD-D"],
  },
  {
    id: "bond-builder-bleached",
    when: (p) =>
      p.states.has("bleached") &&
      usesProduct(p, "bond_builder") &&
      !usesProduct(p, "protein_treatment"),
    say: () =>
      "Using a bond builder on lightened hair: it is made to protect the bonds bleach breaks, though the evidence so far comes mostly from its makers' own tests.",
    sources: ["BOND", "BLE"],
  },
  {
    id: "spaced-treatments",
    when: (p) =>
      hasDamagedLengths(p) &&
      (usesProduct(p, "protein_treatment") || usesProduct(p, "bond_builder")) &&
      !proteinStacking(p) &&
      !(p.states.has("bleached") && !usesProduct(p, "protein_treatment")),
    say: (p) =>
      `Spacing ${usesProduct(p, "protein_treatment") && usesProduct(p, "bond_builder") ? "protein and bond treatments" : usesProduct(p, "protein_treatment") ? "protein treatments" : "bond treatments"} a month or more apart: enough to support ${lengthsWords(p)} without leaving them stiff.`,
    sources: ["PROT", "CP"],
  },
  {
    id: "detangle-wet-with-slip",
    when: (p) => p.detangling === "wet_slip" && (isTextured(p) || p.texture === "wavy") && !p.locs,
    say: (p) =>
      `Detangling on wet hair with slip: for ${textureWords(p)} hair that is the gentlest way to part ${bendWords(p)} without snapping them.`,
    sources: ["AAD-S"],
  },
  {
    id: "finger-detangle",
    when: (p) => p.detangling === "finger_detangle" && !p.locs,
    say: () =>
      "Finger detangling: you feel knots before they tear, which means fewer broken strands than a brush.",
    sources: ["AAD-S", "CP"],
  },
  {
    // Praise where split ends are this person's risk: processed, textured or heated lengths.
    id: "regular-trims",
    when: (p) =>
      (p.trim === "three_months" || p.trim === "six_months") &&
      (hasDamagedLengths(p) || isTextured(p) || p.heat === "weekly" || p.states.has("coloured")),
    say: (p) =>
      `Trimming every ${p.trim === "three_months" ? "three" : "six"} months: ${hasDamagedLengths(p) ? lengthsWords(p) : p.heat === "weekly" ? "heat-styled ends" : p.states.has("coloured") ? "coloured ends" : `${textureWords(p)} ends`} split sooner, cutting is the only real fix, and you are doing it before the splits travel.`,
    sources: ["CP"],
  },
  {
    // Praise where traction is a real risk: textured or chemically straightened hair.
    id: "low-tension-styles",
    when: (p) =>
      (p.styles.has("low_tension") || p.styles.has("wash_n_go")) &&
      !wearsTensionStyle(p) &&
      (isTextured(p) || isStructurallyDamaged(p)),
    say: (p) =>
      `Choosing low-tension styles for ${isTextured(p) ? `your ${bendWords(p)}` : lengthsWords(p)}: pulling is the main way styling thins the hairline, and you are avoiding it.`,
    sources: ["HOP", "TA"],
  },
  {
    id: "gentle-for-sensitive-or-dry",
    when: (p) =>
      (isSensitive(p) || p.scalp.has("dry_tight") || isChemicallyTreated(p)) &&
      p.shampoo.has("gentle"),
    say: (p) =>
      `A gentle shampoo for ${isSensitive(p) ? "a sensitive scalp" : p.scalp.has("dry_tight") ? "a dry scalp" : lengthsWords(p)}: ${isSensitive(p) ? "strong detergents sting and dry a scalp that reacts" : isOily(p) ? "strong detergents would dry the lengths, whatever the scalp makes" : "strong detergents would strip the oils you are short of"}.`,
    sources: ["CUT", "AAD-T"],
  },
  {
    id: "hydrating-for-treated",
    when: (p) =>
      isChemicallyTreated(p) &&
      (p.shampoo.has("hydrating") || p.shampoo.has("clarifying_hydrating")),
    say: () =>
      "A hydrating shampoo on treated hair: chemical services leave it drier, so this matches its needs.",
    sources: ["AAD-T"],
  },
  {
    id: "leave-in-textured",
    when: (p) =>
      p.conditioning.has("leave_in") &&
      !p.locs &&
      (isTextured(p) || p.porosity === "high" || isStructurallyDamaged(p)),
    say: () => "Using a leave-in: it keeps water in lengths that lose it quickly.",
    sources: ["COS", "CP"],
  },
  {
    id: "deep-conditions",
    when: (p, ctx) => p.conditioning.has("deep_condition") && ctx.plan.deep !== "none",
    say: (p) =>
      `Deep conditioning: ${hasDamagedLengths(p) ? lengthsWords(p) : `your ${textureWords(p) === "your" ? "" : `${textureWords(p)} `}lengths`} get the richer care that cuts friction and breakage.`,
    sources: ["AAD-B", "COS"],
  },
  {
    // Praise where conditioner matters most: textured, processed or coloured lengths.
    id: "conditions-every-wash",
    when: (p) =>
      p.conditioning.has("rinse_out") &&
      !p.conditioning.has("deep_condition") &&
      !p.locs &&
      (isTextured(p) || hasDamagedLengths(p) || p.states.has("coloured")),
    say: (p) =>
      `Conditioning after you wash: on ${hairWords(p).replace(/^your /, "")} it smooths the cuticle and cuts combing damage.`,
    sources: ["PH", "AAD-S"],
  },
  {
    // Rule 8: co-washing between true shampoos is gentle on curls and coils.
    id: "cowash-between",
    when: (p, ctx) => ctx.plan.cowash && (isTextured(p) || p.scalp.has("dry_tight")),
    say: (p, ctx) =>
      `Co-washing between shampoos: it cleans ${isTextured(p) ? `your ${bendWords(p)}` : "a dry scalp"} without stripping ${isTextured(p) ? "them" : "it"}, and the plan keeps a true shampoo ${cadenceWords[ctx.plan.cadence]} so nothing builds up.`,
    sources: ["COW", "CP"],
  },
  {
    id: "wash-matches-oily",
    when: (p) => isOily(p) && (p.wash === "daily" || p.wash === "frequent") && !isTextured(p),
    say: () => "Washing often for an oily scalp: frequency should follow oil, and yours does.",
    sources: ["AAD-T"],
  },
  {
    id: "wash-matches-coily",
    when: (p, ctx) =>
      isTextured(p) &&
      !isFlaky(p) &&
      (p.wash === "weekly" || p.wash === "biweekly") &&
      ctx.plan.change !== "more_often",
    say: (p) =>
      `Washing ${washWords[p.wash]}: right for ${textureWords(p)} hair, which dries out with daily shampoo.`,
    sources: ["AAD-B"],
  },
  {
    id: "little-heat",
    when: (p) =>
      p.heat === "none" && (isTextured(p) || isStructurallyDamaged(p) || p.width === "fine"),
    say: (p) =>
      `Keeping heat off ${hairWords(p)}: every pass of a hot tool weakens the strand a little.`,
    sources: ["AAD-B", "HEAT-T"],
  },
  {
    id: "male-barber-regular",
    when: (p) => p.barber === "fortnightly" || p.barber === "monthly",
    say: (p) =>
      `Seeing the barber ${p.barber === "fortnightly" ? "every two weeks" : "monthly"}: often enough to stay sharp${napeBumpRisk(p) ? " without shaving the nape raw each week" : ", rare enough to spare the skin at the hairline"}.`,
    sources: ["AKN", "CP"],
  },
  {
    id: "male-watching-hairline",
    // Praise for noticing early only where he wants to treat it.
    when: (p) =>
      (p.hairline === "slight_recession" || p.hairline === "noticeable") &&
      p.goals.has("fuller_look") &&
      !laterLife(p),
    say: () =>
      "Noticing your hairline early: every treatment option works best when started early.",
    sources: ["AAD-L"],
  },
  {
    id: "male-scalp-goal",
    fallback: true,
    when: (p) => p.goals.has("healthier_scalp"),
    say: () =>
      "Putting scalp health first: a calm, clean scalp is where every healthy hair starts.",
    sources: ["AAD-D"],
  },
  {
    id: "knows-texture",
    fallback: true,
    when: (p) => p.textureAnswered,
    say: (p) =>
      `Knowing your ${textureWords(p)} texture: it sets how often you wash and how rich your products should be, and the plan below is built on it.`,
    sources: ["AAD-T"],
  },
  {
    id: "took-the-audit",
    fallback: true,
    when: () => true,
    say: (p) =>
      `Taking stock before buying more: ${p.gender === "male" ? "most men" : "most people"} change products before changing habits, and habits matter more.`,
    sources: ["CP"],
  },
]
