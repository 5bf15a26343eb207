/**
 * Science notes: the why behind the plan, in plain words. Each note opens
 * with a "term (explanation)" the result page turns into a hover explanation;
 * no other parentheses are used, so the page never mistakes one for a term.
 * Myths the brief lists (hair-science §5) are corrected where they touch the
 * person's answers.
 */

import { listed } from "../text/Sentences.ts"
import {
  afterChemotherapy,
  dryClimate,
  familyHistory,
  growingOut,
  type HairProfile,
  hairWords,
  hardWater,
  hasDamagedLengths,
  hasNoted,
  hasPatchyLoss,
  hasPlaques,
  hasTractionSigns,
  humidClimate,
  isOily,
  isOverProcessed,
  isSensitive,
  isStructurallyDamaged,
  isTextured,
  isTightlyCoiled,
  laterLife,
  napeBumpRisk,
  needsAntifungal,
  proteinStacking,
  shavesFace,
  textureWords,
  wearsNaturalCoils,
  wearsTensionStyle,
} from "./HairProfile.ts"
import { sheddingTriggers } from "./pathways/Signs.ts"
import type { Rule } from "./Rule.ts"

export const maxScienceNotes = 6

/** The services that opened this person's cuticle: "bleach and relaxers". */
const treatmentWords = (p: HairProfile): string =>
  listed([
    ...(p.states.has("bleached") ? ["bleach"] : []),
    ...(p.states.has("relaxed") || p.states.has("texture_release") ? ["relaxers"] : []),
    ...(p.states.has("permed") ? ["perms"] : []),
  ])

/** The triggers this person named, or the usual ones to think back over. */
const triggerWords = (p: HairProfile): string => {
  const named = [
    // An illness counts only when its timing fits a shed now (sheddingTriggers): one 4 to 12
    // months ago has had its shed and settled.
    ...(sheddingTriggers(p).some((trigger) => trigger.id === "illness")
      ? ["the illness or operation you had"]
      : []),
    ...(p.diet.has("rapid_weight_loss") ? ["losing weight quickly"] : []),
    ...(p.medicines.size > 0 ? ["a new or changed medicine"] : []),
    ...(p.history.has("recent_trigger")
      ? [
          hasNoted(p, "stress")
            ? "the stressful time you mentioned"
            : "the illness, operation, diet or shock you ticked",
        ]
      : []),
  ]
  return named.length > 0
    ? listed(named)
    : "an illness with a fever, surgery, a crash diet, a shock or a new medicine"
}

