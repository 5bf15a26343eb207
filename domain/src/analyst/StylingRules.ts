/**
 * "Styling & build-up": the first two are visible before the referral unlock,
 * so the list is ordered by how much difference the tip makes to this person.
 * At least three are always shown: when fewer apply, the fillers at the end
 * (still chosen by the person's texture and habits) make up the rest.
 */
import {
  hardWater,
  hasBeard,
  hasPatchyLoss,
  isOverProcessed,
  isSalonOnly,
  isStructurallyDamaged,
  isTextured,
  straightenedLengths,
  textureWords,
  usesAtLeastWeekly,
  usesHoldProducts,
  wearsExtensions,
  wearsNaturalCoils,
  wearsWig,
} from "./HairProfile.ts"
import type { Rule } from "./Rule.ts"

export const maxStyling = 7
export const minStyling = 3

export const stylingRules: ReadonlyArray<Rule> = [
  {
    id: "hard-water-build-up",
    title: "Hard-water build-up",
    when: hardWater,
    say: (p) =>
      `Hard water leaves calcium and magnesium on the hair, which can make it feel rough and dull: ${isSalonOnly(p) ? "ask your salon for a chelating wash every few visits" : "a chelating wash every 1 to 4 weeks lifts it"}; a shower filter is optional, the evidence on strength is mixed.`,
    sources: ["HW1", "HW2"],
  },
  {
    id: "gel-spray-build-up",
    title: "Build-up from gels and sprays",
    when: usesHoldProducts,
    say: () =>
      "Gels, mousses, sprays and pomades leave polymers that layer up wash after wash: clarify every 2 to 4 weeks, and sooner if hair feels coated or stiff.",
    sources: ["SC", "CP"],
  },
  {
    id: "butter-build-up",
    title: "Build-up from butters and oils",
    when: (p) => usesAtLeastWeekly(p, "oils_butters") && !p.locs,
    say: () =>
      "Butters and heavy oils used weekly build up on the lengths: use less, apply to damp hair so they spread, and clarify monthly.",
    sources: ["CP"],
  },
  {
    id: "locs-residue",
    title: "Keeping locs residue-free",
    when: (p) => p.locs,
    say: (p) =>
      `Locs trap whatever goes into them: skip creams, butters and waxes, wring out and dry fully after every wash so no damp smell or mildew sets in${p.locAge === "starter" ? ", and expect some unravelling in the first months" : ""}.`,
    sources: ["CP"],
  },
  {
    id: "chlorine",
    title: "Pools and chlorine",
    when: (p) => p.environment.has("chlorinated"),
    say: () =>
      "Chlorinated pools: hair that is already wet with tap water and conditioner soaks up less pool water; wear a cap and rinse straight after. A green tint on light hair is copper, which a chelating wash removes.",
    sources: ["AAD-S", "AAD-T"],
  },
  {
    id: "head-coverings",
    title: "Under head coverings",
    when: (p) => p.environment.has("head_coverings"),
    say: () =>
      "Under head coverings: keep hair loose, not pulled into a tight bun, with a satin under-cap, and cover it only once fully dry.",
    sources: ["HIJ", "CP"],
  },
  {
    id: "protective-style-duration",
    title: "How long to keep protective styles in",
    safety: true,
    when: (p) => wearsExtensions(p) || p.styles.has("cornrows"),
    say: (p) =>
      `Protective styles protect only when light and not too long: ${p.styles.has("braids_extensions") || p.styles.has("cornrows") ? "braids out by about 3 months" : "weaves, tape-ins and microlinks out by about 8 weeks"}, lightweight, installed by a professional, and never painful.`,
    sources: ["TA", "AAD-S", "HOP"],
  },
  {
    id: "wigs",
    title: "Under wigs",
    safety: true,
    when: wearsWig,
    say: (p) =>
      `Under wigs: braid your own hair flat but loose, use a satin wig cap, and ${p.styles.has("adhesive_wigs") ? "keep glue off the hairline skin when it is irritated" : "move the clips or band so the same spot is not pressed every day"}.`,
    sources: ["HIJ", "GLUE", "CP"],
  },
  {
    id: "humid-frizz",
    title: "Humid days",
    when: (p) => p.environment.has("humid_climate"),
    say: () =>
      "In humid air, products high in glycerin pull in moisture and frizz; choose film-forming stylers and smooth them on wet hair.",
    sources: ["CP"],
  },
  {
    id: "dry-climate",
    title: "Very dry air",
    when: (p) => p.environment.has("cold_dry_climate") || p.environment.has("hot_dry_climate"),
    say: () =>
      "In very dry air, leave-ins heavy in glycerin may leave hair feeling drier; practitioners suggest sealing them with a cream or oil.",
    sources: ["CP"],
  },
  {
    id: "pollution",
    title: "City pollution",
    when: (p) => p.environment.has("air_pollutants"),
    say: () =>
      "City pollution settles on hair and scalp: regular cleansing is enough, the harm is only shown in lab cell studies.",
    sources: ["POL"],
  },
  {
    id: "heat-technique",
    title: "Blow-drying and flat irons",
    when: (p) => (p.heat === "weekly" || p.heat === "occasional") && !isOverProcessed(p),
    say: (p) =>
      `When blow-drying, keep the dryer about 15 cm away and moving; with flat irons, one quick pass per section on dry hair${isStructurallyDamaged(p) || p.width === "fine" ? ", at a lower setting for your fine or processed hair" : ""}.`,
    sources: ["HEAT-D", "HEAT-T", "AAD-B"],
  },
  {
    id: "wash-n-go",
    title: "Definition for curls and waves",
    when: (p) =>
      (p.styles.has("wash_n_go") || p.goals.has("define_curls")) &&
      !straightenedLengths(p) &&
      !p.locs,
    say: () =>
      "For definition: apply styler to soaking-wet hair, then hands off until completely dry; scrunch out the cast at the end.",
    sources: ["CP"],
  },
  {
    id: "ponytail-rotation",
    title: "Where you tie your hair",
    when: (p) =>
      p.styles.has("ponytails") || p.exercise === "daily" || p.exercise === "several_week",
    say: () =>
      "Change where you tie your hair each day and use a soft, snag-free scrunchie; the same spot pulled daily is how traction starts.",
    sources: ["HOP", "AAD-S"],
  },
  {
    id: "fine-volume",
    title: "Volume for fine hair",
    when: (p, ctx) => ctx.care.keepLight && !p.lowCut && !hasPatchyLoss(p),
    say: () =>
      "For volume on fine hair: mousse at the roots, a cool shot of the dryer, and conditioner only on the ends.",
    sources: ["AAD-T", "CP"],
  },
  {
    id: "low-cut-styling",
    title: "Brushing a short cut",
    when: (p) => p.lowCut,
    say: () =>
      "Brush short hair with a soft brush in the direction it grows, and rinse water-based products out at each wash so nothing clogs the follicles.",
    sources: ["FOL", "PFB"],
  },
  {
    id: "beard-bumps",
    title: "Shaving and razor bumps",
    when: (p) => p.gender === "male" && (hasBeard(p) || isTextured(p)),
    say: (p) =>
      `If you shave, ${isTextured(p) ? `${textureWords(p)} hairs can curl back into the skin as razor bumps; ` : ""}leave a little stubble rather than shaving very close.`,
    sources: ["PFB"],
  },
  {
    id: "low-tension-coily",
    title: "Low-tension styles for coils",
    when: wearsNaturalCoils,
    say: () =>
      "Twist-outs, loose buns and puffs hold moisture without pulling; change the style's anchor point every few days.",
    sources: ["HOP", "AAD-B"],
  },
  {
    id: "salon-style-last",
    title: "Making salon styles last",
    when: isSalonOnly,
    say: (p) =>
      `Make each salon style last: ${p.lowCut ? "a durag at night keeps the shape" : wearsNaturalCoils(p) || (p.texture === "curly" && !straightenedLengths(p)) ? "pineapple it at night" : "wrap it at night"} and refresh with a little leave-in rather than restyling with heat between visits.`,
    sources: ["CP", "AAD-B"],
  },
  {
    id: "salon-conversation",
    title: "What to ask at the salon",
    when: isSalonOnly,
    say: () =>
      "At each visit, ask for one chemical service at a time, about 2 weeks apart, and tell your stylist about any itching, tenderness or thinning you have noticed.",
    sources: ["CP", "AAD-B"],
  },
]

