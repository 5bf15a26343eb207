/**
 * Whether a clause only imagines what a phrase names: a condition ("if it
 * gets worse", "in case"), a fear ("worried I might get bald patches"), a
 * plan ("thinking about getting a keratin treatment"), a future ("will it
 * make my hair fall out?") or a question ("is it normal to lose 100 hairs a
 * day?"). Naming what something might be is not imagining it ("it might be
 * psoriasis", "not sure if it's dandruff"), nor is a fear about something
 * the person already has ("worried about my bald patch"). A lay person's guess
 * ("the barber reckons it's ringworm") is imagined too.
 */
import { type Word, wordSet } from "./NoteWords.ts"

const conditions = new Set(["if", "unless", "whether", "incase"])
const modals = new Set(["might", "may", "could", "would", "should", "shall", "will", "can"])
const fears = wordSet(
  "worried worry worries worrying afraid scared fear fears terrified concerned nervous paranoid",
)
const plans = wordSet(
  "want wants wanted hoping hope hopes plan plans planning planned thinking considering consider trying going",
)
/** Words after "going to" that make it a place gone to, not a plan: "going to the loo". */
const places = wordSet("the a an my his her their bed work school hospital gym loo toilet")
const prevention = new Set([
  "prevent",
  "preventing",
  "avoid",
  "avoiding",
  "risk",
  "chance",
  "protect",
])
/** "not sure if", "wondering whether": uncertainty about something there, not a condition. */
const uncertain = new Set(["sure", "unsure", "know", "wonder", "wondering", "idea", "certain"])
/** Words before a phrase that say it is already there ("my bald patch", "the patch"). */
const definite = new Set([
  "my",
  "the",
  "this",
  "these",
  "her",
  "his",
  "our",
  "its",
  "their",
  "that",
])
const questionOpeners = wordSet(
  "is are am was were do does did can could should would will might may has have what how why which where who any anyone",
)

/**
 * A modal followed by "be" and what it might be: naming, not imagining
 * ("could be seb derm", "could this be alopecia?").
 */
const names = (words: ReadonlyArray<Word>, at: number, first: number): boolean => {
  const be = ["this", "it", "that", "these"].includes(words[at + 1]?.text ?? "") ? at + 2 : at + 1
  return (
    words[be]?.text === "be" &&
    words.slice(be + 1, first).every((w) => ["a", "an", "just", "some", "the"].includes(w.text))
  )
}

/**
 * Someone else's guess: "the barber reckons it's ringworm", "my mum thinks
 * it's stress". A lay person's theory names what the person wonders about,
 * not what they have (a doctor's word, "the GP said", is not a guess).
 */
const layPeople = wordSet(
  "barber barbers stylist stylists hairdresser hairdressers friend friends mate mates pal bestie mum mom mam mother dad father wife husband hubby partner sister brother nan gran granny grandma nana aunt auntie uncle cousin flatmate neighbour colleague colleagues missus mrs boyfriend girlfriend everyone people " +
    "teacher teachers daughter son kids someone somebody boss manager coworker coworkers childminder " +
    // "my sister-in-law says", "the gaffer reckons", "grandad swears".
    "law laws gaffer foreman grandad granddad grandpa grandmother grandfather nephew niece stepmum stepdad lads",
)
const guesses = wordSet(
  "reckons reckon reckoned thinks think thought guesses guessed swears believes",
)
const isSomeonesGuess = (words: ReadonlyArray<Word>, at: number): boolean =>
  layPeople.has(words[at]!.text) && words.slice(at + 1, at + 3).some((w) => guesses.has(w.text))

const sayings = wordSet("says say said saying tells told")

/**
 * Someone else's word for a cause: "my husband says it's stress". Told of a
 * sign ("my mum said there's a bald patch") it is what they saw; told of a
 * cause, it is their theory (ReadNotes asks this of causes only).
 */
export const isSomeonesSaying = (words: ReadonlyArray<Word>, first: number): boolean =>
  words
    .slice(0, first)
    .some(
      (word, at) =>
        layPeople.has(word.text) && words.slice(at + 1, at + 3).some((w) => sayings.has(w.text)),
    )

/**
 * A condition named after a lay person and their word earlier in the sentence (`before`
 * is the sentence up to the name): "my barber noticed it and says it looks like alopecia"
 * is the barber's guess, however far apart.
 */
