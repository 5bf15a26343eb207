/**
 * DEVELOPMENT SEED, NOT REAL EXPERTS. Invented entries for `npm run dev`
 * (the server adds them to an empty directory when STRAND_EXAMPLE_EXPERTS
 * is true, which only scripts/dev.ts sets) and for the stories. Every name
 * says "(example)", every note says it is not a real expert, and every
 * address is on example.com, a domain reserved so that nothing sent there
 * reaches anyone. Strand ships no experts: a real directory is typed in by
 * admins on /admin/experts.
 */
import { Effect } from "effect"
import { Email } from "../user/Email.ts"
import type { ExpertDetails } from "./Expert.ts"
import { ExpertStore } from "./ExpertStore.ts"

const note = "Development example: not a real expert."

export const exampleExperts: ReadonlyArray<ExpertDetails> = [
  {
    name: "Dr Amara Okafor (example)",
    kind: "dermatologist",
    specialties: ["hair_loss", "scalp_conditions", "textured_hair"],
    city: "London",
    country: "United Kingdom",
    online: true,
    languages: ["English", "Yoruba"],
    bookingUrl: "https://example.com/book/amara-okafor",
    email: Email.make("amara.okafor@example.com"),
    note,
  },
  {
    name: "Dr Lucía Romero (example)",
    kind: "dermatologist",
    specialties: ["children", "scalp_conditions"],
    city: "",
    country: "",
    online: true,
    languages: ["English", "Spanish"],
    bookingUrl: null,
    email: Email.make("lucia.romero@example.com"),
    note,
  },
  {
    name: "Grace Mensah (example)",
    kind: "trichologist",
    specialties: ["hair_loss", "textured_hair"],
    city: "Manchester",
    country: "United Kingdom",
    online: false,
    languages: ["English"],
    bookingUrl: "https://example.com/book/grace-mensah",
    email: Email.make("grace.mensah@example.com"),
    note,
  },
  {
    name: "Kofi Asante Locs (example)",
    kind: "loctician",
    specialties: ["locs", "textured_hair"],
    city: "London",
    country: "United Kingdom",
    online: false,
    languages: ["English", "Twi"],
    bookingUrl: "https://example.com/book/kofi-asante",
    email: null,
    note: `${note} Books on the web only.`,
  },
  {
    name: "Sofia Lindqvist Colour (example)",
    kind: "hairdresser",
    specialties: ["colour_correction"],
    city: "Leeds",
    country: "United Kingdom",
    online: false,
    languages: ["English", "Swedish"],
    bookingUrl: null,
    email: Email.make("sofia.lindqvist@example.com"),
    note,
  },
  {
    name: "Fade Street Barbers (example)",
    kind: "barber",
    specialties: ["textured_hair"],
    city: "Birmingham",
    country: "United Kingdom",
    online: false,
    languages: ["English"],
    bookingUrl: "https://example.com/book/fade-street",
    email: null,
    note,
  },
]

/** Adds the examples to an empty directory; a directory with anything in it is left alone. */
export const seedExampleExperts = Effect.gen(function* () {
  const store = yield* ExpertStore
  if ((yield* store.list({ withHidden: true })).length > 0) return
  yield* Effect.forEach(exampleExperts, (expert) => store.add(expert), { discard: true })
  yield* Effect.logInfo(
    `The directory of experts holds ${exampleExperts.length} invented examples (STRAND_EXAMPLE_EXPERTS): not for production`,
  )
})
