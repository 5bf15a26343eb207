/**
 * Every question a person writes in a note, kept whole with what it asks, so the report
 * answers the question as asked: "does bo ket make your hair fall out?" is about hair loss
 * from a wash, not about whether to wash; "is it ok to use it every single day?" is about how
 * often. The lexicon reads what a question names (a dye, a medicine); this reads its shape, and
 * what kind of thing it asks about when the lexicon has no word for it (a family wash, a
 * remedy from the cupboard, a leave-in).
 */
import {
  AskedQuestion,
  type QuestionShape,
  type QuestionThing,
  statementLimits,
} from "@strand/domain/notes/NoteStatement"
import { type Clause, questionOpeners } from "./Clauses.ts"
import { textOf } from "./NoteWords.ts"

/** "is there a ...?", "and are there any ...?" */
const isThere = /^(and |so |also )?(is|are) there\b/

/** "does it work?", "is it worth it?", "would that fix it?" */
const worksWords =
  /\b(work|works|working|help|helps|worth it|worth|any good|good for|effective|do anything|does anything|fix|fixes|sort it)\b/

/** "on his beard", "on my chin": where a question would use something. */
const placeWords =
  /\b(on|in|for|do|does) (his |her |my |the |your |a )?(beard|chin|face|moustache|mustache|eyebrows?|brows?|lashes|body|tash)\b/

