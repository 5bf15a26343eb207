/**
 * "Find an expert": which experts in the directory fit this person's report,
 * best first, each with why in plain words.
 *
 * What a report needs comes from its clinical pathways and the person's
 * answers: first the professional the most urgent pathway names (a
 * dermatologist for a scarring hair loss, a trichologist for traction), then
 * the others its pathways name, then what the hair itself calls for (a
 * loctician for locs, a colourist for bleached or over-processed hair, a
 * barber for a short cut); and the specialties that would help (children,
 * textured hair, locs, colour correction, hair loss, scalp conditions).
 * A pathway that sends the person to emergency care, urgent care, their GP,
 * their treatment team or their prescriber first says so: the directory lists
 * none of those, and nothing in it comes before them.
 *
 * Where: the person's place (a city, region or country, matched without
 * regard to case or accents), online, or both; neither means anywhere.
 */
import { Schema } from "effect"
import {
  type HairProfile,
  hasDamagedLengths,
  isOverProcessed,
  isTextured,
  textureWords,
} from "../analyst/HairProfile.ts"
import { type Professional, professionals, whenWords } from "../analyst/pathways/Pathway.ts"
import { mostUrgentPathway, pathwaysFor } from "../analyst/pathways/Pathways.ts"
import { isChild } from "../analyst/pathways/Signs.ts"
import { urgencies } from "../analyst/RedFlag.ts"
import { capitalise } from "../text/Sentences.ts"
import {
  Expert,
  type ExpertKind,
  ExpertKind as ExpertKindSchema,
  takesSummaries,
} from "./Expert.ts"
import { expertKindLabels, type Specialty, specialties, specialtyLabels } from "./ExpertKinds.ts"

/** What each pathway is about, for the specialty it calls for. */
export const pathwayConcerns: Readonly<Record<string, "hair_loss" | "scalp_conditions">> = {
  "round-patches": "hair_loss",
  "androgen-signs": "hair_loss",
  "brow-or-beard-loss": "hair_loss",
  "crown-scarring": "hair_loss",
  "chemo-regrowth": "hair_loss",
  "hairline-scarring": "hair_loss",
  "hair-pulling": "hair_loss",
  "medicine-thinning": "hair_loss",
  "pattern-thinning": "hair_loss",
  "scarring-signs": "hair_loss",
  "broken-edges": "hair_loss",
  "sudden-shedding": "hair_loss",
  "baby-shedding": "hair_loss",
  "shedding-after-trigger": "hair_loss",
  "overactive-thyroid-signs": "hair_loss",
  "anaemia-signs": "hair_loss",
  "underactive-thyroid-signs": "hair_loss",
  "giant-cell-arteritis": "scalp_conditions",
  "moth-eaten-loss": "hair_loss",
  "head-lice": "scalp_conditions",
  shingles: "scalp_conditions",
  "lupus-signs": "hair_loss",
  "psoriatic-joints": "scalp_conditions",
  "nerve-signs": "hair_loss",
  "medicine-blood-count": "hair_loss",
  "low-blood-count": "hair_loss",
  "lymph-signs": "scalp_conditions",
  "muscle-skin-signs": "scalp_conditions",
  undereating: "hair_loss",
  virilisation: "hair_loss",
  "dark-thoughts": "hair_loss",
  "meningitis-signs": "scalp_conditions",
  "high-blood-sugar": "scalp_conditions",
  "blistering-skin": "scalp_conditions",
  "tick-bite": "scalp_conditions",
  "vitamin-c-lack": "hair_loss",
  "skin-dent": "hair_loss",
  "gut-signs": "hair_loss",
  "supplement-excess": "hair_loss",
  "infected-skin-near-eye": "scalp_conditions",
  "told-signs-emergency": "scalp_conditions",
  "told-signs-same-day": "scalp_conditions",
  "told-signs-within-days": "scalp_conditions",
  "told-signs-within-2-weeks": "scalp_conditions",
  "told-signs-within-weeks": "scalp_conditions",
  "gut-signs-soon": "hair_loss",
  "pregnancy-warning-signs": "scalp_conditions",
  "medicine-before-pregnancy": "hair_loss",
  "infected-skin": "scalp_conditions",
  "ordinary-shedding": "hair_loss",
  "emergency-signs": "scalp_conditions",
  "heart-strain": "hair_loss",
  scabies: "scalp_conditions",
  "anaemia-gut-signs": "hair_loss",
  "notes-urgent-signs": "scalp_conditions",
  "burning-stinging": "scalp_conditions",
  "child-scalp-soon": "scalp_conditions",
  "child-scalp": "scalp_conditions",
  "persistent-flaking": "scalp_conditions",
  "mild-flaking": "scalp_conditions",
  "non-healing-sore": "scalp_conditions",
  "painful-lumps": "scalp_conditions",
  "scalp-pimples": "scalp_conditions",
  "scaly-plaques": "scalp_conditions",
  "scalp-ringworm": "scalp_conditions",
}