/**
 * Fillers: said only to reach three tips, each chosen by the person's own
 * texture or habits, most specific first.
 */
export const stylingFillers: ReadonlyArray<Rule> = [
  {
    id: "texture-straight",
    title: "Combing straight hair",
    when: (p) => p.texture === "straight" && !p.lowCut && p.detangling !== "wet_slip",
    say: () =>
      "Let straight hair dry a little before combing it with a wide-tooth comb; it stretches and snaps most easily when soaking wet.",
    sources: ["AAD-S"],
  },
  {
    id: "texture-wavy",
    title: "Styling waves",
    when: (p) => p.texture === "wavy" && !straightenedLengths(p),
    say: () =>
      "Scrunch a light mousse or cream into damp waves and let them air-dry or diffuse on low; brushing dry waves turns them to frizz.",
    sources: ["CP"],
  },
  {
    id: "texture-curly",
    title: "Second-day curls",
    when: (p) => isTextured(p) && !straightenedLengths(p) && !p.locs && !p.lowCut,
    say: (p) =>
      `Refresh second-day ${textureWords(p)} hair with a mist of water and a little leave-in rather than a full re-wet, so it keeps its shape between washes.`,
    sources: ["CP"],
  },
  {
    id: "texture-straightened",
    title: "Processed lengths between washes",
    when: (p) => straightenedLengths(p) && !p.locs,
    say: () =>
      "Keep processed lengths smooth with a little leave-in on the ends, and leave the roots to the next wash rather than adding heat.",
    sources: ["AAD-S"],
  },
  {
    id: "texture-mixed",
    title: "Styling mixed textures",
    when: (p) => p.texture === "mixed",
    say: () =>
      "With more than one pattern, style to the tightest one: the detangling and products that suit the tighter sections are gentle enough for the rest.",
    sources: ["CP"],
  },
  {
    id: "detangle-in-sections",
    title: "Detangling in sections",
    when: (p) =>
      (p.detangling === "wet_slip" || p.detangling === "finger_detangle") &&
      p.texture !== "straight" &&
      !p.locs &&
      !p.lowCut,
    say: (p) =>
      `Detangle in four to six sections, ends first, ${p.detangling === "finger_detangle" ? "fingers only" : "the comb only"} through hair still coated in conditioner, then clip each section away as it is done.`,
    sources: ["AAD-S", "CP"],
  },
  {
    id: "clarify-when-coated",
    title: "When to clarify",
    when: (p) =>
      (p.shampoo.has("gentle") || p.shampoo.has("hydrating")) &&
      !usesHoldProducts(p) &&
      !hardWater(p),
    say: () =>
      "A gentle shampoo is enough day to day; keep one clarifying wash for when hair starts to feel coated or dull, not for a schedule.",
    sources: ["SC", "CP"],
  },
  {
    id: "dry-without-heat",
    title: "Drying without heat",
    when: (p) => p.heat === "none" && !p.locs && !p.lowCut,
    say: () =>
      "Without hot tools, drying is where hair wears: squeeze the water out, then let it dry mostly on its own before brushing or styling.",
    sources: ["AAD-S"],
  },
  {
    id: "low-cut-line-up",
    title: "Line-ups on a short cut",
    when: (p) => p.lowCut,
    say: () =>
      "Ask for line-ups with clippers rather than a razor, and skip them while the skin at the hairline or nape is bumpy; razor-sharp edges are where bumps start.",
    sources: ["AKN", "PFB"],
  },
  {
    id: "move-the-parting",
    title: "Moving your parting",
    // A short cut has no parting and nothing to tie.
    when: (p) => !p.lowCut,
    say: () =>
      "Move your parting or the spot you tie your hair every few weeks, so the same roots are not pulled or flattened every day.",
    sources: ["AAD-S", "CP"],
  },
  {
    id: "lather-scalp-only",
    title: "Where to lather",
    when: (p) => !isSalonOnly(p),
    say: () =>
      "Lather shampoo on the scalp only; the suds rinsing through are enough for the lengths.",
    sources: ["AAD-S"],
  },
  {
    id: "wide-tooth-comb",
    title: "Combing wet hair",
    when: (p) => !p.lowCut,
    say: () =>
      "On wet hair, use a wide-tooth comb or your fingers rather than a brush; wet hair stretches and snaps.",
    sources: ["AAD-S"],
  },
]
