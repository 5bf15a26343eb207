/**
 * Red flags: when to see whom, and how soon (hair-science §4; intervals are
 * common practice). Safe wording throughout: describe, never diagnose; name
 * no doses; never suggest stopping a prescribed medicine [AAD-M].
 *
 * Two kinds of rule. Findings are things the person reported (a ticked
 * symptom, a typed "bald patches"): each has an urgency, the report lists
 * them most urgent first, and the most urgent one with a `lead` also opens
 * the snapshot. Precautions are what to watch for given their hair's
 * chemistry, styles or life stage; they follow the findings. When nothing
 * at all applies, one calm line says so and lists the signs to watch.
 */
import type { NoteKind } from "../notes/NoteStatement.ts"
import {
  familyHistory,
  type HairProfile,
  hasNoted,
  hasPatchyLoss,
  installedStyle,
  isChemicallyTreated,
  isFlaky,
  isMale,
  isSensitive,
  laterLife,
  wearsTensionStyle,
} from "./HairProfile.ts"
import { oncePerProfile } from "./OncePerProfile.ts"
import { supersededRules } from "./PathwayLimits.ts"
import { suggestsFfa } from "./pathways/FrontalFibrosing.ts"
import { pathways } from "./pathways/Pathways.ts"
import { hasSign, isShedding, sunReachesScalp } from "./pathways/Signs.ts"
import { explainedByPicture, paintsPicture } from "./pathways/ToldSigns.ts"
import { type RedFlagRule, urgencies, urgencyRank } from "./RedFlag.ts"

export type { RedFlagRule } from "./RedFlag.ts"

