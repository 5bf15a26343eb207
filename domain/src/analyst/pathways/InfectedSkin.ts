/**
 * Blisters, weeping or punched-out sores that spread, with a fever: a skin
 * infection that needs treating today, such as eczema herpeticum (the
 * cold-sore virus in eczema, an emergency near the eye) or spreading
 * impetigo. A GP or 111 the same day; eczema creams stay off the sores until
 * then (NHS, eczema herpeticum).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

const sores = (p: HairProfile): boolean =>
  hasNoted(p, "blisters") || hasNoted(p, "non_healing_sore") || hasNoted(p, "urgent_reaction")

export const suggestsInfectedSkin = (p: HairProfile): boolean => hasNoted(p, "fever") && sores(p)

const eczema = (p: HairProfile): boolean => hasNoted(p, "eczema")

export const infectedSkin: Pathway = {
  id: "infected-skin",
  condition: "a skin infection such as eczema herpeticum or impetigo",
  urgency: "same_day",
  professional: "urgent_care",
  when: suggestsInfectedSkin,
  recognise: /infection|herpeticum|impetigo/i,
  lead: (p) =>
    `sores or blisters that spread, with a fever, can be a skin infection${eczema(p) ? ", in eczema the cold-sore virus, eczema herpeticum," : ""} that needs a GP or 111 today`,
  say: (p) =>
    `Blisters or sores that spread, with a fever, are a skin infection until a doctor says otherwise${eczema(p) ? ", and in eczema they can be eczema herpeticum, the cold-sore virus spreading through the skin" : ", such as impetigo"}: see a GP or call 111 today, and go to A&E if they reach the eye or the person is drowsy or very unwell. ${eczema(p) ? "Keep eczema creams off the sores until a doctor has seen them, and keep" : "Keep"} the scalp clean and dry with nothing else on it.`,
  startHere: () => ({
    change: "See a GP or call 111 today about the sores and the fever",
    why: "Spreading sores with a fever need treating today; A&E if they reach the eye.",
  }),
  neverBeside: () => [/\bhydrocortisone\b/i, /\bwhatever you last (put|applied)\b/i],
  supersedes: [
    "burning-stinging",
    "burning",
    "scalp-pimples",
    "pimples",
    "mild-flaking",
    "persistent-flaking",
    "flaking",
    "non-healing-sore",
    "notes-urgent-signs",
  ],
  holdsScalpCare: true,
  sources: ["NHS-EH"],
}

/** Swelling or redness told at the eye or eyelid ("my left eyelid is puffy"). */
const nearTheEye = (p: HairProfile): boolean =>
  (["urgent_reaction", "painful_lumps", "blisters", "red_eye"] as const).some((kind) =>
    /\beye(lid)?s?\b/i.test(p.noted.get(kind)?.words ?? ""),
  ) || hasNoted(p, "red_eye")

/**
 * The same infection already at the eye: spreading infection around the eye
 * can reach the socket, so A&E now rather than a GP today (NHS, cellulitis).
 */
export const infectedSkinNearEye: Pathway = {
  ...infectedSkin,
  id: "infected-skin-near-eye",
  urgency: "emergency",
  professional: "emergency",
  when: (p) => suggestsInfectedSkin(p) && nearTheEye(p),
  lead: () =>
    "sores or swelling that spread, with a fever, and have reached the eye can be an infection spreading around it: go to A&E now",
  say: (p) =>
    `Sores or swelling that spread, with a fever, are a skin infection until a doctor says otherwise, and it has reached the eye: go to A&E now, as infection around the eye needs treating within hours.${eczema(p) ? " Keep eczema creams off the sores until then." : ""} Nothing else goes on the scalp meanwhile.`,
  startHere: () => ({
    change: "Go to A&E now about the spreading swelling and the fever",
    why: "It has reached the eye; infection there needs treating within hours.",
  }),
  supersedes: [...(infectedSkin.supersedes as ReadonlyArray<string>), "infected-skin"],
}
