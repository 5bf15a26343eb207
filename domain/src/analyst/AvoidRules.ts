/**
 * "Avoid for now": habits in the answers that work against this person's
 * hair or scalp, each with the safer swap. Ordered by harm: what a red flag
 * or chemistry makes dangerous first, then tension, then comfort. Safety
 * items are never cut by the list's cap; the final rule keeps the section
 * from ever being empty.
 */

import { capitalise, listed } from "../text/Sentences.ts"
import {
  afterChemotherapy,
  bendWords,
  growingOut,
  type HairProfile,
  hairWords,
  hasNoted,
  hasPatchyLoss,
  hasPatternThinning,
  hasTractionSigns,
  isChemicallyTreated,
  isFlaky,
  isOily,
  isOverProcessed,
  isSalonOnly,
  isSensitive,
  isStructurallyDamaged,
  isTextured,
  napeBumpRisk,
  needsAntifungal,
  needsMedicatedWash,
  proteinStacking,
  straightenedLengths,
  textureWords,
  usesAtLeastWeekly,
  usesOften,
  usesProduct,
  wearsExtensions,
  wearsTensionStyle,
  wearsWig,
} from "./HairProfile.ts"
import { productAvoided, productReactedTo, them } from "./pathways/ReactedTo.ts"
import type { Rule } from "./Rule.ts"
import { cadenceWords } from "./WashPlan.ts"

export const maxAvoid = 6

/** The tension styles the person wears, in their words. */
const tensionWords = (p: HairProfile): Array<string> => [
  ...(p.styles.has("braids_extensions") || p.styles.has("cornrows") ? ["tight braids"] : []),
  ...(p.styles.has("ponytails") ? ["tight ponytails"] : []),
  ...(p.styles.has("sew_ins") || p.styles.has("tape_ins") || p.styles.has("microlinks")
    ? ["extensions"]
    : []),
  ...(p.styles.has("clip_ins") ? ["clip-ins"] : []),
  ...(wearsWig(p) ? ["wigs pressing on the hairline"] : []),
  ...(p.styles.has("locs") || p.retwist === "weekly" ? ["tight retwists"] : []),
]

/** The chemical services the person has, as a list of what not to start: "dyes", "relaxers". */
const chemistryWords = (p: HairProfile): Array<string> => [
  ...(p.states.has("coloured") || p.states.has("bleached") ? ["dyes"] : []),
  ...(p.states.has("relaxed") || p.states.has("texture_release") ? ["relaxers"] : []),
  ...(p.states.has("permed") ? ["perms"] : []),
  ...(p.states.has("keratin_treatment") ? ["smoothing"] : []),
]

