/**
 * Routine snapshot: three or four sentences that say who this plan is for,
 * what changes, and what matters most. The focus rules are ordered by
 * importance; the first three that apply are named.
 */
import {
  dryClimate,
  type HairProfile,
  hairWords,
  hardWater,
  hasTractionSigns,
  humidClimate,
  isFineOrThin,
  isFlaky,
  isSalonOnly,
  proteinStacking,
  washWords,
} from "./HairProfile.ts"
import type { ReportContext, Rule } from "./Rule.ts"
import { cadenceWords } from "./WashPlan.ts"

export const focusRules: ReadonlyArray<Rule> = [
  {
    id: "burning",
    when: (p) => p.symptoms.has("burning_stinging"),
    say: () => "finding out what makes your scalp sting",
    sources: ["CUT"],
  },
  {
    id: "flaking",
    when: isFlaky,
    say: () => "calming the flakes with an antifungal shampoo",
    sources: ["AAD-D"],
  },
  {
    id: "edges",
    when: hasTractionSigns,
    say: () => "taking tension off your edges",
    sources: ["TA"],
  },
  {
    id: "shedding",
    when: (p) => p.symptoms.has("sudden_shedding"),
    say: () => "tracing the trigger of your shedding",
    sources: ["TE"],
  },
  {
    id: "pimples",
    when: (p) => p.symptoms.has("scalp_pimples"),
    say: () => "clearing the bumps on your scalp",
    sources: ["FOL"],
  },
  {
    id: "postpartum",
    when: (p) => p.hormonalStage === "postpartum",
    say: () => "gentle care while postpartum shedding passes",
    sources: ["AAD-PP"],
  },
  {
    id: "menopause",
    when: (p) => p.hormonalStage === "perimenopausal" || p.hormonalStage === "menopausal",
    say: () => "supporting thinning hair through menopause",
    sources: ["BAD-F"],
  },
  {
    id: "pregnant",
    when: (p) => p.hormonalStage === "pregnant",
    say: () => "keeping things simple and chemical-free during pregnancy",
    sources: ["CP"],
  },
  {
    id: "hairline",
    when: (p) => p.hairline === "noticeable" || p.hairline === "slight_recession",
    say: () => "keeping a close eye on your hairline",
    sources: ["AAD-L"],
  },
  {
    id: "protein",
    when: proteinStacking,
    say: () => "spacing out protein and bond treatments",
    sources: ["CP"],
  },
  {
    id: "bleached",
    when: (p) => p.states.has("bleached"),
    say: () => "rebuilding strength in lightened hair",
    sources: ["BLE"],
  },
  {
    id: "relaxed",
    when: (p) => p.states.has("relaxed") || p.states.has("texture_release"),
    say: () => "protecting chemically straightened hair from breakage",
    sources: ["AAD-B"],
  },
  {
    id: "starter-locs",
    when: (p) => p.locs && (p.locAge === "starter" || p.locAge === "budding"),
    say: () => "letting young locs settle with minimal handling",
    sources: ["HF"],
  },
  {
    id: "locs",
    when: (p) => p.locs,
    say: () => "keeping your locs clean, dry and residue-free",
    sources: ["HF"],
  },
  {
    id: "heat",
    when: (p) => p.heat === "weekly",
    say: () => "protecting your hair from weekly heat",
    sources: ["AAD-B"],
  },
  {
    id: "hard-water",
    when: hardWater,
    say: () => "lifting hard-water minerals",
    sources: ["HW3"],
  },
  {
    id: "porous",
    when: (p) => p.porosity === "high",
    say: () => "sealing moisture into porous lengths",
    sources: ["OIL"],
  },
  {
    id: "low-porosity",
    when: (p) => p.porosity === "low",
    say: () => "keeping products light enough to sink in",
    sources: ["CP"],
  },
  {
    id: "fine",
    when: (p) => isFineOrThin(p) && !p.lowCut,
    say: () => "keeping fine hair light and full",
    sources: ["AAD-T"],
  },
  {
    id: "low-cut",
    when: (p) => p.lowCut,
    say: () => "a calm, clean scalp under a short cut",
    sources: ["AKN"],
  },
  {
    id: "climate",
    when: (p) => humidClimate(p) || dryClimate(p),
    say: (p) => `matching your products to ${humidClimate(p) ? "humid" : "dry"} air`,
    sources: ["CP"],
  },
  { id: "steady", when: () => true, say: () => "a steady routine you can keep", sources: ["CP"] },
]

const stateWords = (p: HairProfile): string => {
  const treated = (
    ["bleached", "coloured", "relaxed", "permed", "texture_release", "keratin_treatment"] as const
  )
    .filter((s) => p.states.has(s))
    .map((s) =>
      s === "texture_release"
        ? "texture-released"
        : s === "keratin_treatment"
          ? "keratin-smoothed"
          : s,
    )
  if (p.locs) return p.locAge === "unknown" ? "worn in locs" : `worn in ${p.locAge} locs`
  if (treated.length === 0) return ""
  return treated.length === 1
    ? treated[0]!
    : `${treated.slice(0, -1).join(", ")} and ${treated[treated.length - 1]}`
}

const scalpWords = (p: HairProfile): string => {
  const words: Array<string> = []
  if (p.scalp.has("oily")) words.push("oily")
  if (p.scalp.has("dry_tight")) words.push("dry")
  if (p.scalp.has("itchy_flaky")) words.push("flaky")
  if (p.scalp.has("sensitive")) words.push("sensitive")
  if (p.scalp.has("traction")) words.push("tender from tension")
  if (words.length === 0) return p.scalp.has("normal") ? "a scalp that feels balanced" : ""
  const last = words.pop()!
  return `a scalp that feels ${words.length === 0 ? last : `${words.join(", ")} and ${last}`}`
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

export const writeSnapshot = (p: HairProfile, ctx: ReportContext): string => {
  const hair = hairWords(p).replace(/^your /, "")
  const state = stateWords(p)
  const scalp = scalpWords(p)
  const who =
    `${p.name === "there" ? "Hi there" : p.name}, this plan is for ${hair === "hair" ? "your hair" : `your ${hair}`}` +
    `${state === "" ? "" : `, ${state}`}${scalp === "" ? "" : `, with ${scalp}`}.`

  const habit = ((): string => {
    if (isSalonOnly(p))
      return `You leave washing and styling to your salon${p.wash === "unknown" ? "" : `, about ${washWords[p.wash]}`}, so this plan covers salon days and the easy care in between.`
    const now = p.wash === "unknown" ? "" : `You wash ${washWords[p.wash]}; `
    const plan = cadenceWords[ctx.plan.cadence]
    switch (ctx.plan.change) {
      case "same":
        return `${now}that suits you, so the plan keeps washing ${plan}.`
      case "more_often":
        return `${now}the plan moves you to washing ${plan}, because ${isFlaky(p) ? "flakes need the scalp cleansed regularly" : "your scalp and lifestyle need more frequent cleansing"}.`
      case "less_often":
        return `${now}the plan eases you to ${plan}, because your hair keeps more moisture with fewer shampoos.`
      case "new":
        return `The plan starts you washing ${plan}.`
    }
  })()

  const focuses = focusRules
    .filter((r) => r.when(p, ctx))
    .slice(0, 3)
    .map((r) => r.say(p, ctx))
  const focus = `The priorities: ${focuses.length === 1 ? focuses[0] : `${focuses.slice(0, -1).join(", ")} and ${focuses[focuses.length - 1]}`}.`

  const texture = `${ctx.texture} product textures suit you best.`
  return [who, capitalise(habit), focus, texture].join(" ")
}