/** The directory's kind for a professional a pathway names, if it lists them. */
const directoryKind: Readonly<Partial<Record<Professional, ExpertKind>>> = {
  dermatologist: "dermatologist",
  trichologist: "trichologist",
}

/** Whom a pathway sends the person to, in a sentence's words. */
export const professionalWords: Readonly<Record<Professional, string>> = {
  emergency: "emergency care",
  urgent_care: "urgent care",
  gp: "your GP",
  sexual_health: "a sexual health clinic",
  dermatologist: "a dermatologist",
  trichologist: "a trichologist",
  treatment_team: "your treatment team",
  prescriber: "the doctor who prescribed your medicine",
}

/** What the report asks for, and why. */
export class ExpertNeeds extends Schema.Class<ExpertNeeds>("strand/ExpertNeeds")({
  /** The report's first step when it names someone to see: Start here's words. */
  first: Schema.NullOr(
    Schema.Struct({
      professional: Schema.Literals(professionals),
      urgency: Schema.Literals(urgencies),
      /** "Book a dermatologist within 1 to 2 weeks for the bald patches" */
      change: Schema.String,
      /** Whether the directory lists such experts (dermatologists, trichologists). */
      inDirectory: Schema.Boolean,
    }),
  ),
  kinds: Schema.Array(Schema.Struct({ kind: ExpertKindSchema, why: Schema.String })),
  specialties: Schema.Array(
    Schema.Struct({ specialty: Schema.Literals(specialties), why: Schema.String }),
  ),
}) {}

export const reportNeeds = (p: HairProfile): ExpertNeeds => {
  const found = pathwaysFor(p)
  const urgent = mostUrgentPathway(p)
  const kinds: Array<{ kind: ExpertKind; why: string }> = []
  const need = (kind: ExpertKind, why: string) => {
    if (!kinds.some((k) => k.kind === kind)) kinds.push({ kind, why })
  }
  for (const pathway of found) {
    const kind = directoryKind[pathway.professional]
    if (kind !== undefined)
      need(
        kind,
        `your report suggests seeing ${professionalWords[pathway.professional]} ${whenWords[pathway.urgency]}`,
      )
  }
  if (p.locs) need("loctician", "you wear locs")
  if (isOverProcessed(p)) need("hairdresser", "your hair is over-processed")
  else if (p.states.has("bleached")) need("hairdresser", "your hair is bleached")
  else if (p.states.has("coloured") && hasDamagedLengths(p))
    need("hairdresser", "your coloured hair is damaged")
  if (p.lowCut) need("barber", "you keep your hair cut short")
  else if (p.barber !== "unknown") need("barber", "you see a barber")

  const wanted: Array<{ specialty: Specialty; why: string }> = []
  const want = (specialty: Specialty, why: string) => {
    if (!wanted.some((w) => w.specialty === specialty)) wanted.push({ specialty, why })
  }
  if (isChild(p)) want("children", "the answers are for a child")
  for (const pathway of found) {
    const concern = pathwayConcerns[pathway.id]
    if (concern !== undefined) want(concern, "what your report is about")
  }
  if (p.locs) want("locs", "you wear locs")
  if (isTextured(p)) want("textured_hair", `your hair is ${textureWords(p)}`)
  if (isOverProcessed(p) || p.states.has("bleached") || p.states.has("coloured"))
    want("colour_correction", "your hair is coloured or lightened")

  return new ExpertNeeds({
    first:
      urgent === undefined
        ? null
        : {
            professional: urgent.professional,
            urgency: urgent.urgency,
            change: urgent.startHere(p).change,
            inDirectory: directoryKind[urgent.professional] !== undefined,
          },
    kinds,
    specialties: wanted,
  })
}