export const avoidRules: ReadonlyArray<Rule> = [
  {
    // Waxy flakes from an oil pomade or wax rinsed with water alone: oil is lifted by shampoo.
    id: "pomade-rinsed-with-water",
    when: (p) => p.readFromNotes.some((read) => read.fact === "flakesAreBuildUp"),
    say: () =>
      "Leaving an oil pomade, wax or grease on from day to day, or rinsing it with water alone: water does not lift oil, so it builds into waxy flakes; shampoo it out at night, lathering twice, or change to a water-based pomade that rinses out.",
    sources: ["CP"],
  },
  {
    id: "product-reacted-to",
    safety: true,
    when: (p) => productAvoided(p) !== undefined,
    say: (p) => {
      const product = productAvoided(p)!
      const it = them(product)
      return productReactedTo(p) === undefined
        ? `${capitalise(product.name)}: you keep away from ${it}, and nothing in this plan needs ${it}${product.instead}.`
        : `${capitalise(product.name)}: your skin reacts to ${it}, so keep ${it} off your scalp and skin until a GP or dermatologist's patch test shows what in ${it} is the cause${product.instead}.`
    },
    sources: ["PPD", "GLUE"],
  },
  {
    id: "treating-patches-yourself",
    safety: true,
    when: hasPatchyLoss,
    say: () =>
      "Treating the bald patches yourself before a dermatologist has seen them: oils, serums and regrowth products will not treat them, and tight styles over them add strain.",
    sources: ["AAD-L"],
  },
  {
    id: "chemistry-after-chemo",
    safety: true,
    when: afterChemotherapy,
    say: () =>
      "Colour, perms, relaxers or smoothing on hair regrowing after chemotherapy: wait until regrowth is established, commonly around six months, then have a strand test and an allergy patch test first; keep heat and tight styles off it while it is fragile.",
    sources: ["CHEMO", "MAYO-CHEMO"],
  },
  {
    id: "heat-and-lightening-when-over-processed",
    safety: true,
    when: isOverProcessed,
    say: (p) =>
      `${capitalise(listed([...(p.heat === "none" ? [] : ["heat styling"]), p.states.has("bleached") ? "any more lightening" : "any more chemical services"]))} until a colourist has looked at your hair: lengths that feel gummy or over-stretchy when wet have lost their inner structure and snap easily; ask for the damaged length to be cut off.`,
    sources: ["BLE", "AAD-S", "CP"],
  },
  {
    // Rules 23, 31: tension on a scalp already showing traction.
    id: "tension-with-traction-signs",
    safety: true,
    when: (p) =>
      hasTractionSigns(p) &&
      (wearsTensionStyle(p) || p.styles.has("locs") || p.retwist === "weekly"),
    say: (p) =>
      `${capitalise(listed(tensionWords(p)))} while your edges show strain: loosen or take ${tensionWords(p).length === 1 ? "it" : "them"} out now; early traction loss can grow back, late loss cannot.`,
    sources: ["TA", "AAD-B"],
  },
  {
    // Rule 26: relaxed hair + braids/weaves.
    id: "relaxed-plus-extensions",
    safety: true,
    when: (p) => (p.states.has("relaxed") || p.states.has("texture_release")) && wearsExtensions(p),
    say: () =>
      "Braids, weaves or extensions on relaxed hair: the study of hairstyles and traction ranked this the riskiest combination; choose one or the other.",
    sources: ["HOP", "TA"],
  },
  {
    id: "tension-on-sensitive",
    safety: true,
    when: (p) => isSensitive(p) && wearsTensionStyle(p) && !hasTractionSigns(p),
    say: () =>
      "High-tension styles on a sensitive scalp: if a style stings, aches or gives you a headache, it is too tight; loosen it the same day.",
    sources: ["AAD-B", "AAD-S"],
  },
  {
    id: "pregnant-colour",
    safety: true,
    when: (p) =>
      p.hormonalStage === "pregnant" && (p.states.has("coloured") || p.states.has("bleached")),
    say: () =>
      "Colouring during pregnancy without the usual care: the NHS says hair dyes are unlikely to be harmful, and many people wait until after the first 12 weeks. Highlights keep dye off the scalp; wear gloves, ventilate the room and do the allergy test every time.",
    sources: ["NHS-DYE", "PPD"],
  },
  {
    id: "pregnant-smoothing",
    safety: true,
    when: (p) =>
      p.hormonalStage === "pregnant" &&
      (p.states.has("keratin_treatment") ||
        p.states.has("texture_release") ||
        p.states.has("relaxed") ||
        p.states.has("permed")),
    say: (p) => {
      const smoothing = p.states.has("keratin_treatment") || p.states.has("texture_release")
      const relaxing = p.states.has("relaxed") || p.states.has("permed")
      const services = listed([
        ...(p.states.has("relaxed") ? ["relaxers"] : []),
        ...(p.states.has("permed") ? ["perms"] : []),
      ])
      return smoothing
        ? `Smoothing treatments that can release formaldehyde while pregnant: skip them until after the birth${relaxing ? `; for ${services} there is little safety data, so many people wait too` : ""}.`
        : `${capitalise(services)} while pregnant: there is little safety data, so many people wait until after the birth.`
    },
    sources: ["FDA-F", "CP"],
  },
  {
    id: "keratin-formaldehyde",
    safety: true,
    when: (p) => p.states.has("keratin_treatment") || p.states.has("texture_release"),
    say: () =>
      "Smoothing treatments without checking the label: ask for one free of formaldehyde, formalin, methylene glycol and glyoxylic acid, done in a ventilated salon.",
    sources: ["FDA-F", "GLY"],
  },
  {
    id: "home-chemistry",
    safety: true,
    when: (p) => hasNoted(p, "home_chemistry"),
    say: () =>
      "Lightening, relaxing or permanent colour done at home: overlapping product onto hair already treated is a common cause of breakage; a professional applies it to new growth only.",
    sources: ["AAD-B", "AAD-S"],
  },
  {
    id: "relaxer-touch-ups",
    safety: true,
    when: (p) => p.states.has("relaxed") && !p.locs,
    say: (p) =>
      growingOut(p)
        ? "Relaxer on the new growth while you grow it out, and heat or tight styles on the line where the two textures meet: that is where the hair snaps."
        : "Relaxer touch-ups more often than every 8 to 12 weeks, or over hair already relaxed: a professional applies it to new growth only, and never to the edges.",
    sources: ["AAD-B"],
  },
  {
    id: "stacked-chemistry",
    safety: true,
    when: (p) =>
      (p.states.has("relaxed") || p.states.has("permed") || p.states.has("texture_release")) &&
      (p.states.has("coloured") || p.states.has("bleached")),
    say: (p) =>
      `${p.states.has("bleached") ? "Lightening" : "Colour"} and ${p.states.has("relaxed") ? "a relaxer" : p.states.has("permed") ? "a perm" : "texture release"} in the same visit: book them at least 2 weeks apart, one chemical service at a time.`,
    sources: ["CP", "AAD-B"],
  },
  {
    id: "chemical-while-sensitive",
    safety: true,
    when: (p) => isSensitive(p) && isChemicallyTreated(p),
    say: (p) =>
      `New ${listed(chemistryWords(p))} on a ${p.symptoms.has("burning_stinging") ? "stinging" : "sensitive"} scalp: wait until it is calm${p.states.has("coloured") || p.states.has("bleached") ? ", and ask for an allergy test before every colour" : ""}.`,
    sources: ["PPD", "GLY"],
  },
  {
    id: "wig-glue",
    safety: true,
    when: (p) => p.styles.has("adhesive_wigs"),
    say: () =>
      "Wig glue on irritated or broken skin, or a new glue without a patch test: wig-glue allergy is reported; patch-test and take rest days.",
    sources: ["GLUE", "CP"],
  },
  {
    id: "overhandling-locs",
    safety: true,
    when: (p) => p.locs && (p.retwist === "weekly" || p.retwist === "biweekly"),
    say: () =>
      "Retwisting more often than every 4 weeks: it thins the roots; retwist loosely every 4 to 8 weeks.",
    sources: ["TA", "CP"],
  },
  {
    id: "tight-ponytails",
    safety: true,
    when: (p) => p.styles.has("ponytails") && !hasTractionSigns(p),
    say: () =>
      "The same tight ponytail or bun every day: vary the position, loosen it and use snag-free ties.",
    sources: ["AAD-S", "HOP"],
  },
  {
    id: "clip-ins-overnight",
    safety: true,
    when: (p) => p.styles.has("clip_ins"),
    say: () =>
      "Sleeping in clip-ins or wearing them every day: take them out at night and give your hair off days.",
    sources: ["TA", "CP"],
  },
  {
    id: "close-nape-shave",
    safety: true,
    // Nape bumps come where hairs curl back into the skin [AKN].
    when: (p) =>
      p.gender === "male" &&
      p.lowCut &&
      napeBumpRisk(p) &&
      (p.symptoms.has("scalp_pimples") || isSensitive(p) || p.barber === "weekly"),
    say: () =>
      "Very close nape shaves every week: bumps there can scar; ask for a slightly longer guard at the neck.",
    sources: ["AKN"],
  },
  {
    // Myth list: biotin. Its harm is a wrong blood-test result, so it stays.
    // After chemotherapy every supplement goes to the treatment team instead.
    id: "biotin-for-shedding",
    safety: true,
    when: (p) =>
      !afterChemotherapy(p) &&
      (p.symptoms.has("sudden_shedding") ||
        hasPatchyLoss(p) ||
        hasPatternThinning(p) ||
        p.hormonalStage === "postpartum" ||
        p.goals.has("fuller_look")),
    say: (p) =>
      `Biotin supplements for ${p.symptoms.has("sudden_shedding") || p.hormonalStage === "postpartum" ? "shedding" : hasPatchyLoss(p) || hasPatternThinning(p) ? "thinning" : "a fuller look"} unless a test shows you are low: they do not grow hair otherwise and can distort blood test results.`,
    sources: ["BIO", "FDA-B"],
  },
  {
    id: "dry-combing-textured",
    when: (p) => p.detangling === "dry_combing" && (isTextured(p) || p.texture === "wavy"),
    say: (p) =>
      straightenedLengths(p)
        ? "Dry combing chemically straightened hair: it snaps where the new growth meets the treated lengths; detangle damp, with conditioner for slip, a wide-tooth comb, ends first."
        : `Dry combing ${textureWords(p)} hair: it snaps ${bendWords(p)}; detangle damp, with conditioner for slip, a wide-tooth comb, ends first.`,
    sources: ["AAD-S"],
  },
  {
    id: "wet-combing-straight",
    when: (p) => p.detangling === "wet_slip" && p.texture === "straight",
    say: () =>
      "Pulling a brush through straight hair while soaking wet: it stretches and breaks most easily then; detangle gently with conditioner in, or let it dry a little before brushing.",
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
    when: proteinStacking,
    say: () =>
      "Stacking protein treatments and bond builders while your hair feels stiff: too much protein can leave hair stiff and brittle; alternate them at least 4 weeks apart with moisture between.",
    sources: ["CP"],
  },
  {
    id: "weekly-heat",
    when: (p) => p.heat === "weekly" && !isOverProcessed(p),
    say: (p) =>
      `Weekly heat without a protectant, or at full temperature: ${isStructurallyDamaged(p) || p.width === "fine" ? `${listed([...(p.width === "fine" ? ["fine"] : []), ...(isStructurallyDamaged(p) ? ["processed"] : [])])} strands need the lowest setting that works` : "use a protectant every time and dial the tool down"}, single quick passes on dry hair.`,
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
    when: (p) => (p.symptoms.has("scalp_pimples") || p.symptoms.has("painful_lumps")) && !isOily(p),
    say: () =>
      "Heavy oils or butters on the scalp while it is breaking out: they trap sweat and bacteria in the follicle; move them to the lengths.",
    sources: ["FOL"],
  },
  {
    id: "heavy-products-fine-hair",
    when: (_p, ctx) => ctx.care.keepLight,
    say: (p) =>
      `2-in-1s and "intensive" masks on ${hairWords(p)}: they leave it limp; ${p.conditioning.has("deep_condition") || usesProduct(p, "other_masks") ? "swap your mask for" : "use"} a light conditioner on the ends.`,
    sources: ["AAD-T", "AAD-PP"],
  },
  {
    // Rule 11.
    id: "over-clarifying",
    when: (p) =>
      (p.shampoo.has("clarifying") || p.shampoo.has("clarifying_hydrating")) &&
      (p.wash === "daily" || p.wash === "frequent" || p.wash === "weekly") &&
      (isChemicallyTreated(p) || p.scalp.has("dry_tight") || p.porosity === "high"),
    say: (p) =>
      `Clarifying at every wash on ${listed([...(p.scalp.has("dry_tight") ? ["a dry scalp"] : []), ...(p.porosity === "high" ? ["porous hair"] : []), ...(isChemicallyTreated(p) ? ["treated hair"] : [])])}: it strips the lipids that hold moisture; keep clarifying to every 2 to 4 weeks, and only when hair feels coated.`,
    sources: ["SC"],
  },
  {
    // Locs hold whatever goes into them: a co-wash is conditioner left inside the loc.
    id: "cowash-in-locs",
    when: (p) => p.locs && p.shampoo.has("cowash"),
    say: () =>
      "Co-washing your locs: the conditioner in a co-wash stays inside the loc as residue; wash with the residue-free shampoo instead.",
    sources: ["CP"],
  },
  {
    // Rule 8.
    id: "cowash-only-flaky",
    when: (p) => p.shampoo.has("cowash") && needsMedicatedWash(p),
    say: (_p, ctx) =>
      `Co-washing only while your scalp flakes: co-washes leave residue on the scalp; use the ${ctx.plan.medicatedKind === "antifungal" ? "anti-dandruff" : "scale-lifting"} shampoo on the scalp.`,
    sources: ["COW", "AAD-D"],
  },
  {
    // Rule 9.
    id: "dry-shampoo-replacing-wash",
    when: (p) => p.shampoo.has("dry_shampoo"),
    say: () =>
      "Dry shampoo in place of washing: it absorbs oil but cleans nothing; use it only between real washes.",
    sources: ["CP"],
  },
  {
    // Rule 4.
    id: "long-gaps-with-flakes",
    when: (p, ctx) =>
      needsMedicatedWash(p) &&
      (p.wash === "three_four_weeks" || p.wash === "extended") &&
      ctx.plan.cadence !== "salon",
    say: (_p, ctx) =>
      `Weeks between washes while you have flakes: build-up makes them worse; wash ${cadenceWords[ctx.plan.cadence]} until the scalp settles.`,
    sources: ["AAD-T", "AAD-D"],
  },
  {
    id: "daily-wash-textured",
    when: (p, ctx) => p.wash === "daily" && isTextured(p) && ctx.plan.change === "less_often",
    say: (p, ctx) =>
      `Shampooing ${textureWords(p)} hair every day: ${straightenedLengths(p) ? "it strips moisture the processed lengths cannot spare" : `it strips oil the ${bendWords(p)} cannot spread down`}; shampoo ${cadenceWords[ctx.plan.cadence]} and rinse or co-wash between.`,
    sources: ["AAD-B"],
  },
  {
    id: "coal-tar-light-hair",
    when: (p) => needsAntifungal(p) && p.states.has("bleached"),
    say: () =>
      "Coal-tar shampoos on lightened hair: they can stain it; choose zinc pyrithione or ketoconazole instead.",
    sources: ["AAD-D"],
  },
  {
    id: "strong-hold-recombing",
    when: (p) => usesOften(p, "hair_spray") || usesOften(p, "gels_mousses"),
    say: () =>
      "Combing through stiff, strong-hold product: it breaks the hair it is holding; choose softer hold or rinse before restyling.",
    sources: ["AAD-S"],
  },
  {
    id: "towel-rubbing",
    when: (p) =>
      isStructurallyDamaged(p) || p.porosity === "high" || p.symptoms.has("broken_edges"),
    say: (p) =>
      `Rubbing ${p.symptoms.has("broken_edges") ? "breaking" : isStructurallyDamaged(p) ? "processed" : "porous"} hair dry with a towel: wet hair breaks under friction; blot or wrap it.`,
    sources: ["AAD-S"],
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
    fallback: true,
    when: () => true,
    say: (p) =>
      // The wash cadence is the plan's to say: the one answered may be what the plan changes.
      `Changing everything at once: add one new product to ${hairWords(p)} every couple of weeks, so you can tell what helps.`,
    sources: ["CP"],
  },
]
