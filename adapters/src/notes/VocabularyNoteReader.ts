/**
 * A note reader from a fixed vocabulary of regular expressions: each clause
 * is matched against the terms below and each match is one statement. It
 * knows denial ("no patches") and clauses about relatives, but not time,
 * hypotheticals or numbers.
 */
import { NoteReader } from "@strand/domain/notes/NoteReader"
import {
  type NoteKind,
  NoteReading,
  NoteStatement,
  statementLimits,
} from "@strand/domain/notes/NoteStatement"
import { Effect, Layer } from "effect"

export const noteFacts = [
  "urgent_signs",
  "painful_lumps",
  "patches",
  "plaques",
  "thinning_on_top",
  "brow_or_beard_loss",
  "chemotherapy",
  "pregnancy",
  "postpartum",
  "family_history",
  "over_processed",
  "feels_stiff",
  "home_chemistry",
  "smell",
] as const
export type NoteFact = (typeof noteFacts)[number]

interface Entry {
  readonly fact: NoteFact
  /** Matched against one lower-cased clause of a note. */
  readonly terms: RegExp
  /** Also found in a clause about a relative (only family history is). */
  readonly aboutOthers?: true
  /** In the README's vocabulary table. */
  readonly meaning: string
}

const skin = "dry|scaly|red|flaky|itchy|silvery|thick|crusty|crusted|oily|greasy|raised"

export const noteVocabulary: ReadonlyArray<Entry> = [
  {
    fact: "urgent_signs",
    terms:
      /\b(blister\w*|oozing|weeping|swell\w*|swollen|open sores?|bleed\w*|(can'?t|cannot|trouble|hard to) breath\w*)/,
    meaning: "blistering, oozing, swelling, open sores, bleeding, trouble breathing",
  },
  {
    fact: "painful_lumps",
    terms: /\b(pus|fever|boggy|abscess\w*|painful (lumps?|bumps?)|lumps? that hurt)\b/,
    meaning: "pus, fever, painful or boggy lumps",
  },
  {
    fact: "plaques",
    terms: new RegExp(
      `\\b(plaques?|psoriasis|(${skin}) (patch|patches|scale|scales|plaques?)|silvery scale\\w*)\\b`,
    ),
    meaning: "plaques, psoriasis, thick or scaly patches",
  },
  {
    fact: "patches",
    terms: new RegExp(
      `\\b(alopecia areata|patchy|(bald|round|circular|smooth|coin[- ]sized|shiny)[a-z ,-]{0,14}(patch|patches|spots?)|(?<!(${skin}) )patch(es)?)\\b`,
    ),
    meaning: "bald, round or smooth patches, patchy loss",
  },
  {
    fact: "thinning_on_top",
    terms:
      /\b(wid(er|ening) (part|parting)|(part|parting) (is )?(getting |much )?wider|see (more of )?my scalp|thin(ning)? (on top|at the crown|crown)|receding|recession)\b/,
    meaning: "a widening parting, thinning on top or at the crown, recession",
  },
  {
    fact: "brow_or_beard_loss",
    terms:
      /\b(eye ?brows?|brows|beard)\b.*\b(loss|losing|lost|thin\w*|gone|patch\w*|bald|falling out|missing)\b|\b(loss|losing|lost|thin\w*|patch\w*|bald|missing)\b.*\b(eye ?brows?|brows|beard)\b/,
    meaning: "eyebrows or beard thinning, falling out or patchy",
  },
  {
    fact: "chemotherapy",
    terms: /\b(chemo\w*|cancer treatment)\b/,
    meaning: "chemotherapy, chemo, cancer treatment",
  },
  {
    fact: "postpartum",
    terms:
      /\b(post[- ]?partum|post[- ]?pregnancy|after (my )?pregnancy|gave birth|had (a|my) (baby|son|daughter)|new ?born|new baby|since (the|my) baby|breast ?feeding)\b/,
    meaning: "postpartum, gave birth, had a baby, newborn, breastfeeding",
  },
  {
    fact: "pregnancy",
    terms: /(?<!(after (my )?|post[- ]?))\b(pregnan(t|cy)|expecting a baby|trimester)\b/,
    meaning: "pregnant, pregnancy, trimester",
  },
  {
    fact: "family_history",
    terms:
      /\b(runs in (the|my) family|family history|hereditary|genetic|(mum|mom|mother|dad|father|sister|brother|grand\w*|uncle|aunt)\b.*\b(bald\w*|thin\w*|hair loss|lost (his|her) hair|receding))\b/,
    aboutOthers: true,
    meaning: "runs in the family, family history, a balding or thinning parent",
  },
  {
    fact: "over_processed",
    terms:
      /\b(gummy|mushy|over[- ]?stretch\w*|stretch\w* like (gum|elastic)|over[- ]?processed|fried|chemical (cut|haircut)|melted)\b/,
    meaning: "gummy, mushy, over-stretchy, over-processed, fried",
  },
  {
    fact: "feels_stiff",
    terms: /\b(stiff|straw\w*|crunchy|hard and brittle)\b/,
    meaning: "stiff, straw-like, crunchy",
  },
  {
    fact: "home_chemistry",
    terms:
      /\b(box dye\w*|home (bleach|relaxer|dye|kit|colou?r)\w*|(bleach|lighten|relax|dye|colou?r|perm)\w* (it |my hair |my roots )?(at home|myself)|diy (bleach|dye|colou?r|relaxer))\b/,
    meaning: "box dye, bleaching, dyeing or relaxing at home or oneself",
  },
  {
    fact: "smell",
    terms: /\b(smell\w*|odou?r\w*|musty|mildew\w*|stink\w*|damp smell)\b/,
    meaning: "a smell, odour, musty or mildew",
  },
]

const negation =
  /\b(no|not|never|without|none|nor|don'?t|doesn'?t|didn'?t|haven'?t|hasn'?t|isn'?t|wasn'?t|aren'?t|free of)\b/
/** Phrases with a negation word that deny nothing. */
const uncertainty = /\b(not sure|unsure|not certain|no idea|no clue)\b/g
const relative =
  /\b(mum|mom|mother|dad|father|sister|brother|daughter|son|grand\w*|uncle|aunt|cousin|wife|husband|partner|friend|child|kids?)\b/

/** One note split where a new statement starts, lower-cased, quotes and apostrophes plain. */
const clausesOf = (note: string): ReadonlyArray<string> =>
  note
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[.;!?\n]+|,? but |,? although |,? though /)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== "")

