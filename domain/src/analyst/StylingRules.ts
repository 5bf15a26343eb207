/**
 * "Styling & build-up": tips ordered by how much difference they make to
 * this person. The referral lock (ReportReading.ts) may hide only general
 * styling tips (`general`), and never one that answers what this person
 * reported (`answers`): those and the safety tips come first and always show.
 * At least two are always given: when fewer apply, the fillers at the end
 * (still chosen by the person's texture and habits) make up the rest.
 */
import {
  bendWords,
  coveringWorn,
  type HairProfile,
  hardWater,
  hasNoted,
  hasPatchyLoss,
  hasTractionSigns,
  installedStyle,
  isChemicallyTreated,
  isFineOrThin,
  isOverProcessed,
  isSalonOnly,
  isStructurallyDamaged,
  isTextured,
  keepOilOffScalp,
  napeBumpRisk,
  type Symptom,
  shavesFace,
  straightenedLengths,
  sweatsOften,
  textureWords,
  usesAtLeastWeekly,
  usesHoldProducts,
  wearsBraids,
  wearsExtensions,
  wearsNaturalCoils,
  wearsWig,
} from "./HairProfile.ts"
import { intervalWords } from "./Intervals.ts"
import { isChild } from "./pathways/Signs.ts"
import type { Fired, Rule } from "./Rule.ts"

/**
 * Loose hair tied back for workouts: not a child's play, not braids, a sew-in, a wig or
 * locs (none is tied in a scrunchie), not a man's short or medium cut.
 */
export const tiesHairToWorkOut = (p: HairProfile): boolean =>
  sweatsOften(p) &&
  !p.lowCut &&
  !isChild(p) &&
  installedStyle(p) === undefined &&
  !wearsWig(p) &&
  !p.locs &&
  (p.gender !== "male" || p.maleLength === "long")

export const maxStyling = 7
/** The two tips the referral lock always shows; fillers make up at most this many. */
export const minStyling = 2

export interface StylingTip extends Rule {
  /** A general styling tip: the only kind the referral lock may hide. */
  readonly general?: true
  /** What this person reported that the tip answers: then it is never locked. */
  readonly answers?: (p: HairProfile) => boolean
}

/** Whether the referral lock may hide this tip from this person. */
export const isLockableTip = (tip: StylingTip, p: HairProfile): boolean =>
  tip.general === true && tip.safety !== true && tip.answers?.(p) !== true

/**
 * Whether the lock may hide a tip of a report that did not record it: a
 * tip no rule wrote (an AI provider's own) is general; a rule's tip is
 * general when its rule says so.
 */
export const isGeneralTipRule = (ruleId: string | undefined): boolean => {
  if (ruleId === undefined) return true
  const tip = [...stylingRules, ...stylingFillers].find((rule) => rule.id === ruleId)
  return tip === undefined || (tip.general === true && tip.safety !== true)
}

/** Tips the lock never hides first, then the general ones, each group in rule order. */
export const orderForLock = <A>(
  fired: ReadonlyArray<Fired<A>>,
  tips: ReadonlyArray<StylingTip>,
  p: HairProfile,
): Array<Fired<A>> => {
  const lockable = (f: Fired<A>) => {
    const tip = tips.find((t) => t.id === f.id)
    return tip === undefined || isLockableTip(tip, p)
  }
  return [...fired.filter((f) => !lockable(f)), ...fired.filter(lockable)]
}

const symptomNames: Record<Symptom, string> = {
  persistent_flaking: "flaking",
  burning_stinging: "burning",
  sudden_shedding: "shedding",
  broken_edges: "broken edges",
  scalp_pimples: "bumps",
  round_patches: "patches",
  scaly_plaques: "plaques",
  widening_parting: "wider parting",
  painful_lumps: "painful lumps",
}

