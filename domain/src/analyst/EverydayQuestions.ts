/**
 * Questions a trichologist hears every week, whoever asks them ("do I need to be sulphate
 * free?", "is the scrub worth it?", "is a derma roller safe?", "nit lotion just in case?",
 * "can I just rinse after training?", "what dries my locs quicker?"), each with the plain
 * answer for this person. A question's shape or thing may be anything: these are read by what
 * they name, so the answer is the same however the person puts it.
 */
import { type AskedQuestion, withBefore } from "../notes/NoteStatement.ts"
import { doctorSeesFirst } from "./BeliefAnswers.ts"
import {
  type HairProfile,
  hasPatternThinning,
  isChemicallyTreated,
  isFlaky,
  isOily,
  isTextured,
} from "./HairProfile.ts"
import { hasHeadLice } from "./pathways/HeadLice.ts"
import { isShedding } from "./pathways/Signs.ts"
import { youAsked } from "./YouAsked.ts"

interface EverydayQuestion {
  /** What the question names, read in it or, for a short one, in the sentence before. */
  readonly names: RegExp
  /** What it must also ask, when naming the thing is not enough. */
  readonly asks?: RegExp
  readonly answer: (p: HairProfile, q: AskedQuestion) => string | undefined
}

/** A scalp that stings or reacts: a scrub is the last thing it needs. */
const stingingScalp = (p: HairProfile): boolean =>
  p.scalp.has("sensitive") ||
  p.symptoms.has("burning_stinging") ||
  p.readFromNotes.some((read) => read.fact === "noBurning")

