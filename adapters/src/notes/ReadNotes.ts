/**
 * Strand's note reader: each note is cut into sentences and clauses
 * (NoteWords.ts, Clauses.ts); in each clause the lexicon's phrases
 * (NoteLexicon.ts, Overlaps.ts), its limits (Amounts.ts) and its ages
 * (Ages.ts) become statements, each with who it is about (Subjects.ts),
 * when (TimeWords.ts, Tenses.ts, Times.ts), whether it is
 * denied (Denial.ts) or only imagined (Hypothetical.ts), its amount and the
 * words that counted. A note is data: only these phrases are ever read from
 * it, so an instruction typed into one reads as nothing.
 */

import { signKinds } from "@strand/domain/notes/NotedFacts"
import {
  type AskedQuestion,
  type NoteKind,
  NoteReading,
  NoteStatement,
  type QuizSubject,
  statementLimits,
} from "@strand/domain/notes/NoteStatement"
import type { TextInputs } from "@strand/domain/quiz/QuizAnswers"
import { agesOf } from "./Ages.ts"
import { amountOf, limitsOf, type Quantity, quantitiesOf, unitOf } from "./Amounts.ts"
import { withThingsNamed } from "./Antecedents.ts"
import { withBodyComplaintsPlaced } from "./BodyComplaints.ts"
import { type Clause, clausesOf } from "./Clauses.ts"
import { denialOf, deniedWithin, doubtsTick } from "./Denial.ts"
import { speaksOfGreying, withoutFamilyGreying } from "./FamilyGreying.ts"
import { asksTheQuiz, isImagined, isLayPersonsName, isSomeonesSaying } from "./Hypothetical.ts"
import type { LexiconEntry } from "./LexiconEntry.ts"
import { keptProductWords, noteLexicon, productWords, reactedToIn } from "./NoteLexicon.ts"
import { mentionsAny, sentencesOf, textOf, type Word, wordSet } from "./NoteWords.ts"
import { standing } from "./Overlaps.ts"
import { type Found, findPhrases, phraseBook } from "./Phrases.ts"
import { questionsIn } from "./QuestionsAsked.ts"
import { aboutOf, quizSubjectOf } from "./QuizSubjects.ts"
import { merged, type Said } from "./Repeats.ts"
import {
  clauseSubject,
  continuesFrom,
  type Mention,
  mentionsOf,
  type Previous,
  type Subject,
  subjectOf,
} from "./Subjects.ts"
import { verbGroupsOf } from "./Tenses.ts"
import { isLifelong, type TimeReading, timeOf } from "./Times.ts"
import { type TimeWords, timeWordsOf } from "./TimeWords.ts"

const writerObjects = new Set(["me", "myself"])

/**
 * "me and my friend", "my friend and i", "we both": the writer among those before the verb
 * ("we found him eating my tablets" is the child's alone).
 */
const writerAmongDoers = (...before: ReadonlyArray<ReadonlyArray<Word>>): boolean =>
  /\b(me|i) and\b|\band (me|i)\b|\bwe (both|all)\b|\bboth of us\b/.test(textOf(before.flat()))

/** Signs found by a test the writer does on someone's skin (a glass pressed on a rash). */
const checkedOnSomeone: ReadonlySet<NoteKind> = new Set<NoteKind>(["rash_not_fading"])
/** What such a test is done on. */
const rashKinds: ReadonlySet<NoteKind> = new Set<NoteKind>(["body_rash", "bruising", "face_rash"])

/** Signs told by what someone did to a thing ("ate my tablets"): the doer is the subject. */
const actedOn: ReadonlySet<NoteKind> = new Set<NoteKind>(["swallowed_object", "over_the_dose"])

/**
 * Kinds that explain rather than show: another person's word for them is a theory ("my
 * sister-in-law says it is an allergy from the hair dye" is hers, not a reaction told).
 */
const causes: ReadonlySet<NoteKind> = new Set<NoteKind>(["stress", "product_reaction"])
/** A condition's name in a lay person's mouth ("the barber says it looks like alopecia") is their guess. */
const conditionNames = new Set([
  "alopecia",
  "ringworm",
  "psoriasis",
  "eczema",
  "dermatitis",
  "lupus",
  "folliculitis",
  "shingles",
  "scabies",
  "impetigo",
  "nits",
  "lice",
  "dandruff",
])
/** The reader and its version, recorded with every reading. */
export const noteReaderName = "strand-notes/1"

const book = phraseBook(noteLexicon.map((entry) => ({ phrases: entry.phrases, tag: entry })))

/** Kinds a person states as a wish or a limit, never as something imagined. */
const wishes: ReadonlySet<NoteKind> = new Set([
  "budget",
  "max_products",
  "max_minutes",
  "less_fuss",
])
/** Of the wishes, those a person may deny in words: "budget isn't an issue", "no rush". */
const deniable: ReadonlySet<NoteKind> = new Set(["budget", "less_fuss"])
/** Kinds whose number is the statement: "never more than twice a week" denies nothing. */
const counted: ReadonlySet<NoteKind> = new Set([
  ...wishes,
  "wash_frequency",
  "swimming",
  "sport",
  "age",
])
/** Hair loss in a blood relative is a family history. */
const hairLoss: ReadonlySet<NoteKind> = new Set([
  "thinning_on_top",
  "bald_patches",
  "shedding",
  "hairline_band",
])

interface Candidate {
  readonly kind: NoteKind
  readonly value?: string
  /** The words to quote. */
  readonly first: number
  readonly last: number
  /** Where whom it is about, its time and any denial are read from. */
  readonly head: number
  readonly entry?: LexiconEntry
  readonly amount?: number
  /** The person named by the words themselves ("my 14 year old"). */
  readonly named?: Mention
}