/** "flaking and shedding": what the person reported, for the stylist. */
const symptomWords = (p: HairProfile): string => {
  const words = [...p.symptoms].map((symptom) => symptomNames[symptom])
  return words.length <= 1
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`
}

/** Thinning or breaking edges: the complaint tension tips answer. */
const edgesComplaint = (p: HairProfile): boolean => hasTractionSigns(p) || hasNoted(p, "breakage")

export const stylingRules: ReadonlyArray<StylingTip> = [
  {
    // "the straps sit right where the hair is breaking", "I live in hoodies and my nape mats":
    // rubbing snaps and knots the hair where it happens, and a smooth layer stops it.
    id: "friction-where-it-rubs",
    title: "Where something rubs",
    answers: (p) => hasNoted(p, "friction_rub"),
    when: (p) => hasNoted(p, "friction_rub"),
    // Beside round patches the regrowth is the dermatologist's to promise, not this tip's.
    say: (p) =>
      `Where straps, a hood, a collar or the pillow rub, hair snaps and mats: put a smooth layer between, a thin satin bonnet under straps or a helmet, a satin-lined hood or a silk scarf at the collar, sleep on satin or silk, keep that hair loosely tucked up, and let it dry before it goes under.${hasPatchyLoss(p) ? "" : " It grows back once the rubbing stops."}`,
    sources: ["CP"],
  },
  {
    // A product the person keeps whatever the plan says: how to use it well, never a swap.
    id: "kept-product",
    title: "The product you are keeping",
    when: (p) => p.kept.size > 0,
    say: (p) =>
      [
        ...(p.kept.has("leave_ins")
          ? [
              "Keep using your leave-in: a little on damp lengths after each wash, more on the ends; it is this plan's moisture step, so nothing else replaces it.",
            ]
          : []),
        ...(p.kept.has("oils_butters")
          ? [
              keepOilOffScalp(p)
                ? "Keep using your oil or butter on the lengths and ends; keep it off the scalp for now, since oil on a flaky, oily or spotty scalp feeds the problem, and wash it out at every wash."
                : "Keep using your oil or butter: a little on the scalp and ends is fine, and wash it out at every wash so it does not build up.",
            ]
          : []),
        ...(p.kept.has("creams_pomades") || p.kept.has("gels_mousses") || p.kept.has("hair_spray")
          ? [
              `Keep using your ${p.kept.has("creams_pomades") ? "pomade" : p.kept.has("gels_mousses") ? "gel" : "hair spray"}: on the hair rather than the scalp, and wash it out at every wash so it does not build up.`,
            ]
          : []),
      ].join(" "),
    sources: ["CP"],
  },
  {
    id: "hard-water-build-up",
    title: "Hard-water build-up",
    general: true,
    when: (p, ctx) =>
      hardWater(p) && (isSalonOnly(p) || ctx.plan.products.includes("chelating-shampoo")),
    say: (p, ctx) =>
      `Hard water leaves calcium and magnesium on the hair, which can make it feel rough and dull: ${isSalonOnly(p) || ctx.plan.chelate === "none" ? "ask your salon for a chelating wash every few visits" : `the chelating wash ${intervalWords[ctx.plan.chelate]} lifts it`}; a shower filter is optional, the evidence on strength is mixed.`,
    sources: ["HW1", "HW2"],
  },
  {
    id: "gel-spray-build-up",
    title: "Build-up from gels and sprays",
    general: true,
    when: (p, ctx) =>
      usesHoldProducts(p) &&
      ((ctx.plan.clarify !== "none" && ctx.plan.products.includes("clarifying-shampoo")) ||
        (ctx.plan.chelate !== "none" && ctx.plan.products.includes("chelating-shampoo"))),
    say: (_p, ctx) =>
      `Gels, mousses, sprays and pomades leave polymers that layer up wash after wash: ${ctx.plan.clarify !== "none" ? `clarify ${intervalWords[ctx.plan.clarify]}` : `your chelating wash ${ctx.plan.chelate === "none" ? "" : intervalWords[ctx.plan.chelate]} lifts them too`}, and sooner if hair feels coated or stiff.`,
    sources: ["SC", "CP"],
  },
  {
    id: "butter-build-up",
    title: "Build-up from butters and oils",
    general: true,
    when: (p, ctx) =>
      usesAtLeastWeekly(p, "oils_butters") &&
      !p.locs &&
      ctx.plan.clarify !== "none" &&
      ctx.plan.products.includes("clarifying-shampoo"),
    say: (_p, ctx) =>
      `Butters and heavy oils used weekly build up on the lengths: use less, apply to damp hair so they spread, and clarify ${ctx.plan.clarify === "none" ? "now and then" : intervalWords[ctx.plan.clarify]}.`,
    sources: ["CP"],
  },
  {
    id: "locs-residue",
    title: "Keeping locs residue-free",
    general: true,
    answers: (p) => hasNoted(p, "smell"),
    when: (p) => p.locs,
    say: (p) =>
      `Locs trap whatever goes into them: skip creams, butters and waxes, wring out and dry fully after every wash so no damp smell or mildew sets in${p.locAge === "starter" ? ", and expect some unravelling in the first months" : ""}.`,
    sources: ["CP"],
  },
  {
    id: "chlorine",
    title: "Pools and chlorine",
    general: true,
    when: (p) => p.environment.has("chlorinated"),
    say: (p) =>
      `Chlorinated pools: hair that is already wet with tap water${p.locs ? "" : " and conditioner"} soaks up less pool water; wear a cap and rinse straight after.${p.states.has("bleached") || p.states.has("coloured") ? " A green tint on lightened hair is copper, which a chelating wash removes." : ""}`,
    sources: ["AAD-S", "AAD-T"],
  },
  {
    id: "head-coverings",
    title: "Under head coverings",
    general: true,
    answers: edgesComplaint,
    when: (p) => p.environment.has("head_coverings"),
    say: (p) => {
      const covering = coveringWorn(p)
      return `Under ${covering.name}: cover the hair only once it is fully dry, keep it loose underneath, with a smooth satin or sweat-wicking liner between, and ${covering.helmet ? "wipe out the helmet's pads" : "wash the liner"} often if you sweat in it.`
    },
    sources: ["HIJ", "CP"],
  },
  {
    id: "protective-style-duration",
    title: "How long to keep protective styles in",
    safety: true,
    when: (p) => wearsExtensions(p) || p.styles.has("cornrows"),
    say: (p) =>
      `Protective styles protect only when light and not too long: ${p.styles.has("braids_extensions") || p.styles.has("cornrows") ? "braids out within 6 to 8 weeks" : "weaves, tape-ins and microlinks out by about 8 weeks"}, lightweight, never tight at the edges, and never painful.`,
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
    general: true,
    when: (p) => p.environment.has("humid_climate") && !p.lowCut,
    say: () =>
      "In humid air, products high in glycerin pull in moisture and frizz; choose film-forming stylers and smooth them on wet hair.",
    sources: ["CP"],
  },
  {
    id: "dry-climate",
    title: "Very dry air",
    general: true,
    when: (p) =>
      (p.environment.has("cold_dry_climate") || p.environment.has("hot_dry_climate")) && !p.lowCut,
    say: () =>
      "In very dry air, leave-ins heavy in glycerin may leave hair feeling drier; practitioners suggest sealing them with a cream or oil.",
    sources: ["CP"],
  },
  {
    id: "pollution",
    title: "City pollution",
    general: true,
    when: (p) => p.environment.has("air_pollutants"),
    say: () =>
      "City pollution settles on hair and scalp: regular cleansing is enough, the harm is only shown in lab cell studies.",
    sources: ["POL"],
  },
  {
    id: "heat-technique",
    title: "Blow-drying and flat irons",
    general: true,
    answers: (p) => p.symptoms.has("broken_edges") || hasNoted(p, "breakage"),
    when: (p) => (p.heat === "weekly" || p.heat === "occasional") && !isOverProcessed(p),
    say: (p) => {
      const fragile = [
        ...(p.width === "fine" ? ["fine"] : []),
        ...(isStructurallyDamaged(p) ? ["processed"] : []),
      ]
      const lower =
        fragile.length === 0 ? "" : `, at a lower setting for your ${fragile.join(", ")} hair`
      // Curls worn as they are meet a diffuser far more often than flat irons.
      return isTextured(p) && !straightenedLengths(p)
        ? `When diffusing or blow-drying, low heat, the dryer kept moving${lower}; if you ever straighten, one quick pass per section on dry hair.`
        : `When blow-drying, keep the dryer about 15 cm away and moving; with flat irons, one quick pass per section on dry hair${lower}.`
    },
    sources: ["HEAT-D", "HEAT-T", "AAD-B"],
  },
  {
    id: "wash-n-go",
    title: "Definition for curls and waves",
    general: true,
    when: (p) =>
      (p.styles.has("wash_n_go") || p.goals.has("define_curls")) &&
      !straightenedLengths(p) &&
      !p.locs,
    say: (p) =>
      `For definition: apply styler to soaking-wet ${bendWords(p) === "strands" ? "hair" : bendWords(p)}, then hands off until completely dry; scrunch out the cast at the end.`,
    sources: ["CP"],
  },
  {
    id: "ponytail-rotation",
    title: "Where you tie your hair",
    general: true,
    answers: edgesComplaint,
    when: (p) => !p.lowCut && (p.styles.has("ponytails") || tiesHairToWorkOut(p)),
    say: (p) =>
      `Change where you tie your hair each day${p.styles.has("ponytails") ? "" : " you work out"} and use a soft, snag-free scrunchie; the same spot pulled daily is how traction starts.`,
    sources: ["HOP", "AAD-S"],
  },
  {
    id: "fine-volume",
    title: "Volume for fine hair",
    general: true,
    answers: (p) =>
      p.symptoms.has("widening_parting") ||
      p.symptoms.has("sudden_shedding") ||
      p.goals.has("fuller_look"),
    when: (p, ctx) => ctx.care.keepLight && !p.lowCut && !hasPatchyLoss(p),
    say: (p) =>
      `For volume on ${p.density === "low" ? "thin" : "fine"} ${p.texture === "unknown" ? "" : `${p.texture} `}hair: mousse at the roots, a cool shot of the dryer, and conditioner only on the ends.`,
    sources: ["AAD-T", "CP"],
  },
  {
    id: "low-cut-styling",
    title: "Brushing a short cut",
    general: true,
    when: (p) => p.lowCut,
    say: () =>
      "Brush short hair with a soft brush in the direction it grows, and rinse water-based products out at each wash so nothing clogs the follicles.",
    sources: ["FOL", "PFB"],
  },
  {
    id: "beard-bumps",
    title: "Shaving and razor bumps",
    general: true,
    answers: (p) => p.symptoms.has("scalp_pimples") || hasNoted(p, "scalp_bumps"),
    // Razor bumps come from close shaving where hairs curl back into the skin: a full beard is
    // not shaved, and a straight-haired man with no bumps has nothing to prevent.
    when: (p) =>
      shavesFace(p) &&
      (isTextured(p) || p.symptoms.has("scalp_pimples") || hasNoted(p, "scalp_bumps")),
    say: (p) =>
      `When you shave, ${isTextured(p) ? `${textureWords(p)} hairs can curl back into the skin as razor bumps; ` : "shaving against the grain is what leaves razor bumps; "}leave a little stubble rather than shaving very close.`,
    sources: ["PFB"],
  },
  {
    id: "low-tension-coily",
    title: "Low-tension styles for coils",
    general: true,
    answers: edgesComplaint,
    // In braids most weeks, the loose hair's styles are for the week between sets.
    when: wearsNaturalCoils,
    say: (p) =>
      `${wearsBraids(p) ? "Between sets of braids, t" : "T"}wist-outs, loose buns and puffs hold moisture without pulling; change the style's anchor point every few days.`,
    sources: ["HOP", "AAD-B"],
  },
  {
    id: "salon-style-last",
    title: "Making salon styles last",
    general: true,
    when: isSalonOnly,
    say: (p) =>
      `Make each salon style last: ${p.lowCut ? "a durag at night keeps the shape" : wearsNaturalCoils(p) || (p.texture === "curly" && !straightenedLengths(p)) ? "pineapple it at night" : "wrap it at night"} and refresh with a little leave-in rather than restyling with heat between visits.`,
    sources: ["CP", "AAD-B"],
  },
  {
    id: "salon-conversation",
    title: "What to ask at the salon",
    safety: true,
    when: (p) => isSalonOnly(p) && (isChemicallyTreated(p) || p.symptoms.size > 0),
    say: (p) => {
      const asks = [
        ...(isChemicallyTreated(p)
          ? ["ask for one chemical service at a time, about 2 weeks apart"]
          : []),
        ...(p.symptoms.size > 0 ? [`tell your stylist about the ${symptomWords(p)}`] : []),
      ]
      return `At each visit, ${asks.join(", and ")}.`
    },
    sources: ["CP"],
    // Spacing chemical services; telling the stylist is common practice.
    clauseSources: (p) => (isChemicallyTreated(p) ? ["AAD-S"] : []),
  },
]

