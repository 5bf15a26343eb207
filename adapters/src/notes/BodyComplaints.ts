/**
 * A complaint elsewhere in the body ("my thigh aches at night") is the note
 * reader's widest net: the lexicon knows the signs of many conditions by name,
 * and this entry hears a pain, swelling or numbness it does not know, so a
 * condition nobody listed still reaches a doctor (ToldSigns.ts). It is the
 * weakest reading of its clause, so it stands only where nothing else does:
 * not where another sign names the same words, not on the scalp ("the back of
 * my head is sore"), and not where the person gives it an everyday cause or a
 * name of its own ("my arms ache after braiding", "my arthritis knee").
 */
import { signKinds } from "@strand/domain/notes/NotedFacts"
import type { NoteKind } from "@strand/domain/notes/NoteStatement"
import type { LexiconEntry } from "./LexiconEntry.ts"
import { mentionsAny, type Word } from "./NoteWords.ts"
import type { Found } from "./Phrases.ts"

/** Words that put the complaint on the head or scalp, where the hair pathways read it. */
const scalpWords = new Set([
  "scalp",
  "head",
  "hairline",
  "crown",
  "temple",
  "temples",
  "parting",
  "nape",
  "edges",
  "eyebrow",
  "eyebrows",
  "brows",
  "lashes",
  "eyelashes",
  "beard",
])

/** An everyday cause the person gives, or a condition already named and known. */
const explainedWords = new Set([
  // "she bends over the bath and her back hurts after".
  "bends",
  "bending",
  "bent",
  "stooping",
  "gym",
  "training",
  "trained",
  "workout",
  "workouts",
  "exercise",
  "running",
  "run",
  "lifting",
  "weights",
  "match",
  "sport",
  "sports",
  "football",
  "netball",
  "rugby",
  "boxing",
  "climbing",
  "cycling",
  "hike",
  "hiking",
  "dancing",
  "yoga",
  "swimming",
  "slept",
  "sleeping",
  "pillow",
  "desk",
  "typing",
  "standing",
  "shift",
  "shifts",
  "carrying",
  // Not "fall": "hair fall" is the hair's, and says nothing of an ache beside it.
  "fell",
  "tripped",
  "injury",
  "injured",
  "sprain",
  "sprained",
  "period",
  "periods",
  "pregnant",
  "pregnancy",
  "teething",
  "braiding",
  "braids",
  "locs",
  "loc",
  "dreads",
  "dreadlocks",
  "wig",
  "headphones",
  "helmet",
  "twisting",
  "retwist",
  "retwists",
  "retwisting",
  "styling",
  "detangling",
  "dryer",
  "straighteners",
  "salon",
  "arthritis",
  "sciatica",
  "migraine",
  "migraines",
  "gout",
  "ibs",
  "physio",
  "operation",
  "surgery",
])

/** Signs the quiz places on the scalp, which a hand or a leg named instead puts elsewhere. */
const scalpSigns: ReadonlySet<string> = new Set([
  "non_healing_sore",
  "dimpled_spots",
  "scalp_bumps",
  "painful_lumps",
])
const limbWords = new Set([
  "hand",
  "hands",
  "finger",
  "fingers",
  "thumb",
  "knuckle",
  "knuckles",
  "wrist",
  "arm",
  "arms",
  "elbow",
  "elbows",
  "foot",
  "feet",
  "toe",
  "toes",
  "leg",
  "legs",
  "knee",
  "knees",
  "shin",
  "ankle",
  "heel",
])
const elsewhere: LexiconEntry = { kind: "body_complaint", phrases: [] }

/**
 * "a tiny hole in the skin between the middle and ring finger on my right hand": a sore, a
 * spot or a lump told of a hand or a leg, with no word of the head, is a complaint elsewhere in
 * the body, not the scalp's sore.
 */
const offTheScalp = (
  found: ReadonlyArray<Found<LexiconEntry>>,
  words: ReadonlyArray<Word>,
): ReadonlyArray<Found<LexiconEntry>> =>
  mentionsAny(words, limbWords) && !mentionsAny(words, scalpWords)
    ? found
        // "psoriasis on my elbows and knees": the skin elsewhere, which its own care treats.
        .filter((f) => f.tag.kind !== "scaly_plaques")
        .map((f) => (scalpSigns.has(f.tag.kind) ? { ...f, tag: elsewhere } : f))
    : found

/** The phrases found in a clause, less a complaint elsewhere in the body that does not stand. */
export const withBodyComplaintsPlaced = (
  told: ReadonlyArray<Found<LexiconEntry>>,
  words: ReadonlyArray<Word>,
  sentence: ReadonlyArray<Word>,
): ReadonlyArray<Found<LexiconEntry>> => {
  const found = offTheScalp(told, words)
  // A cause may sit in the sentence's other clause: "it takes me ages and my arms ache".
  const placed =
    found.some((f) => f.tag.kind !== "body_complaint" && signKinds.has(f.tag.kind as NoteKind)) ||
    mentionsAny(words, scalpWords) ||
    mentionsAny(sentence, explainedWords)
  const withoutComplaint = placed ? found.filter((f) => f.tag.kind !== "body_complaint") : found
  // "a frozen shoulder ... the physio is helping but she cant lift her arm": a weakness its
  // own named, treated cause explains.
  return namesAJointCondition(sentence)
    ? withoutComplaint.filter((f) => f.tag.kind !== "muscle_weakness")
    : withoutComplaint
}

/** A joint or tendon condition named, or its physiotherapy: what makes a limb weak or stiff. */
const namesAJointCondition = (sentence: ReadonlyArray<Word>): boolean =>
  sentence.some(
    (w, at) =>
      (w.text === "frozen" && sentence[at + 1]?.text === "shoulder") ||
      [
        "physio",
        "physiotherapy",
        "physiotherapist",
        "sprain",
        "sprained",
        "fracture",
        "fractured",
        "tendonitis",
        "tendinitis",
        "sciatica",
      ].includes(w.text) ||
      (w.text === "broke" && ["her", "his", "my"].includes(sentence[at + 1]?.text ?? "")),
  )
