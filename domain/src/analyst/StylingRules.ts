/**
 * "Styling & build-up": the first two are visible before the referral unlock,
 * so the list is ordered by how much difference the tip makes to this person.
 * At least three always fire (the last rules are broad but still follow from
 * the answers).
 */
import {
  hardWater,
  isFineOrThin,
  isSalonOnly,
  isStructurallyDamaged,
  isTextured,
  isTightlyCoiled,
  textureWords,
  usesAtLeastWeekly,
  usesHoldProducts,
  wearsExtensions,
  wearsWig,
} from "./HairProfile.ts"
import type { Rule } from "./Rule.ts"

export const maxStyling = 7

export const stylingRules: ReadonlyArray<Rule> = [
  {
    id: "hard-water-build-up",
    when: hardWater,
    say: (p) =>
      `Hard water leaves calcium and magnesium on the hair, which can make it feel rough and dull: ${isSalonOnly(p) ? "ask your salon for a chelating wash every few visits" : "a chelating wash every 1 to 4 weeks lifts it"}; a shower filter is optional, the evidence on strength is mixed.`,
    sources: ["HW1", "HW2", "HW3"],
  },
  {
    id: "gel-spray-build-up",
    when: usesHoldProducts,
    say: () =>
      "Gels, mousses, sprays and pomades leave polymers that layer up wash after wash: clarify every 2 to 4 weeks, and sooner if hair feels coated or stiff.",
    sources: ["SC", "CP"],
  },
  {
    id: "butter-build-up",
    when: (p) => usesAtLeastWeekly(p, "oils_butters") && !p.locs,
    say: () =>
      "Butters and heavy oils used weekly build up on the lengths: use less, apply to damp hair so they spread, and clarify monthly.",
    sources: ["SIL", "CP"],
  },
  {
    id: "locs-residue",
    when: (p) => p.locs,
    say: (p) =>
      `Locs trap whatever goes into them: skip creams, butters and waxes, wring out and dry fully after every wash so no damp smell or mildew sets in${p.locAge === "starter" ? ", and expect some unravelling in the first months" : ""}.`,
    sources: ["HF", "CP"],
  },
  {
    id: "chlorine",
    when: (p) => p.environment.has("chlorinated"),
    say: () =>
      "Chlorinated pools: hair that is already wet with tap water and conditioner soaks up less pool water; wear a cap and rinse straight after. A green tint on light hair is copper, which a chelating wash removes.",
    sources: ["AAD-S", "AAD-T"],
  },
  {
    id: "head-coverings",
    when: (p) => p.environment.has("head_coverings"),
    say: () =>
      "Under head coverings: keep hair loose, not pulled into a tight bun, with a satin under-cap, and cover it only once fully dry.",
    sources: ["HIJ", "HIJ-R"],
  },
  {
    id: "protective-style-duration",
    when: (p) => wearsExtensions(p) || p.styles.has("cornrows"),
    say: (p) =>
      `Protective styles protect only when light and not too long: ${p.styles.has("braids_extensions") || p.styles.has("cornrows") ? "braids out by about 3 months" : "weaves, tape-ins and microlinks out by about 8 weeks"}, lightweight, installed by a professional, and never painful.`,
    sources: ["HOP-P", "AAD-W", "HOP"],
  },
  {
    id: "wigs",
    when: wearsWig,
    say: (p) =>
      `Under wigs: braid your own hair flat but loose, use a satin wig cap, and ${p.styles.has("adhesive_wigs") ? "keep glue off the hairline skin when it is irritated" : "move the clips or band so the same spot is not pressed every day"}.`,
    sources: ["HIJ", "GLUE", "CP"],
  },
  {
    id: "humid-frizz",
    when: (p) => p.environment.has("humid_climate"),
    say: () =>
      "In humid air, products high in glycerin pull in moisture and frizz; choose film-forming stylers and smooth them on wet hair.",
    sources: ["CP"],
  },
  {
    id: "dry-climate",
    when: (p) => p.environment.has("cold_dry_climate") || p.environment.has("hot_dry_climate"),
    say: () =>
      "In dry air, a humectant on its own can pull water out of the hair: always seal it with a cream or oil.",
    sources: ["CP"],
  },
  {
    id: "pollution",
    when: (p) => p.environment.has("air_pollutants"),
    say: () =>
      "City pollution settles on hair and scalp: regular cleansing is enough, the harm is only shown in lab cell studies.",
    sources: ["POL"],
  },
  {
    id: "heat-technique",
    when: (p) => p.heat === "weekly" || p.heat === "occasional",
    say: (p) =>
      `When blow-drying, keep the dryer about 15 cm away and moving; with flat irons, one quick pass per section on dry hair${isStructurallyDamaged(p) || p.width === "fine" ? ", at a lower setting for your fine or processed hair" : ""}.`,
    sources: ["HEAT-D", "HEAT-T", "AAD-B"],
  },
  {
    id: "wash-n-go",
    when: (p) => p.styles.has("wash_n_go") || p.goals.has("define_curls"),
    say: () =>
      "For definition: apply styler to soaking-wet hair, then hands off until completely dry; scrunch out the cast at the end.",
    sources: ["CP"],
  },
  {
    id: "ponytail-rotation",
    when: (p) =>
      p.styles.has("ponytails") || p.exercise === "daily" || p.exercise === "several_week",
    say: () =>
      "Change where you tie your hair each day and use a soft, snag-free scrunchie; the same spot pulled daily is how traction starts.",
    sources: ["HOP", "AAD-S"],
  },
  {
    id: "fine-volume",
    when: (p) => isFineOrThin(p) && !p.lowCut && !isTightlyCoiled(p),
    say: () =>
      "For volume on fine hair: mousse at the roots, a cool shot of the dryer, and conditioner only on the ends.",
    sources: ["AAD-T", "CP"],
  },
  {
    id: "low-cut-styling",
    when: (p) => p.lowCut,
    say: () =>
      "Brush short hair with a soft brush in the direction it grows, and rinse water-based products out at each wash so nothing clogs the follicles.",
    sources: ["FOL", "PFB"],
  },
  {
    id: "beard-bumps",
    when: (p) => p.gender === "male" && (p.beardSkin !== "unknown" || isTextured(p)),
    say: (p) =>
      `If you shave, ${isTextured(p) ? `${textureWords(p)} hairs can curl back into the skin as razor bumps; ` : ""}leave a little stubble rather than shaving very close.`,
    sources: ["PFB"],
  },
  {
    id: "low-tension-coily",
    when: (p) => isTightlyCoiled(p) && !p.locs && !p.lowCut,
    say: () =>
      "Twist-outs, loose buns and puffs hold moisture without pulling; change the style's anchor point every few days.",
    sources: ["HOP", "AAD-B"],
  },
  {
    id: "salon-style-last",
    when: isSalonOnly,
    say: (p) =>
      `Make each salon style last: ${p.lowCut ? "a durag or satin pillowcase at night keeps the shape" : "wrap or pineapple it at night"} and refresh with a little leave-in rather than restyling with heat between visits.`,
    sources: ["CP", "AAD-B"],
  },
  {
    id: "salon-conversation",
    when: isSalonOnly,
    say: () =>
      "At each visit, ask for one chemical service at a time, about 2 weeks apart, and tell your stylist about any itching, tenderness or thinning you have noticed.",
    sources: ["HF", "AAD-B"],
  },
  {
    id: "lather-scalp-only",
    when: (p) => !isSalonOnly(p),
    say: () =>
      "Lather shampoo on the scalp only; the suds rinsing through are enough for the lengths.",
    sources: ["AAD-S"],
  },
  {
    id: "satin-sleep",
    when: () => true,
    say: (p) =>
      `Sleep on satin or silk: less friction overnight means ${p.lowCut ? "a less irritated scalp and fewer bumps" : "less frizz and fewer broken ends"}.`,
    sources: ["HIJ-R", "CP"],
  },
  {
    id: "blot-dry",
    when: (p) => !isSalonOnly(p),
    say: () => "Blot wet hair with a T-shirt or microfibre towel; rubbing roughs up the cuticle.",
    sources: ["AAD-S"],
  },
]