/**
 * Fillers: said only to reach three tips, each chosen by the person's own
 * texture or habits, most specific first.
 */
export const stylingFillers: ReadonlyArray<StylingTip> = [
  {
    id: "texture-straight",
    title: "Combing straight hair",
    general: true,
    when: (p) => p.texture === "straight" && !p.lowCut && p.detangling !== "wet_slip",
    say: () =>
      "Let straight hair dry a little before combing it with a wide-tooth comb; it stretches and snaps most easily when soaking wet.",
    sources: ["AAD-S"],
  },
  {
    id: "texture-wavy",
    title: "Styling waves",
    general: true,
    when: (p) => p.texture === "wavy" && !straightenedLengths(p) && !p.lowCut,
    say: () =>
      "Scrunch a light mousse or cream into damp waves and let them air-dry or diffuse on low; brushing dry waves turns them to frizz.",
    sources: ["CP"],
  },
  {
    id: "texture-curly",
    title: "Second-day curls",
    general: true,
    when: (p) => isTextured(p) && !straightenedLengths(p) && !p.locs && !p.lowCut,
    say: (p) =>
      `Refresh second-day ${textureWords(p)} hair with a mist of water and a little leave-in rather than a full re-wet, so it keeps its shape between washes.`,
    sources: ["CP"],
  },
  {
    id: "texture-straightened",
    title: "Processed lengths between washes",
    general: true,
    when: (p) => straightenedLengths(p) && !p.locs,
    say: () =>
      "Keep processed lengths smooth with a little leave-in on the ends, and leave the roots to the next wash rather than adding heat.",
    sources: ["AAD-S"],
  },
  {
    id: "texture-mixed",
    title: "Styling mixed textures",
    general: true,
    when: (p) => p.texture === "mixed",
    say: () =>
      "With more than one pattern, style to the tightest one: the detangling and products that suit the tighter sections are gentle enough for the rest.",
    sources: ["CP"],
  },
  {
    id: "detangle-in-sections",
    title: "Detangling in sections",
    general: true,
    when: (p) =>
      (p.detangling === "wet_slip" || p.detangling === "finger_detangle") &&
      p.texture !== "straight" &&
      !p.locs &&
      !p.lowCut,
    say: (p) =>
      `Detangle your ${bendWords(p) === "strands" ? "hair" : bendWords(p)} in four to six sections, ends first, ${p.detangling === "finger_detangle" ? "fingers only" : "the comb only"} through hair still coated in conditioner, then clip each section away as it is done.`,
    sources: ["AAD-S", "CP"],
  },
  {
    id: "dry-without-heat",
    title: "Drying without heat",
    general: true,
    when: (p) => p.heat === "none" && !p.locs && !p.lowCut,
    say: () =>
      "Without hot tools, drying is where hair wears: squeeze the water out, then let it dry mostly on its own before brushing or styling.",
    sources: ["AAD-S"],
  },
  {
    id: "low-cut-line-up",
    title: "Line-ups on a short cut",
    general: true,
    // Line-ups are the barber's, and only the men's quiz asks about the barber.
    when: (p) => p.lowCut && napeBumpRisk(p) && p.barber !== "unknown",
    say: () =>
      "Ask for line-ups with clippers rather than a razor, and skip them while the skin at the hairline or nape is bumpy; razor-sharp edges are where bumps start.",
    sources: ["AKN", "PFB"],
  },
  {
    id: "move-the-parting",
    title: "Moving your parting",
    general: true,
    // Roots pulled the same way every day, or flattened by fine or thinning hair.
    when: (p) =>
      !p.lowCut &&
      !p.locs &&
      (p.styles.has("ponytails") || isFineOrThin(p) || p.symptoms.has("widening_parting")),
    say: () =>
      "Move your parting or the spot you tie your hair every few weeks, so the same roots are not pulled or flattened every day.",
    sources: ["AAD-S", "CP"],
  },
  {
    id: "lather-scalp-only",
    title: "Where to lather",
    general: true,
    when: (p) => !isSalonOnly(p),
    // A short cut has no lengths for the suds to reach: the scalp is the whole job.
    say: (p) =>
      p.lowCut
        ? "Work shampoo into the scalp with your fingertips, not your nails, and rinse until no suds are left."
        : "Lather shampoo on the scalp only; the suds rinsing through are enough for the lengths.",
    sources: ["AAD-S"],
  },
  {
    id: "wide-tooth-comb",
    title: "Combing wet hair",
    general: true,
    when: (p) => !p.lowCut,
    say: () =>
      "On wet hair, use a wide-tooth comb or your fingers rather than a brush; wet hair stretches and snaps.",
    sources: ["AAD-S"],
  },
]