const everydayQuestions: ReadonlyArray<EverydayQuestion> = [
  {
    // Sulphates clean harder; they do not act on the root (Cline et al. 2018).
    names: /\bsul(ph|f)ates?\b|\bsls\b|\bsul(ph|f)ate[- ]?free\b/i,
    answer: (p, q) =>
      `${youAsked(q)}: no; sulphates do not make hair fall out or harm the roots. They are strong cleansers: a sulphate-free shampoo is gentler on ${isTextured(p) ? "curls and coils" : isChemicallyTreated(p) ? "coloured or treated hair" : "dry or sensitive scalps"}, while an ordinary shampoo lifts oil and build-up better${isOily(p) ? ", which an oily scalp needs" : ""}. Choose by how your scalp and lengths feel after a wash, not by the label.`,
  },
  {
    names: /\bscrubs?\b|\bexfoliat\w*/i,
    asks: /\b(worth|bin|keep|need|use|using|good|safe|ok|okay|how often|should)\b/i,
    answer: (p, q) =>
      stingingScalp(p)
        ? `${youAsked(q)}: bin it; a scalp that stings does better without scrubs, whose grains and acids scratch and irritate it. A proper wash with a gentle shampoo lifts oil, flakes and build-up without them.`
        : `${youAsked(q)}: you do not need one; a proper wash lifts oil, flakes and build-up, and a clarifying or chelating wash now and then lifts the rest. If you like it, once a week at most, gently, and never on a scalp that is sore, flaky or broken.`,
  },
  {
    // Microneedling helps pattern thinning beside minoxidil in small trials; it does nothing
    // for a shed, and at home it can scratch, infect and scar.
    names: /\bderma ?-?(roll\w*|pen|stamp)\b|\bmicro ?-?needl\w*/i,
    answer: (p, q) =>
      // A beard's is the beard's question (useOn); a doctor first answers it at the visit.
      /\b(beard|chin|face|moustache|brows?)\b/i.test(q.words) || doctorSeesFirst(p)
        ? undefined
        : hasPatternThinning(p) && !isShedding(p)
          ? `${youAsked(q)}: it can help a little beside minoxidil for pattern thinning, in small trials; if you try it, a new, clean roller of 0.5 mm or less, once a week, never on the days you put minoxidil on, and never on sore, spotty or flaky skin. Stop if it bleeds or stays red.`
          : `${youAsked(q)}: better not; it does nothing for ${isShedding(p) ? "shedding, which settles once its cause passes" : "hair that is not thinning in a pattern"}, and rolled at home it can scratch, infect and scar the scalp${isFlaky(p) ? ", more so one that is flaky" : ""}.`,
  },
  {
    // Treat only a live louse found by wet combing: lotions do not prevent lice (NHS head lice).
    names: /\b(nits?|lice|head ?lice|louse)\b/i,
    asks: /\b(just in case|anyway|to be safe|be safe|prevent\w*|all of us|whole family|everyone|the rest of)\b/i,
    answer: (p, q) =>
      `${youAsked(q)}: ${hasHeadLice(p) ? "only for those with a live louse" : "no"}; treat only when wet combing with a detection comb finds a live louse. Lotions do not prevent lice, and used without them they only irritate the scalp. Comb everyone at home the same way, and treat everyone who has live lice on the same day.`,
  },
  {
    // Sweat is rinsed; the full wash keeps its rhythm.
    names:
      /\b(training|train|gym|workout|sport|football|match|game|class|classes|run|running|sweat\w*|practice|session)\b/i,
    asks: /\b(rinse|rinsing|rinsed|plain water|just water|water only|instead of (shampoo|washing)\w*)\b/i,
    answer: (p, q) =>
      `${youAsked(q)}: yes; rinsing the scalp with plain water after sweating is enough between washes, then let the hair dry loose${p.locs ? " and the locs dry right through" : ""}. Keep shampoo to your wash days, and wash sooner if the scalp starts to itch, smell or flake.`,
  },
  {
    // Locs that stay damp smell musty and can mildew inside: dry them, do not perfume them.
    names:
      /\b(dry|dries|drying|dried) (quicker|faster|quickly|properly|through)\b|\bstill (damp|wet)\b|\bmust(y|iness)\b|\bmildew\b|\bdamp smell\b|\bsmell\w*\b[^?]*\b(damp|wet)\b/i,
    answer: (p, q) =>
      p.locs || /\blocs?\b|dreads/i.test(withBefore(q))
        ? `${youAsked(q)}: it is less what you wash with than how they dry. Use a residue-free shampoo and rinse until the water runs clear, squeeze each loc in a microfibre towel, and wash in the morning so they dry through the day, with a hooded dryer or a diffuser on low if you have one. Never cover or sleep on damp locs; a musty smell is locs that stayed damp inside, and it goes once they dry fully each time.`
        : undefined,
  },
  {
    // Sebum is set by hormones and genes, not by how often it is washed off (hair-science §1).
    names:
      /\bhair training\b|\btrain(ing)? (it|your hair|my hair|her hair|his hair|the scalp|your scalp|my scalp)\b/i,
    answer: (p, q) =>
      `${youAsked(q)}: no; how much oil the scalp makes is set by hormones and genes, not by how often it is washed, so going longer between washes only leaves the oil and build-up on the scalp longer. Wash as often as the scalp gets greasy${isOily(p) ? ", which for an oily scalp is every day or two" : ""}.`,
  },
  {
    names: /\b(fairy( liquid)?|washing[- ]up liquid|dish ?soap|dishwashing liquid)\b/i,
    answer: (p, q) =>
      `${youAsked(q)}: no; washing-up liquid is made to strip grease from pans, and on hair and skin it strips too hard and leaves a residue that is hard to rinse out${p.locs ? ", above all inside locs" : ""}. A clarifying shampoo every 4 to 6 weeks lifts build-up safely.`,
  },
  {
    names: /\b(curly|curl|dry|specialist|deva|rezo) ?-?cuts?\b/i,
    asks: /\b(worth|any good|should|good idea)\b/i,
    answer: (_p, q) =>
      `${youAsked(q)}: if the budget allows; a cut by someone who knows curls, shaped dry curl by curl, sits better and takes off the split ends, though it does not change how healthy the hair grows. Once or twice a year is plenty, with an ordinary trim in between.`,
  },
  {
    // Above the 10 micrograms (400 units) a day, more does not help; months of high doses raise
    // calcium (NHS vitamin D; BNF).
    names: /\bvit(amin)? ?d\b|\bd3\b/i,
    asks: /\b(grow|regrow|hair|work|help|how long|thicker)\b/i,
    answer: (_p, q) =>
      `${youAsked(q)}: vitamin D helps hair only if a blood test showed you were short of it, and then it is one part of getting the hair back, not a grower. More than 10 micrograms (400 units) a day does not help, and high doses taken for weeks or months raise the calcium in the blood, which brings thirst, constipation, feeling sick and muddled thinking; keep to the everyday dose unless a doctor prescribed more. If you have taken more, stop it now, and see a GP today if you feel any of these.`,
  },
]

/** The plain answer to an everyday question, when this one is one. */
export const everydayAnswer = (p: HairProfile, q: AskedQuestion): string | undefined => {
  const short = q.words.split(/\s+/).length <= 8
  for (const question of everydayQuestions) {
    const named = question.names.test(q.words) || (short && question.names.test(q.before ?? ""))
    if (!named || (question.asks !== undefined && !question.asks.test(q.words))) continue
    const answer = question.answer(p, q)
    if (answer !== undefined) return answer
  }
  return undefined
}