/** Shapes in the order they are tried: the more particular first. */
const shapes: ReadonlyArray<readonly [QuestionShape, RegExp]> = [
  // "is there a lotion that would help it grow back?": the report's list answers what to use.
  ["what_to_do", new RegExp(`${isThere.source} (a|an|any|owt|anything|something)\\b`)],
  [
    "contagious",
    /\bcontagious\b|\bcatching\b|\bcatch (it|them|something)\b|\b(can|could|do|does|will) (i|you|we|he|she|they|people|kids) (catch|get|pick up) \w+( \w+)? (off|from)\b|\bspread (it |them )?to\b|\bwill (it|they) spread\b|\bspreading\b|\binfectious\b|\b(stay|keep \w+) (off|home|away)\b|\bsleepover\b|\bstill (go (to )?(school|nursery|college|uni|work|the gym|gym|training|swimming|practice|football)|train|play|swim|compete)\b/,
  ],
  // Not "airport pick up" or "pick up the kids": picking at a spot.
  [
    "pick",
    /\b(pick|picking|pop|popping|squeeze|squeezing|scratch|scratching|peel|peeling)\b(?! ?-?up\b)|\b(comb|combing|scrape|scraping|brush|brushing)\b[^?]*\b(scales?|scabs?|crusts?|flakes?) off\b/,
  ],
  [
    "grows_thicker",
    /\b(back|grow|grows|come|comes) (thicker|darker|coarser|faster|heavier|black|dark)\b|\b(shave|shaving|shaved)\b[^?]*\b(thicker|darker|black|dark)\b/,
  ],
  ["grows_back", /\b(grow|grows|growing|fill|fills|filling) (back|in)\b|\bregrow/],
  [
    "brings_back",
    /\b(bring|brings|bringing|trigger|triggers|set|sets)\b[^?]*\bback\b|\b(come|comes|coming) back\b|\breturn\b/,
  ],
  // "my colleague says its just hayfever, is it?", "the chemist said it's wear and tear, is that
  // right?": someone's everyday explanation, asked about; before "worry" and "is it".
  [
    "just_that",
    /\b(just|only|simply|prob|probably)\b[^?]*\b(is it|isn'?t it|right|true|innit)\b|\bwear and tear\b[^?]*\b(right|true|is it)\b|^(is it|it'?s|its) (just|only)\b/,
  ],
  [
    "causes_loss",
    /\b(push|pushes|pushing)\b[^?]*\bhairline\b[^?]*\bback\b|\bend (up )?(with|going)\b[^?]*\b(receding|recede|bald|balding|thin|thinning|hair ?loss)\b|\b(make|makes|making|made|cause|causes|causing|caused|give|gives|lead to|leads to|thin|thins|behind)\b[^?]*\b(fall(ing)? out|falls out|hair ?loss|lose|losing|bald|balding|thinning|thinner|thin|shed|shedding|fallout|hair fall|the hair fall)\b|\b(falling out|thinning|shedding)\b[^?]*\b(bc|because|cos|coz|cause)\b|^(and |so |but )?(is|could) it (be )?(my|the|her|his|their|from) (\w+ )?(bun|buns|ponytails?|braids?|cornrows?|weaves?|wigs?|hat|cap|helmet|shampoo|dye|bleach|relaxer|pills?|tablets?|diet)\b|^(and |so |but )?(is|could) it (be )?(the|my|her|his) (\w+ ){1,2}(doing|causing) (this|it)\b/,
  ],
  [
    "use_on",
    new RegExp(
      `\\b(use|used|uses|using|put|putting|apply|rub|try|same|bar)\\b[^?]*${placeWords.source}`,
    ),
  ],
  [
    "how_often",
    /\bevery (single )?(day|night|morning|wash|time|week|month|fortnight)\b|\bevery (\d+|two|three|few|couple of) (days|weeks)\b|\bonce a (week|fortnight|month)\b|\b(daily|weekly|monthly)\b|\beveryday\b|\bhow (often|long)\b|\btoo (often|many times)\b|\bhow many times\b|\bevery other day\b|\bafter (every|each) (single )?(game|match|session|workout|training|gym|run|swim|class|shift|fire|job|callout|call-out|shout|dive|flight)\b|\b(twice|two times|three times|2 times|3 times|2x|3x) (a|per) (week|day)\b|\b(touch ?-?ups?|retwists?|trims?|wash\w*|relax\w*|colou?r\w*)\b[^?]*\b(sooner|more often|less often|closer together|further apart)\b/,
  ],
  [
    "cut_off",
    /\b(cut|cutting|chop|chopping|shave|shaving|lop)\b[^?]*\b(off|them|all|short|locs|dreads|out)\b|\b(cut|chop|shave) (it|them)\b|\bbig chop\b|\bstart again\b/,
  ],
  [
    "what_to_do",
    /^(so )?(what|which|how) (should|can|do|could|would) (i|we|he|she)\b|\bwhat (products?|routine|shampoo|conditioner)\b|\bany (tips|advice|recommendations|ideas)\b|\bhow (to|do i|can i) (fix|stop|grow|get|make|help|sort)\b|\b(anything|something) (i|we|you) can do\b|\bwhich\b|\bbest\b|\brecommend\b|\bwhat (\w+ )?(shampoo|product|cream|lotion|vitamin|supplement|conditioner|detangler|oil)s?\b/,
  ],
  ["why", /^(so )?(why|what('s| is) (causing|doing|happening)|what causes)\b/],
  [
    "worry",
    /\bworr(y|ied|ying)\b|\bserious\b|\b(is|it's|its) (it|this|that) normal\b|\bnormal for\b|\bconcerned\b|\bconcern\b|\bsomething bad\b|\b(see|go to|visit) (a |the |my )?(doctor|gp|dermatologist|derm)\b/,
  ],
  ["works", worksWords],
  ["harms", /\b(wreck|wrecks|ruin|ruins|damage|damages|damaging|harm|harms|bad for)\b/],
  [
    "is_safe",
    /\b(safe|ok|okay|alright|all right|bad|harmful|dangerous|damag(e|es|ing)|fine|allowed)\b|\b(mess|messes|clash|clashes|interact|interacts|interfere|interferes) with\b|^(and |so |but )?can (i|he|she|we|you) (just )?(put|use|rub|soak|apply|leave)\b/,
  ],
  // Last: "is it lupus?", "could it be what my uncle had?" once nothing more particular asks.
  [
    "is_it",
    /^(and |so |but )?(is|could|can|might) (it|this|that|she|he) (be |have |got )?(\w+ ?){1,3}$|\bwhat (my|her|his|our) \w+ (had|has|got)\b|\b(could|might|may) (just|only) be (\w+ ?){1,3}$|\b(could|might|may) (it|this|that|they|the \w+|his \w+|her \w+|my \w+) (just|only) be (\w+ ?){1,3}$/,
  ],
]

/** Kinds of thing, each with the words that name one; the first found is what is asked about. */
const things: ReadonlyArray<readonly [QuestionThing, RegExp]> = [
  ["trim", /\b(trim|trims|trimming|trimmed|haircut|split ends)\b/],
  [
    "remedy",
    /\b(ginger|toothpaste|vinegar|garlic|lemon juice|lemon|onion juice|onion|tea tree|salt water|salt|honey|turmeric|bicarb|baking soda|dettol|savlon|sudocrem|germolene|nappy cream|vicks|surgical spirit|rubbing alcohol|hydrogen peroxide|peroxide|kerosene|paraffin|mayonnaise|mayo|olive oil and sugar|acv|apple cider|detox|rakia|vodka|whisky|whiskey|brandy|alcohol|spirits)\b/,
  ],
  [
    "wash",
    /\b(shampoo|2 ?-?in ?-?1|two in one|co-?wash|cowash|bo ket|bồ kết|bồ-kết|shikakai|reetha|soap ?nuts?|rice water|black soap|castile|soap|clarifying|head (and|&) shoulders|nizoral|no-?poo|wash(es|ing|ed)?|shampoo bar|soap bar|bar)\b/,
  ],
  [
    "colour",
    /\b(bleach|bleached|bleaching|dye|dyes|dyeing|dyed|colou?r|colou?ring|highlights|balayage|lighten(er|ing)?|henna|toner|touch ?-?ups?|relaxer|relaxers|relax(ing)?|perm|keratin|roots done|roots touched)\b/,
  ],
  [
    "medicine",
    /\b(minoxidil|regaine|rogaine|finasteride|dutasteride|spironolactone|tablets?|pills?|medicine|medication|meds|steroid|foam|apixaban|rivaroxaban|edoxaban|warfarin|blood thinners?|statins?|atorvastatin|bisoprolol|beta ?-?blockers?|metformin|levothyroxine|thyroxine|antidepressants?|sertraline|hrt|biktarvy|antiretrovirals?|prep|implant|injection|letrozole|anastrozole|exemestane|tamoxifen|lithium|valproate|sodium valproate|depakote|epilim|carbamazepine|tegretol|lamotrigine|methotrexate|acitretin|carbimazole|propranolol|amiodarone|etanercept|enbrel|adalimumab|humira|olanzapine|quetiapine|isotretinoin|roaccutane|co-?codamol|codeine|paracetamol|ibuprofen|painkillers?|tramadol|antibiotics?)\b/,
  ],
  [
    "heat",
    /\b(diffuser|diffusing|diffuse|straighteners?|flat ?irons?|hair ?dryer|hairdryer|blow ?-?dry(ing)?|curling (iron|wand|tongs)|tongs|heat|candle|fire cut|singe|singeing|velaterapia|hot comb|pressing comb|press|pressing|silk press)\b/,
  ],
  [
    "leave_on",
    /\b(olaplex|bond (builder|repair)|k18|masks?|leave ?-?ins?|cream|creams|gel|gels|oils?|butter|serum|mousse|spray|grease|pomade|edge control|moisturi[sz]er|cantu|shea|balm|custard|conditioner|beeswax|hair wax|wax stick|vaseline|petroleum jelly|base|fabric softener|softener)\b/,
  ],
  [
    "style",
    /\b(buns?|ponytails?|braids?|cornrows?|weaves?|wigs?|extensions?|twists?|durags?|plaits?|sew-?ins?|re-?twists?|re-?twisting|retwisted|interlock\w*|loctician|joora|jura|juda|top ?knots?|rishi knot|updos?)\b/,
  ],
  [
    "supplement",
    /\b(multi-?vitamins?|vitamins?|gumm(y|ies)|biotin|supplements?|collagen|iron tablets?|zinc tablets?|st\.? ?john'?s wort|ashwagandha|saw palmetto|pumpkin seed oil)\b/,
  ],
  ["smoking", /\b(smoking|smoke|smoker|fags?|cigarettes?|cigs?|vaping|vape|roll-?ups?)\b/],
  [
    "cosmetic",
    /\b(microblad\w*|brow tattoo|tattoo\w*|lash lift|brow lamination|lamination|eyelash extensions|lash extensions|head spa|scalp spa|scalp facial|scalp treatment|hair botox|scalp camera|scalp scan)\b/,
  ],
  [
    "environment",
    /\b(dust|plaster|cement|chlorine|pool water|sea water|salt water|sun|pollution|paint|sawdust|flour|grease from|fumes|chalk|sand|soot|smoke from|lime|limescale|hard water)\b/,
  ],
  [
    "habit",
    /\b(sleep(ing)?|pillows?|hats?|caps?|helmets?|swim(ming)?|gym|sweat(ing)?|scratch(ing)?|brush(ing)?|combing|showers?)\b/,
  ],
]

/** Some words name a kind of thing a question can ask about. */
const namesAThing = (text: string): boolean =>
  things.some(([, pattern]) => pattern.test(text.toLowerCase()))

/** Putting something on a spot, a lump or the skin. */
const onTheSkin =
  /\b(on|onto) (it|them)\b|\b(lumps?|spots?|sores?|boils?|bumps?|bites?|rash|scabs?|wounds?|cuts?|blisters?)\b/

/** A question that only points back ("is that true?", "is she right?"): what came before says what. */
const pointsBack = (text: string): boolean => {
  const length = text.split(/\s+/).length
  return (
    length <= 3 ||
    // "is 6 weeks too often?": how often, of what came before.
    (length <= 6 &&
      /\b(that|thats|this|it|true|right|he|she|they|too often|too soon|too much)\b/.test(text))
  )
}

/**
 * Shapes read from the whole question even when a short tag asks ("every month, is that ok?",
 * "its just hayfever, is it?").
 */
const particular = (shape: QuestionShape | undefined): QuestionShape | undefined =>
  shape === "how_often" ||
  shape === "contagious" ||
  shape === "pick" ||
  shape === "grows_thicker" ||
  shape === "just_that"
    ? shape
    : undefined

/** "im scared ... that its catching": a fear that something spreads, asked without a mark. */
const fearsItSpreads =
  /\b(scared|worried|afraid|terrified|paranoid|worry|worrying)\b[^.?!]*\b(catching|contagious|spread to (me|us|him|her|them)|pass(ed)? (it )?on)\b/

/** "you have to big chop all of it - do i??": the asking part is only a tag on what came before. */
const tagOnly = /^\W*(do|should|must|shall|have|need) (i|we|she|he|they)( (have|need) to)?\W*$/

/** "is that true?", "is she right?": the question is whether what came before is so. */
const truthTag = /\b(true|right|correct|a thing|real|a myth)\b/

/** A question that names its thing by a pronoun ("is it ok to use it every day?"). */
const pronoun = /\b(it|that|thats|this|them|they|those|these|one|he|she|him|her)\b/
/** "do i really need to, i've got a cap": a verb left out, which the words before supply. */
const leftOut = /\b(need|have|got|ought|want|supposed) to\s*(,|\?|$)/

/** Words that open a question: the clause openers and the rarer ones ("did", "any", "whats"). */
const askingWords = new Set([
  ...questionOpeners,
  ...["did", "was", "has", "have", "am", "which", "where", "when", "who", "any", "shall"],
  ...["might", "must", "need", "whats", "what's"],
])

/** "her mum wants to know if there's a spray ...??": a question put as a statement. */
const asksAsStatement =
  /\b(wants? to know|wondering|wonder|asking|asked) (if|whether)\b|\bwhether\b/

/**
 * The clause asks, rather than stating with a question mark for emphasis ("i swear i can feel
 * something moving in it at night??"): it opens on a question word or a verb before its subject.
 */
const asks = (clause: Clause): boolean =>
  clause.question &&
  (askingWords.has(clause.words[joins.has(clause.words[0]?.text ?? "") ? 1 : 0]?.text ?? "") ||
    asksAfterCondition(clause) ||
    shortAsk.test(textOf(clause.words)) ||
    claimQuestioned.test(textOf(clause.words)))

/** "... a curly cut for sixty five quid - worth it?", "... go bald - true??": a question left to its last words. */
const shortAsk =
  /^(- )?(worth it|worth doing|worth trying|worth a try|worth buying|any good|good idea|worth the money|yes or no|safe|legit|true|really|right|correct|normal)( \?)*$/

/**
 * "my housemate says thats normal??": someone's claim put back with a question mark asks whether
 * it is so ("i swear i can feel something moving??" claims nothing of anyone's).
 */
const claimQuestioned = /\b(says|said|reckons|reckon|told me|tells me|thinks|swears)\b/

/** Whom or what a question word asks about: "would it", "can i", "is that". */
const askedOf = new Set(["i", "it", "you", "he", "she", "we", "they", "this", "that"])

/**
 * "and is the hair thing catching, my youngest is 4", "can i just use shower gel on it": a
 * question typed without its mark, told by a question word before a pronoun or a thing
 * ("should be fine" and "would love some tips" are not).
 */
const asksUnmarked = (clause: Clause, afterAStatement: boolean): boolean => {
  const at = joins.has(clause.words[0]?.text ?? "") ? 1 : 0
  const opener = clause.words[at]?.text ?? ""
  const next = clause.words[at + 1]?.text ?? ""
  // "hes a bus driver in town, does the early shift": after a statement, a subject left out
  // before "does" states; "..., does the dye cause it" asks, with a verb after the thing.
  const verbAfterThing =
    !afterAStatement ||
    !["does", "do"].includes(opener) ||
    clause.words.slice(at + 2).some((word) => ["VERB", "AUX"].includes(word.pos))
  const asking =
    ["is", "are", "am", "can", "could", "should", "does", "do", "will", "would"].includes(opener) &&
    (askedOf.has(next) ||
      (["the", "my", "his", "her"].includes(next) && verbAfterThing) ||
      // "and is sleeping in a wet plop bad": a habit asked about by its -ing.
      (next.endsWith("ing") && next.length > 4))
  // "on exercise in the field can i just use shower gel on it": the asking words further in.
  const further = clause.words.some(
    (word, i) =>
      i > at &&
      ["can", "could", "should"].includes(word.text) &&
      ["i", "we", "he", "she"].includes(clause.words[i + 1]?.text ?? ""),
  )
  return asking || further
}

/** "if i started finasteride would it mess with my meds?": a question after its condition. */
const asksAfterCondition = (clause: Clause): boolean =>
  ["if", "when"].includes(clause.words[0]?.text ?? "") &&
  clause.words.some(
    (word, at) =>
      at > 1 && questionOpeners.has(word.text) && askedOf.has(clause.words[at + 1]?.text ?? ""),
  )

/** Words a question may open on before it asks: "and how often ...?", "so should I ...?". */
const joins = new Set(["and", "or", "also", "plus", "so", "but"])

const clip = (text: string): string =>
  text.length <= statementLimits.questionLength
    ? text
    : `${text.slice(0, statementLimits.questionLength - 1).replace(/\s+\S*$/, "")}…`

/** The typed text of some clauses. */
const typed = (note: string, clauses: ReadonlyArray<Clause>): string => {
  const words = clauses.flatMap((c) => c.words)
  return words.length === 0 ? "" : note.slice(words[0]!.start, words[words.length - 1]!.end).trim()
}

interface Found {
  readonly sentence: number
  readonly words: string
  /** The part that asks ("is that true"), which says what the question asks. */
  readonly asking: string
  readonly before: string
}

/** The nearest of the three sentences before `sentence` that names a thing, else the one just before. */
const pointedAt = (note: string, clauses: ReadonlyArray<Clause>, sentence: number): string => {
  const before = [1, 2, 3].map((back) =>
    typed(
      note,
      clauses.filter((c) => c.sentence === sentence - back),
    ),
  )
  // The nearest that names a thing, else the one just before.
  const nearest = Math.max(before.findIndex(namesAThing), 0)
  // "my eyebrows have gone wild ... she reckons its my tablets. is it the tablets?": a short
  // sentence that itself points back carries the one before it along.
  return pointsBack(before[nearest]!.toLowerCase()) && before[nearest + 1]
    ? `${before[nearest + 1]} ${before[nearest]}`
    : before[nearest]!
}

/** The questions of one note as typed: the asking part of each sentence, with what it points back to. */
const foundIn = (note: string, clauses: ReadonlyArray<Clause>): ReadonlyArray<Found> => {
  const found: Array<Found> = []
  for (const sentence of new Set(clauses.map((c) => c.sentence))) {
    const own = clauses.filter((c) => c.sentence === sentence)
    const whole = typed(note, own)
    const previous = found[found.length - 1]
    // "can we buy it for him? or a beard growth oil?": a fragment goes on from the question before.
    if (
      previous !== undefined &&
      previous.sentence === sentence - 1 &&
      own.some((c) => c.question) &&
      /^(or|and|also|plus)\b/i.test(whole) &&
      // "and theres a curly salon doing a cut for sixty five quid - worth it?" is its own.
      whole.split(/\s+/).length <= 7 &&
      !own.some(asks)
    ) {
      found[found.length - 1] = {
        ...previous,
        sentence,
        words: `${previous.words}? ${whole}`,
        asking: `${previous.asking}? ${whole}`,
      }
      continue
    }
    const first = own.some((c) => c.question)
      ? own.findIndex(asks)
      : own.findIndex((clause, at) => asksUnmarked(clause, at > 0))
    if (
      first < 0 &&
      !(own.some((c) => c.question) && asksAsStatement.test(whole.toLowerCase())) &&
      !fearsItSpreads.test(whole.toLowerCase())
    )
      continue
    const part = first < 0 ? whole : typed(note, own.slice(first))
    const words = pointsBack(part.toLowerCase()) ? whole : part
    const earlier = words === whole ? "" : typed(note, own.slice(0, Math.max(first, 0)))
    found.push({
      sentence,
      words,
      asking: part,
      // What the question points at: the words before it in its sentence, or, when it is a
      // sentence of its own, the nearest of the three sentences before that names a thing ("did
      // the detox with bicarb ... the water was brown ... the video says do it every month, is
      // that ok?"), else the sentence just before.
      // A question right after another ("can it be caught from the clippers? should i ask him to
      // clean them?") points at that one.
      before:
        earlier !== ""
          ? earlier
          : part !== whole
            ? ""
            : previous?.sentence === sentence - 1
              ? previous.words
              : pointedAt(note, clauses, sentence),
    })
  }
  return found
}

/** Every question in one note, in the order written. */
export const questionsIn = (
  noteId: string,
  note: string,
  clauses: ReadonlyArray<Clause>,
): ReadonlyArray<AskedQuestion> =>
  foundIn(note, clauses).map(({ words, asking, before }) => {
    const lower = words.toLowerCase()
    // What it asks about is in the question, or else in what came before it when the question
    // points at it ("head and shoulders ... is it ok to use it every single day?").
    const ownThing = things.find(([, pattern]) => pattern.test(lower))
    const pointing = pointsBack(asking.toLowerCase())
    const context =
      (ownThing === undefined && pronoun.test(lower)) || leftOut.test(lower) || pointing
        ? before
        : ""
    const about = `${context.toLowerCase()} ${lower}`
    const thing = ownThing ?? things.find(([, pattern]) => pattern.test(about))
    // What it asks is read from the question; "is that true?" asks what came before it.
    const asked = (text: string) => shapes.find(([, pattern]) => pattern.test(text))?.[0]
    const shape =
      ownThing !== undefined && isThere.test(asking.toLowerCase()) && worksWords.test(lower)
        ? "works"
        : thing?.[0] === "remedy" && (ownThing !== undefined || pointing) && onTheSkin.test(about)
          ? "on_a_sore"
          : (particular(asked(lower)) ??
            (truthTag.test(asking.toLowerCase()) || tagOnly.test(asking.toLowerCase())
              ? asked(about)
              : asked(asking.toLowerCase())) ??
            // "my loctician says the beeswax is why they look dull, is she right?": whether
            // what was said of the thing is so, answered as whether the thing is safe for them.
            (truthTag.test(asking.toLowerCase()) && thing !== undefined ? "is_safe" : undefined) ??
            "other")
    const place = shape === "use_on" ? placeWords.exec(lower)?.[3] : undefined
    return new AskedQuestion({
      shape,
      ...(thing === undefined ? {} : { thing: thing[0] }),
      ...(place === undefined ? {} : { place }),
      note: noteId,
      words: clip(words),
      ...(context === "" ? {} : { before: clip(context) }),
    })
  })