/** The words that counted, as typed; a long span is quoted by its ends. */
const quote = (note: string, clause: Clause, first: number, last: number): string => {
  const from = clause.words[first]!
  const to = clause.words[last]!
  // Brackets the person typed are dropped: the words are quoted inside the report's own
  // sentences, which use none ("temperature back since last night (38.9" would dangle).
  const whole = note
    .slice(from.start, to.end)
    .replace(/[()[\]]/g, "")
    .replace(/\s{2,}/g, " ")
  if (whole.length <= statementLimits.wordsLength) return whole
  const ends = `${note.slice(from.start, from.end)} … ${note.slice(to.start, to.end)}`
  return ends.slice(0, statementLimits.wordsLength)
}

/**
 * The sentences of a note that name a product or a chemical service, and the
 * one right after each: "had a relaxer on Saturday. Now there are scabs
 * weeping" tells of the relaxer's reaction in its second sentence.
 */
const productSentences = (clauses: ReadonlyArray<Clause>): ReadonlySet<number> =>
  new Set(
    clauses
      .filter((c) => mentionsAny(c.words, productWords))
      .flatMap((c) => [c.sentence, c.sentence + 1]),
  )

const candidatesOf = (
  clause: Clause,
  mentions: ReadonlyArray<Mention>,
  index: number,
  product: boolean,
  sentence: ReadonlyArray<Word>,
  ticksTold: boolean,
): { candidates: ReadonlyArray<Candidate>; quantities: ReadonlyArray<Quantity> } => {
  const { words } = clause
  const quantities = quantitiesOf(words)
  // A reaction needs something it is to; a denial of one is read whatever the note names.
  const denied = (found: Found<LexiconEntry>) =>
    denialOf(words, found.first, found.last, () => false) !== undefined
  // "the burning was back in march" names the box only in a note that speaks of its ticks, and
  // only where no other phrase tells the sign itself ("the shedding is worse since march") nor
  // the word is a sign of its own ("the fever was gone after a week").
  const all = findPhrases(book, words).filter(
    (phrase) =>
      (phrase.tag.needsInSentence === undefined ||
        mentionsAny(sentence, phrase.tag.needsInSentence)) &&
      (phrase.tag.notWhereSentenceHas === undefined ||
        !mentionsAny(sentence, phrase.tag.notWhereSentenceHas)),
  )
  const found = all.filter(
    (phrase) =>
      phrase.tag.onlyWhereTicksTold !== true ||
      (ticksTold &&
        !all.some(
          (other) =>
            other.tag.namesABox !== true &&
            ((other.tag.kind === phrase.tag.kind &&
              other.first <= phrase.last &&
              phrase.first <= other.last) ||
              (other.first === phrase.last && other.last === phrase.last)),
        )),
  )
  const kept = withoutFamilyGreying(
    withBodyComplaintsPlaced(standing(found), words, sentence),
    sentence,
  ).filter(
    (found) =>
      (found.tag.needsProduct !== true || product || denied(found)) &&
      (found.tag.withoutProduct !== true || (!product && !denied(found))),
  )
  // A strong sign takes its clause's weaker words with it: black dots on a flaky patch are not also flakes.
  const absorbed = new Set(kept.flatMap((found) => found.tag.absorbs ?? []))
  const phrases = kept.flatMap((found): ReadonlyArray<Candidate> => {
    const entry = found.tag
    // "a soft squishy lump ... there since she was born": a lump from birth, for a doctor to
    // feel, not an infection.
    const kind: NoteKind =
      entry.kind === "painful_lumps" && fromBirth(sentence) && !inflamed(words, found)
        ? "body_lump"
        : (entry.kind as NoteKind)
    if (absorbed.has(kind) && (entry.absorbs ?? []).length === 0) return []
    const amount = amountOf(kind, quantities, found.first, found.last)
    if (entry.needsFrequency === true && amount === undefined) return []
    if (isLifelong(words, kind, found.last)) return []
    // "my beards patchy on the cheeks, tache and chin are fine": how a beard grows, not hair lost.
    if (kind === "beard_loss" && !mentionsAny(words, beardChange)) return []
    return [
      {
        kind,
        ...(entry.value === undefined ? {} : { value: entry.value }),
        first: found.first,
        last: found.last,
        head: found.first,
        entry,
        ...(amount?.value === undefined ? {} : { amount: amount.value }),
      },
    ]
  })
  const limits = limitsOf(words, quantities).map(({ kind, quantity }) => ({
    kind,
    first: quantity.first,
    last: quantity.last,
    head: quantity.first,
    ...(quantity.value === undefined ? {} : { amount: quantity.value }),
  }))
  const ages = agesOf(words).map(({ first, last, at, years }) => {
    const named = mentions.find((m) => m.clause === index && (m.at === last || m.at === last + 1))
    return {
      kind: "age" as const,
      first,
      last,
      head: at,
      amount: years,
      ...(named === undefined ? {} : { named }),
    }
  })
  return {
    candidates: [...phrases, ...limits, ...ages].sort((a, b) => a.first - b.first),
    quantities,
  }
}

/**
 * A number left over in its clause belongs to the statement before it in the
 * sentence: "it itches after swimming, I go 4 times a week".
 */
const withLeftoverAmounts = (
  statements: Array<Said>,
  from: number,
  quantities: ReadonlyArray<Quantity>,
  used: ReadonlyArray<Candidate>,
): void => {
  for (const quantity of quantities) {
    if (quantity.value === undefined || used.some((c) => c.amount === quantity.value)) continue
    for (let i = statements.length - 1; i >= from; i--) {
      const statement = statements[i]!
      if (unitOf[statement.kind] !== quantity.unit || statement.amount !== undefined) continue
      statements[i] = { ...statement, amount: quantity.value }
      break
    }
  }
}

/** "like my dad", "the same ... as me": the statement is also about that person. */
const alsoAbout = (
  words: ReadonlyArray<Word>,
  clause: number,
  last: number,
  mentions: ReadonlyArray<Mention>,
): Subject | undefined => {
  for (let at = last + 1; at < words.length; at++) {
    if (words[at]!.text !== "like" && words[at]!.text !== "as") continue
    if (words[at + 1]?.text === "me") return { subject: "writer" }
    const mention = mentions.find(
      (m) =>
        m.clause === clause && m.at === at + 2 && ["my", "our"].includes(words[at + 1]?.text ?? ""),
    )
    if (mention !== undefined) {
      const { subject, words: named, blood } = mention
      return {
        subject,
        ...(named === undefined ? {} : { words: named }),
        ...(blood === undefined ? {} : { blood }),
      }
    }
  }
  return undefined
}