export const redFlagRules: ReadonlyArray<RedFlagRule> = [
  // --- Findings: the clinical pathways, then two that name no condition ---
  ...pathways,
  {
    id: "male-scalp-issues",
    urgency: "routine",
    when: (p) => isMale(p) && p.scalpIssues === "yes_frequent" && !isFlaky(p),
    recognise: /scalp problems/i,
    say: () =>
      "Frequent scalp problems: if itching, soreness or bumps keep returning for more than a month despite a gentle routine, see a GP or dermatologist.",
    sources: ["AAD-D", "CP"],
  },
  {
    id: "smell",
    urgency: "routine",
    when: (p) => hasNoted(p, "smell"),
    recognise: /smell/i,
    say: (p) =>
      `A smell from the ${p.locs ? "locs" : "scalp"}: it usually means hair that stayed damp or trapped build-up, so ${p.locs ? "wring the locs out and dry them completely, under a hooded dryer if needed, after every wash" : installedStyle(p) !== undefined ? "cleanse the scalp under the style every week and dry it fully; take the style out if the smell stays" : "wash the scalp and dry it fully every time"}. If it lasts with soreness, weeping or itching, see a GP.`,
    sources: ["CP"],
  },
  {
    id: "asked-past-signs",
    urgency: "precaution",
    // Only a past sign that would need someone if it came back: a past spot of acne or breakage needs no line.
    when: (p) => pastSignsToAsk(p).length > 0,
    say: (p) => askedLine(p),
    // Shedding months after a fever, and when a sign that returns needs a doctor.
    sources: ["AAD-SHED", "AAD-L"],
  },

  // --- Precautions ------------------------------------------------------------
  {
    // With shedding reported, the shedding flag already says this for a birth.
    id: "postpartum",
    urgency: "precaution",
    when: (p) => p.hormonalStage === "postpartum" && !p.symptoms.has("sudden_shedding"),
    say: (p) =>
      hasPatchyLoss(p)
        ? "Overall shedding after a birth is common and usually settles by your baby's first birthday; round patches are not part of it, which is why they need the dermatologist."
        : "Shedding after a birth is common and usually settles by your baby's first birthday. If it is still heavy after 12 months, or you see patches rather than overall thinning, see a dermatologist.",
    sources: ["AAD-PP"],
  },
  {
    id: "menopause-watch",
    urgency: "precaution",
    when: (p) =>
      (p.hormonalStage === "perimenopausal" || p.hormonalStage === "menopausal") &&
      !p.symptoms.has("widening_parting"),
    // Years after menopause (65 and over), "around menopause" is no longer her time of life.
    say: (p) =>
      `${laterLife(p) ? "After menopause" : "Around menopause"}, if your parting starts to widen or the crown thins, see a GP or dermatologist early: treatment works best early. A hairline that moves back in a band, or thinning eyebrows, need a dermatologist within weeks.`,
    sources: ["BAD-F"],
  },
  {
    id: "pregnant",
    urgency: "precaution",
    when: (p) => p.hormonalStage === "pregnant",
    say: () =>
      "During pregnancy, check with your midwife or doctor before any hair-loss treatment, medicated shampoo or supplement; shedding a few months after the birth is common and temporary.",
    sources: ["NHS-DYE", "AAD-PP"],
  },
  {
    id: "male-hairline-slight",
    urgency: "precaution",
    when: (p) => p.hairline === "slight_recession" && !p.symptoms.has("widening_parting"),
    say: (p) =>
      `Slight recession: take photos of your hairline in the same light every 3 months. If it moves${familyHistory(p) ? ", or since thinning runs in your family you want to act early" : ""}, see a dermatologist; if it stays put, it may simply be a maturing hairline.`,
    sources: ["AAD-L", "CP"],
  },
  {
    id: "smoothing-warning",
    urgency: "precaution",
    when: (p) => p.states.has("keratin_treatment") || p.states.has("texture_release"),
    say: () =>
      "After any smoothing or straightening service: scalp burning followed by vomiting or back pain needs same-day medical care; products with glyoxylic acid have been linked to kidney injury.",
    sources: ["GLY", "FDA-F"],
  },
  {
    id: "dye-allergy",
    urgency: "precaution",
    when: (p) => p.states.has("coloured") || p.states.has("bleached"),
    say: () =>
      "Before every permanent colour, do the allergy test on the label, even with a dye you have used before; swelling of the face or eyelids or trouble breathing after colouring is an emergency.",
    sources: ["PPD"],
  },
  {
    id: "sensitive-scalp",
    urgency: "precaution",
    when: (p) => isSensitive(p) && !p.symptoms.has("burning_stinging"),
    say: () =>
      "A sensitive scalp that starts to burn, blister or weep after a product: rinse it off and see a GP or dermatologist if it does not settle within a few days.",
    sources: ["PPD", "CP"],
  },
  {
    id: "tension-watch",
    urgency: "precaution",
    when: (p) =>
      wearsTensionStyle(p) && !p.symptoms.has("broken_edges") && !p.scalp.has("traction"),
    say: () =>
      "With braids, extensions, wigs or ponytails: pain, headaches or small bumps along the hairline mean the style is too tight; take it down. Thinning at the edges that does not return within about 3 months is a dermatologist visit.",
    sources: ["AAD-B", "AAD-S", "TA"],
  },
  {
    id: "beard-flakes",
    urgency: "precaution",
    when: (p) => p.beardSkin === "itchy",
    say: () =>
      "An itchy, flaky beard that does not settle after a month of using the dandruff shampoo on it is worth showing a GP or dermatologist.",
    sources: ["SD-AFP"],
  },
  {
    // A ticked lump that no pathway explains: most are glands reacting to the scalp.
    id: "neck-lump-watch",
    urgency: "precaution",
    when: (p) => hasSign(p, "neck_lump") && !pathways.some((pathway) => pathway.when(p)),
    say: () =>
      "A lump in the neck or behind the ears is most often a gland reacting to something on the scalp and goes down in a couple of weeks; see a GP if it grows, feels hard or fixed, or is still there after 3 weeks, and sooner with a fever, night sweats or weight loss.",
    sources: ["NICE-NG12"],
  },
  {
    // A man's hairline moving back in a band, without brow loss or shiny skin, is not FFA.
    id: "male-hairline-band",
    urgency: "precaution",
    when: (p) => isMale(p) && hasSign(p, "hairline_band") && !suggestsFfa(p),
    say: () =>
      "A hairline moving back at the temples is most often male-pattern thinning, which is not harmful; if your eyebrows thin too, or the skin where the hair went turns smooth and shiny, see a dermatologist in the next few weeks.",
    sources: ["AAD-L", "BAD-FFA"],
  },
  {
    id: "no-warning-signs",
    urgency: "precaution",
    fallback: true,
    when: (p) =>
      p.symptoms.size === 0 && p.scalpSigns.size === 0 && p.hairline !== "slight_recession",
    say: (p) => {
      // The signs to watch that fit this person, most urgent last so the list reads calmly.
      const watch = [
        "round bald patches, a dermatologist within 1 to 2 weeks",
        isMale(p)
          ? "a hairline or crown that keeps thinning, a routine dermatologist visit"
          : "shedding that lasts more than 3 months, a GP within a few weeks",
        ...(isChemicallyTreated(p)
          ? ["burning or blisters after a chemical service, urgent care the same day"]
          : []),
        ...(p.lowCut || p.exercise === "daily"
          ? ["painful lumps, pus or fever, a GP within 24 to 48 hours"]
          : []),
        ...(sunReachesScalp(p)
          ? [
              "a sore on the scalp that bleeds or has not healed in 4 weeks, a GP within 1 to 2 weeks",
            ]
          : []),
      ]
      return `${p.noSymptoms || p.scalpIssues === "no" ? "No warning signs in your answers." : "You did not report any warning signs."} Signs that would change that: ${watch.join("; ")}.`
    },
    sources: ["AAD-L", "AAD-SHED", "DC"],
  },
]

/** Every red flag is a safety item: list caps never cut one. */
export const maxRedFlags = 20