export const isLayPersonsName = (before: ReadonlyArray<Word>): boolean => {
  // The last person named is the one who names it ("my uncle has alopecia" is the uncle's).
  const who = before.findLastIndex((word) => layPeople.has(word.text))
  return (
    who >= 0 &&
    before
      .slice(who + 1)
      .some((word) => sayings.has(word.text) || guesses.has(word.text) || word.text === "looks")
  )
}

/** "in case it matters", "if it helps": the writer's aside, not a condition. */
const aside = new Set(["matters", "helps", "relevant", "useful", "important"])
const isAside = (words: ReadonlyArray<Word>, at: number): boolean =>
  words.slice(at + 1, at + 5).some((w) => aside.has(w.text))

const isDefinite = (words: ReadonlyArray<Word>, first: number): boolean =>
  words.slice(Math.max(0, first - 2), first).some((w) => definite.has(w.text))

/** "watching for blisters", "checking for lumps": what is looked for is not yet there. */
const lookingFor = wordSet("watching watch watched looking checking check checked keeping")

/** "should say", "must mention", "should add": a modal that introduces what is told. */
const tellingWords = wordSet("say mention add admit tell explain point note")

/** "could barely", "can hardly": the attempt failed, which is told as fact. */
const barely = wordSet("barely hardly only")
/** Who asks about signs the person then answers: "the quiz asks about chest pain". */
const asker = wordSet("quiz form questionnaire questions it")
const asking = wordSet("ask asks asked asking")
/** The words tell what the quiz asks ("the quiz ask about chest pain, weight loss, lumps - no"). */
export const asksTheQuiz = (words: ReadonlyArray<Word>): boolean =>
  words.some((word, at) => asking.has(word.text) && asker.has(words[at - 1]?.text ?? ""))

/** Verbs before a general "you": what something does to anyone. */
const causing = new Set([
  "make",
  "makes",
  "made",
  "give",
  "gives",
  "cause",
  "causes",
  "turn",
  "turns",
])

export const isImagined = (
  words: ReadonlyArray<Word>,
  first: number,
  question: boolean,
): boolean => {
  // "can I use minoxidil while breastfeeding?": the question takes the breastfeeding as given.
  if (["while", "whilst"].includes(words[first - 1]?.text ?? "")) return false
  // "the quiz asks about chest pain, weight loss": the quiz's questions, not the person's signs.
  if (asksTheQuiz(words.slice(0, first))) return true
  for (let at = 0; at < first; at++) {
    const word = words[at]!
    const next = words[at + 1]?.text ?? ""
    if (conditions.has(word.text)) {
      if (!uncertain.has(words[at - 1]?.text ?? "") && !isAside(words, at)) return true
      continue
    }
    if (word.text === "in" && next === "case" && !isAside(words, at + 1)) return true
    if (modals.has(word.norm) && word.pos === "AUX") {
      // "could barely wake her", "can hardly swallow": what could not be done was tried.
      if (next === "not" || names(words, at, first)) continue
      // "i should say i have HIV", "i must mention": the writer telling, not imagining.
      if (tellingWords.has(next)) continue
      if (["can", "could"].includes(word.norm) && barely.has(next)) continue
      // "read it can cause heart problems": what something may do to anyone.
      if (causing.has(next) || next === "trigger" || next === "lead") return true
      if (word.norm === "can" && !question) continue
      return true
    }
    if (fears.has(word.text)) {
      if (isDefinite(words, first)) continue
      return true
    }
    if (plans.has(word.text) && ["to", "of", "about", "on", "for"].includes(next)) {
      if (["stop", "keep", "fix", "sort"].includes(words[at + 2]?.text ?? "")) continue
      // "been going to the loo more often": going somewhere, not a plan.
      if (word.text === "going" && next === "to" && places.has(words[at + 2]?.text ?? "")) continue
      return true
    }
    if (prevention.has(word.text)) return true
    // "I've been watching for blisters, there's nothing": looked for, not found.
    if (lookingFor.has(word.text) && next === "for") return true
    if (isSomeonesGuess(words, at)) return true
    // "creatine makes you go bald", "can straighteners give you cancer": people in general.
    if (word.text === "you" && causing.has(words[at - 1]?.text ?? "")) return true
  }
  if (question && questionOpeners.has(words[0]?.text ?? "") && !isDefinite(words, first)) {
    return !words.slice(0, first).some((w, at) => modals.has(w.norm) && names(words, at, first))
  }
  return false
}
