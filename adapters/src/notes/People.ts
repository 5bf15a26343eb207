/**
 * The words that name who a statement is about: the writer's own words
 * ("I", "my", "we"), people by what they are to the writer (a child, a
 * relative, anyone else, a pet), the pronouns that point back at them, and
 * the parts of a body whose owner says whose sign it is ("her scalp").
 */

import type { StatementSubject } from "@strand/domain/notes/NoteStatement"
import { wordSet } from "./NoteWords.ts"

export type Sex = "female" | "male"

export interface PersonWord {
  readonly subject: Exclude<StatementSubject, "writer" | "unstated">
  readonly sex?: Sex
  /** A blood relative, whose hair loss is a family history. */
  readonly blood?: true
  /** A pet or farm animal: the subject of its own patches, never of having a pet. */
  readonly animal?: true
}

const group = (
  subject: PersonWord["subject"],
  words: string,
  extra: Omit<PersonWord, "subject"> = {},
): ReadonlyArray<readonly [string, PersonWord]> =>
  words.split(" ").map((word) => [word, { subject, ...extra }] as const)

export const personWords: ReadonlyMap<string, PersonWord> = new Map([
  ...group("child", "daughter daughters girl stepdaughter granddaughter", { sex: "female" }),
  ...group("child", "son sons boy stepson grandson", { sex: "male" }),
  ...group(
    "child",
    "child children kid kids baby babies toddler teenager teen teens infant newborn youngest eldest",
  ),
  ...group(
    "relative",
    // "my dads thin on top", "my mums got it": the apostrophe people leave out.
    "mum mom mother mam mummy mommy ma sister sis nan nana nanna gran granny grandma grandmother aunt auntie aunty niece mums moms mams nans grans sisters aunties",
    { sex: "female", blood: true },
  ),
  ...group(
    "relative",
    "dad father daddy papa pa brother bro grandad granddad grandpa grandfather uncle nephew dads grandads brothers uncles",
    { sex: "male", blood: true },
  ),
  ...group("relative", "family parents grandparents siblings cousin cousins twin", {
    blood: true,
  }),
  ...group("relative", "wife girlfriend gf fiancee", { sex: "female" }),
  ...group("relative", "husband hubby boyfriend bf fiance", { sex: "male" }),
  ...group("relative", "partner"),
  ...group(
    "someone_else",
    "friend friends mate mates pal pals buddy bestie colleague colleagues coworker coworkers boss neighbour neighbor flatmate roommate housemate client clients customer customers patient patients resident residents lady ladies gentleman pupil pupils classmate someone somebody people everyone hairdresser stylist barber lads guys blokes influencer influencers youtubers",
  ),
  ...group(
    "someone_else",
    // Not "pony": in a note about hair it is the ponytail ("sore where the pony goes").
    "cat cats kitten kittens dog dogs puppy puppies pet pets horse horses rabbit",
    { animal: true },
  ),
])

/** The writer's own words. */
export const writerWords: ReadonlySet<string> = new Set([
  "i",
  "me",
  "my",
  "mine",
  "myself",
  "we",
  "us",
  "our",
  "ours",
])

/** Pronouns that point back at the person last named, by sex. */
export const pronouns: ReadonlyMap<string, Sex> = new Map([
  ["she", "female"],
  ["her", "female"],
  ["hers", "female"],
  ["herself", "female"],
  ["he", "male"],
  ["him", "male"],
  ["his", "male"],
  ["himself", "male"],
])

/** Possessive words that make the body part after them someone's. */
export const possessives: ReadonlySet<string> = new Set(["my", "our", "her", "his", "their"])

/** Parts of a body (and of its health) whose owner is whom a sign is about. */
export const bodyWords: ReadonlySet<string> = wordSet(
  "hair hairs scalp head crown hairline edges eyebrows eyebrow brows brow lashes eyelashes beard " +
    "parting part roots ends locs braids skin face eye eyes eyelids lips nose mouth cheek cheeks " +
    "chin neck ears ear forehead temples " +
    "nape periods period iron ferritin thyroid weight glands " +
    // The body below the head: "a hard lump in her tummy" is hers whoever felt it.
    "tummy belly stomach abdomen chest breast breasts nipple arm arms armpit leg legs knee knees " +
    "hand hands foot feet back bottom bum groin calf calves shin shins ankle ankles wrist wrists",
)

/** Verbs after which the words that follow are what someone saw or said, about the person. */
export const reportingWords: ReadonlySet<string> = wordSet(
  "said says say told tells thinks think thought reckons noticed notices spotted spots saw sees " +
    "pointed mentioned asked commented found diagnosed",
)
