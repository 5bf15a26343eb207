/**
 * The questions a person asks in their notes ("can I still dye my hair?",
 * "will box braids damage my edges?"), answered for this person in the
 * snapshot, as a consultant answers what the client asked before anything
 * else. Each answer reads what the report already decided (a reacting
 * scalp, a scarring pathway, traction, chemotherapy, a pregnancy), so it can
 * never contradict the rest; a question with no answer here is left to the
 * sections that speak to it.
 */
import { type NoteKind, type Supplement, supplements } from "../notes/NoteStatement.ts"
import {
  afterChemotherapy,
  type HairProfile,
  hasPatchyLoss,
  hasPatternThinning,
  hasTractionSigns,
  isOverProcessed,
  pregnancyMatters,
} from "./HairProfile.ts"
import { suggestsCcca } from "./pathways/CentralCentrifugal.ts"
import { scalpIsReacting } from "./pathways/ChemicalInjury.ts"
import { suggestsFfa } from "./pathways/FrontalFibrosing.ts"
import { pathwaysFor } from "./pathways/Pathways.ts"
import { productReactedTo } from "./pathways/ReactedTo.ts"
import { isChild, isShedding } from "./pathways/Signs.ts"

/** At most this many answers, so the snapshot stays a short overview. */
const maxAnswers = 2

const doing: Readonly<Record<string, string>> = {
  colour: "colour your hair",
  bleach: "lighten your hair",
  relaxer: "relax your hair",
  texture_release: "have a texture release",
  perm: "perm your hair",
  keratin: "have a smoothing treatment",
}

const chemistry = (p: HairProfile, value: string | undefined): string => {
  const asked = `You asked whether you can ${doing[value ?? ""] ?? "have a chemical service"}`
  const straightening = value === "relaxer" || value === "texture_release"
  if (scalpIsReacting(p) || productReactedTo(p) !== undefined)
    return `${asked}: not until your scalp has fully calmed, and then only after an allergy test 48 hours before.`
  if (afterChemotherapy(p))
    return `${asked}: wait until regrowth is established, commonly about six months, then have a strand test and an allergy test first.`
  if (straightening && (suggestsCcca(p) || suggestsFfa(p)))
    return `${asked}: not before a dermatologist has seen your scalp, since a scarring hair loss has to be ruled out first.`
  if (hasPatchyLoss(p)) return `${asked}: wait until a dermatologist has seen the patches.`
  if (isOverProcessed(p))
    return `${asked}: not on the over-processed lengths; wait until they are cut away.`
  return `${asked}: yes, with the allergy test on the label 48 hours before every time, even with a product you have used before${value === "bleach" ? ", and a bond builder in the lightener" : ""}.`
}

/** "my dad went bald at 25, is that gonna happen to me?", asked before any thinning shows. */
const inTheFamily = (p: HairProfile): string | undefined =>
  hasPatternThinning(p)
    ? undefined
    : "You asked whether you will lose your hair like your family: it runs in families, but no one can say if or when, and nothing is needed now. If your hairline or crown start to thin, photos every few months will show it, and a pharmacist or GP can discuss treatments, which work best started early."

/** Blood tests this report asks for, which biotin can make read wrong. */
const bloodTestsAhead = (p: HairProfile): boolean =>
  pathwaysFor(p).some(
    (pathway) => pathway.professional === "gp" || pathway.professional === "urgent_care",
  )

/** "can i take the hair gummies from tiktok?", "does creatine make you bald?" */
const supplement = (p: HairProfile, value: string | undefined): string | undefined => {
  if (!isSupplement(value)) return undefined
  switch (value) {
    case "biotin":
      return isChild(p)
        ? "You asked about hair gummies: not for a child; they do nothing for hair unless the body is short of biotin, which is rare."
        : `You asked about hair gummies or biotin: ${bloodTestsAhead(p) ? "not before your blood tests, because biotin can make thyroid and other results read wrong; and" : "biotin can make blood tests read wrong, and"} it does nothing for hair unless you are short of it, which is rare. Enough protein and iron in your meals does more.`
    case "collagen":
      return "You asked about collagen: there is no good evidence that it helps hair; enough protein in your meals does the same job."
    case "creatine":
      return "You asked about creatine: there is no good evidence that it causes hair loss; the worry comes from one small study of a hormone level, not of hair."
    case "rosemary":
      return `You asked about rosemary oil: one small six-month trial found it about as good as a low-strength minoxidil; it is fine to try if your scalp does not react, but ${bloodTestsAhead(p) ? "it is no reason to put off the GP visit" : "licensed treatments have far better evidence"}.`
  }
}

const isSupplement = (value: string | undefined): value is Supplement =>
  (supplements as ReadonlyArray<string | undefined>).includes(value)

const answers: Partial<
  Record<NoteKind, (p: HairProfile, value: string | undefined) => string | undefined>
> = {
  chemical_service: chemistry,
  home_chemistry: (p) => chemistry(p, "colour"),
  tight_styles: (p) =>
    hasTractionSigns(p)
      ? "You asked about braids and tight styles: not while your edges recover; keep to loose styles until they have grown back."
      : "You asked about braids and tight styles: fine if they never hurt; ask for them not too tight, small or heavy, leave the edges out, and take them out within 6 to 8 weeks.",
  swimming: (p) =>
    scalpIsReacting(p)
      ? "You asked about swimming: wait until your scalp has healed."
      : `You asked about swimming: yes; ${p.locs ? "wet the locs with clean water" : "wet your hair and smooth on conditioner"} first, wear a cap, and rinse straight after.`,
  shedding: (p) =>
    isShedding(p) && !hasPatchyLoss(p) && !suggestsCcca(p) && !suggestsFfa(p)
      ? "You asked whether it will grow back: shedding like this does, because the follicles stay alive; it settles within 6 to 9 months of the cause passing, with short new hairs showing along the way."
      : undefined,
  family_history: inTheFamily,
  supplement,
  // "will I go bald like my dad?"; "does creatine make you go bald?" is the supplement's question.
  thinning_on_top: (p) => (p.noted.has("family_history") ? inTheFamily(p) : undefined),
  birth: (p) =>
    pregnancyMatters(p)
      ? "You asked about treatments while breastfeeding: minoxidil and other licensed hair-loss treatments are not used while pregnant or breastfeeding; ask a GP about them afterwards."
      : undefined,
  pregnancy: (p) =>
    pregnancyMatters(p)
      ? "You asked about pregnancy: minoxidil and other licensed hair-loss treatments are not used while pregnant, breastfeeding or trying for a baby."
      : undefined,
}

/** The answers to what this person asked, in the order they asked, at most two. */
export const answersToQuestions = (p: HairProfile): ReadonlyArray<string> =>
  [...p.questions]
    .flatMap(([kind, fact]) => {
      const answer = answers[kind]?.(p, fact.statement.value)
      return answer === undefined ? [] : [answer]
    })
    .slice(0, maxAnswers)
