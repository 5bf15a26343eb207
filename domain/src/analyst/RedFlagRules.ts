/**
 * Red flags: when to see whom, and how soon (hair-science §4; intervals are
 * common practice). Safe wording throughout: describe, never diagnose; name
 * no doses; never suggest stopping a prescribed medicine [AAD-M].
 * Every chosen symptom has its own rule, so a red flag always appears for it.
 * When nothing is wrong, the section says so and lists the signs to watch
 * that fit this person's styles and treatments.
 */
import {
  hasPersistentFlaking,
  isChemicallyTreated,
  isFlaky,
  isSensitive,
  noteMentions,
  wearsTensionStyle,
} from "./HairProfile.ts"
import type { Rule } from "./Rule.ts"

export const maxRedFlags = 8

export const redFlagRules: ReadonlyArray<Rule> = [
  {
    id: "notes-urgent-signs",
    when: (p) =>
      noteMentions(p, [
        "blister",
        "oozing",
        "swelling",
        "swollen",
        "pus",
        "fever",
        "open sore",
        "bleeding",
      ]),
    say: () =>
      "Your notes mention blistering, swelling, pus, fever or bleeding: swelling of the face or trouble breathing after a product needs emergency care now; blisters or open sores after a chemical service need urgent care the same day; painful lumps with pus or fever need a GP within 24 to 48 hours.",
    sources: ["PPD", "GLY", "DC"],
  },
  {
    id: "burning-stinging",
    when: (p) => p.symptoms.has("burning_stinging"),
    say: (p) =>
      `Burning or stinging: rinse off whatever was last applied and stop using it. ${isChemicallyTreated(p) ? "After a relaxer, bleach or smoothing service, blisters, oozing or burning with vomiting or back pain need urgent care the same day. " : ""}Swelling of the face or eyelids or trouble breathing is an emergency. If the burning keeps coming back, or comes with thinning at the crown, see a dermatologist within a few weeks; early care protects the follicles.`,
    sources: ["GLY", "PPD", "AAD-C"],
  },
  {
    id: "sudden-shedding",
    when: (p) => p.symptoms.has("sudden_shedding"),
    say: () =>
      "Sudden shedding: think back 2 to 3 months for a trigger such as illness, surgery, a crash diet, stress or a new medicine, and do not stop any prescribed medicine on your own. See a GP within a few weeks if it lasts more than 3 months or comes with tiredness or weight change; blood tests such as iron and thyroid are the usual first step. Round, smooth bald patches need a dermatologist within 1 to 2 weeks.",
    sources: ["TE", "IRON", "AAD-M", "AAD-L"],
  },
  {
    id: "broken-edges",
    when: (p) => p.symptoms.has("broken_edges") || p.scalp.has("traction"),
    say: () =>
      "Broken or thinning edges: take the tension off the hairline now. If there is no regrowth after about 3 months, or the skin there looks shiny or smooth, see a dermatologist; early traction loss reverses, late loss scars. A registered trichologist can help with breakage from styling.",
    sources: ["TA", "TA2", "AAD-C", "TRI"],
  },
  {
    id: "scalp-pimples",
    when: (p) => p.symptoms.has("scalp_pimples"),
    say: () =>
      "Pimples or bumps on the scalp: keep oils on the lengths and rinse after sweating for 2 to 3 weeks. See a GP within 24 to 48 hours for painful, boggy lumps, pus, fever or spreading redness; see a dermatologist within a few weeks for pustules with tufts of hair or bumps that leave bald spots.",
    sources: ["FOL", "DC", "AAD-C"],
  },
  {
    id: "persistent-flaking",
    when: hasPersistentFlaking,
    say: () =>
      "Persistent flaking: if it is unchanged after 4 to 8 weeks of using a medicated shampoo as the label directs, see a GP or dermatologist. Go within days if there are scaly patches with broken hairs or black dots, especially if a child or someone else at home has them; shampoo alone will not clear that. Thick, silvery plaques crossing the hairline, or nail changes, are worth a routine dermatologist visit.",
    sources: ["AAD-D", "TIN", "PSO"],
  },
  {
    id: "mild-flaking",
    when: (p) => isFlaky(p) && !hasPersistentFlaking(p),
    say: () =>
      "Itching and flakes: give the medicated shampoo 4 to 8 weeks. If nothing changes, or you see scaly patches with broken hairs, see a GP or dermatologist.",
    sources: ["AAD-D", "TIN"],
  },
  {
    id: "postpartum",
    when: (p) => p.hormonalStage === "postpartum",
    say: () =>
      "Postpartum shedding is normal and usually settles by your baby's first birthday. If it is still heavy after 12 months, or you see patches rather than overall thinning, see a dermatologist.",
    sources: ["AAD-PP"],
  },
  {
    id: "menopause",
    when: (p) => p.hormonalStage === "perimenopausal" || p.hormonalStage === "menopausal",
    say: () =>
      "A widening parting or thinning crown around menopause is worth a routine dermatologist visit: treatment works best early. Thinning together with acne, new facial hair or irregular periods is a reason to see your GP first.",
    sources: ["BAD-F", "AAD-L"],
  },
  {
    id: "pregnant",
    when: (p) => p.hormonalStage === "pregnant",
    say: () =>
      "During pregnancy, check with your midwife or doctor before any hair-loss treatment or supplement, and postpone optional chemical services; shedding after the birth is expected and temporary.",
    sources: ["AAD-PP", "CP"],
  },
  {
    id: "male-hairline-noticeable",
    when: (p) => p.hairline === "noticeable",
    say: () =>
      "Noticeable recession or crown thinning: book a routine dermatologist visit in the next few weeks. Options work best early, and a dermatologist can rule out other causes.",
    sources: ["AAD-L"],
  },
  {
    id: "male-hairline-slight",
    when: (p) => p.hairline === "slight_recession",
    say: () =>
      "Slight recession: take photos of your hairline in the same light every 3 months. If it moves, see a dermatologist; if it stays put, it may simply be a maturing hairline.",
    sources: ["AAD-L", "CP"],
  },
  {
    id: "male-scalp-issues",
    when: (p) =>
      p.gender === "male" && p.scalpIssues === "yes_frequent" && !hasPersistentFlaking(p),
    say: () =>
      "Frequent scalp problems: if itching, soreness or bumps keep returning for more than a month despite a gentle routine, see a GP or dermatologist.",
    sources: ["AAD-D", "CP"],
  },
  {
    id: "smoothing-warning",
    when: (p) => p.states.has("keratin_treatment") || p.states.has("texture_release"),
    say: () =>
      "After any smoothing or straightening service: scalp burning followed by vomiting or back pain needs same-day medical care; products with glyoxylic acid have been linked to kidney injury.",
    sources: ["GLY", "FDA-F"],
  },
  {
    id: "dye-allergy",
    when: (p) => p.states.has("coloured") || p.states.has("bleached"),
    say: () =>
      "Before every permanent colour, do the allergy test on the label, even with a dye you have used before; swelling of the face or eyelids or trouble breathing after colouring is an emergency.",
    sources: ["PPD"],
  },
  {
    id: "sensitive-scalp",
    when: (p) => isSensitive(p) && !p.symptoms.has("burning_stinging"),
    say: () =>
      "A sensitive scalp that starts to burn, blister or weep after a product: rinse it off and see a GP or dermatologist if it does not settle within a few days.",
    sources: ["PPD", "CP"],
  },
  {
    id: "tension-watch",
    when: (p) =>
      wearsTensionStyle(p) && !p.symptoms.has("broken_edges") && !p.scalp.has("traction"),
    say: () =>
      "With braids, extensions, wigs or ponytails: pain, headaches or small bumps along the hairline mean the style is too tight; take it down. Thinning at the edges that does not return within about 3 months is a dermatologist visit.",
    sources: ["AAD-B", "AAD-W", "TA"],
  },
  {
    id: "beard-flakes",
    when: (p) => p.beardSkin === "itchy",
    say: () =>
      "An itchy, flaky beard that does not settle after a month of using the dandruff shampoo on it is worth showing a GP or dermatologist.",
    sources: ["SD-MD"],
  },
  {
    id: "no-symptoms",
    when: (p) =>
      p.symptoms.size === 0 && p.hairline !== "noticeable" && p.hairline !== "slight_recession",
    say: (p) =>
      `${p.noSymptoms || p.scalpIssues === "no" ? "No warning signs in your answers." : "You did not report any warning signs."} See a dermatologist within 1 to 2 weeks for round bald patches, a GP within a few weeks for shedding that lasts more than 3 months, and a GP within 24 to 48 hours for painful lumps, pus or fever.`,
    sources: ["AAD-L", "TE", "DC"],
  },
]
