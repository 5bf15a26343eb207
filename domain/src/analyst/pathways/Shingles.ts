/**
 * Shingles: burning or stabbing pain on one side of the head or face, then a
 * strip of blisters on that side only. Antiviral tablets work best started
 * within 3 days of the rash, so an urgent GP appointment or NHS 111 today;
 * a rash by the eye, on the tip of the nose or a red, sore eye needs the eye
 * checked the same day. It is not a reaction to a shampoo, and the blisters
 * can give chickenpox to someone who never had it until they scab (NHS).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

export const suggestsShingles = (p: HairProfile): boolean => hasNoted(p, "one_sided_rash")

const eyeToo = (p: HairProfile) => hasNoted(p, "red_eye")

export const shingles: Pathway = {
  id: "shingles",
  condition: "shingles",
  urgency: "same_day",
  professional: "gp",
  when: suggestsShingles,
  recognise: /shingles/i,
  lead: (p) =>
    `pain and blisters on one side of the head or face can be shingles: get an urgent GP appointment or call 111 today, because antiviral tablets work best started within 3 days${eyeToo(p) ? ", and a red or sore eye beside it needs checking today" : ""}`,
  say: (p) =>
    `Pain, then a strip of blisters on one side of the head or face only, can be shingles: get an urgent GP appointment or call 111 today; antiviral tablets work best within 3 days of the rash. ${eyeToo(p) ? "Say the eye on that side is red: it needs checking today too. " : "A red or sore eye, or blisters by the eye or on the nose, need the eye checked today. "}It is not a product reaction. Until the blisters scab, keep them clean and dry, no salon or new products there, and keep away from newborn babies and anyone who never had chickenpox.`,
  startHere: (p) => ({
    change: "Get an urgent GP appointment or call 111 today about the one-sided blisters",
    why: `They can be shingles, and antiviral tablets work best started within 3 days${eyeToo(p) ? "; the red eye needs checking today too" : ""}.`,
  }),
  // Not a product's doing, and no salon or new product on the rash.
  neverBeside: () => [
    /\bpatch[- ]test\b/i,
    /\bcontact dermatitis\b/i,
    /\bstylist\b/i,
    /\bwhatever you last put on\b/i,
    /\bfolliculitis\b/i,
    /\bbreaking out\b/i,
    /\bnew dyes?\b/i,
  ],
  supersedes: [
    "notes-urgent-signs",
    "burning-stinging",
    "burning",
    "scalp-pimples",
    "bumps",
    "pimples",
  ],
  holdsScalpCare: true,
  sources: ["NHS-SHINGLES"],
}
