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
  hasNoted,
  hasPatternThinning,
  isChemicallyTreated,
  isFlaky,
  isOily,
  isTextured,
  locsOrNamed,
  usesProduct,
  wearsBraids,
} from "./HairProfile.ts"
import { hasHeadLice } from "./pathways/HeadLice.ts"
import { isShedding } from "./pathways/Signs.ts"
import { normalShedding } from "./pathways/TriggeredShedding.ts"
import { youAsked } from "./YouAsked.ts"

interface EverydayQuestion {
  /** What the question names, read in it or, for a short one, in the sentence before. */
  readonly names: RegExp
  /** What it must also ask, when naming the thing is not enough. */
  readonly asks?: RegExp
  readonly answer: (p: HairProfile, q: AskedQuestion) => string | undefined
}

/** Shedding beyond the 50 to 100 hairs a day everyone loses. */
const shedsMore = (p: HairProfile): boolean => isShedding(p) && !normalShedding.when(p)

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
        : hasPatternThinning(p) && !shedsMore(p)
          ? `${youAsked(q)}: it can help a little beside minoxidil for pattern thinning, in small trials; if you try it, a new, clean roller of 0.5 mm or less, once a week, never on the days you put minoxidil on, and never on sore, spotty or flaky skin. Stop if it bleeds or stays red.`
          : `${youAsked(q)}: better not; it does nothing for ${shedsMore(p) ? "shedding, which settles once its cause passes" : "hair that is not thinning in a pattern"}, and rolled at home it can scratch, infect and scar the scalp${isFlaky(p) ? ", more so one that is flaky" : ""}.`,
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
      locsOrNamed(p, withBefore(q))
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
  {
    // Violet pigment cancels yellow; used every wash it deposits and turns pale blonde lilac.
    names: /\b(purple|silver|violet|toning|blue) (shampoo|conditioner|mask)s?\b/i,
    answer: (_p, q) =>
      `${youAsked(q)}: if your blonde is turning lilac or dull, yes; use it once a week or every third wash, for 1 to 3 minutes, with your usual shampoo in between. The lilac washes out in a wash or two.`,
  },
  {
    // Bond builders cut breakage in bleached hair in their makers' tests; little for hair never
    // lightened.
    names: /\b(olaplex|k18|bond[- ]?(builders?|repair|building)|no\.? ?3)\b/i,
    asks: /\b(worth|hype|money|work|works|any good|does it|need|waste)\b/i,
    answer: (p, q) =>
      isChemicallyTreated(p)
        ? `${youAsked(q)}: for hair you bleach or colour, it is a sensible extra rather than a must; the evidence is mostly the makers' own tests, and it helps most used as directed on damp hair before shampooing, once a week or around each lightening. A good conditioner every wash matters more.`
        : `${youAsked(q)}: for hair that is not bleached or coloured, no; it repairs the bonds lightening breaks, and a good conditioner does as much for hair like yours.`,
  },
  {
    // Braids need stretched, detangled hair, not flat-ironed hair.
    names: /\bsilk ?press(ed)?\b/i,
    asks: /\b(first|before|need|should|under|for)\b/i,
    answer: (p, q) =>
      /\b(braid\w*|twists?|locs?|cornrows?|install|weave)\b/i.test(withBefore(q)) || wearsBraids(p)
        ? `${youAsked(q)}: no; braids need the hair stretched and detangled, which a blow-dry on low heat with a protectant, or banding, does. A silk press adds flat-iron heat for nothing under braids, and the hair reverts as soon as it is braided or washed.`
        : undefined,
  },
  {
    // Plucking opens the follicle inside the nose to infection; trimming does not.
    names: /\b(nose|nostril|ear) ?hairs?\b/i,
    answer: (_p, q) =>
      `${youAsked(q)}: better not pluck them; trim them with small round-ended scissors or a nose-hair trimmer. Plucking leaves an open follicle where germs can cause a painful infection inside the nose, which on rare occasions spreads further, so your friend is not wrong.`,
  },
  {
    // Oil soaks into the hair within the first hour; a night gives little more, and on the scalp
    // it can feed flakes.
    names: /\b(overnight|over night|all night|leave it in|leave it on)\b/i,
    asks: /\b(hour|hours|enough|long|overnight|need|minutes)\b/i,
    answer: (p, q) =>
      /\b(oil\w*|amla|coconut|castor|mustard|almond|argan|olive|bhringraj|ghee)\b/i.test(
        withBefore(q),
      ) || usesProduct(p, "oils_butters")
        ? `${youAsked(q)}: an hour before washing is enough; oil soaks into the hair in the first 30 to 60 minutes, and a night adds little. Overnight is fine on the lengths if you like it${isFlaky(p) || isOily(p) ? ", but keep it off your scalp, where hours of oil feed flakes and grease" : ""}.`
        : undefined,
  },
  {
    // A texlax is a relaxer left on for less time or buffered: a relaxer all the same.
    names: /\btex ?-?lax\w*\b/i,
    answer: (_p, q) =>
      `${youAsked(q)}: it is not a fad, but it is a relaxer all the same: the relaxer is left on for less time, or buffered with oil, so the hair keeps some texture and body. The risks are a relaxer's: breakage where it overlaps treated hair and burns on the scalp, so only by a professional, on new growth only, 8 to 12 weeks apart.`,
  },
  {
    // Locs that join at the root: separating after each wash keeps their size; either is fine.
    names: /\b(marry|marrying|married|merge|merging|merged|combine|combining|join|joining)\b/i,
    asks: /\b(split|separate|let|should|keep)\b/i,
    answer: (p, q) =>
      locsOrNamed(p, withBefore(q))
        ? `${youAsked(q)}: either is fine; it is the look you want. To keep their size, pull the roots apart gently after each wash while they are damp, before they dry together. Once locs have fully married, splitting them means cutting through, which weakens them, so leave that to a loctician.`
        : undefined,
  },
  {
    // Sebum comes from glands in the skin that rinse temperature does not reach; "pores" do not
    // open or close with water.
    names: /\b(cold|cool|ice|icy|freezing) (rinse|rinses|rinsing|water|wash|shower)\b/i,
    answer: (p, q) =>
      `${youAsked(q)}: it does no harm, but it does not close pores or stop grease; the oil comes from glands in the skin that the water's temperature does not change. A cool last rinse can leave the lengths a little smoother and shinier${isOily(p) ? ", and what keeps the grease down is washing as often as your scalp needs" : ""}. Very hot water dries the scalp, so wash in lukewarm.`,
  },
  {
    // 50 to 100 hairs a day is ordinary shedding; a wash day gathers the days since the last.
    names: /\b(normal|usual|ok|okay|fine|too many|a lot)\b/i,
    answer: (p, q) =>
      /\b(hairs?|shed\w*|losing|lose|fall\w*|coming out|come out)\b/i.test(withBefore(q)) &&
      /\b\d+|handful|few|loads|clumps?\b/i.test(withBefore(q)) &&
      !shedsMore(p) &&
      !doctorSeesFirst(p)
        ? `${youAsked(q)}: yes; losing 50 to 100 hairs a day is ordinary shedding, and on a wash day the hairs shed since the last wash come out together, so more in the shower or the comb then is expected. More than usual for weeks on end, or hair visibly thinner, is worth a GP's look.`
        : undefined,
  },
  {
    // Brows, ear and nose hair grow longer and coarser with the years in men, the follicles
    // answering more to the body's own androgens; no common tablet does it.
    names: /\b(tablets?|meds|medications?|medicines?|pills|age|normal|why)\b/i,
    answer: (p, q) =>
      p.gender === "male" &&
      /\b(eyebrows?|brows?|ears?|nose|nostrils?)\b/i.test(withBefore(q)) &&
      /\b(wild|long|longer|bushy|bushier|growing|grown|thick|thicker|curly|coarse|sprouting)\b/i.test(
        withBefore(q),
      )
        ? `${youAsked(q)}: no; longer, wiry eyebrows and more hair in the ears and nose come with the years in men, as those follicles answer more to the body's own male hormones, and everyday tablets are not known to cause it. Trim them: the brows with a brow comb and small scissors, or ask the barber; the ears and nose with a rotary nose-and-ear trimmer or round-ended scissors. No plucking or waxing inside the nose or ears.`
        : undefined,
  },
  {
    // Synthetic braid ends are sealed in water just off the boil; the risk is a scald, so the
    // kettle is handled with care and the water never near the scalp.
    names: /\b(boiling|boiled|hot) water\b|\bkettle\b/i,
    asks: /\b(seal|sealing|dip|dipping|dangerous|safe|ok|okay|ends)\b/i,
    answer: (_p, q) =>
      /\b(braid\w*|twists?|extensions?|ends|locs?|crochet)\b/i.test(withBefore(q))
        ? `${youAsked(q)}: it is how braiders seal synthetic ends, and safe done with care: pour water just off the boil into a tall mug or jug on a steady surface, dip only the synthetic ends for 10 to 20 seconds, keep your fingers, your own hair and your scalp out of it, then blot the ends with a towel. Never pour it over the braids, and keep children away. If it splashes skin, cool it under cold running water for 20 minutes.`
        : undefined,
  },
  {
    // A relaxer touch-up needs enough new growth to avoid overlap: 8 to 12 weeks apart.
    names: /\b(too often|too soon|too much|often enough|too close)\b/i,
    answer: (_p, q) =>
      /\b(relax\w*|touch ?-?ups?|perm|texlax\w*)\b/i.test(withBefore(q))
        ? `${youAsked(q)}: yes, a little; 8 to 12 weeks between touch-ups is the usual gap, because by then enough new growth shows to relax it without the relaxer overlapping hair already straightened, and overlap is what breaks the nape and the ends. Ask the salon to put a protective cream on the treated lengths each time.`
        : undefined,
  },
  {
    // A household chemical drunk as a detox is a poison at any dose (UKHSA; NPIS).
    names: /\b(borax|boric|turpentine|turps|kerosene|mms|chlorine dioxide)\b/i,
    answer: (p, q) =>
      hasNoted(p, "swallowed_chemical")
        ? `${youAsked(q)}: no, not at any dose; it is a poison, not a detox, and it can cause shedding, a peeling rash and an upset stomach. Stop it today, and see a GP or call 111 today, as the first step says.`
        : undefined,
  },
  {
    // Split ends do not mend; a few millimetres with sharp scissors stops them travelling.
    names: /\b(cut|cutting|trim|trimming|snip|snipping)\b/i,
    asks: /\b(myself|herself|himself|at home|split|splits|the ends)\b/i,
    answer: (p, q) =>
      hasNoted(p, "no_cutting") || q.shape === "how_often"
        ? undefined
        : `${youAsked(q)}: yes; trimming split ends at home is fine with sharp hair-cutting scissors, never kitchen ones: on clean hair, ${isTextured(p) ? "stretched in twists or sections, " : ""}a few millimetres off each section, every 2 to 3 months. Splits do not mend, and cutting them stops them travelling up the hair.`,
  },
  {
    // Rubber grips and tears the ends as it comes off; covered bobbles do not.
    names: /\b(rubber|elastic) bands?\b|\belastics\b/i,
    answer: (_p, q) =>
      `${youAsked(q)}: better not; rubber bands grip the hair and snap the ends when they come off, fine ends above all. Fabric-covered bobbles or snag-free elastics hold braid ends without the breakage, or twist the ends and leave them free.`,
  },
  {
    // Mature locs retwisted every 4 weeks thin at the root; 6 to 8 weeks is kinder.
    names: /\b(re-?twist\w*|interlock\w*|maintenance)\b/i,
    asks: /\b(stretch|longer|less often|weeks|months|space|leave)\b/i,
    answer: (_p, q) =>
      `${youAsked(q)}: yes; every 6 to 8 weeks is kinder to mature locs than every 4, since retwisting often thins and weakens the roots. In between, a little water or aloe on the roots and a satin scarf at night keep them neat enough.`,
  },
  {
    // Lice in locs are treated with a lotion, not scissors (NHS head lice).
    names: /\b(nits|lice|louse|head ?lice)\b/i,
    asks: /\b(cut|cutting|shave|shaving|chop|chopping|lose|off)\b/i,
    answer: (p, q) =>
      `${youAsked(q)}: no; lice are treated ${locsOrNamed(p, withBefore(q)) ? "in locs " : ""}without cutting: only if wet combing or a close look finds a live louse, work a dimeticone lotion through the roots and lengths, leave it as the pack says, and repeat after 7 days; then a clarifying wash and dry right through. Tying the hair up cuts head-to-head contact.`,
  },
  {
    // A week or two between installs lets the roots and edges rest and the scalp be cleaned.
    names:
      /\b(one set to the next|set to set|back to back|next set|another set|straight back in|straight away)\b/i,
    answer: (p, q) =>
      wearsBraids(p) ||
      /\b(braids?|twists?|cornrows?|install\w*|weaves?|wigs?)\b/i.test(withBefore(q))
        ? `${youAsked(q)}: better not; a week or two between sets lets the roots and edges rest, the scalp be washed and conditioned properly, and the hair shed under the last set be combed out before the next goes in.`
        : undefined,
  },
  {
    // Very hot water strips the scalp's oils and fades colour; lukewarm does the washing.
    names: /\b(very hot|really hot|boiling|scalding|hot) (shower|showers|water|bath|baths)\b/i,
    asks: /\b(bad|ok|okay|harm|damage|fine|dry|drying|good)\b/i,
    answer: (_p, q) =>
      /\b(seal|dip|kettle|ends)\b/i.test(q.words)
        ? undefined
        : `${youAsked(q)}: very hot water is hard on it; it strips the scalp's oils, leaving it dry and itchy, and fades colour sooner. Wash in lukewarm water, and finish cooler if you like.`,
  },
  {
    // A smooth layer at night cuts friction; it helps curly, coily, long and fragile hair most.
    names: /\b(satin|silk) (bonnet|bonnets|scarf|scarves|pillow\w*|cap|caps|hood)\b|\bbonnet\b/i,
    asks: /\b(need|really|worth|point|necessary|have to|must)\b/i,
    answer: (p, q) =>
      `${youAsked(q)}: not a must; it cuts friction and frizz overnight, which helps ${isTextured(p) ? "curls and coils" : "long or fragile hair"} most, and a satin or silk pillowcase does the same job if a bonnet will not stay on.`,
  },
  {
    // What helps in the curly girl method is gentle washing and not brushing curls dry.
    names: /\b(curly girl|cgm|curly method)\b/i,
    answer: (_p, q) =>
      `${youAsked(q)}: worth taking the parts that help, not every rule: gentle cleansing, conditioner every wash, detangling wet with conditioner in rather than brushing dry, and a gel or cream to hold the curl. You do not need special products or to give up every silicone or sulphate, and a clarifying wash now and then stops build-up.`,
  },
  {
    // No vitamin or oil grows hair unless the body is short of something (BAD; hair-science §4).
    names: /\b(vitamins?|supplements?|oils?|serums?|tablets?)\b/i,
    asks: /\b(make it grow|grow faster|grow back|grow it|growth|thicker|regrow)\b/i,
    answer: (p, q) =>
      doctorSeesFirst(p)
        ? undefined
        : `${youAsked(q)}: none makes hair grow unless a blood test shows you are short of something, such as iron, vitamin D or B12, and then it is that one, at the dose the GP says. Oils soften and protect the lengths but do nothing at the root; what helps is the care in this report, and time.`,
  },
  {
    // Zinc above about 25 mg a day for months lowers copper and helps no hair (NHS; BNF).
    names: /\bzinc\b/i,
    answer: (_p, q) =>
      `${youAsked(q)}: no; zinc helps hair only if a blood test found you short of it, and more than about 25 mg a day for months lowers the body's copper, which brings its own problems. Keep to the dose on the pack or the one a doctor gave, or stop if there was no reason to start.`,
  },
]

/** The plain answer to an everyday question, when this one is one. */
export const everydayAnswer = (p: HairProfile, q: AskedQuestion): string | undefined => {
  // A short question, or one that names its thing by "it" or "them", asks about the words before.
  const pointsBack =
    q.words.split(/\s+/).length <= 8 || /\b(it|them|they|that|this)\b/i.test(q.words)
  for (const question of everydayQuestions) {
    const named =
      question.names.test(q.words) || (pointsBack && question.names.test(q.before ?? ""))
    if (!named || (question.asks !== undefined && !question.asks.test(q.words))) continue
    const answer = question.answer(p, q)
    if (answer !== undefined) return answer
  }
  return undefined
}
