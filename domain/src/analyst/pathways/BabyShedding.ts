/**
 * A baby's hair in the first months: most babies shed much of the hair they were born with,
 * and the hair at the back rubs away where the head lies, most between 2 and 4 months
 * (neonatal occipital alopecia). It grows back by itself as the baby sits up and moves more;
 * it needs no blood tests, treatment or change to how the baby sleeps, and a baby always
 * sleeps on its back. The health visitor or GP sees what is not this: round smooth patches,
 * scaly or red skin, a baby who is unwell, or no regrowth by the first birthday.
 */
import { type HairProfile, hasPatchyLoss, hasPlaques } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { crownThinning, isBaby, isShedding } from "./Signs.ts"

/** Signs that are not a baby's ordinary shedding. */
const otherSigns = (p: HairProfile): boolean =>
  hasPatchyLoss(p) || hasPlaques(p) || p.symptoms.has("painful_lumps")

export const babyShedding: Pathway = {
  id: "baby-shedding",
  condition: "a baby's ordinary shedding, and hair rubbed away where the head lies",
  urgency: "routine",
  professional: "gp",
  when: (p) => isBaby(p) && (isShedding(p) || crownThinning(p)) && !otherSigns(p),
  recognise: /baby|where the head lies/i,
  lead: () =>
    "a baby's hair often sheds in the first months and rubs away where the head lies; it grows back by itself",
  say: () =>
    "Most babies lose much of the hair they were born with in the first months, and the hair at the back rubs away where the head lies, most between 2 and 4 months. It grows back as they sit up and move more, usually within the first year, and needs no treatment or tests. Keep your baby on their back to sleep, every time. Ask the health visitor or a GP about round, smooth bald patches, scaly or red skin, a baby who is unwell or not feeding, or no regrowth by the first birthday.",
  startHere: () => ({
    change: "Let your baby's hair grow back by itself",
    why: "Hair that sheds or rubs away where a young baby's head lies returns as they sit up and move; it needs no treatment, and they still sleep on their back.",
  }),
  // Nothing written for an adult's thinning: no shedding trigger to trace, no photos of a
  // hairline, no scalp sunscreen (a young baby is kept out of direct sun in a hat instead).
  supersedes: [
    "sudden-shedding",
    "ordinary-shedding",
    "shedding-after-trigger",
    "child-scalp",
    "shedding",
    "telogen-effluvium",
    "androgenetic",
    "male-watching-hairline",
    "photo-baseline",
    "scalp-sunscreen",
    "sun-protection",
    "pattern-thinning",
  ],
  neverBeside: () => [/\bblood tests?\b/i, /\bphotos? of (your )?(hairline|parting|crown)\b/i],
  sources: ["AAD-SHED"],
}