/** The reading of a sentence that opens with "since ...", which its other clauses go on from. */
const sinceOpenerOf = (
  times: ReadonlyArray<TimeWords>,
  words: ReadonlyArray<Word>,
): TimeReading | undefined => {
  if (words[0]?.text !== "since") return undefined
  const monthsAgo = times.find((t) => t.monthsAgo !== undefined)?.monthsAgo
  return monthsAgo === undefined ? { time: "since" } : { time: "since", monthsAgo }
}

const refusals = new Set(["never", "didnt", "didn't", "not", "n't", "havent", "haven't"])
const takings = new Set([
  "took",
  "taken",
  "take",
  "start",
  "started",
  "use",
  "used",
  "tried",
  "filled",
])

const medicineKind: ReadonlySet<NoteKind> = new Set<NoteKind>([
  "medicine",
  "pregnancy_risk_medicine",
])

/** Kinds a blood test rules in or out. */
const testedKinds: ReadonlySet<NoteKind> = new Set<NoteKind>(["thyroid", "low_iron"])
const normalWords = new Set(["normal", "fine", "ok", "okay", "clear"])

/** "hasn't healed", "never healed", "not healed yet": the sore is still there. */
const unhealed = new Set(["not", "n't", "never", "hasnt", "havent", "hadnt", "isnt", "wont", "yet"])

/** Words that point back at something already named: "the lump", "that rash". */
const pointing = new Set(["the", "that", "this", "those", "these"])

/** The words of a statement, as the nouns a later clause may name it by. */
const nounsOf = (words: string): ReadonlyArray<string> =>
  words
    .toLowerCase()
    .split(/[^a-z]+/)
    .flatMap((w) => (w.endsWith("s") ? [w, w.slice(0, -1)] : [w]))

/** Words after "went down" that say where a pain went, not that it eased. */
const headedFor = new Set([
  "my",
  "the",
  "his",
  "her",
  "their",
  "your",
  "into",
  "to",
  "through",
  "both",
  "one",
  "left",
  "right",
])

/**
 * A clause that says what came before is over: "it grew back by year 5", "it peeled and its
 * totally fine now", "never since", "cleared up", "it cleared in a week", "was grand by the
 * sunday", "grew out of it". A sign is told, then said to have passed.
 */
const overNow = (words: ReadonlyArray<Word>): boolean =>
  words.some((word, at) => {
    const next = words[at + 1]?.text ?? ""
    return (
      ((word.text === "grew" || word.text === "grown") && next === "back") ||
      ((word.text === "cleared" || word.text === "went" || word.text === "gone") &&
        // "gone by tuesday morning": over, and when.
        ["up", "away", "now", "completely", "down", "by"].includes(next) &&
        // "it went down my left arm": a pain spreading, not a swelling gone down.
        !(next === "down" && headedFor.has(words[at + 2]?.text ?? "")) &&
        // "been there 6 weeks and not gone down" is still there.
        !unhealed.has(words[at - 1]?.text ?? "")) ||
      // "the lump has now gone completely".
      (word.text === "now" && ["gone", "disappeared", "cleared"].includes(next)) ||
      // "the tablets cleared it", "the cream cured it".
      (["cleared", "cured", "sorted", "fixed"].includes(word.text) && next === "it") ||
      // "it cleared in a week", "settled within days": over, and how long it took.
      (["cleared", "settled", "resolved"].includes(word.text) &&
        ["in", "within", "after"].includes(next)) ||
      (word.text === "healed" && !unhealed.has(words[at - 1]?.text ?? "")) ||
      ((word.text === "never" || word.text === "nothing" || word.text === "none") &&
        next === "since") ||
      (["fine", "ok", "okay", "better", "normal"].includes(word.text) && next === "now") ||
      // "threw up, but was grand by the sunday", "fine again after a day".
      (["fine", "ok", "okay", "better", "grand", "alright", "well"].includes(word.text) &&
        ["by", "again", "within"].includes(next) &&
        ["was", "were", "felt", "all"].includes(words[at - 1]?.text ?? "")) ||
      // "had eczema as a kid but grew out of it".
      ((word.text === "grew" || word.text === "grown") && next === "out") ||
      word.text === "outgrew"
    )
  })

/**
 * A clause that says what came before has gone for good: "its never come back", "hasn't
 * come back since", "never happened again", seen and discharged, "totally fine since". Such
 * a sign is not even asked about.
 */
const goneForGood = (words: ReadonlyArray<Word>): boolean =>
  words.some(
    (word, at) =>
      (["never", "not", "n't", "hasnt", "havent"].includes(word.text) &&
        // "shes fretting they wont come back": a fear for the future, not a sign gone.
        !["will", "wo", "would", "might"].includes(words[at - 1]?.text ?? "") &&
        words.slice(at + 1, at + 3).some((w) => w.text === "come" || w.text === "came") &&
        words.slice(at + 2, at + 4).some((w) => w.text === "back")) ||
      // "it cleared up by itself and nothing since", "nothing new since"
      (["nothing", "never", "none"].includes(word.text) &&
        (words[at + 1]?.text === "since" ||
          (["new", "else", "more"].includes(words[at + 1]?.text ?? "") &&
            words[at + 2]?.text === "since"))) ||
      // "it never happened again", "hasn't happened since"
      (["never", "not", "n't", "hasnt", "havent"].includes(word.text) &&
        words[at + 1]?.text === "happened" &&
        ["again", "since"].includes(words[at + 2]?.text ?? "")) ||
      // Seen and let go by a clinic: "they drained it and discharged me".
      word.text === "discharged" ||
      // "no more fits", "no more patches since": none again.
      (word.text === "no" &&
        words[at + 1]?.text === "more" &&
        words[at + 2] !== undefined &&
        words[at + 2]!.pos === "NOUN") ||
      // "he's been totally fine since", "fine ever since", "been boss since".
      (["fine", "well", "ok", "okay", "grand", "boss", "great", "brilliant", "perfect"].includes(
        word.text,
      ) &&
        (words[at + 1]?.text === "since" ||
          (words[at + 1]?.text === "ever" && words[at + 2]?.text === "since"))),
  )

