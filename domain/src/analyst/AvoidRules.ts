/**
 * "Avoid for now": habits in the answers that work against this person's
 * hair or scalp, each with the safer swap. Ordered by harm: tension and
 * chemistry first, comfort issues last. The final rule keeps the section
 * from ever being empty.
 */
import {
  hairWords,
  hasTractionSigns,
  isChemicallyTreated,
  isFineOrThin,
  isFlaky,
  isOily,
  isSalonOnly,
  isSensitive,
  isStructurallyDamaged,
  isTextured,
  proteinStacking,
  textureWords,
  usesAtLeastWeekly,
  usesOften,
  washWords,
  wearsExtensions,
  wearsTensionStyle,
} from "./HairProfile.ts"
import type { Rule } from "./Rule.ts"
import { cadenceWords } from "./WashPlan.ts"

export const maxAvoid = 6

export const avoidRules: ReadonlyArray<Rule> = [
  {
    // Rules 23, 31: tension on a scalp already showing traction.
    id: "tension-with-traction-signs",
    when: (p) =>
      hasTractionSigns(p) &&
      (wearsTensionStyle(p) || p.styles.has("locs") || p.retwist === "weekly"),
    say: () =>
      "Tight braids, ponytails, extensions or tight retwists while your edges show strain: loosen or take them out now; early traction loss can grow back, late loss cannot.",
    sources: ["TA", "TA2", "AAD-B"],
  },
  {
    // Rule 26: relaxed hair + braids/weaves.
    id: "relaxed-plus-extensions",
    when: (p) => (p.states.has("relaxed") || p.states.has("texture_release")) && wearsExtensions(p),
    say: () =>
      "Braids, weaves or extensions on relaxed hair: the study of hairstyles and traction ranked this the riskiest combination; choose one or the other.",
    sources: ["HOP", "TA"],
  },
  {
    id: "tension-on-sensitive",
    when: (p) => isSensitive(p) && wearsTensionStyle(p) && !hasTractionSigns(p),
    say: () =>
      "High-tension styles on a sensitive scalp: if a style stings, aches or gives you a headache, it is too tight; loosen it the same day.",
    sources: ["AAD-B", "AAD-W"],
  },
  {
    id: "dry-combing-textured",
    when: (p) => p.detangling === "dry_combing" && (isTextured(p) || p.texture === "wavy"),
    say: (p) =>
      `Dry combing ${textureWords(p)} hair: it snaps coils; detangle damp, with conditioner for slip, a wide-tooth comb, ends first.`,
    sources: ["AAD-S"],
  },
  {
    id: "wet-combing-straight",
    when: (p) => p.detangling === "wet_slip" && p.texture === "straight",
    say: () =>
      "Combing straight hair while soaking wet: it stretches and breaks most easily then; let it air-dry a little first.",
    sources: ["AAD-S"],
  },
  {
    id: "no-detangle-textured",
    when: (p) => p.detangling === "no_detangle" && isTextured(p) && !p.locs,
    say: () =>
      "Skipping detangling altogether: shed hairs knot into mats; finger-detangle on wash day with conditioner in.",
    sources: ["AAD-S", "CP"],
  },
  {
    // Rule 50 (practitioner lore, unverified).
    id: "protein-overload",
    when: (p) => proteinStacking(p),
    say: () =>
      "Protein treatment and bond builder in the same month: stacked protein can leave hair stiff and brittle; alternate them at least 4 weeks apart with moisture between.",
    sources: ["CP"],
  },
  {
    id: "weekly-heat",
    when: (p) => p.heat === "weekly",
    say: (p) =>
      `Weekly heat without a protectant, or at full temperature: ${isStructurallyDamaged(p) || p.width === "fine" ? "fine or processed strands need the lowest setting that works" : "use a protectant every time and dial the tool down"}, single quick passes on dry hair.`,
    sources: ["AAD-B", "HEAT-T", "HEAT-P"],
  },
  {
    id: "heavy-oils-oily-scalp",
    when: (p) =>
      isOily(p) && (usesAtLeastWeekly(p, "oils_butters") || usesAtLeastWeekly(p, "creams_pomades")),
    say: (p) =>
      p.lowCut
        ? "Heavy oils, butters or greasy pomades with an oily scalp and a short cut: they sit right on the follicles; use a pea-sized water-based product and wash it out."
        : "Oils, butters or pomades near the roots with an oily scalp: they feed the oil and clog follicles; keep them on the ends only.",
    sources: ["FOL", "AAD-T"],
  },
  {
    id: "occlusives-with-pimples",
    when: (p) => p.symptoms.has("scalp_pimples") && !isOily(p),
    say: () =>
      "Heavy oils or butters on the scalp while it is breaking out: they trap sweat and bacteria in the follicle; move them to the lengths.",
    sources: ["FOL"],
  },
  {
    id: "heavy-products-fine-hair",
    when: (p) => isFineOrThin(p) && !isTextured(p) && !p.lowCut,
    say: (p) =>
      `2-in-1s and "intensive" masks on ${hairWords(p)}: they leave it limp; use a light conditioner on the ends.`,
    sources: ["AAD-T", "AAD-PP"],
  },
  {
    // Rule 11.
    id: "over-clarifying",
    when: (p) =>
      (p.shampoo.has("clarifying") || p.shampoo.has("clarifying_hydrating")) &&
      (p.wash === "daily" || p.wash === "frequent" || p.wash === "weekly") &&
      (isChemicallyTreated(p) || p.scalp.has("dry_tight") || p.porosity === "high"),
    say: () =>
      "Clarifying at every wash on dry, porous or treated hair: it strips the lipids that hold moisture; keep clarifying to every 2 to 4 weeks.",
    sources: ["SC"],
  },
  {
    // Rule 8.
    id: "cowash-only-flaky",
    when: (p) => p.shampoo.has("cowash") && isFlaky(p),
    say: () =>
      "Co-washing only while your scalp flakes: co-washes leave residue yeast thrives on; use the anti-dandruff shampoo on the scalp.",
    sources: ["COW", "AAD-D"],
  },
  {
    // Rule 9.
    id: "dry-shampoo-replacing-wash",
    when: (p) => p.shampoo.has("dry_shampoo"),
    say: () =>
      "Dry shampoo in place of washing: it absorbs oil but cleans nothing; use it only between real washes.",
    sources: ["DRY"],
  },
  {
    // Rule 4.
    id: "long-gaps-with-flakes",
    when: (p, ctx) =>
      isFlaky(p) &&
      (p.wash === "three_four_weeks" || p.wash === "extended") &&
      ctx.plan.cadence !== "salon",
    say: (_p, ctx) =>
      `Weeks between washes while you have flakes: build-up feeds them; wash ${cadenceWords[ctx.plan.cadence]} until the scalp settles.`,
    sources: ["AAD-T", "AAD-D"],
  },
  {
    id: "daily-wash-textured",
    when: (p, ctx) => p.wash === "daily" && isTextured(p) && ctx.plan.change === "less_often",
    say: (p, ctx) =>
      `Shampooing ${textureWords(p)} hair every day: it strips oil the coils cannot spread down; shampoo ${cadenceWords[ctx.plan.cadence]} and rinse or co-wash between.`,
    sources: ["AAD-B"],
  },
  {
    id: "coal-tar-light-hair",
    when: (p) => isFlaky(p) && p.states.has("bleached"),
    say: () =>
      "Coal-tar shampoos on lightened hair: they can stain it; choose zinc pyrithione or ketoconazole instead.",
    sources: ["AAD-D2"],
  },
  {
    id: "strong-hold-recombing",
    when: (p) => usesOften(p, "hair_spray") || usesOften(p, "gels_mousses"),
    say: () =>
      "Combing through stiff, strong-hold product: it breaks the hair it is holding; choose softer hold or rinse before restyling.",
    sources: ["AAD-S"],
  },
  {
    id: "tight-ponytails",
    when: (p) => p.styles.has("ponytails"),
    say: () =>
      "The same tight ponytail or bun every day: vary the position, loosen it and use snag-free ties.",
    sources: ["AAD-S", "HOP"],
  },
  {
    id: "clip-ins-overnight",
    when: (p) => p.styles.has("clip_ins"),
    say: () =>
      "Sleeping in clip-ins or wearing them every day: take them out at night and give your hair off days.",
    sources: ["TA", "CP"],
  },
  {
    id: "wig-glue",
    when: (p) => p.styles.has("adhesive_wigs"),
    say: () =>
      "Wig glue on irritated or broken skin, or a new glue without a patch test: wig-glue allergy is reported; patch-test and take rest days.",
    sources: ["GLUE", "CP"],
  },
  {
    id: "keratin-formaldehyde",
    when: (p) => p.states.has("keratin_treatment") || p.states.has("texture_release"),
    say: () =>
      "Smoothing treatments without checking the label: ask for one free of formaldehyde, formalin, methylene glycol and glyoxylic acid, done in a ventilated salon.",
    sources: ["FDA-F", "GLY"],
  },
  {
    id: "stacked-chemistry",
    when: (p) =>
      (p.states.has("relaxed") || p.states.has("permed") || p.states.has("texture_release")) &&
      (p.states.has("coloured") || p.states.has("bleached")),
    say: () =>
      "Colour and a relaxer or perm in the same visit: book them at least 2 weeks apart, one chemical service at a time.",
    sources: ["HF", "AAD-B"],
  },
  {
    id: "self-relaxing",
    when: (p) => p.careMethod === "self" && (p.states.has("relaxed") || p.states.has("bleached")),
    say: (p) =>
      `${p.states.has("relaxed") ? "Relaxing" : "Bleaching"} at home: a professional applies it to new growth only and avoids overlap breakage.`,
    sources: ["AAD-B", "HOP-P"],
  },
  {
    id: "pregnant-chemicals",
    when: (p) => p.hormonalStage === "pregnant" && isChemicallyTreated(p),
    say: () =>
      "Optional chemical services during pregnancy: there is little safety data, so most can wait until after the birth.",
    sources: ["CP"],
  },
  {
    // Myth list: biotin.
    id: "biotin-for-shedding",
    when: (p) =>
      p.symptoms.has("sudden_shedding") ||
      p.hormonalStage === "postpartum" ||
      p.hormonalStage === "perimenopausal" ||
      p.hormonalStage === "menopausal" ||
      p.hairline === "noticeable" ||
      p.goals.has("fuller_look"),
    say: () =>
      "Biotin supplements for thinning unless a test shows you are low: they do not grow hair otherwise and can distort blood test results.",
    sources: ["BIO", "FDA-B"],
  },
  {
    id: "close-nape-shave",
    when: (p) =>
      p.gender === "male" &&
      p.lowCut &&
      (p.symptoms.has("scalp_pimples") || isSensitive(p) || p.barber === "weekly"),
    say: () =>
      "Very close nape shaves every week: bumps there can scar; ask for a slightly longer guard at the neck.",
    sources: ["AKN"],
  },
  {
    id: "chemical-while-sensitive",
    when: (p) => isSensitive(p) && isChemicallyTreated(p),
    say: () =>
      "New dyes, relaxers or smoothing on a stinging scalp: wait until it is calm, and ask for an allergy test before every colour.",
    sources: ["PPD", "GLY"],
  },
  {
    id: "towel-rubbing",
    when: (p) =>
      isStructurallyDamaged(p) || p.porosity === "high" || p.symptoms.has("broken_edges"),
    say: () => "Rubbing hair dry with a towel: wet hair breaks under friction; blot or wrap it.",
    sources: ["AAD-S"],
  },
  {
    id: "overhandling-locs",
    when: (p) => p.locs && (p.retwist === "weekly" || p.retwist === "biweekly"),
    say: () =>
      "Retwisting more often than every 4 weeks: it thins the roots; retwist loosely every 4 to 8 weeks.",
    sources: ["TA", "CP"],
  },
  {
    id: "salon-home-wash",
    when: (p) => isSalonOnly(p) && isFlaky(p),
    say: () =>
      "Leaving flakes until the next salon visit: mention them when you book, so the right shampoo is used.",
    sources: ["AAD-D"],
  },
  {
    id: "one-change-at-a-time",
    when: () => true,
    say: (p) =>
      `Changing everything at once: add one new product to ${hairWords(p)} every couple of weeks, so you can tell what helps${p.wash === "unknown" ? "" : ` alongside washing ${washWords[p.wash]}`}.`,
    sources: ["CP"],
  },
]