const { hidden: _hidden, ...shownFields } = Expert.fields

/** An expert with why they fit, as a person sees them (never whether an admin hid them). */
export class MatchedExpert extends Schema.Class<MatchedExpert>("strand/MatchedExpert")({
  ...shownFields,
  id: Schema.String,
  email: Schema.NullOr(Schema.String),
  /** Why this expert fits, in plain words, the strongest reason first. */
  reasons: Schema.Array(Schema.String),
  /** They have an e-mail, so a summary can be sent to them. */
  takesSummaries: Schema.Boolean,
}) {}

export interface ExpertFilters {
  readonly kind?: ExpertKind | undefined
  /** A city, region or country, as the person types it. */
  readonly place?: string | undefined
  /** Include experts who see people online. */
  readonly online?: boolean | undefined
}

/** Lower case, no accents, single spaces: "Île-de-France " → "ile-de-france". */
const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()

/** Whether the expert is in the place typed: any of its comma-separated parts names their city or country. */
export const isIn = (expert: Pick<Expert, "city" | "country">, place: string): boolean => {
  const where = [plain(expert.city), plain(expert.country)].filter((w) => w !== "")
  return place
    .split(",")
    .map(plain)
    .filter((part) => part !== "")
    .some((part) =>
      where.some((w) => w === part || (part.length >= 4 && (w.includes(part) || part.includes(w)))),
    )
}

/** The experts who fit, best first: the kind the report needs most, then specialties, then place. */
export const matchExperts = (
  experts: ReadonlyArray<Expert>,
  needs: ExpertNeeds | undefined,
  filters: ExpertFilters,
): ReadonlyArray<MatchedExpert> => {
  const place = filters.place?.trim() ?? ""
  const anywhere = place === "" && filters.online !== true
  const kindNeeds = needs?.kinds ?? []
  const scored = experts
    .filter((expert) => !expert.hidden)
    .filter((expert) => filters.kind === undefined || expert.kind === filters.kind)
    .flatMap((expert) => {
      const here = place !== "" && isIn(expert, place)
      if (!anywhere && !here && !(filters.online === true && expert.online)) return []
      const kindAt = kindNeeds.findIndex((need) => need.kind === expert.kind)
      const matched = (needs?.specialties ?? []).filter((w) =>
        expert.specialties.includes(w.specialty),
      )
      const reasons = [
        ...(kindAt === -1 ? [] : [`${expertKindLabels[expert.kind]}: ${kindNeeds[kindAt]!.why}.`]),
        ...matched.map((w) => `${specialtyLabels[w.specialty]}: ${w.why}.`),
        ...(here
          ? [`In ${[expert.city, expert.country].filter((x) => x !== "").join(", ")}.`]
          : []),
        ...(filters.online === true && expert.online ? ["Sees people online."] : []),
      ]
      const { hidden: _, ...shown } = expert
      return [
        {
          score: [kindAt === -1 ? kindNeeds.length : kindAt, -matched.length, here ? 0 : 1],
          expert: new MatchedExpert({
            ...shown,
            reasons: reasons.map(capitalise),
            takesSummaries: takesSummaries(expert),
          }),
        },
      ]
    })
  return scored
    .sort(
      (a, b) =>
        a.score[0]! - b.score[0]! ||
        a.score[1]! - b.score[1]! ||
        a.score[2]! - b.score[2]! ||
        a.expert.name.localeCompare(b.expert.name) ||
        a.expert.id.localeCompare(b.expert.id),
    )
    .map(({ expert }) => expert)
}
