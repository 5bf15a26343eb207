/**
 * Bumps, pustules and lumps on the scalp: irritated follicles, called folliculitis
 * are self-care; painful, boggy lumps, pus, a fever or spreading redness can
 * be an infection or dissecting cellulitis and need a GP within 24 to 48
 * hours; pustules with tufts of hair or bald spots can be folliculitis
 * decalvans, a scarring condition for a dermatologist (hair-science §4).
 */

import { capitalise, listed } from "../../text/Sentences.ts"
import {
  type HairProfile,
  hasNoted,
  isMale,
  keepOilOffScalp,
  stylesPullOnEdges,
} from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { suggestsRingworm } from "./ScalpRingworm.ts"

const feverNow = (p: HairProfile) => hasNoted(p, "fever")

export const painfulLumps: Pathway = {
  id: "painful-lumps",
  condition: "a scalp infection or dissecting cellulitis",
  urgency: "within_48_hours",
  professional: "gp",
  when: (p) => p.symptoms.has("painful_lumps") && !suggestsRingworm(p),
  recognise: /painful lumps|pus|fever/i,
  lead: () =>
    "painful lumps, pus or a fever on the scalp need a GP within 24 to 48 hours, sooner if you feel unwell",
  say: (p) =>
    `Painful lumps, pus${feverNow(p) ? " and a fever" : " or a fever"} can be a scalp infection, or dissecting cellulitis when boggy lumps keep coming back: see a GP within 24 to 48 hours, the same day if redness is spreading or you feel unwell. Do not squeeze the lumps, and keep oils and heavy products off the scalp until you have been seen.`,
  startHere: () => ({
    change: "See a GP within 24 to 48 hours about the painful lumps",
    why: "Pus, fever or painful lumps can be an infection that needs treatment; no routine change clears it.",
  }),
  neverBeside: () => [
    /\b(oil|butter)s?\b[^.]*\b(scalp|roots)\b[^.]*\b(massage|rub|nightly|every)\b/i,
  ],
  sources: ["DC", "FOL"],
}

/** Bumps where styles pull: the pull inflames the follicles (traction folliculitis), so loosening settles them. */
export const bumpsFromTension = (p: HairProfile): boolean =>
  stylesPullOnEdges(p) || hasNoted(p, "tight_styles")

/**
 * What settles the bumps for this person: only what they do (a close crop has no lengths to
 * keep oils on, and someone who does not sweat has nothing to rinse).
 */
const bumpsCare = (p: HairProfile): ReadonlyArray<string> => [
  ...(bumpsFromTension(p) ? ["loosen the style or take it out"] : []),
  ...(keepOilOffScalp(p) && !p.lowCut
    ? ["keep oils and butters on the lengths, off the scalp"]
    : []),
  ...(p.exercise === "daily" || p.exercise === "several_week" ? ["rinse after sweating"] : []),
  ...(isMale(p) && p.lowCut ? ["ask your barber for a less close cut at the nape"] : []),
]

/** The first thing to do for the bumps, as one instruction. */
const bumpsFirstStep = (p: HairProfile): string => {
  const care = bumpsCare(p)
  return care.length === 0
    ? "leave the bumps alone, no picking or squeezing, and wash the scalp with a mild shampoo"
    : listed(care)
}

export const scalpBumps: Pathway = {
  id: "scalp-pimples",
  condition: "folliculitis, irritated hair follicles",
  urgency: "routine",
  professional: "gp",
  when: (p) => p.symptoms.has("scalp_pimples"),
  recognise: /pimples|bumps|folliculitis/i,
  lead: (p) =>
    bumpsFromTension(p)
      ? "loosen the styles that pull to settle the bumps at the roots"
      : `${bumpsFirstStep(p)} to settle the bumps`,
  say: (p) => {
    if (p.symptoms.has("painful_lumps"))
      return "Pimples or bumps on the scalp: with painful lumps, pus or a fever, the GP visit above comes first; keep oils off the scalp meanwhile."
    const care = bumpsCare(p)
    const what = bumpsFromTension(p)
      ? "Bumps at the roots of tight styles are follicles inflamed by the pull, traction folliculitis, and an early warning of traction hair loss"
      : "Pimples or bumps on the scalp are usually irritated follicles, called folliculitis"
    return `${what}: ${care.length === 0 ? "" : `${listed(care)}, and `}give it 2 to 3 weeks. See a GP within 24 to 48 hours for painful, boggy lumps, pus, fever or spreading redness; see a dermatologist within a few weeks for pustules with tufts of several hairs or bumps that leave bald spots; that can be folliculitis decalvans, which scars.`
  },
  startHere: (p) =>
    bumpsFromTension(p)
      ? {
          change: "Loosen any style that pulls at the roots",
          why: "Bumps at the roots of tight styles are follicles inflamed by the pull; they settle once the tension goes.",
        }
      : {
          change: capitalise(bumpsFirstStep(p)),
          why: "Bumps on the scalp are often irritated follicles; see a GP if they hurt, spread or bring a fever.",
        },
  neverBeside: () => [],
  sources: ["FOL", "DC", "BAD-FD"],
}
