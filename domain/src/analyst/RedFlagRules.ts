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
import {
  afterChemotherapy,
  familyHistory,
  type HairProfile,
  hasNoted,
  hasPatchyLoss,
  hasPersistentFlaking,
  hasPlaques,
  installedStyle,
  isChemicallyTreated,
  isFlaky,
  isMale,
  isSensitive,
  needsAntifungal,
  stylesPullOnEdges,
  wearsTensionStyle,
} from "./HairProfile.ts"
import type { Rule } from "./Rule.ts"

/** Most urgent first. "precaution" is what to watch for, not something found. */
export const urgencies = [
  "emergency",
  "within_48_hours",
  "within_2_weeks",
  "act_now",
  "within_weeks",
  "routine",
  "precaution",
] as const
export type Urgency = (typeof urgencies)[number]

export interface RedFlagRule extends Rule {
  readonly when: (p: HairProfile) => boolean
  readonly urgency: Urgency
  /**
   * Findings only: how to spot this finding in any report's text (the
   * consistency check reads AI reports with it), and the snapshot's opening
   * words when it is the most urgent thing.
   */
  readonly recognise?: RegExp
  readonly lead?: (p: HairProfile) => string
}

export const urgencyRank = (urgency: Urgency): number => urgencies.indexOf(urgency)

const widening = (p: HairProfile): string =>
  !isMale(p)
    ? "A widening parting or thinning on top"
    : p.hairline === "noticeable"
      ? "Noticeable recession or crown thinning"
      : "Thinning on top or at the crown"