/** The rules that fired, findings most urgent first, file order within a level. */
export const rankRedFlags = <A extends { readonly id: string }>(
  fired: ReadonlyArray<A>,
  p?: HairProfile,
): Array<A> => {
  // At one urgency, a picture the notes paint names the cause, so it leads what the ticks
  // suggest (a partner's gel behind new chin hair explains the thinning edges too); a single
  // sign told does not lead a condition named from it.
  const pictureLeads = p !== undefined && paintsPicture(p)
  const rank = (id: string) => {
    const rule = redFlagRules.find((r) => r.id === id)
    const lead = pictureLeads && id.startsWith("told-signs-") ? -0.5 : 0
    return rule === undefined ? urgencies.length : urgencyRank(rule.urgency) + lead
  }
  return [...fired].sort((a, b) => rank(a.id) - rank(b.id))
}

/**
 * The most urgent finding that no pathway this person is on takes the place
 * of (precautions are not findings); once per profile (the snapshot, its
 * lead and Start here ask).
 */
export const mostUrgentFinding = oncePerProfile((p: HairProfile): RedFlagRule | undefined => {
  const superseded = supersededRules(p)
  return rankRedFlags(
    redFlagRules.filter((r) => r.urgency !== "precaution" && !superseded.has(r.id) && r.when(p)),
    p,
  )[0]
})

/** What a past sign would need if it came back: said, never asserted. */
const ifItComesBack: Readonly<Partial<Record<NoteKind, string>>> = {
  bald_patches: "a bald patch that comes back needs a dermatologist within 1 to 2 weeks",
  scaly_plaques: "plaques that come back need a GP or dermatologist in the next few weeks",
  scaly_patch_broken_hairs: "a scaly patch with broken hairs needs a GP within a few days",
  non_healing_sore: "a sore that bleeds or does not heal needs a GP within 1 to 2 weeks",
  painful_lumps: "painful lumps or pus need a GP within 24 to 48 hours",
  urgent_reaction:
    "get urgent care today, or emergency care for a swollen face or trouble breathing; either way, never use that product again and ask a GP about a patch test before any dye",
  shiny_skin: "smooth, shiny patches need a dermatologist in the next few weeks",
  hairline_band: "a hairline moving back in a band needs a dermatologist in the next few weeks",
  brow_lash_loss: "eyebrow or eyelash loss needs a dermatologist in the next few weeks",
  crown_tenderness: "a tender or burning crown needs a dermatologist in the next few weeks",
}

const askedWords: Readonly<Partial<Record<NoteKind, string>>> = {
  bald_patches: "a bald patch",
  scaly_plaques: "scaly plaques",
  scaly_patch_broken_hairs: "a scaly patch",
  non_healing_sore: "a sore",
  painful_lumps: "painful lumps",
  urgent_reaction: "a reaction to a product",
  fever: "a fever",
  shiny_skin: "shiny patches",
  hairline_band: "your hairline moving back",
  brow_lash_loss: "eyebrow or eyelash loss",
  crown_tenderness: "a tender crown",
}

const agoWords = (months: number | undefined) =>
  months === undefined
    ? "in the past"
    : months < 1.5
      ? "a few weeks ago"
      : months < 12
        ? `about ${Math.round(months)} months ago`
        : months < 24
          ? "about a year ago"
          : `about ${Math.round(months / 12)} years ago`

/**
 * Signs the notes place in the past: the report asks whether they are back
 * and says what they would need, in its own words (no word of a note).
 */
/** Signs that can return years later and then need someone: the rest, long over, are not reopened. */
const canReturn: ReadonlySet<NoteKind> = new Set<NoteKind>([
  "bald_patches",
  "shiny_skin",
  "hairline_band",
  "brow_lash_loss",
  "scaly_plaques",
])

/** Past signs worth a question: recent ones, or long-ago ones that can come back. */
const pastSignsToAsk = (p: HairProfile) => {
  // A sign a picture accounts for is said with it, not asked about again.
  const explained = explainedByPicture(p)
  return [...p.asked].filter(
    ([kind, fact]) =>
      !explained.has(kind) &&
      // A past fever matters only as a trigger for shedding the person has.
      ((kind === "fever" && isShedding(p)) || ifItComesBack[kind] !== undefined) &&
      ((fact.statement.monthsAgo ?? 0) <= 24 || canReturn.has(kind)),
  )
}

/** Months after a fever within which the shedding it brings has begun and not yet settled. */
const feverShedMonths = 6

const askedLine = (p: HairProfile): string =>
  pastSignsToAsk(p)
    .slice(0, 3)
    .map(([kind, fact]) =>
      kind === "fever"
        ? (fact.statement.monthsAgo ?? 0) > feverShedMonths
          ? `You mentioned a fever ${agoWords(fact.statement.monthsAgo)}: a high fever starts shedding 2 to 3 months later and it settles within about 6 months, so one that long ago is not what is shedding your hair now.`
          : `You mentioned a fever ${agoWords(fact.statement.monthsAgo)}: a high fever can start shedding 2 to 3 months later, which settles once it has passed; nothing to act on unless the shedding lasts more than 3 months.`
        : `You mentioned ${askedWords[kind]} ${agoWords(fact.statement.monthsAgo)}: is it still there? If it is, or it comes back, ${ifItComesBack[kind]}.`,
    )
    .join(" ")