export const scienceRules: ReadonlyArray<Rule> = [
  {
    id: "patchy-loss",
    when: hasPatchyLoss,
    say: () =>
      "Patchy hair loss (smooth, round areas with no hair) has several causes that only an examination can tell apart, from the immune system pausing the follicles to a fungal infection, so treatment starts with the right diagnosis, and earlier is better.",
    sources: ["BAD-AA", "BAD-TINEA"],
  },
  {
    id: "scale",
    when: hasPlaques,
    say: () =>
      "Scale (skin cells that build up into thick, raised plaques) forms when skin renews faster than it sheds. That is why an antifungal dandruff shampoo alone rarely clears plaques, while lifting scale gently and a dermatologist's treatment do.",
    sources: ["AAD-PSO"],
  },
  {
    id: "malassezia",
    when: needsAntifungal,
    say: () =>
      "Malassezia (a yeast that lives on every scalp) feeds on scalp oil and, in some people, sets off flaking and itch. That is why antifungal shampoos work, and why dandruff is not a sign of a dirty scalp.",
    sources: ["AAD-D", "SD-AFP"],
  },
  {
    id: "chemo-regrowth",
    when: afterChemotherapy,
    say: () =>
      "Anagen effluvium (hair falling out while it is still growing, as chemotherapy causes) is followed by regrowth that often comes back with a new texture or colour, curlier or finer. It usually settles over months, and new hair is fragile until it has grown in.",
    sources: ["MAYO-CHEMO", "CHEMO"],
  },
  {
    id: "telogen-effluvium",
    when: (p) =>
      (p.symptoms.has("sudden_shedding") || p.hormonalStage === "postpartum") &&
      !hasPatchyLoss(p) &&
      !afterChemotherapy(p),
    say: (p) =>
      `Telogen effluvium (many hairs switching to the resting, shedding phase at once) shows up 2 to 3 months after a trigger${p.hormonalStage === "postpartum" ? " such as giving birth; after a birth it peaks around 4 months and usually settles by your baby's first birthday" : ` such as ${triggerWords(p)}`}. In shedding like this the follicles stay alive, so the hair grows back once the trigger has passed.`,
    sources: ["AAD-SHED", "AAD-PP"],
  },
  {
    id: "female-pattern",
    when: (p) => p.gender !== "male" && p.symptoms.has("widening_parting"),
    say: (p) =>
      `Female pattern hair loss (gradual thinning over the parting and crown, shaped by genes and hormones${familyHistory(p) ? ", and often running in families" : ""}) ${(p.hormonalStage === "perimenopausal" || p.hormonalStage === "menopausal") && p.ageBand !== "65_74" && p.ageBand !== "75_plus" ? "often becomes noticeable around menopause, as yours has" : "can start at any age after puberty and often shows more around menopause"}. It does not cause bald patches; treatment works best when started early, and any change is judged over months.`,
    sources: ["BAD-F"],
  },
  {
    id: "menopause-hair",
    when: (p) =>
      (p.hormonalStage === "perimenopausal" || p.hormonalStage === "menopausal") &&
      !p.symptoms.has("widening_parting"),
    say: () =>
      "Menopause (the end of periods, when oestrogen falls) can leave hair finer and drier without any loss; a widening parting is a separate sign, and the one worth a dermatologist's view.",
    sources: ["BAD-F", "CP"],
  },
  {
    id: "traction-alopecia",
    when: (p) => hasTractionSigns(p) || wearsTensionStyle(p),
    say: () =>
      "Traction alopecia (hair loss from repeated pulling on the follicle) starts at the edges and temples. Caught early, the follicles recover; after years of pulling they scar and cannot regrow, so tension, weight and time in a style matter more than the style's name.",
    sources: ["TA", "HOP"],
  },
  {
    id: "androgenetic",
    // Only where the hair shows it: a fuller look wished for is no sign of thinning.
    when: (p) =>
      p.gender === "male" &&
      (p.hairline === "slight_recession" ||
        p.hairline === "noticeable" ||
        p.symptoms.has("widening_parting") ||
        hasNoted(p, "thinning_on_top")),
    say: (p) =>
      `Androgenetic alopecia (inherited sensitivity of hair follicles to hormones${familyHistory(p) ? ", which runs in families" : ""}) slowly shrinks hairs at the temples and crown. It is not harmful; ${p.goals.has("fuller_look") && !laterLife(p) ? "licensed treatments work best started early and take months to show" : "treating it is a choice, and licensed treatments take months to show"}.`,
    sources: ["AAD-L"],
  },
  {
    id: "folliculitis",
    when: (p) => p.symptoms.has("scalp_pimples"),
    say: () =>
      "Folliculitis (inflamed hair follicles) shows as small pimples around hairs. Heavy oils on the scalp and sweat left to sit are common triggers, so keeping the scalp clean and oils on the lengths often settles it.",
    sources: ["FOL"],
  },
  {
    id: "disulfide-bonds",
    when: (p) =>
      isOverProcessed(p) ||
      p.states.has("bleached") ||
      p.states.has("relaxed") ||
      p.states.has("texture_release") ||
      p.states.has("permed"),
    say: (p) =>
      isOverProcessed(p)
        ? "Disulfide bonds (the sulfur links that give hair its strength) break in every lightening or relaxing service. When too many are gone, wet hair turns gummy and over-stretchy: that length cannot be rebuilt, only protected until it is cut."
        : `Disulfide bonds (the sulfur links that give hair its strength) are ${p.states.has("bleached") ? "oxidised by bleach, which also washes protein out of the strand" : "broken and reset by relaxers and perms"}. Bond builders and proteins can reduce breakage, but the lab evidence is stronger than the clinical evidence, and nothing makes hair new again.`,
    sources: ["BLE", "BOND", "PROT"],
  },
  {
    id: "straightener-study",
    // A womb's cancer: not a line for a man who relaxes.
    when: (p) =>
      p.gender === "female" && (p.states.has("relaxed") || p.states.has("texture_release")),
    say: (p) =>
      `Chemical straighteners (relaxers and similar products) were linked in a large 2022 study to a higher risk of uterine cancer with frequent use, about 4% against 1.6% by age 70. It shows an association, not proof${growingOut(p) ? "." : ", but it is one more reason to space touch-ups."}`,
    sources: ["REL"],
  },
  {
    id: "porosity-known",
    when: (p) => p.porosity === "high" || p.porosity === "low",
    say: (p) =>
      p.porosity === "high"
        ? "Porosity (how easily water moves in and out of the hair) is high for you: gaps in the cuticle let water in fast and out just as fast, so a leave-in sealed with oil or cream holds moisture longer."
        : "Porosity (how easily water moves in and out of the hair) is low for you: a tight cuticle resists water, so light, water-based products on damp hair and a little warmth when conditioning work better than heavy butters.",
    sources: ["COS", "OIL", "CP"],
  },
  {
    id: "porosity-unknown",
    when: (p) => p.porosity === "unknown",
    say: () =>
      "Porosity (how easily water moves in and out of the hair) is worth learning, but the popular float test is unreliable. Notice instead how fast your hair dries: within an hour points high, still damp after several hours points low.",
    sources: ["CP"],
  },
  {
    id: "chelators",
    when: hardWater,
    say: () =>
      "Chelators (ingredients that latch onto metal ions such as calcium, magnesium and copper) let minerals rinse away. Studies disagree on whether hard water weakens hair, but damaged hair takes up more minerals, so it is worth lifting them.",
    sources: ["HW1", "HW2"],
  },
  {
    id: "humectants",
    when: (p) => humidClimate(p) || dryClimate(p),
    say: (p) =>
      `Humectants (ingredients like glycerin that attract water) ${humidClimate(p) ? "draw moisture from humid air into the hair, which swells and frizzes" : "are thought by many practitioners to leave hair feeling drier in very dry air, though that is not well studied, so a sealing cream or oil on top is a sensible habit"}.`,
    sources: ["CP"],
  },
  {
    id: "cortex-heat",
    when: (p) => p.heat === "weekly" || p.heat === "occasional",
    say: (p) =>
      isOverProcessed(p)
        ? "Cortex (the inner core of the strand that gives it strength) is damaged by slow passes of very hot tools, around 180 °C and above. Over-processed lengths have little cortex left to lose, which is why heat stops until they are cut off."
        : "Cortex (the inner core of the strand that gives it strength) is damaged by slow passes of very hot tools, around 180 °C and above. A protectant forms a film that slows heat transfer; the lowest setting that works does the rest.",
    sources: ["HEAT-T", "HEAT-P"],
  },
  {
    id: "protein-lore",
    when: proteinStacking,
    say: () =>
      "Protein overload (hair turning stiff and brittle after too many protein treatments) is practitioner experience rather than proven science, but spacing protein and moisture costs nothing and removes the risk.",
    sources: ["CP", "PROT"],
  },
  {
    id: "sebum-coils",
    when: wearsNaturalCoils,
    say: () =>
      "Sebum (the scalp's natural oil) slides down straight hair but stalls at every bend of a coil, so coily lengths feel dry even when the scalp is fine. That is why they need conditioning every wash and less frequent shampoo.",
    sources: ["AAD-B", "CP"],
  },
  {
    id: "sebum-oily",
    when: (p) => isOily(p) && !isTightlyCoiled(p),
    say: () =>
      "Sebum (the scalp's natural oil) is made at a rate set mostly by hormones and genes, not by how often you wash. Washing as often as your scalp needs does not make it oilier.",
    sources: ["AAD-T"],
  },
  {
    id: "contact-dermatitis",
    when: isSensitive,
    say: (p) =>
      `Contact dermatitis (a skin reaction to one ingredient) is a common cause of stinging scalps; fragrance and hair-dye chemicals are frequent culprits. A dermatologist's patch test finds which one; until then, use nothing the scalp has reacted to${p.states.has("coloured") || p.states.has("bleached") ? ", and no hair dye" : ""}.`,
    sources: ["PPD", "CUT"],
  },
  {
    id: "acne-keloidalis",
    when: (p) => p.gender === "male" && p.lowCut && napeBumpRisk(p),
    say: (p) =>
      `Acne keloidalis nuchae (firm bumps at the nape that can scar) is linked to very close cuts and friction at the back of the neck${isTextured(p) ? `, most of all with ${textureWords(p)} hair like yours` : ", and bumps there are its first sign"}, so a slightly longer guard there is a real protection.`,
    sources: ["AKN"],
  },
  {
    id: "razor-bumps",
    // Curly hairs are the ones that grow back into the skin; bumps already there count too.
    when: (p) => shavesFace(p) && (isTextured(p) || p.symptoms.has("scalp_pimples")),
    say: () =>
      "Pseudofolliculitis barbae (razor bumps where curly beard hairs grow back into the skin) is prevented by leaving a little length rather than by any product.",
    sources: ["PFB"],
  },
  {
    id: "split-ends",
    when: (p) => p.trim === "never" || p.trim === "only_damaged" || p.trim === "once_year",
    say: () =>
      "Split ends (frayed tips where the strand has come apart) cannot be glued back: hair is not living tissue. Products smooth them for a day, only cutting removes them, and trims do not make hair grow faster.",
    sources: ["CP"],
  },
  {
    id: "loc-matting",
    when: (p) => p.locs,
    say: (p) =>
      `Matting (shed hairs tangling into their neighbours) is what forms and thickens locs${p.locAge === "starter" || p.locAge === "budding" ? "; young locs are still matting, so less handling now means firmer locs later" : ""}. Over-retwisting pulls on the same roots and can thin them.`,
    sources: ["TA", "CP"],
  },
  {
    id: "sulfate-myth",
    when: (p) =>
      (p.shampoo.has("gentle") || p.shampoo.has("hydrating")) &&
      (isSensitive(p) || p.scalp.has("dry_tight")),
    say: () =>
      "Sulfates (strong foaming cleansers) are not harmful in themselves; sulfate-free is gentler for dry or sensitive scalps, not automatically healthier for everyone.",
    sources: ["CUT"],
  },
  {
    // The cuticle lesson only where friction and frizz are this person's problem.
    id: "strand-structure",
    when: (p) =>
      !isOverProcessed(p) && (hasDamagedLengths(p) || p.heat === "weekly" || isTightlyCoiled(p)),
    say: (p) =>
      `Cuticle (the overlapping outer scales of each hair) protects the softer core${isStructurallyDamaged(p) ? `; ${treatmentWords(p)} leave it worn and open` : p.porosity === "high" ? "; in porous hair like yours it is already worn and open" : isOverProcessed(p) ? "; over-processing leaves it worn and open" : p.heat === "weekly" ? "; weekly heat chips and lifts it" : "; it lifts at every bend of a coil, which is why coils tangle and frizz easily"}. ${p.width === "fine" ? "Fine strands have less core to lose, so gentle handling shows results quickly." : p.width === "coarse" ? `Coarse strands are sturdier but take longer to absorb products, so give ${p.locs ? "your loc spray" : "conditioners"} a few minutes.` : p.locs ? "Drying locs fully and keeping them free of residue spares it." : "Conditioner after every wash keeps it lying flat, which means less friction and frizz."}`,
    sources: ["AAD-S"],
    // Said of heat only when nothing above is: then the blow-drying study backs it.
    clauseSources: (p) =>
      !isStructurallyDamaged(p) &&
      p.porosity !== "high" &&
      !isOverProcessed(p) &&
      p.heat === "weekly"
        ? ["HEAT-D"]
        : [],
  },
  {
    id: "texture-basics",
    fallback: true,
    when: () => true,
    say: (p, ctx) =>
      `Product texture (how heavy a product is, from sprays to butters) should match how much the hair can absorb: ${ctx.texture} suits ${hairWords(p)}, and the scalp always stays lighter than the ends.`,
    sources: ["CP"],
  },
]