/** Where a fact was read: the note and the words that matched, for the report's "why". */
interface NotedFact {
  readonly note: string
  readonly words: string
}

/** The facts these notes state, each with where it was read (first mention wins). */
export const readNotes = (
  notes: Readonly<Record<string, string>>,
): ReadonlyMap<NoteFact, NotedFact> => {
  const found = new Map<NoteFact, NotedFact>()
  for (const [note, text] of Object.entries(notes)) {
    if (typeof text !== "string") continue
    for (const clause of clausesOf(text)) {
      const aboutOthers = relative.test(clause.replace(/\bhad (a|my) (baby|son|daughter)\b/, ""))
      for (const entry of noteVocabulary) {
        if (found.has(entry.fact)) continue
        if (aboutOthers && entry.aboutOthers !== true) continue
        const match = entry.terms.exec(clause)
        if (match === null) continue
        if (deniedBefore(clause, match.index)) continue
        found.set(entry.fact, { note, words: match[0] })
      }
    }
  }
  return found
}

/** A negation word earlier in the clause than the matched term. */
const deniedBefore = (clause: string, at: number): boolean =>
  negation.test(clause.slice(0, at).replace(uncertainty, ""))

/** Each vocabulary fact as the statement kind it is. */
const kindOf: Record<NoteFact, NoteKind> = {
  urgent_signs: "urgent_reaction",
  painful_lumps: "painful_lumps",
  patches: "bald_patches",
  plaques: "scaly_plaques",
  thinning_on_top: "thinning_on_top",
  brow_or_beard_loss: "brow_lash_loss",
  chemotherapy: "chemotherapy",
  pregnancy: "pregnancy",
  postpartum: "birth",
  family_history: "family_history",
  over_processed: "over_processed",
  feels_stiff: "feels_stiff",
  home_chemistry: "home_chemistry",
  smell: "smell",
}

export const vocabularyReaderName = "strand-vocabulary/1"

/** The vocabulary's facts as statements about the person, now (family history: a relative's). */
export const readWithVocabulary = (notes: Readonly<Record<string, string>>): NoteReading =>
  new NoteReading({
    reader: vocabularyReaderName,
    statements: [...readNotes(notes)].slice(0, statementLimits.statements).map(
      ([fact, noted]) =>
        new NoteStatement({
          kind: kindOf[fact],
          subject: fact === "family_history" ? "relative" : "unstated",
          ...(fact === "family_history" ? { subjectWords: noted.words } : {}),
          time: "now",
          negated: false,
          hypothetical: false,
          note: noted.note,
          words: noted.words.slice(0, statementLimits.wordsLength),
        }),
    ),
  })

export const VocabularyNoteReader = Layer.succeed(
  NoteReader,
  NoteReader.of({ read: (notes) => Effect.succeed(readWithVocabulary(notes)) }),
)