export const redFlagRules: ReadonlyArray<RedFlagRule> = [
  // --- Findings ---------------------------------------------------------------
  {
    id: "notes-urgent-signs",
    urgency: "emergency",
    when: (p) => hasNoted(p, "urgent_reaction"),
    recognise: /swelling|blister|breathing/i,
    lead: () =>
      "the swelling, blistering or bleeding in your notes needs care now: emergency care for a swollen face or trouble breathing, urgent care the same day for blisters or open sores",
    say: () =>
      "Your notes describe blistering, swelling, oozing or bleeding: swelling of the face or eyelids or trouble breathing after a product needs emergency care now; blisters or open sores after a chemical service need urgent care the same day. Rinse the product off with plenty of water and keep it for the doctor to see.",
    sources: ["PPD", "GLY"],
  },
  {
    id: "painful-lumps",
    urgency: "within_48_hours",
    when: (p) => p.symptoms.has("painful_lumps"),
    recognise: /painful lumps|pus|fever/i,
    lead: () =>
      "painful lumps, pus or a fever on the scalp need a GP within 24 to 48 hours, sooner if you feel unwell",
    say: () =>
      "Painful lumps, pus or a fever: see a GP within 24 to 48 hours, the same day if redness is spreading or you feel unwell. Do not squeeze the lumps, and keep oils and heavy products off the scalp until you have been seen.",
    sources: ["DC", "FOL"],
  },
  {
    id: "round-patches",
    urgency: "within_2_weeks",
    when: hasPatchyLoss,
    recognise: /bald patches/i,
    lead: () =>
      "round, smooth bald patches need a dermatologist within 1 to 2 weeks; no shampoo, oil or routine change treats them",
    say: (p) =>
      `Round, smooth bald patches${hasNoted(p, "brow_lash_loss") || hasNoted(p, "beard_loss") ? ", and the loss in your eyebrows or beard," : ""}: see a dermatologist within 1 to 2 weeks. Patches like these are not shedding from your routine, and a dermatologist can find the cause and start treatment early. Take a dated photo of each patch now so changes can be judged.`,
    sources: ["AAD-L"],
  },
  {
    id: "burning-stinging",
    urgency: "act_now",
    when: (p) => p.symptoms.has("burning_stinging"),
    recognise: /burning or stinging/i,
    lead: () =>
      "rinse off whatever you last applied and stop using it; burning or stinging means the scalp is reacting",
    say: (p) =>
      `Burning or stinging: rinse off whatever was last applied and stop using it. ${isChemicallyTreated(p) ? "After a relaxer, bleach or smoothing service, blisters, oozing or burning with vomiting or back pain need urgent care the same day. " : ""}Swelling of the face or eyelids or trouble breathing is an emergency. If the burning keeps coming back, or comes with thinning at the crown, see a dermatologist within a few weeks; early care protects the follicles.`,
    sources: ["GLY", "PPD", "AAD-C"],
  },
  {
    id: "scaly-plaques",
    urgency: "within_weeks",
    when: hasPlaques,
    recognise: /plaques/i,
    lead: () =>
      "thick, scaly plaques are not dandruff: see a GP or dermatologist in the next few weeks for a diagnosis",
    say: (p) =>
      `Thick, scaly plaques, especially crossing the hairline or with nail or elbow changes: see a GP or dermatologist in the next few weeks; plaques are not dandruff and need a diagnosis. Until then, a shampoo with salicylic acid to lift the scale${p.states.has("bleached") ? " is the usual over-the-counter option; coal tar, the other one, can stain lightened hair" : ", or one with coal tar, are the usual over-the-counter options"}. Do not pick or scrape the scale off.`,
    sources: ["AAD-PSO", "AAD-D"],
  },
  {
    id: "sudden-shedding",
    urgency: "within_weeks",
    when: (p) => p.symptoms.has("sudden_shedding"),
    recognise: /shedding/i,
    lead: (p) =>
      afterChemotherapy(p)
        ? "shedding after chemotherapy is expected, but tell your treatment team about it"
        : p.hormonalStage === "postpartum"
          ? "heavy shedding after a birth is common, but see a GP in the next few weeks if it comes with tiredness or weight change, or does not ease"
          : "sudden heavy shedding is worth a GP visit in the next few weeks, with blood tests such as iron and thyroid",
    say: (p) =>
      afterChemotherapy(p)
        ? "Sudden shedding: after chemotherapy it is expected and the hair usually regrows, but tell your treatment team, and do not stop any prescribed medicine on your own. Patchy regrowth, or none a few months after treatment ends, is worth raising with them."
        : p.hormonalStage === "postpartum"
          ? `Sudden shedding: a few months after a birth this is common and usually settles by your baby's first birthday${hasPatchyLoss(p) ? ", but round patches are not part of it" : ""}; do not stop any prescribed medicine on your own. See a GP in the next few weeks if it comes with tiredness, low mood or weight change, or does not ease; blood tests such as iron and thyroid are the usual first step.`
          : `Sudden shedding: ${p.history.has("recent_trigger") ? "the illness, operation, diet or shock you mentioned fits, because shedding starts 2 to 3 months after a trigger" : "think back 2 to 3 months for a trigger such as illness, surgery, a crash diet, stress or a new medicine"}, and do not stop any prescribed medicine on your own. See a GP in the next few weeks if it is heavy, lasts more than 3 months, or comes with tiredness or weight change; blood tests such as iron and thyroid are the usual first step.`,
    sources: ["AAD-SHED", "IRON", "AAD-M"],
  },
  {
    id: "brow-or-beard-loss",
    urgency: "within_weeks",
    when: (p) => (hasNoted(p, "brow_lash_loss") || hasNoted(p, "beard_loss")) && !hasPatchyLoss(p),
    recognise: /eyebrows|beard/i,
    lead: () =>
      "hair loss in the eyebrows or beard is worth showing a dermatologist in the next few weeks",
    say: () =>
      "Hair loss in the eyebrows or beard: show a dermatologist in the next few weeks, especially with a receding band along the front hairline or smooth patches; some causes scar, and early treatment protects the follicles.",
    sources: ["AAD-L", "AAD-C"],
  },
  {
    id: "broken-edges",
    urgency: "within_weeks",
    when: (p) => p.symptoms.has("broken_edges") || p.scalp.has("traction"),
    recognise: /edges/i,
    lead: (p) =>
      stylesPullOnEdges(p)
        ? "take the tension off your edges now; early traction loss can grow back"
        : "handle your broken edges gently and watch them for 3 months",
    say: (p) =>
      `Broken or thinning edges: ${stylesPullOnEdges(p) ? "take the tension off the hairline now" : "keep tight ties, heat and rough brushing away from the hairline"}. If there is no regrowth after about 3 months, or the skin there looks shiny or smooth, see a dermatologist; early traction loss reverses, late loss scars. A registered trichologist can help with breakage from styling.`,
    sources: ["TA", "AAD-C", "TRI"],
  },
  {
    id: "scalp-pimples",
    urgency: "routine",
    when: (p) => p.symptoms.has("scalp_pimples"),
    recognise: /pimples|bumps/i,
    say: (p) =>
      p.symptoms.has("painful_lumps")
        ? "Pimples or bumps on the scalp: with painful lumps, pus or fever, the GP visit above comes first; keep oils off the scalp meanwhile."
        : "Pimples or bumps on the scalp: keep oils on the lengths and rinse after sweating for 2 to 3 weeks. See a GP within 24 to 48 hours for painful, boggy lumps, pus, fever or spreading redness; see a dermatologist within a few weeks for pustules with tufts of hair or bumps that leave bald spots.",
    sources: ["FOL", "DC", "AAD-C"],
  },
  {
    id: "persistent-flaking",
    urgency: "routine",
    when: hasPersistentFlaking,
    recognise: /flaking/i,
    lead: () =>
      "treat the flaking with a medicated shampoo, and see a GP or dermatologist if it is unchanged after 4 to 8 weeks",
    say: (p) =>
      hasPlaques(p)
        ? "Persistent flaking: with thick plaques, the flaking is part of them, so the GP or dermatologist visit for the plaques covers it too."
        : "Persistent flaking: if it is unchanged after 4 to 8 weeks of using a medicated shampoo as the label directs, see a GP or dermatologist. Go within days if there are scaly patches with broken hairs or black dots, especially if a child or someone else at home has them; shampoo alone will not clear that. Thick, silvery plaques crossing the hairline, or nail changes, are worth a dermatologist visit too.",
    sources: ["AAD-D", "TIN", "AAD-PSO"],
  },
  {
    id: "pattern-thinning",
    urgency: "routine",
    when: (p) => p.symptoms.has("widening_parting") || p.hairline === "noticeable",
    recognise: /parting|recession|crown/i,
    lead: (p) =>
      `${widening(p).toLowerCase()} is worth a routine dermatologist visit: licensed treatments work best started early`,
    say: (p) =>
      `${widening(p)}: book a routine dermatologist visit${familyHistory(p) ? "; with thinning in the family, sooner is better" : ""}. A dermatologist can confirm the cause and discuss licensed options such as topical minoxidil${isMale(p) ? ", or finasteride on prescription" : ""}; they work best started early and take months to show. Take photos of your ${isMale(p) ? "hairline and crown" : "parting"} in the same light now and every 3 months, and judge change over 6 to 12 months, not weeks.${isMale(p) ? "" : " Thinning together with acne, new facial hair or irregular periods is a reason to see your GP first."}`,
    sources: ["AAD-L", "BAD-F"],
  },
  {
    id: "mild-flaking",
    urgency: "routine",
    when: (p) => needsAntifungal(p) && !hasPersistentFlaking(p),
    recognise: /flakes/i,
    say: () =>
      "Itching and flakes: give the medicated shampoo 4 to 8 weeks. If nothing changes, or you see scaly patches with broken hairs, see a GP or dermatologist.",
    sources: ["AAD-D", "TIN"],
  },
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

  // --- Precautions ------------------------------------------------------------
  {
    id: "chemo-regrowth",
    urgency: "precaution",
    when: afterChemotherapy,
    say: () =>
      "After chemotherapy: ask your treatment team before any medicated shampoo, scalp treatment or supplement. Regrowth that is patchy, or has not started a few months after treatment ends, is worth raising with them.",
    sources: ["CHEMO", "MAYO-CHEMO"],
  },
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
    say: () =>
      "Around menopause, if your parting starts to widen or the crown thins, see a dermatologist early: treatment works best early. Thinning with acne, new facial hair or irregular periods is a reason to see your GP.",
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
    id: "no-warning-signs",
    urgency: "precaution",
    fallback: true,
    when: (p) => p.symptoms.size === 0 && p.hairline !== "slight_recession",
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
): Array<A> => {
  const rank = (id: string) => {
    const rule = redFlagRules.find((r) => r.id === id)
    return rule === undefined ? urgencies.length : urgencyRank(rule.urgency)
  }
  return [...fired].sort((a, b) => rank(a.id) - rank(b.id))
}

/** The most urgent finding that fired, if any (precautions are not findings). */
export const mostUrgentFinding = (p: HairProfile): RedFlagRule | undefined =>
  rankRedFlags(redFlagRules.filter((r) => r.urgency !== "precaution" && r.when(p)))[0]
