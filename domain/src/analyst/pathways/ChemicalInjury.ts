/**
 * An allergic reaction or a chemical burn after a product or a chemical
 * service (hair-science §4: emergency for a swollen face or trouble
 * breathing; urgent care the same day for blisters, oozing or open sores).
 */
import { type HairProfile, hasNoted, isChemicallyTreated } from "../HairProfile.ts"
import { suggestsCcca } from "./CentralCentrifugal.ts"
import type { Pathway } from "./Pathway.ts"
import { productReactedTo, them } from "./ReactedTo.ts"
import { suggestsScarring } from "./ScarringSigns.ts"

/**
 * The scalp is reacting to something put on it, now: an allergic reaction or
 * burn in the notes, or burning and stinging that is not the scarring
 * pathway's. Until it settles nothing medicated goes on it, flakes are not
 * treated as dandruff, and no colour, chemical service or heat styling is planned.
 */
export const scalpIsReacting = (p: HairProfile): boolean =>
  hasNoted(p, "urgent_reaction") || (reactsNow(p) && !suggestsCcca(p))

/** Burning or stinging ticked, or a product the notes say the skin reacts to now. */
const reactsNow = (p: HairProfile): boolean =>
  p.symptoms.has("burning_stinging") ||
  (hasNoted(p, "product_reaction") &&
    p.noted.get("product_reaction")!.statement.time !== "past" &&
    !alreadyKeptAway(p))

/**
 * "anything with perfume makes her flare, so nothing scented please": a trigger the person
 * already keeps away is known and managed, not a reaction going on now to stop.
 */
const alreadyKeptAway = (p: HairProfile): boolean => {
  const reacted = p.noted.get("product_reaction")?.statement.value
  return reacted !== undefined && p.noted.get("avoids_product")?.statement.value === reacted
}

/** The reaction came after hair dye: the dye is named in the notes or ticked. */
const afterDye = (p: HairProfile): boolean =>
  p.noted.get("chemical_service")?.statement.value === "colour" ||
  p.noted.get("product_reaction")?.statement.value === "dye" ||
  p.states.has("coloured")

/** What never stands beside a reacting scalp. */
const whileReacting: ReadonlyArray<RegExp> = [
  /\bantifungal\b|\banti-dandruff\b|\bmedicated\b|\bdandruff\b|\bscale[- ]lift/i,
  /\ballergy test\b|\bbefore every permanent colou?r\b|\bpatch test behind the ear before\b/i,
  /\b(bleach|lighten|relax|dye|colour|color|perm|smooth)\w*\b[^.]*\b(next|again|every|at home|new growth)\b/i,
  // Heat styling waits too: a silk press or flat iron over a burned or weeping scalp.
  /\bheat protectant\b|\bhot tools?\b|\bflat iron|\bsilk press|\bweekly heat\b/i,
]

/** The flake and dandruff lines a reacting scalp does not get. */
const flakeCare = ["flaking", "mild-flaking", "malassezia", "antifungal"]

export const chemicalInjury: Pathway = {
  id: "notes-urgent-signs",
  condition: "an allergic reaction or a chemical burn",
  urgency: "emergency",
  professional: "emergency",
  when: (p) => hasNoted(p, "urgent_reaction"),
  recognise: /swelling|blister|breathing/i,
  lead: () =>
    "the swelling, blistering or oozing in your notes needs care now: emergency care for a swollen face or trouble breathing, urgent care the same day for blisters or open sores",
  say: (p) =>
    `Swelling, blistering or oozing after a product can be an allergic reaction or a chemical burn: swelling of the face or eyelids or trouble breathing needs emergency care now; blisters or open sores need urgent care the same day. Rinse the product off with plenty of water and keep the packaging for the doctor to see.${afterDye(p) ? " After a reaction like this to hair dye, never use that dye, any dye with PPD, or black henna again, whatever a later test shows; a dermatologist can advise on what is safe." : ""}`,
  startHere: () => ({
    change: "Get the swelling, blisters or oozing seen today",
    why: "After a product they can be an allergic reaction or a chemical burn: emergency care for a swollen face or trouble breathing.",
  }),
  neverBeside: () => whileReacting,
  supersedes: flakeCare,
  sources: ["PPD", "GLY"],
}

/** Burning or stinging without blisters: the scalp reacting to something on it. */
export const scalpReaction: Pathway = {
  id: "burning-stinging",
  condition: "contact dermatitis, a reaction of the scalp to something on it",
  urgency: "act_now",
  professional: "gp",
  // Burning where the crown thins, or beside a tender crown or shiny skin with no product
  // named, is a scarring pathway's sign, not a product's.
  when: (p) =>
    reactsNow(p) && !suggestsCcca(p) && !(suggestsScarring(p) && productReactedTo(p) === undefined),
  recognise: /burning or stinging|reacts to|reacting to/i,
  lead: (p) => {
    const product = productReactedTo(p)
    return product === undefined
      ? "rinse off whatever you last applied and stop using it; burning or stinging means the scalp is reacting"
      : `stop using ${product.name}: your notes say your skin reacts to ${them(product)}`
  },
  say: (p) =>
    `${productReactedTo(p) === undefined ? "Burning or stinging can be the scalp reacting to a product, called contact dermatitis: rinse off whatever was last applied and stop using it." : `${p.symptoms.has("burning_stinging") ? "Burning or stinging" : "Itching, burning or redness"} each time you use ${productReactedTo(p)!.name} is the skin reacting to ${them(productReactedTo(p)!)}, called contact dermatitis: stop using ${them(productReactedTo(p)!)}${productReactedTo(p)!.instead}.`}${isChemicallyTreated(p) ? " After a relaxer, bleach or smoothing service, blisters, oozing, or burning with vomiting or back pain need urgent care the same day." : ""} Swelling of the face or eyelids or trouble breathing is an emergency. If the burning keeps coming back, see a GP or dermatologist in the next few weeks; a patch test can find what the skin reacts to.`,
  startHere: (p) => {
    const product = productReactedTo(p)
    return product === undefined
      ? {
          change: "Rinse off and stop using whatever you last put on your scalp",
          why: "Burning or stinging means the scalp is reacting to something; keep it away until the skin is calm.",
        }
      : {
          change: `Stop using ${product.name}`,
          why: `Your skin reacts to ${them(product)} each time; a GP or dermatologist's patch test can show what in ${them(product)} is the cause.`,
        }
  },
  neverBeside: () => whileReacting,
  supersedes: flakeCare,
  sources: ["PPD", "CUT"],
  // Kidney injury after smoothing treatments: said only to people who have them.
  clauseSources: (p) => (isChemicallyTreated(p) ? ["GLY"] : []),
}