/** A clause that says results were normal: "and they were normal", "came back fine". */
const cameBackNormal = (words: ReadonlyArray<Word>): boolean =>
  words.some(
    (word, at) =>
      normalWords.has(word.text) &&
      ["were", "was", "are", "is", "back", "all", "both"].includes(words[at - 1]?.text ?? ""),
  )

/** Who examines a lump or a mole: "my gp looked at it", "the dermatologist checked it". */
const examiners = new Set([
  "gp",
  "doctor",
  "doc",
  "dermatologist",
  "consultant",
  "nurse",
  "surgeon",
])

/** What they called it: "nothing to worry about", "harmless", "just a cyst". */
const reassured = (words: ReadonlyArray<Word>): boolean =>
  words.some(
    (w, at) =>
      ["harmless", "benign"].includes(w.text) ||
      (w.text === "nothing" &&
        ["to", "serious", "sinister", "nasty"].includes(words[at + 1]?.text ?? "")) ||
      (w.text === "just" &&
        ["a", "an"].includes(words[at + 1]?.text ?? "") &&
        ["cyst", "lipoma", "gland", "wart", "skin", "mole"].includes(words[at + 2]?.text ?? "")),
  )

/**
 * "my gp looked at it last summer and said its a pilar cyst and nothing to worry about": a lump
 * or mark a doctor has examined and called harmless, told in the same sentence.
 */
const seenAndHarmless = (sentence: ReadonlyArray<Word>): boolean =>
  sentence.some((w) => examiners.has(w.text)) && reassured(sentence)

/** Signs a doctor's look settles: a lump, a mole, a sore or a mark, not a symptom of the body. */
const examinedKinds: ReadonlySet<NoteKind> = new Set<NoteKind>([
  "body_lump",
  "neck_lump",
  "painful_lumps",
  "scalp_bumps",
  "non_healing_sore",
])

const testWords = new Set([
  "blood",
  "bloods",
  "test",
  "tests",
  "tested",
  "results",
  "levels",
  "checked",
])

/** The sentence speaks of tests: "they checked my bloods". */
const sentenceTested = (clauses: ReadonlyArray<Clause>, sentence: number): boolean =>
  clauses.some((c) => c.sentence === sentence && c.words.some((w) => testWords.has(w.text)))

/** A clause that says a medicine was never taken: "but never took it", "didn't start them". */
const neverTaken = (words: ReadonlyArray<Word>): boolean =>
  words.some(
    (word, at) =>
      refusals.has(word.text) &&
      words.slice(at + 1, at + 3).some((next) => takings.has(next.text) || takings.has(next.norm)),
  )

/**
 * The product a "not giving it up" keeps: the first named in its sentence, or
 * else in the sentence before ("I use Blue Magic every morning. Not giving it up.").
 */
const keptProduct = (clauses: ReadonlyArray<Clause>, sentence: number): string | undefined => {
  const named = (at: number) => {
    const words = clauses.filter((c) => c.sentence === at).flatMap((c) => c.words)
    // "cantu shea butter leave in": a leave-in, whatever it is made of.
    if (words.some((w, i) => w.text === "leave" && words[i + 1]?.text === "in")) return "leave_ins"
    return words.flatMap((word) =>
      keptProductWords
        .filter(
          ([product, names]) =>
            names.has(word.text) ||
            names.has(word.norm) ||
            // A brand named for its oil: "moroccanoil", "hairoil".
            (product === "oils_butters" && /.oils?$/.test(word.text)),
        )
        .map(([product]) => product),
    )[0]
  }
  return named(sentence) ?? named(sentence - 1)
}

/** Words that make a patchy beard a change: "gone patchy", "a bald circle", "falling out". */
const beardChange = wordSet(
  "gone going went getting become became started starting lost losing lose falling fell fallen bald smooth round circle circles spot spots new suddenly hole holes missing appeared thinning thinned since ago recently lately anymore",
)

/** "since she was born", "born with it", "from birth". */
const fromBirth = (sentence: ReadonlyArray<Word>): boolean =>
  /\b(since (birth|(she|he|they|i) (was|were) born)|born with|from birth)\b/.test(textOf(sentence))

/** The phrase's own words tell pain, pus or heat: an infection's, whenever it began. */
const inflamed = (words: ReadonlyArray<Word>, found: Found<LexiconEntry>): boolean =>
  words
    .slice(found.first, found.last + 1)
    .some((w) =>
      /^(pain\w*|hurt\w*|sore|tender|throb\w*|pus|hot|red|abscess\w*|boils?)$/.test(w.text),
    )

/** Words that name one of the quiz's boxes: "the lumps box", "the sensitive option". */
const boxWords = new Set(["box", "boxes", "tickbox", "checkbox", "option", "options"])

/** "box dye", "box braids": things sold or styled in boxes, not the quiz's boxes. */
const boxedThings = new Set(["dye", "dyes", "colour", "color", "braids", "braid", "fresh"])

/** The phrase ending at `last` ends with, or is followed within four words ("lumps/pus/fever box") by, a box's name. */
const namesABox = (words: ReadonlyArray<Word>, last: number): boolean =>
  words
    .slice(last, last + 5)
    .some((w, i) => boxWords.has(w.text) && !boxedThings.has(words[last + 1 + i]?.text ?? ""))

/** Words that speak of the quiz's ticks as such. */
const ticksWords = wordSet("tick ticks ticked ticking tickbox tickboxes checkbox checkboxes")

/** "I ticked itchy/flaky but...", "clicked hair loss": the phrase is the answer given, not the sign told. */
const tickVerbs = new Set(["tick", "ticked", "ticking", "clicked", "selected"])
const namesATick = (words: ReadonlyArray<Word>, head: number): boolean =>
  words.slice(Math.max(0, head - 3), head + 1).some((w) => tickVerbs.has(w.text))

/** Words that say a remedy is already taken or used: "the biotin i take, is it worth it?". */
const takingWords = wordSet("take takes taking took using use used been on")

/** "it gives me spots", "they bring me out in a rash": what something does to the writer. */
const givesMe =
  /^(and |but |cos |coz |because |as )?(it|they|that|this|which|these|those)( \w+)? (gives?|gave|brings?|brought|makes?|made|breaks?|broke|sets? off) (me|him|her|us|them)\b/i

/** "so i stay away from it", "and i avoid them": the product told of before is kept away. */
const keepsAway =
  /^(so |and |which is why |thats why |that's why )?(i|we|he|she) ((stay|stays|keep|keeps) (away|clear) from|avoid|avoids|never use|do not use|don't use|dont use|can't use|cant use) (it|them|that|those)\b/i

/** "because of that", "cos i had": a tick given its reason. */
const explaining = wordSet("because cos coz cause bc since")

/** "back to normal in a couple of days", "thats long gone", "scabbed over": what is over. */
const saysOver = (words: ReadonlyArray<Word>): boolean =>
  overNow(words) ||
  goneForGood(words) ||
  words.some(
    (word, at) =>
      (word.text === "back" &&
        words[at + 1]?.text === "to" &&
        ["normal", "itself"].includes(words[at + 2]?.text ?? "")) ||
      (word.text === "long" && words[at + 1]?.text === "gone") ||
      (["scabbed", "healed", "crusted"].includes(word.text) && words[at + 1]?.text === "over"),
  )

/**
 * A tick named with its reason, the reason over: "i ticked the bleeding box because of that"
 * after "it bled, scabbed over and was back to normal in a couple of days"; "i ticked the illness
 * one because i had flu in january ... but thats long gone".
 */
const explainsAsOver = (sentence: ReadonlyArray<Word>, before: ReadonlyArray<Word>): boolean =>
  (mentionsAny(sentence, explaining) || thatWas(sentence)) &&
  (saysOver(sentence) || saysOver(before))

/** "but that was the gland when i had tonsillitis": what the tick was, told. */
const thatWas = (sentence: ReadonlyArray<Word>): boolean =>
  sentence.some((w, at) => {
    const next = sentence[at + 1]?.text ?? ""
    return (
      w.text === "but" &&
      (["that's", "thats"].includes(next) ||
        (["that", "it"].includes(next) &&
          ["was", "is", "were"].includes(sentence[at + 2]?.text ?? "")))
    )
  })

/** Signs whose own words hold a "not": it names the sign, it does not deny it. */
const toldByANot: ReadonlySet<NoteKind> = new Set<NoteKind>([
  "non_healing_sore",
  "rash_not_fading",
  "periods_stopped",
  "little_urine",
])

const unstatedSubject: Subject = { subject: "unstated" }

/** Everything one note says. */
const readNote = (
  note: string,
  text: string,
  today: Date,
): {
  statements: ReadonlyArray<Said>
  subject?: QuizSubject
  questions: ReadonlyArray<AskedQuestion>
} => {
  const clauses = withThingsNamed(clausesOf(sentencesOf(text)))
  /** The note speaks of the quiz's ticks: "two of my ticks need explaining". */
  const ticksTold = clauses.some((clause) => clause.words.some((word) => ticksWords.has(word.text)))
  const mentions = mentionsOf(clauses, text)
  const about = aboutOf(clauses, mentions)
  const statements: Array<Said> = []
  let before: Subject | undefined
  let lastTime: TimeReading | undefined
  let sinceOpener: TimeReading | undefined
  /** Where this sentence's statements begin. */
  let sentenceStart = 0
  let previousSentenceStart = 0
  /** This sentence opens on the one before: "It grew back and I've had nothing since." */
  let opensOnEarlier = false
  const products = productSentences(clauses)
  clauses.forEach((clause, index) => {
    const { words } = clause
    const sameSentence = index > 0 && clauses[index - 1]!.sentence === clause.sentence
    if (!sameSentence) {
      previousSentenceStart = sentenceStart
      sentenceStart = statements.length
      opensOnEarlier =
        words[0]?.standsFor === true ||
        ["it", "they", "that", "this", "which"].includes(words[0]?.text ?? "")
    }
    const clauseStart = statements.length
    const previous: Previous = { subject: before, continues: continuesFrom(words, sameSentence) }
    const times = timeWordsOf(words, today)
    if (!sameSentence) sinceOpener = sinceOpenerOf(times, words)
    const context = {
      words,
      times,
      groups: verbGroupsOf(words),
      ...(sameSentence && lastTime !== undefined ? { inherited: lastTime } : {}),
      ...(sinceOpener === undefined ? {} : { sinceOpener }),
    }
    const sentence = clauses.filter((c) => c.sentence === clause.sentence).flatMap((c) => c.words)
    /** The sentence's clauses before this one: asked for only when a condition is named. */
    const previousSentence = () =>
      clauses.filter((c) => c.sentence === clause.sentence - 1).flatMap((c) => c.words)
    const sentenceBefore = () =>
      clauses
        .slice(0, index)
        .filter((c) => c.sentence === clause.sentence)
        .flatMap((c) => c.words)
    const { candidates, quantities } = candidatesOf(
      clause,
      mentions,
      index,
      products.has(clause.sentence),
      sentence,
      ticksTold,
    )
    const covered = words.map((_, at) =>
      candidates.some((c) => c.entry !== undefined && c.first <= at && at <= c.last),
    )
    const inside = (at: number, from: number, to: number) =>
      (at < from || at > to) && covered[at] === true
    /** A "not" inside another sign's own words ("spots that don't fade") is that sign's. */
    const ownedNot = words.map((_, at) =>
      candidates.some((c) => toldByANot.has(c.kind) && c.first <= at && at <= c.last),
    )
    let clauseTime: TimeReading | undefined
    for (const candidate of candidates) {
      const { first, last, head, entry } = candidate
      const skip = (m: Mention) => candidate.kind === "pet_contact" && m.animal === true
      // A phrase whose own words name the writer ("better off without me", "hurt myself") is theirs.
      // "he got into my hair gummies": who swallowed is before the verb, not the owner of the
      // thing, nor of the hair its name holds.
      const acted = actedOn.has(candidate.kind)
      // "me and my friend pick mushrooms ... and cook them": the writer is among those who did it.
      const namesWriter =
        words.slice(first, last + 1).some((w) => writerObjects.has(w.text)) ||
        (acted && writerAmongDoers(sentenceBefore(), words.slice(0, first)))
      // "i could barely wake her": the one the phrase ends on is the one it is about.
      const endsOnOther = ["her", "him", "them"].includes(words[last]?.text ?? "")
      const found =
        candidate.named ??
        (namesWriter && entry !== undefined
          ? ({ subject: "writer" } as const)
          : endsOnOther
            ? subjectOf(words, index, last + 1, last, mentions, previous, skip, false)
            : subjectOf(words, index, acted ? first : head, last, mentions, previous, skip, !acted))
      const isAbout = about !== undefined && found.words === about.mention.words
      const family =
        hairLoss.has(candidate.kind) &&
        found.subject === "relative" &&
        found.blood === true &&
        !isAbout &&
        !speaksOfGreying(sentence)
      const kind: NoteKind = family ? "family_history" : candidate.kind
      // "he has purple spots on his legs, i press a glass on them and they dont go away": the
      // glass is the writer's, the rash is whoever the sentence said has it.
      const rashOwner =
        checkedOnSomeone.has(candidate.kind) && found.subject === "writer"
          ? statements
              .slice(sentenceStart)
              .findLast((said) => said.subject !== "writer" && rashKinds.has(said.kind))
          : undefined
      const subject: Subject =
        candidate.kind === "family_history" && found.subject !== "relative"
          ? { subject: "relative" }
          : rashOwner !== undefined
            ? {
                subject: rashOwner.subject,
                ...(rashOwner.subjectWords === undefined ? {} : { words: rashOwner.subjectWords }),
              }
            : found
      const denial =
        (counted.has(kind) && candidate.amount !== undefined) ||
        (wishes.has(kind) && !deniable.has(kind))
          ? undefined
          : (denialOf(
              words,
              head,
              last,
              (at) => inside(at, first, last),
              (at) => (at < first || at > last) && ownedNot[at] === true,
              clause.question,
            ) ??
            // A sore that "has not healed", spots that "do not fade": the sign itself.
            (!toldByANot.has(kind) && deniedWithin(words, first, last) ? "denied" : undefined) ??
            // "i ticked sudden shedding but tbh i think im just looking more": taken back.
            (namesATick(words, head) && doubtsTick(sentence) ? "denied" : undefined))
      const hypothetical =
        entry?.hypothetical === true ||
        // "the lumps/pus/fever box - only the fever bit": the quiz's box named, not the sign told;
        // a box ticked "by mistake" stays a denial.
        (denial === undefined &&
          (entry?.namesABox === true || namesABox(words, last) || namesATick(words, head))) ||
        (!wishes.has(kind) && isImagined(words, head, clause.question)) ||
        // "is that minoxidil foam from boots worth the money?": a remedy weighed, not taken.
        ((kind === "supplement" || kind === "medicine") &&
          clause.question &&
          words.slice(last + 1).some((w) => w.text === "worth") &&
          !words.some((w) => takingWords.has(w.text))) ||
        // The rest of the list the quiz asks about: "chest pain, weight loss, lumps - no".
        (asksTheQuiz(sentenceBefore()) &&
          !words.some((w, at) => (at < first || at > last) && ["VERB", "AUX"].includes(w.pos))) ||
        (causes.has(kind) && isSomeonesSaying(words, head)) ||
        (conditionNames.has(words[head]?.text ?? "") &&
          isLayPersonsName([...sentenceBefore(), ...words.slice(0, head)]))
      // A tick explained by something over ("i ticked the bleeding box because of that", after a
      // knock that healed in days); a tick named anywhere in the sentence explains the signs
      // told beside it ("i ticked the lump one but that was the gland ... went down").
      const tickOver =
        denial === undefined &&
        (entry?.namesABox === true ||
          namesABox(words, last) ||
          sentence.some((w) => tickVerbs.has(w.text))) &&
        explainsAsOver(sentence, previousSentence())
      // What is only imagined has not begun: "I'd like to start swimming" is not swimming since.
      const read = timeOf(
        { ...context, never: denial === "never", denied: denial !== undefined },
        kind,
        head,
        last,
      )
      // A tick taken back is taken back now, whenever the reason it gives ("its only she plucked
      // them to bits last year").
      const tickTakenBack = denial !== undefined && namesATick(words, head)
      // An age is how old someone is now.
      const time: TimeReading =
        kind === "age" || tickTakenBack || (hypothetical && read.time === "since")
          ? { time: "now" }
          : read
      clauseTime = time
      const value =
        candidate.value ??
        (kind === "keeps_product" ? keptProduct(clauses, clause.sentence) : undefined)
      const said = {
        kind,
        ...(value === undefined ? {} : { value }),
        ...(candidate.amount === undefined ? {} : { amount: candidate.amount }),
        time: tickOver ? "past" : time.time,
        ...(time.monthsAgo === undefined ? {} : { monthsAgo: time.monthsAgo }),
        ...(tickOver ? { resolved: true } : {}),
        negated: denial !== undefined,
        hypothetical: hypothetical && !tickOver,
        ...(clause.question ? { question: true } : {}),
        note,
        words: quote(text, clause, first, last),
      }
      // "i ticked the eyebrow one": the writer ticked it, for whoever the quiz is about.
      const tickFor = tickTakenBack && subject.subject === "writer" ? unstatedSubject : subject
      statements.push({ ...said, ...subjectFields(tickFor) })
      const also = denial === undefined ? alsoAbout(words, index, last, mentions) : undefined
      if (also !== undefined) {
        const kindToo = hairLoss.has(kind) && also.blood === true ? "family_history" : kind
        statements.push({
          ...said,
          kind: kindToo,
          time: "now",
          hypothetical: false,
          ...subjectFields(also),
        })
      }
    }
    // "the salon says I should go natural, is that true?": a question that names nothing asks
    // about what its sentence said before it.
    if (sameSentence && clause.question && candidates.length === 0)
      for (let at = sentenceStart; at < clauseStart; at++)
        statements[at] = { ...statements[at]!, question: true }
    // "my wife is worried it runs in the family. is that a thing?": a short question of its own
    // that names nothing asks about the sentence before.
    if (
      !sameSentence &&
      clause.question &&
      candidates.length === 0 &&
      words.length <= 6 &&
      words.some((w) => ["that", "this", "it", "true"].includes(w.text))
    )
      for (let at = previousSentenceStart; at < sentenceStart; at++)
        statements[at] = { ...statements[at]!, question: true }
    // "NOT coconut oil, it gives me little itchy spots every time", "cant use shea, it brings me
    // out in a rash": what a product kept away does when used, not signs now; it is avoided.
    if (sameSentence && givesMe.test(textOf(words))) {
      const earlier = statements.slice(sentenceStart, clauseStart)
      const keptAway = earlier.find((s) => s.negated || s.kind === "avoids_product")
      if (keptAway !== undefined) {
        for (let at = clauseStart; at < statements.length; at++)
          if (signKinds.has(statements[at]!.kind))
            statements[at] = { ...statements[at]!, hypothetical: true }
        const value = reactedToIn(keptAway.words)
        if (value !== undefined && !earlier.some((s) => s.kind === "avoids_product"))
          statements.push({
            ...keptAway,
            kind: "avoids_product",
            value,
            negated: false,
            subject: "writer",
          })
      }
    }
    // "anything with coconut in it makes my scalp itch so i stay away from it": what the
    // product does when used, and it is kept away: no sign now, and the product avoided.
    if (sameSentence && keepsAway.test(textOf(words))) {
      const earlier = statements.slice(sentenceStart, clauseStart)
      const reaction = earlier.find((s) => s.kind === "product_reaction" && !s.negated)
      if (reaction !== undefined) {
        for (let at = sentenceStart; at < clauseStart; at++)
          if (signKinds.has(statements[at]!.kind) || statements[at]!.kind === "product_reaction")
            statements[at] = { ...statements[at]!, hypothetical: true }
        if (reaction.value !== undefined && !earlier.some((s) => s.kind === "avoids_product"))
          statements.push({
            ...reaction,
            kind: "avoids_product",
            hypothetical: false,
            subject: "writer",
          })
      }
    }
    /** A later clause denies what this sentence said before it, of these kinds. */
    const denyEarlier = (kinds: ReadonlySet<NoteKind>) => {
      for (let at = sentenceStart; at < statements.length; at++)
        if (kinds.has(statements[at]!.kind)) statements[at] = { ...statements[at]!, negated: true }
    }
    // "i had alopecia when i was 8, a bald patch at the back, it grew back": all of it is past.
    // A sign dated this week ("a cramp in my calf on monday, gone by tuesday") is over, not
    // one still there because it was recent.
    if (sameSentence && overNow(words))
      for (let at = sentenceStart; at < clauseStart; at++) {
        const earlier = statements[at]!
        if (earlier.negated || earlier.kind === "age") continue
        if (earlier.time !== "past") statements[at] = { ...earlier, time: "past" }
        else if (signKinds.has(earlier.kind) && (earlier.monthsAgo ?? 1) < 0.25)
          statements[at] = { ...earlier, resolved: true }
      }
    // "i found a lump behind my ear ... the lump has now gone completely": a sign named again, by
    // its own noun, and said to be over, is over wherever it was told.
    if (overNow(words)) {
      const named = new Set(
        words
          .filter((w, i) => w.pos === "NOUN" && pointing.has(words[i - 1]?.text ?? ""))
          .map((w) => w.norm),
      )
      for (let at = 0; at < clauseStart; at++) {
        const earlier = statements[at]!
        if (
          signKinds.has(earlier.kind) &&
          !earlier.negated &&
          nounsOf(earlier.words).some((n) => named.has(n))
        )
          statements[at] = { ...earlier, time: "past", resolved: true }
      }
    }
    // "had ringworm in year 9, the tablets cleared it and its never come back": gone for good.
    // "a patch behind my ear in 2021. it grew back and I've had nothing since": the sentence
    // before, when this one opens on it. A sign denied stays denied now: "i ticked burning but
    // ignore that ... nothing since" takes the tick back, it does not date it.
    if ((sameSentence || opensOnEarlier) && goneForGood(words))
      for (let at = opensOnEarlier ? previousSentenceStart : sentenceStart; at < clauseStart; at++)
        if (signKinds.has(statements[at]!.kind) && !statements[at]!.negated)
          statements[at] = { ...statements[at]!, time: "past", resolved: true }
    // "a lump ... my gp looked at it and said it's a cyst, nothing to worry about": seen and settled.
    if (
      sameSentence &&
      seenAndHarmless(sentence) &&
      !candidates.some((c) => examinedKinds.has(c.kind))
    )
      for (let at = sentenceStart; at < clauseStart; at++)
        if (examinedKinds.has(statements[at]!.kind) && !statements[at]!.negated)
          statements[at] = { ...statements[at]!, time: "past", resolved: true }
    // "they checked my bloods (thyroid and iron) and they were normal": tested and well.
    if (sameSentence && cameBackNormal(words) && sentenceTested(clauses, clause.sentence))
      denyEarlier(testedKinds)
    // "prescribed spironolactone but never took it": the medicine before was never taken.
    if (sameSentence && neverTaken(words) && !candidates.some((c) => c.kind === "medicine"))
      denyEarlier(medicineKind)
    // "Bisoprolol for my heart, been on it 8 years": how long the medicine before has been taken.
    if (sameSentence && candidates.length === 0 && takenFor(words))
      dateEarlierMedicines(statements, sentenceStart, times)
    withLeftoverAmounts(statements, sentenceStart, quantities, candidates)
    lastTime = clauseTime ?? (sameSentence && times.length === 0 ? lastTime : undefined)
    before = clauseSubject(words, index, mentions, previous)
  })
  const read = withMedicinesDated(withoutMenopausalPeriods(statements))
  const questions = questionsIn(note, text, clauses)
  return about === undefined
    ? { statements: read, questions }
    : { statements: read, questions, subject: quizSubjectOf(note, text, clauses, about, read) }
}

/** "been on it 8 years", "taking them for years": a later clause about the medicine just named. */
const takenFor = (words: ReadonlyArray<Word>): boolean =>
  words.some(
    (w, at) =>
      ["on", "taking", "taken", "had"].includes(w.text) &&
      ["it", "them", "this", "that", "those"].includes(words[at + 1]?.text ?? ""),
  )

const dateEarlierMedicines = (
  statements: Array<Said>,
  from: number,
  times: ReadonlyArray<TimeWords>,
) => {
  const length = times.find((t) => t.type === "duration" && t.monthsAgo !== undefined)
  if (length === undefined) return
  for (let at = from; at < statements.length; at++) {
    const said = statements[at]!
    if (said.kind === "medicine" && said.monthsAgo === undefined)
      statements[at] = { ...said, time: "since", monthsAgo: length.monthsAgo! }
  }
}

/**
 * "the chemo, 22 years ago": one word read both as an event and as the medicine it was
 * takes the event's time; the medicine is not taken now.
 */
const withMedicinesDated = (statements: ReadonlyArray<Said>): ReadonlyArray<Said> =>
  statements.map((said) => {
    if (said.kind !== "medicine" || said.monthsAgo !== undefined) return said
    const event = statements.find(
      (other) => other !== said && other.words === said.words && other.monthsAgo !== undefined,
    )
    return event === undefined ? said : { ...said, time: event.time, monthsAgo: event.monthsAgo! }
  })

/** A steroid the notes name as prescribed: prednisolone, or steroid tablets or a course. */
const prescribedSteroid =
  /\b(prednis\w*|dexameth\w*|hydrocortis\w*|steroids? (tablets?|course|pills?))\b/i

/**
 * "was it them steroids that did this", after "prednisolone steroid tablets" in the medicine
 * notes: a bare "steroids" is the prescribed course the notes already named, not an anabolic one.
 */
const withSteroidsNamed = (statements: ReadonlyArray<Said>): ReadonlyArray<Said> =>
  statements.some((s) => s.kind === "medicine" && prescribedSteroid.test(s.words))
    ? statements.map((s) =>
        s.kind === "medicine" &&
        s.value === "testosterone_steroids" &&
        /^(the |them |those |my )?steroids?$/i.test(s.words.trim())
          ? { ...s, value: "other_medicine" }
          : s,
      )
    : statements

/**
 * "baby is 4 months now and my hair is coming out": in a parent's own notes, a baby's age is
 * when the birth was, the trigger every postpartum shed follows (the notes need not say "birth").
 */
const withBirthFromBabysAge = (
  statements: ReadonlyArray<Said>,
  aboutSelf: boolean,
): ReadonlyArray<Said> => {
  if (!aboutSelf || statements.some((s) => s.kind === "birth" && !s.hypothetical && !s.negated))
    return statements
  const baby = statements.find(
    (s) =>
      s.kind === "age" &&
      s.amount !== undefined &&
      s.amount < 1.5 &&
      /\b(baby|babys|baby's|newborn|little one|lo)\b/i.test(s.words),
  )
  return baby === undefined
    ? statements
    : [
        ...statements,
        {
          kind: "birth",
          subject: "writer",
          time: "past",
          monthsAgo: Math.round(baby.amount! * 12 * 10) / 10,
          negated: false,
          hypothetical: false,
          note: baby.note,
          words: baby.words,
        },
      ]
}

/** Irregular periods are a sign of androgens only when the note says nothing of menopause. */
const withoutMenopausalPeriods = (statements: ReadonlyArray<Said>): ReadonlyArray<Said> =>
  statements.some((s) => s.kind === "menopause" && !s.negated && !s.hypothetical)
    ? statements.filter((s) => !(s.kind === "androgen_signs" && /period/i.test(s.words)))
    : statements

const subjectFields = (subject: Subject) => ({
  subject: subject.subject,
  ...(subject.words === undefined
    ? {}
    : { subjectWords: subject.words.slice(0, statementLimits.wordsLength) }),
})

export const readNotes = (notes: TextInputs, today: Date): NoteReading => {
  const all: Array<Said> = []
  const questions: Array<AskedQuestion> = []
  let subject: QuizSubject | undefined
  for (const [note, text] of Object.entries(notes)) {
    if (typeof text !== "string" || text.trim() === "") continue
    const read = readNote(note, text, today)
    all.push(...read.statements)
    questions.push(...read.questions)
    subject ??= read.subject
  }
  const aboutSelf = subject === undefined || subject.who === "self"
  const statements = merged(withBirthFromBabysAge(withSteroidsNamed(all), aboutSelf), aboutSelf)
    .slice(0, statementLimits.statements)
    .map((said) => new NoteStatement(said))
  return new NoteReading({
    reader: noteReaderName,
    ...(subject === undefined ? {} : { subject }),
    statements,
    ...(questions.length === 0
      ? {}
      : { questions: questions.slice(0, statementLimits.questionCount) }),
  })
}
