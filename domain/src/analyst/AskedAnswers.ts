/**
 * A question the person wrote that no topic of the report answers ("does bo ket make hair
 * fall out?", "can I put the Cantu on my beard?", "do I need to cut my locs at my age?"),
 * answered by what it asks and the kind of thing it asks about, for this person: a consultant
 * answers what the client asked, plainly, before anything else. What this cannot answer
 * soundly is said so, with who can, never left unread or answered as a different question.
 */
import { type AskedQuestion, withBefore } from "../notes/NoteStatement.ts"
import { belief, bodySignsFirst, careFirst, doctorSeesFirst } from "./BeliefAnswers.ts"
import { everydayAnswer } from "./EverydayQuestions.ts"
import {
  afterChemotherapy,
  anyNoted,
  type HairProfile,
  hasDamagedLengths,
  hasNoted,
  hasPatchyLoss,
  hasPatternThinning,
  hasPlaques,
  hasTractionSigns,
  isChemicallyTreated,
  isFlaky,
  isOily,
  isStructurallyDamaged,
  isTextured,
  locsOrNamed,
  sweatsOften,
  toldOf,
  wearsBraids,
} from "./HairProfile.ts"
import { scalpIsReacting } from "./pathways/ChemicalInjury.ts"
import { pathwaysFor } from "./pathways/Pathways.ts"
import {
  hasEpilepsy,
  isBaby,
  isChild,
  isShedding,
  onHomeOxygen,
  seizureOils,
} from "./pathways/Signs.ts"
import { cadenceWords, lessOftenBecause, planWashes } from "./WashPlan.ts"
import { youAsked } from "./YouAsked.ts"

/** Who can answer what this report cannot: the doctor already ahead, else the one for the thing. */
const whoCanAnswer = (p: HairProfile, q: AskedQuestion): string =>
  doctorSeesFirst(p)
    ? "the doctor you are seeing can, so take the question with you"
    : /\d+ ?mg\b|\bdose\b|prescri/i.test(q.words)
      ? "the prescriber can, or a pharmacist with the box in hand"
      : q.thing === "medicine" || q.thing === "remedy"
        ? "a pharmacist can, so ask one and show them what you use"
        : "a trichologist, or a hairdresser who knows your hair, can answer it once they have seen it"

/** "would that fix it if I stopped shampooing?" */
const works = (p: HairProfile, q: AskedQuestion): string | undefined => {
  if (/candle|fire cut|singe|velaterapia/i.test(q.words))
    return `${youAsked(q)}: no; a flame does not seal split ends, it burns them and the hair beside them, and it is a fire risk. Only a trim with sharp scissors removes split ends; a leave-in on the ends slows new ones.`
  const asked = withBefore(q)
  // "do those headspin beanies actually work?": a smooth or padded layer against friction.
  if (/beanie|bonnet|satin|silk|headscarf|durag|do-?rag/i.test(asked))
    return `${youAsked(q)}: for friction, yes; a smooth satin or silk layer, or a padded beanie over it, lets the hair slide instead of snapping where it rubs. It protects the hair you have; it does not grow more.`
  // "wrap your head in clingfilm with the deep conditioner, does that work?"
  if (
    /cling ?-?film|plastic (cap|bag)|shower cap|heat cap|thermal cap|hot towel|warm towel/i.test(
      asked,
    )
  )
    return `${youAsked(q)}: yes; a plastic cap or cling film, with a warm towel over it if you like, keeps warmth and moisture in, which helps a conditioning mask soak in; 15 to 30 minutes is enough, then rinse.`
  // "would a stronger medicated shampoo sort it?": an antifungal treats flakes, nothing else.
  if (
    /medicated|anti-?dandruff|dandruff shampoo|nizoral|head ?(&|and) ?shoulders|stronger shampoo/i.test(
      asked,
    )
  )
    return isFlaky(p)
      ? `${youAsked(q)}: an antifungal one, yes, used as the plan below says: left on for the time on the label, twice a week; if one active has not helped within a month, change to another rather than a stronger one.`
      : `${youAsked(q)}: no; a medicated shampoo treats flakes from a yeast on the scalp, and with no flakes it has nothing to act on, while stronger ones dry the skin and can make an itch worse. A mild shampoo is enough; what causes the itch is what to find.`
  switch (q.thing) {
    case "leave_on":
      if (/\b(butter|butters|ghee|tesmi|niter kibbeh|shea|grease)\b/i.test(asked))
        return `${youAsked(q)}: no; no butter or oil makes hair grow, since growth happens in the root under the skin. On the lengths a little softens them and helps keep length by cutting breakage; a cooking butter on the scalp goes rancid in days and smells, so use much less, keep it to the lengths, or swap it for plain shea butter.`
      if (/\boils?\b/i.test(asked))
        return `${youAsked(q)}: no oil has good evidence of growing hair, rosemary's one small trial aside; on the lengths an oil softens and seals, and on the scalp some, mustard oil among them, sting or irritate, so patch-test it and stop if the skin reacts.`
      return /\b(spray|sprays|serum|serums|tonic|tonics|mist|water|essence)\b/i.test(asked)
        ? `${youAsked(q)}: there is no good evidence that it stops hair fall or grows hair; the videos show the hair, not a trial. It is harmless to try on an unbroken scalp if it does not sting, but stop it if the skin itches or reddens, and do not pay much for it.`
        : undefined
    case "remedy":
      return `${youAsked(q)}: no; kitchen and cupboard remedies on the scalp, ginger, garlic, onion, lemon or vinegar among them, do not regrow or mend hair, and they can burn or inflame the skin. Leave the skin alone and keep to the care in this report.`
    case "supplement":
      return supplementAnswer(p, q)
    case "wash":
      if (/rice water/i.test(asked))
        return `${youAsked(q)}: not for growth; there is no good evidence that rice water makes hair grow, only that as a rinse it can make the lengths feel smoother. It is harmless used now and then, rinsed out well; left on often it can leave the hair stiff or the scalp itchy.`
      return stopWashing.test(asked)
        ? `${youAsked(q)}: no; water alone does not lift oil, sweat and product, and ${isFlaky(p) ? "flakes and itch feed on what stays on the scalp, so they get worse" : "what stays on the scalp can itch and smell"}. Wash often enough that the scalp never gets to the itchy days, with a mild shampoo or the one this report names.`
        : undefined
    default:
      return undefined
  }
}

/** Remedies that sting or burn the skin, against the merely useless (honey, mayonnaise). */
const harshRemedy =
  /\b(dettol|savlon|tcp|surgical spirit|rubbing alcohol|peroxide|kerosene|paraffin|vicks|toothpaste|garlic|ginger|lemon|onion|vinegar|acv|apple cider|salt|bicarb|baking soda|turmeric|tea tree|detox|rakia|vodka|whisky|whiskey|brandy|alcohol|spirits)\b/i

/** Herbal remedies people take for stress or hair, which act on the body like medicines. */
const herbal = /\b(st\.? ?john'?s wort|ashwagandha|saw palmetto|herbal)\b/i

/** Salon and spa treatments sold for the scalp or hair, not medical ones. */
const treatment = /\b(spa|facial|massage|botox|scan|camera|detox|treatment)\b/i

/** "should I give him a multivitamin gummy?": a supplement for the hair, for this person. */
const supplementAnswer = (p: HairProfile, q: AskedQuestion): string =>
  herbal.test(q.words)
    ? `${youAsked(q)}: no; no herbal remedy has good evidence of stopping shedding or growing hair, and some act on the body like medicines: St John's wort clashes with antidepressants and can stop the pill working, so ${p.medicines.size > 0 ? "with the medicines you take, stop it and tell your GP or pharmacist" : "ask a pharmacist before taking it beside any medicine"}.`
    : isChild(p)
      ? `${youAsked(q)}: not for the hair; a child eating a varied diet needs none, extra vitamins do not make hair grow faster, and any vitamin is one a GP or health visitor suggests.`
      : `${youAsked(q)}: not unless a blood test shows you are short of something; extra vitamins do not make hair grow faster, and biotin can upset blood test results.${doctorSeesFirst(p) ? " Tell the doctor what you take." : ""}`

/**
 * "my colleague says its just hayfever, is it?", "thats just from the flight right?": an
 * everyday cause asked about, answered from what this report found: when a doctor is ahead,
 * not something to wait out; when not, yes, most likely.
 */
const justThat = (p: HairProfile, q: AskedQuestion): string => {
  // "my friend says washing more than once a week will thin it, is that right?": a claim that
  // something thins hair is a cause question, answered as one, never a "yes".
  if (
    /\b(thin|thins|thinning|fall|falls|bald|balding|shed|shedding|lose|losing)\b/i.test(q.words)
  ) {
    const cause = causesLoss(p, q)
    if (cause !== undefined) return cause
  }
  // "a guy at the barbers said washing locs every week makes them unravel, is he right?": a
  // claim about how often to wash is answered by the plan's rhythm, never a "most likely, yes".
  if (q.thing === "wash" && /\b(wash\w*|shampoo\w*)\b/i.test(q.words)) return planRhythm(p, q)
  const first = pathwaysFor(p)[0]
  if (first === undefined || careFirst(first))
    return `${youAsked(q)}: most likely, yes; nothing you wrote points to more, and the care below is what it needs.`
  const { change, why } = first.startHere(p)
  return `${youAsked(q)}: probably not, so do not wait for it to pass. ${why} ${change}.`
}

/** A question nothing here answers soundly: said so plainly, with who can. */
export const unanswered = (p: HairProfile, q: AskedQuestion): string =>
  `${youAsked(q)}: that one needs someone who can see you or the product, and a guess here could be wrong; ${whoCanAnswer(p, q)}.`

/** "should we put him on his side so it grows back?": how a baby sleeps is never changed for hair. */
const babySleep = (p: HairProfile, q: AskedQuestion): string | undefined =>
  isBaby(p) &&
  /\b(sleep|sleeps|sleeping|side|tummy|front|lies|lying|position)\b|\bon (his|her|their) back\b/i.test(
    q.words,
  )
    ? `${youAsked(q)}: keep your baby on their back to sleep, every time; it is what keeps babies safe, so never the side or front for the hair. ${doctorSeesFirst(p) ? "What the patch is, the doctor can tell you." : "Hair often rubs away where a young baby's head lies, most at the back between 2 and 4 months, and grows back once they sit up and move more; tummy time while awake helps."}`
    : undefined

/** "will the patches grow back?": what this report found, said as the answer. */
const growsBack = (p: HairProfile, q: AskedQuestion): string => {
  const asked = youAsked(q)
  // Hair singed by a flame or a hot tool: the shaft is burnt, the root beneath is not.
  if (toldOf(p, "burn") !== undefined)
    return `${asked}: nothing brings singed hair back, but it grows again from roots the heat did not reach: trim off the crispy, burnt ends, and new hair fills in over the months; brows regrow too unless the skin beneath scarred.`
  if (pathwaysFor(p).some((pathway) => scarring.test(pathway.id)))
    return `${asked}: where the skin has scarred it cannot, so treatment aims to stop it spreading and keep the hair that is there; that is why the dermatologist visit matters soon.`
  // "will my hair grow back when i finish letrozole?": thinning a medicine brought on.
  if (
    /\b(finish|finished|stop|stopping|come off|coming off|end|ends|after)\b/i.test(q.words) &&
    (q.thing === "medicine" || [...thinningMedicines].some((m) => p.medicines.has(m)))
  )
    return `${asked}: often, yes, at least partly: thinning a medicine brings on usually eases over the months after it ends, though not always fully. Do not stop or shorten it for your hair; ask the team that prescribes it whether minoxidil suits you meanwhile, since it can thicken what is there while you take it.`
  if (hasPatchyLoss(p))
    return `${asked}: often, by itself: most patches regrow within a year, the first hairs often fine or white before the colour comes back. Treatment from a GP or dermatologist can help it along, and new patches can come and go.`
  if (afterChemotherapy(p))
    return `${asked}: yes, usually; regrowth starts within weeks to a few months of the last treatment, often softer, curlier or a different shade at first.`
  if (hasTractionSigns(p))
    return `${asked}: usually, if the pull stops while the roots are still alive: loose styles for several months. After years of pulling some may not, so see a dermatologist if nothing shows within 6 months.`
  if (isShedding(p))
    return `${asked}: yes; shedding grows back because the roots stay alive, and it settles within 6 to 9 months of the cause passing.`
  if (isBaby(p))
    return `${asked}: yes; a baby's hair that rubs or sheds away grows back as they grow, sit up and move more.`
  if (isChild(p))
    return `${asked}: usually, yes; a child's hair grows back over weeks to months once what thinned it has settled. A GP if a patch grows, the skin turns scaly, or nothing returns within 3 months.`
  if (hasPatternThinning(p))
    return `${asked}: pattern thinning does not grow back by itself; treatment can hold it and partly regrow it, and only while it is used.`
  if (hasDamagedLengths(p))
    return `${asked}: the broken lengths cannot mend, but the roots are fine: the new growth comes in healthy, and protecting it while the damaged ends are trimmed away brings the length back.`
  return `${asked}: ${doctorSeesFirst(p) ? "it depends on what the doctor finds; most causes of hair loss are treatable, and the hair often recovers with the cause" : "yes; nothing you wrote points to roots that have stopped, and hair grows about 1 cm a month"}.`
}

/** Medicines that can thin the hair while they are taken. */
const thinningMedicines = new Set([
  "breast_cancer_tablets",
  "retinoid",
  "antidepressant_mood",
  "immune_suppressant",
  "testosterone_steroids",
  "weight_loss_injection",
] as const)

/** Pathways whose loss scars the skin. */
const scarring = /scarring/

/** "would going no-poo fix it?": stopping washing, for a scalp that flakes or itches. */
const stopWashing =
  /\bno-?poo\b|\bstop(ped|ping)? (shampooing|washing)\b|\bonly water\b|\bjust water\b/i

/** Pathways whose condition passes to others, by touch or shared things. */
const catching =
  /ringworm|head-lice|scabies|infected-skin|shingles|painful-lumps|syphilis|measles|child-scalp-soon/

/** "is it contagious?", "should she stay off school?", "can I still train if I wear a cap?" */
/** Skin conditions people fear catching from someone close, none of them passed on. */
const notCatching: ReadonlyArray<{ name: RegExp; said: string; from: string }> = [
  {
    name: /\bpsoriasis\b/i,
    said: "psoriasis",
    from: "it comes from the body's own immune system and the genes",
  },
  {
    name: /\beczema\b|\bdermatitis\b/i,
    said: "eczema",
    from: "it comes from the skin's barrier and the immune system",
  },
  { name: /\bvitiligo\b/i, said: "vitiligo", from: "it comes from the immune system" },
  {
    name: /\blichen planus\b|\blupus\b/i,
    said: "it",
    from: "it comes from the body's own immune system",
  },
  {
    name: /\bdandruff\b/i,
    said: "dandruff",
    from: "it comes from a yeast everyone's scalp carries and how the skin reacts to it",
  },
]

const contagious = (p: HairProfile, q: AskedQuestion): string => {
  const passes = pathwaysFor(p).some((pathway) => catching.test(pathway.id))
  // "my flatmate has alopecia areata, is it catching?": the immune system's, never passed on.
  if (
    /\balopecia\b|\bareata\b|\bhair ?loss\b|\bbald(ness|ing)?\b|\bthinning\b/i.test(
      withBefore(q),
    ) &&
    !/ringworm|tinea|fungal|lice|nits|scabies/i.test(withBefore(q)) &&
    !passes
  )
    return `${youAsked(q)}: no; alopecia areata and other hair loss come from the body's own immune system, genes or hormones, and cannot be caught, so sharing a brush, a diffuser or a home is safe. Only a fungal infection or lice pass on, and those look and itch differently.`
  // "my husband has psoriasis, can i catch it off him?": a skin condition of the immune system.
  const skin = notCatching.find((condition) => condition.name.test(withBefore(q)))
  if (
    skin !== undefined &&
    !/ringworm|tinea|fungal|lice|nits|scabies|impetigo/i.test(withBefore(q))
  )
    return `${youAsked(q)}: no; ${skin.said} is not catching: ${skin.from}, so sharing a pillow, a comb or a home cannot pass it on.`
  // "a colleague has ringworm on his head and we swap hard hats, can I catch it from him": the
  // other person's catching condition, which the person has no sign of (yet).
  const theirs = /\b(ringworm|tinea|lice|nits|impetigo|scabies)\b/i.exec(withBefore(q))?.[1]
  const lice = /lice|nits/i.test(theirs ?? "")
  if (theirs !== undefined && !passes)
    return `${youAsked(q)}: yes, it can pass on, ${lice ? "by head-to-head contact and, less often, shared combs, hats or helmets" : "by shared hats, helmets, combs, brushes, clippers and towels"}${lice ? "" : ", and at a barber's by clippers not cleaned between customers"}; so share none of them${lice ? "" : ", ask that tools are cleaned"}, and wipe anything that was shared. Nothing needs treating unless you get its signs: ${lice ? "an itch and live lice found with a fine comb on wet, conditioned hair" : "an itchy, scaly patch, broken hairs or a sore, which a pharmacist or GP then treats"}.`
  // "can he catch it if he nicks me with the razor": a virus in the blood, not the scalp.
  if (/\bhiv\b|\bhep(atitis)?\b|\bblood\b|\brazor\b|\bnicks?\b/i.test(withBefore(q)))
    return `${youAsked(q)}: the risk is tiny; HIV does not pass on clippers or combs in everyday life, and treated to undetectable it is not passed on at all. Barbers clean and disinfect their tools between customers and keep clear of bleeding spots anyway, so ask for that; you do not have to tell a barber, it is yours to share or not.`
  // "is the hair thing catching?" beside a cough for weeks: the hair is not, TB can be.
  if (pathwaysFor(p).some((pathway) => /tuberculosis/i.test(pathway.startHere(p).why)))
    return `${youAsked(q)}: the hair loss is not catching, but TB can be, through the air at home over weeks: until the doctor has seen you, keep rooms aired, cover coughs, and ask that everyone you live with, children above all, is checked; the TB nurse arranges that, so call them back if they have been in touch.`
  if (passes && isChild(p))
    return `${youAsked(q)}: it can be, so no sharing of combs, brushes, hats, towels or pillows, washed hot, until ${doctorSeesFirst(p) ? "the doctor has seen it and " : ""}treatment has started; most children go to school as usual once it has, and the doctor or pharmacist will say if not.`
  if (passes)
    return `${youAsked(q)}: it can be, so until ${doctorSeesFirst(p) ? "the doctor has seen it and " : ""}treatment has started: no contact sport or mats, and no sharing of combs, brushes, hats, towels or pillows; wash them hot. The doctor or pharmacist will say when work or sport can start again.`
  // A doctor is to see signs this report does not name as catching: they say, and meanwhile
  // nothing is shared.
  return doctorSeesFirst(p)
    ? `${youAsked(q)}: the doctor will say when they see it; until then, share no combs, brushes, hats, towels or pillows, and keep off contact sport.`
    : asksLeave.test(q.words)
      ? `${youAsked(q)}: yes; nothing you wrote is catching, so there is no need to stay off ${isChild(p) ? "school" : "work"}, swimming or sport for it, and no one else needs treating.`
      : `${youAsked(q)}: no; nothing you wrote is catching, so there is no need to stay off ${isChild(p) ? "school" : "work"} or sport for it, and no one else needs treating.`
}

/** "can she still swim?", "is it ok for him to go to nursery?": asking leave, whose answer is yes. */
const asksLeave =
  /\b(still|ok|okay|alright|allowed)\b[^?]*\b(go|swim|swimming|play|train|training|school|nursery|work|gym)\b/i

/** "can I just pick them off?", "should I pop them?" */
const pick = (p: HairProfile, q: AskedQuestion): string =>
  isBaby(p)
    ? `${youAsked(q)}: no; do not scrape or pick a baby's scales, or use a nit comb on them, which can break the skin and let infection in. Soften them first with a little plain emollient or baby oil, then lift what comes away with a soft baby brush at bath time, and leave the rest for another day.`
    : hasPlaques(p) || isFlaky(p) || /\bscal(e|es|y)\b|flak/i.test(q.words)
      ? `${youAsked(q)}: not dry; pulling scale off takes hair with it and leaves the skin sore. Soften it with a little oil overnight, lift it gently with a fine comb, then wash it out.`
      : pickSpot(p, q)

/** "can i just pick it off or get the barber to go round it?": one spot or several, as asked. */
const pickSpot = (p: HairProfile, q: AskedQuestion): string => {
  const one = /\b(it|this|that)\b/i.test(q.words) && !/\b(them|these|those)\b/i.test(q.words)
  const [them, they, are] = one ? ["it", "it", "is"] : ["them", "they", "are"]
  const barber = /\b(barber|hairdresser|stylist)\b[^?]*\b(round|around|avoid|miss|careful)\b/i.test(
    q.words,
  )
    ? ` Asking the ${/hairdresser|stylist/i.test(q.words) ? "hairdresser" : "barber"} to go round ${them} is the right idea.`
    : ""
  return `${youAsked(q)}: ${one ? "no; picking or scratching it can infect it, make it bleed and scar, and leave a bald spot" : "no; picking, popping or scratching spreads infection, can scar and can leave a bald spot"}. Leave ${them} alone${doctorSeesFirst(p) ? ` until ${they} ${are} seen` : `, keep ${them} clean, and have ${them} looked at if ${they} ${one ? "changes, grows or bleeds without a knock" : "are not settling within two weeks"}`}.${barber}`
}

/** "will it come back thicker if I wax it?" */
const growsThicker = (p: HairProfile, q: AskedQuestion): string =>
  isChild(p)
    ? `${youAsked(q)}: no; hair taken off all over grows back just the same, never thicker, darker or faster, and a bare scalp needs a hat in the sun. ${doctorSeesFirst(p) ? "Leave it as it is until the doctor has seen it." : "Keeping it short is fine if it is easier to care for."}`
    : `${youAsked(q)}: no; shaving, waxing, threading or plucking never makes the hair that returns thicker, darker or faster-growing; a shaved hair only feels coarser because its tip is cut blunt.${doctorSeesFirst(p) ? " Show the doctor the hair as it is before you remove it." : ""}`

/**
 * "should I cut it short so it grows back thick?": a cut works on the ends, never the root. A
 * child's head shaved all over keeps its own answer (growsThicker).
 */
const cutToGrowThicker = (p: HairProfile, q: AskedQuestion): string | undefined =>
  !isChild(p) &&
  /\b(cut|cutting|chop|chopping|trim|trimming)\b/i.test(q.words) &&
  /\b(thick|thicker|faster|stronger|fuller|grow back|grows back)\b/i.test(q.words)
    ? `${youAsked(q)}: no; a cut takes off the ends and does nothing at the root, so the hair grows back no thicker or faster${isShedding(p) ? ", and what was shed regrows at its own pace either way" : ""}. Short is fine if you like it or it is easier to manage, but it is not a cure.`
    : undefined

/**
 * "castor oil packs detox the kidneys and black seed capsules 'reverse' lupus - should I try
 * them?": a remedy sold as a cure or a detox. No oil or capsule does that, and herbs taken by
 * mouth can harm the kidneys or work against prescribed medicines (MHRA herbal safety).
 */
const cureClaimed = (q: AskedQuestion): string | undefined =>
  /\b(reverse[sd]?|cures?|cured|detox\w*|flush\w*|cleanse[sd]?)\b/i.test(withBefore(q)) &&
  /\b(oils?|capsules?|pills?|tea|herbs?|herbal|supplements?|juice|gumm\w+|packs?|tincture|powder|seeds?)\b/i.test(
    withBefore(q),
  )
    ? `${youAsked(q)}: no; no oil, pack or capsule detoxes the kidneys or reverses an illness, whatever a post says, and herbs or capsules taken by mouth can harm the kidneys or work against prescribed medicines. Take nothing new by mouth without asking a pharmacist or the team that prescribes your medicines, and keep taking what you are prescribed; an oil on the skin or hair is harmless, but it treats nothing inside.`
    : undefined

/** "does plaster dust wreck your hair?", "is chlorine bad for it?" */
const environmentHarms = (q: AskedQuestion): string =>
  `${youAsked(q)}: not at the root; it dries and roughens the lengths, which then tangle and snap more easily. Cover the hair while you are in it, rinse it out with plain water the same day, and a conditioner on the lengths puts back what it takes.`

/** "is a high bun bad for my edges?" */
const styleHarms = (p: HairProfile, q: AskedQuestion): string =>
  // "is it my bun?" beside a sign that needs a doctor: a style is not what they describe.
  doctorSeesFirst(p) && q.shape === "causes_loss"
    ? `${youAsked(q)}: no, not what you describe; a tight bun or ponytail can pull at the roots and give a dull ache that eases once it is let down, but it does not bring on what the first step of this report is about. Wear it loose meanwhile if that is more comfortable, and see to that first step now.`
    : hasTractionSigns(p)
      ? `${youAsked(q)}: while your edges are thinning, yes: loosen and lower it, change where it sits each day, and take it down whenever you can, so the edges grow back.`
      : `${youAsked(q)}: only if it pulls: a tight or high style, heavy braids above all, strains the edges over time. Keep it loose enough never to hurt, lower when you can, change where it sits, and give the edges days off.`

/** "the wife says the fags are why my hair went, is she right?" */
const smokingAnswer = (p: HairProfile, q: AskedQuestion): string =>
  `${youAsked(q)}: it plays a part; smoking is linked with earlier hair loss and greying because it narrows the small blood vessels that feed the roots${doctorSeesFirst(p) ? ", and the same narrowing elsewhere in the body is one more thing for the doctor to hear about" : ""}. Stopping helps far more than the hair; a pharmacist or the stop-smoking service can help.`

/** "should I get my brows microbladed before the wedding?" */
const cosmetic = (p: HairProfile, q: AskedQuestion): string =>
  treatment.test(withBefore(q))
    ? `${youAsked(q)}: as a treat, if you enjoy it; no scalp spa, massage, camera scan or "hair botox" grows hair or makes it thicker, so pay for how it feels, not for a promise, and skip any add-on that claims to regrow or "detox".`
    : doctorSeesFirst(p)
      ? `${youAsked(q)}: not before the doctor has seen you; a tattoo or treatment over the skin can hide what they need to see, so a brow pencil or powder does the job meanwhile.`
      : `${youAsked(q)}: it is your choice; go to a licensed practitioner who does a patch test first, and not over skin that is sore, scaly or healing.`

/** "do relaxers cause cancer?": the study people read about, said as it is. */
const straightenerCancer = (q: AskedQuestion): string =>
  `${youAsked(q)}: a large 2022 study linked frequent chemical straightening to womb cancer, about 4 in 100 women by age 70 against 1.6 in 100 who never straightened; it shows a link, not proof. Stopping is your choice, not something you must do; spacing touch-ups to every 8 to 12 weeks, on the new growth only, keeps the exposure down, and a GP is the one to see about bleeding between periods or after the menopause.`

/** "does bo ket make your hair fall out?", "will the bleach make it thin?" */
const causesLoss = (p: HairProfile, q: AskedQuestion): string | undefined => {
  const cause = doctorSeesFirst(p)
    ? " The cause of what you describe is what the doctor looks for."
    : ""
  // "could it be my new shampoo doing it?" of a pain the doctor is to see, not of hair loss.
  const ofLoss = /\b(thin\w*|fall\w*|shed\w*|loss|lose|losing|bald\w*|hair)\b/i.test(q.words)
  switch (q.thing) {
    case "wash":
      if (!ofLoss && !isShedding(p) && doctorSeesFirst(p))
        return `${youAsked(q)}: unlikely; a shampoo can only irritate the skin it touches, with itching, stinging or redness where it goes, and cannot cause what you describe elsewhere. Keep it if your scalp is comfortable with it; the cause is what the doctor looks for.`
      return `${youAsked(q)}: no; washing, ${/\b(shampoo|soap|wash|conditioner|gel|product)\b/i.test(q.words) ? "with that or any wash" : "however often"}, only rinses out hairs that were already shed, which is why more show on a wash day after a gap; no wash makes hair fall from the root. If your scalp is comfortable with it, keep it.${cause}`
    case "leave_on":
      return `${youAsked(q)}: no; a product left on sits on the hair and skin and does not make hair fall from the root. If it makes the scalp itch, sting or come up in spots, stop it and wash it out.${cause}`
    case "colour":
      return `${youAsked(q)}: not from the root; colour and lightener change the lengths, and overdone it makes them break, which can look like loss, but the roots keep growing. The risks are breakage and an allergy, so an allergy test 48 hours before every time, and a colourist who strand-tests.${cause}`
    case "heat":
      return `${youAsked(q)}: not from the root; too much heat makes the lengths break, which can look like thinning. A heat protectant, the lowest setting that works and days off keep it from breaking.${cause}`
    case "habit":
      return /\b(hats?|caps?|helmets?|hoods?|beanies?)\b/i.test(q.words)
        ? `${youAsked(q)}: no; a hat or helmet does not harm the roots, unless it is so tight it rubs or pulls at the hairline. A cotton or silk liner under it cuts friction, and wash the liner often if you sweat in it.${cause}`
        : undefined
    case "smoking":
      return smokingAnswer(p, q)
    case "environment":
      return environmentHarms(q)
    case "style":
      return styleHarms(p, q)
    case "medicine":
      return medicineCause(p, q)
    default:
      return undefined
  }
}

/**
 * "is it the pill making my hair fall out?": a change of pill sheds and settles; another medicine
 * may, which a pharmacist can say. Never stopped alone, unless the report's first step says so.
 */
const medicineCause = (p: HairProfile, q: AskedQuestion): string => {
  const keep = doctorSeesFirst(p)
    ? "take the question to the doctor you are seeing, and change nothing else on your own unless this report's first step says to"
    : "do not stop or change it on your own, since a prescriber can often find another"
  // Valproate thins hair in about 1 in 10 who take it, and regrowth can come back curlier
  // (BNF; MHRA); it often settles on the same dose, and the prescriber decides any change.
  if (/valproate|depakote|epilim/i.test(withBefore(q)))
    return `${youAsked(q)}: it may well be; valproate thins the hair in about 1 in 10 people who take it, usually in the first months, and hair can grow back curlier or a different texture. It often settles on the same dose; ${keep}, and bring it up at your next review, where a blood level and sometimes a lower dose or a change are weighed against keeping you well.`
  // Thinning in the family's pattern, years in the making: the pattern, not the medicine.
  if (hasPatternThinning(p) && !p.medicines.has("pill_change"))
    return `${youAsked(q)}: unlikely; what you describe follows the pattern that runs in families, which medicines do not cause, though a few can speed a shed for a while. Never stop a prescribed medicine for your hair; a pharmacist can check its leaflet with you, and the prescriber can often find another if it lists hair loss.`
  return p.medicines.has("pill_change") && /\bpill|implant|coil|contracept/i.test(q.words)
    ? `${youAsked(q)}: it can be; starting, stopping or changing the pill or implant can bring a shed 2 to 3 months later that settles within months, and the roots are fine; ${keep}.`
    : `${youAsked(q)}: some medicines can; ask a pharmacist whether yours lists hair loss, and ${keep}.`
}

/** "would bleach bring my alopecia back?": a condition that came and went, and what sets it off. */
const bringsBack = (q: AskedQuestion): string | undefined => {
  const immune = /alopecia|patch|spot/i.test(`${q.words} ${q.before ?? ""}`)
  if (!immune) return undefined
  const returns =
    "alopecia areata comes from the immune system, not from what goes on the hair, and patches can come back on their own whatever you do; a photo of any new smooth patch and a GP visit then is the plan"
  switch (q.thing) {
    case "colour":
      return `${youAsked(q)}: there is no good evidence that colour or lightener brings it back; ${returns}. What they can do is break the lengths or irritate the scalp, so an allergy test 48 hours before, a strand test, and no home lightening over old box dye.`
    case "wash":
    case "leave_on":
    case "heat":
    case "style":
      return `${youAsked(q)}: no; ${returns}.`
    default:
      return undefined
  }
}

/** "is it ok to use it every single day?" */
const howOften = (p: HairProfile, q: AskedQuestion): string | undefined => {
  // "how long can I keep them in?", said of the braids worn now.
  if (wearsBraids(p) && /\b(keep|leave) (them|it|these|my \w+) in\b/i.test(q.words))
    return `${youAsked(q)}: 6 to 8 weeks is the safe limit; longer, the new growth at the roots starts to lock and tangle, the scalp under them gets harder to keep clean, and taking them out breaks more hair. Take them out sooner if they pull, itch badly or the roots start to mat, and give the hair a week or so before the next set.`
  const asked = withBefore(q)
  // "my loctician retwists every 4 weeks, how often do i actually need it?"
  if (locsOrNamed(p, asked) && /re-?twist|interlock|maintenance/i.test(asked))
    return `${youAsked(q)}: every 6 to 8 weeks is plenty for most locs, and longer is fine if you like the fuzz; retwisting more often pulls at the same roots and thins them over the years, so spacing it out saves money and the roots alike. Retwist loosely, on clean, dry hair.`
  switch (q.thing) {
    case "wash":
      if (wearsBraids(p) || /\bbraids?\b/i.test(q.words))
        return `${youAsked(q)}: not a full wash each time in braids; after training rinse the scalp with water or a little diluted shampoo through a nozzle bottle, press the braids dry with a towel and let the roots dry fully, and keep the full wash to every 1 to 2 weeks.`
      // "do i need to wash after every fire?": smoke, soot and chemicals are washed out the same day.
      if (/\b(fire|fires|smoke|soot|chemicals?|callout|call-out|shout)\b/i.test(q.words))
        return `${youAsked(q)}: yes; after a shift that leaves smoke, soot or chemicals in the hair, wash it the same day with a mild shampoo, the scalp first and the lengths rinsed through, since what smoke leaves in hair and on skin is better off washed away. Washing every day does the roots no harm; condition the lengths each time so they do not dry out.`
      // "is it ok to wash my locs twice a week with all the sweat?": yes; mature locs hold.
      if (locsOrNamed(p, q.words) && moreOften.test(q.words))
        return `${youAsked(q)}: yes; ${moreOften.exec(q.words)?.[0]} is fine for locs, more so with sweat: locs past the first few months do not unravel with washing, and young ones loosen less under a stocking cap or mesh, squeezed rather than rubbed. Use a residue-free shampoo, rinse until the water runs clear, and dry them right through the same day.`
      // "do i need to wash after every game?": sweat is rinsed, the full wash keeps its rhythm.
      if (/\bafter (every|each)\b|\b(game|match|training|workout|gym|sweat)\b/i.test(q.words))
        return `${youAsked(q)}: no full wash after every ${/\b(game|match)\b/i.test(q.words) ? "game" : "session"}; let the sweat dry with the hair loose, rinse the scalp with plain water if it itches, and keep the full wash to the rhythm in this report. Wash sooner if the scalp starts to itch, smell or flake.`
      if (/\b(weeks?|fortnight|month)\b/i.test(q.words))
        return `${youAsked(q)}: for the lengths, going longer between washes is fine, and the wash rhythm in this report is set for your hair and scalp; what decides it is the scalp: wash sooner if it itches, flakes or smells.`
      return /nizoral|ketoconazole/i.test(q.words)
        ? `${youAsked(q)}: ketoconazole is meant for twice a week, leaving it on 3 to 5 minutes; on the other days a mild shampoo.`
        : planRhythm(p, q)
    case "leave_on":
      return `${youAsked(q)}: ${tooOften.test(q.words) ? "no, that is fine" : "yes"}; a little on the lengths, up to each day, does no harm; if the hair starts to feel coated, a clarifying wash lifts it.`
    case "style":
      return `${youAsked(q)}: braids, twists and weaves come out within 6 to 8 weeks, sooner if they pull, itch badly or the roots start to lock; a few days to a week out between sets lets the edges rest.`
    case "remedy":
      return `${youAsked(q)}: not that often; kitchen mixes and rinses, diluted, are for now and then at most, since used often they dry and irritate the scalp. A clarifying shampoo every 4 to 6 weeks lifts build-up more gently.`
    case "trim":
      return `${youAsked(q)}: every 8 to 12 weeks is plenty, sooner only if the ends split or snap; trims do not make hair grow faster, they keep the splits from travelling up.`
    case "heat":
      return `${youAsked(q)}: better not every day; each pass dries and weakens the lengths, so use a heat protectant, the lowest setting that works, and give the hair days off.`
    case "colour":
      // "can i continue my box dye every 6 weeks?" while a doctor is to see the scalp: dye can
      // itself itch and burn, and the doctor needs the skin as it is.
      if (doctorSeesFirst(p) && /\b(continue|keep|carry on|still)\b/i.test(q.words))
        return `${youAsked(q)}: pause it until the doctor has seen your scalp; dye can itself make a scalp itch and burn, and the doctor needs to see the skin as it is. After that, on the new growth only, with the allergy test 48 hours before each time.`
      return /relax|touch ?-?up|roots/i.test(q.words) && p.states.has("relaxed")
        ? `${youAsked(q)}: every 8 to 12 weeks, on the new growth only, with the scalp based first; sooner overlaps hair already relaxed and breaks it.`
        : `${youAsked(q)}: no more often than the regrowth needs, usually every 6 to 8 weeks, with colour on the new growth only and the allergy test 48 hours before each time.`
    default:
      return undefined
  }
}

/**
 * "how often should i wash it?", "can i wash it every day after class?": the plan's own rhythm,
 * so the answer and the plan never disagree; washing every day is fine only where the plan
 * washes that often.
 */
const planRhythm = (p: HairProfile, q: AskedQuestion): string => {
  const { cadence } = planWashes(p)
  if (cadence === "salon")
    return `${youAsked(q)}: at your salon visits, as now; between them, rinse sweat from the scalp with water and let it dry.`
  const often = cadence === "daily" || cadence === "alternate_days"
  if (often)
    return `${youAsked(q)}: washing every day does the roots no harm and does not make the scalp oilier${isFlaky(p) ? ", and an anti-dandruff shampoo such as one with zinc pyrithione is fine daily" : ""}; ${cadence === "alternate_days" ? "every other day, as in this plan, is enough for most; " : ""}lather the scalp, rinse well, and condition the lengths if they feel dry.`
  const daily =
    /\bevery (single )?day\b|\beveryday\b|\bdaily\b|\bafter (every|each)\b|\bevery (time|class|session)\b/i
  // Curls, coils and treated or damaged lengths lose most to daily shampoo: a plain "better not".
  const firm = isTextured(p) || isChemicallyTreated(p) || hasDamagedLengths(p)
  const allowed = daily.test(q.words) && !firm
  const verdict = !daily.test(q.words) ? "" : firm ? "better not; " : "you can, but "
  return `${youAsked(q)}: ${verdict}${cadenceWords[cadence]} suits your hair${allowed ? " better" : ""}, because ${lessOftenBecause(p)}. In between, ${sweatsOften(p) && !isChild(p) ? "rinse sweat from the scalp with plain water and " : ""}condition the lengths if they feel dry; wash sooner if the scalp itches, flakes or smells.`
}

/** A wash rhythm asked about that is more often than a week's: "twice a week", "every day". */
const moreOften =
  /\b(twice|two times|three times|2 times|3 times|2x|3x) (a|per) week\b|\bevery (other )?day\b|\bdaily\b/i

/** "is it too much?", "too often?": a yes would mean it is too much. */
const tooOften = /\btoo (much|often|many)\b/i

/** "can I put the Cantu on my beard too?", "should he try minoxidil on his chin?" */
const useOn = (p: HairProfile, q: AskedQuestion): string | undefined => {
  const facial = /beard|moustache|mustache|tash|chin|face/i.test(q.place ?? "")
  if (!facial) return undefined
  switch (q.thing) {
    case "leave_on":
    case "wash":
      return `${youAsked(q)}: yes, a little of the same works on a beard too: a pea-sized amount through the damp beard, combed through to the skin, and washed out at the beard's next wash; stop if the skin under it itches or comes up in spots.`
    case "medicine":
      if (isChild(p))
        return `${youAsked(q)}: no; it is not for anyone under 18, and facial hair that has not come yet needs a doctor to find why, not a lotion.`
      return /minoxidil|regaine|rogaine|foam/i.test(withBefore(q))
        ? `${youAsked(q)}: the foam is made for the scalp, not the beard; some men use it on the beard, where it can thicken it while used, but the gain goes when it stops and it can irritate the skin. A pharmacist can go through it with you.`
        : undefined
    default:
      return undefined
  }
}

/** "do I need to cut my locs at my age?", "should I just shave it all off?" */
const cutOff = (p: HairProfile, q: AskedQuestion): string => {
  // "should we cut her plait short to make it easier?": ease, not the roots.
  if (/\b(easier|easy|manage|manageable|less work|quicker|practical)\b/i.test(q.words))
    return `${youAsked(q)}: only if ${/\b(her|his|she|he)\b/i.test(q.words) ? "they want it" : "you want it"}; nothing in the hair needs a cut. Shorter is quicker to wash and dry, but a trim of the ends, washing sitting down with a shower head or a jug, and a wide-tooth comb from the ends up make long hair easier without losing it.`
  if (doctorSeesFirst(p))
    return `${youAsked(q)}: it would not change what the first step of this report is about; a cut neither causes nor cures it. Cut only if a shorter length is easier to care for.`
  // A child's: no razor talk (ChildScalp keeps adult grooming out of a child's report).
  if (/\bshav(e|ing)\b/i.test(q.words) && !hasPatchyLoss(p) && isChild(p))
    return `${youAsked(q)}: no need; hair cut right down is no healthier for a child's scalp than longer hair, and it grows back the same${/\b(grow|twists?|locs|braids|longer)\b/i.test(withBefore(q)) || p.goals.has("grow_length") ? ", so let it grow if that is what they want" : ""}. Gentle washing and conditioning keep the scalp comfortable at any length.`
  if (/\bshav(e|ing)\b/i.test(q.words) && !hasPatchyLoss(p))
    return `${youAsked(q)}: that is your choice; nothing in your hair or scalp needs it, it grows back the same, and a shaved scalp needs a hat or sunscreen in the sun.`
  const locs = locsOrNamed(p, q.words)
  if (locs)
    return `${youAsked(q)}: no; locs can be kept at any age, and cutting does nothing for the roots. Cut only if you want to; if the weight pulls at thin roots, shorter or fewer locs take the weight off.`
  if (hasPatchyLoss(p) || isShedding(p) || afterChemotherapy(p))
    return `${youAsked(q)}: no need; cutting changes nothing at the root, where new hair comes from. A shorter cut can make it easier to style while it does, so only if you want one.`
  if (hasDamagedLengths(p))
    return `${youAsked(q)}: only the damaged part, and not all at once if you do not want to: trim the broken, split ends a little every 6 to 8 weeks while the new growth comes in.`
  return `${youAsked(q)}: no; cutting changes nothing at the root, where hair grows. Trim the ends when they split, or cut if you want a change.`
}

/**
 * "can she have her neck waxed or lasered at 14?": hair removal on the nape, face or body, by
 * age. Shaving and trimming suit any age; wax once the skin is not sore; laser clinics treat
 * from 16 or 18, with a parent's consent under 18, after a patch test.
 */
const hairRemovalAsked = (p: HairProfile, q: AskedQuestion): string | undefined =>
  q.shape !== "grows_thicker" &&
  /\b(wax|waxed|waxing|laser|lasered|lasering|threading|thread|epilat\w*|ipl)\b/i.test(q.words)
    ? `${youAsked(q)}: ${
        isChild(p)
          ? "trimming it short with clippers is the gentlest at this age, and the hair does not return thicker; waxing is possible on skin that is not sore or broken, after a small test patch, and laser is usually offered from 16 or 18, with a parent's consent under 18"
          : "shaving and trimming are fine and grow back no thicker; waxing lasts weeks, after a small test patch and not on sore or broken skin; laser thins it for good on dark hair over several sessions, from a registered clinic that does a patch test first"
      }.`
    : undefined

/**
 * "a bottle of etrivex left from a flare, every other day for the grease, is that ok?": a
 * strong steroid used for oil, or for months, thins the skin; a prescriber plans the way off.
 */
const steroidOnTheScalp = (q: AskedQuestion): string | undefined =>
  /\b(clobetasol|etrivex|dermovate|betnovate|betamethasone|diprosalic|elocon|mometasone|steroid (shampoo|lotion|scalp))\b/i.test(
    withBefore(q),
  ) &&
  /\b(ok|okay|alright|fine|safe|keep|carry on|continue|every day|every other day)\b/i.test(q.words)
    ? `${youAsked(q)}: no; it is a strong steroid, made for a few weeks at a time on a psoriasis flare, not for grease, and used for months on a clear scalp it thins the skin and can bring on spots, stretch marks and a rebound flare when stopped. Stop using it for the oil, and ask a pharmacist or GP how to come off it if you have used it most days for weeks; a plain shampoo, daily if you like, lifts the grease.`
    : undefined

/** "can i wash my scalp without taking them out or will they go fuzzy?": braids washed in. */
const washInBraids = (p: HairProfile, q: AskedQuestion): string | undefined =>
  // "how often ... with the braids in?" is the rhythm's question (howOften).
  q.shape !== "how_often" &&
  (wearsBraids(p) || /\bbraids?\b/i.test(withBefore(q))) &&
  /\bwash\w*\b[^?]*\b(without taking (them|it|my braids|the braids) out|with (them|the braids|my braids|braids)( still)? in|in (my |the )?braids)\b/i.test(
    q.words,
  )
    ? `${youAsked(q)}: yes, every 1 to 2 weeks: put a little shampoo diluted in water in a nozzle bottle, apply it to the scalp between the braids, rub gently with the fingertips, rinse well, then press the braids in a towel and let the roots dry right through. A little fuzz is normal and a light mousse smooths it; wet braids left damp are what smell and mat.`
    : undefined

/** "my granddaughter says I must use a conditioner, do I need one with hair this short?" */
const conditionerOnShortHair = (p: HairProfile, q: AskedQuestion): string | undefined =>
  /\bconditioner\b/i.test(withBefore(q)) &&
  /\bneed (one|it|a conditioner|conditioner)\b/i.test(q.words) &&
  p.lowCut
    ? `${youAsked(q)}: not really on hair this short; a conditioner is for lengths that tangle, and a very short cut has none. If the hair or beard feels dry or wiry, a little conditioner now and then, or a few drops of oil rubbed in after washing, is plenty.`
    : undefined

/**
 * "is it ok to keep taking the tablets till the pain settles?" from someone whose notes tell of
 * more than the dose: no, whatever the question's shape.
 */
const keepTakingTooMuch = (p: HairProfile, q: AskedQuestion): string | undefined =>
  hasNoted(p, "over_the_dose") &&
  /\b(tablets?|pills?|painkillers?|paracetamol|co-?codamol|lemsip|sachets?|meds|medicine)\b/i.test(
    q.words,
  ) &&
  /\b(keep|carry on|continue|still|more|ok|okay|alright|safe)\b/i.test(q.words)
    ? `${youAsked(q)}: no; stop them now, since together they hold more paracetamol than is safe, and take every packet with you to A&E so they can work out how much and when. Nothing else with paracetamol in it meanwhile, Lemsip, cold and flu sachets and night-time remedies included.`
    : undefined

/** "should i take them out tonight?", "take the front ones out": a style taken down. */
const takesOut =
  /\b(take|taking|have) (the |them |it |these |those |my )?(\w+ )?(ones? )?(out|down)\b/i

/**
 * "should i take the cornrows out tonight or leave them in till the swelling goes down?": a
 * doctor sees the swelling first, then the tension comes off by cutting, not pulling.
 */
const styleOverASwelling = (p: HairProfile, q: AskedQuestion): string | undefined =>
  (toldOf(p, "tight_styles") !== undefined ||
    /\b(cornrows?|braids?|extensions?|plaits?|weave|twists?)\b/i.test(q.words)) &&
  takesOut.test(q.words) &&
  (/\b(swell\w*|swollen|puffy|squishy)\b/i.test(q.words) || hasNoted(p, "bruising"))
    ? `${youAsked(q)}: have the doctor see it first, today, and then take the tension off: cut the extensions out a little way from the scalp rather than pulling them, and unpick the rest gently without tugging at the roots. Nothing rubbed in and no heat on the swelling meanwhile.`
    : undefined

/**
 * "should i take the front ones out or wait for them to loosen?": a style that hurts, throbs or
 * raises pus bumps comes out now, the tightest first, by hand.
 */
const takeOutTightStyle = (p: HairProfile, q: AskedQuestion): string | undefined =>
  hasNoted(p, "tight_styles") &&
  (takesOut.test(q.words) || /\bloosen|\bundo\b/i.test(q.words)) &&
  (anyNoted(p, ["painful_lumps", "scalp_bumps", "crown_tenderness", "thin_edges"]) ||
    /\b(hurt|hurts|hurting|tight|throb|pain|sore)\w*\b/i.test(withBefore(q)))
    ? `${youAsked(q)}: take the tight ones out now, the front and the nape first; a style that hurts, throbs or raises pus bumps along the hairline is pulling hard enough to damage the roots, and waiting for it to loosen lets that go on. Take them out gently by hand, not with scissors near the roots, and leave the edges loose for a few weeks.`
    : undefined

/** "my aunt says put toothpaste on them, should I?" */
const onASore = (p: HairProfile, q: AskedQuestion): string =>
  `${youAsked(q)}: no; nothing from the kitchen or the cupboard on it. Home remedies burn and dry the skin, can infect a broken spot, and can hide what ${doctorSeesFirst(p) ? "the doctor" : "a pharmacist or GP"} needs to see. Keep it clean with plain water, dry, and leave it alone${doctorSeesFirst(p) ? " until it is seen" : "; if it is not settling within two weeks, have it looked at"}.`

/** A product to wash with, not washing itself ("is it safe to wash it at the sink?"). */
const washProduct =
  /shampoo|soap|2 ?-?in ?-?1|two in one|co-?wash|nizoral|shoulders|bo ket|bồ kết|shikakai|reetha|rice water/i

/** "is black soap safe for me?" */
const isSafe = (p: HairProfile, q: AskedQuestion): string | undefined => {
  // An essential oil that can bring on a seizure, for someone with epilepsy: a plain no.
  if (hasEpilepsy(p) && seizureOils.test(withBefore(q)))
    return `${youAsked(q)}: better not, with epilepsy; rosemary, eucalyptus, camphor and sage oils are advised against because they can bring on a seizure, and your hair does not need them.`
  // A product for someone who reacts, or in a pregnancy, is one for a pharmacist with the label.
  if (/allerg|react|pregnan|breastfeed/i.test(q.words)) return undefined
  const asked = withBefore(q)
  // Skin held from every active until a doctor has seen it: "can I put the tar shampoo all over?"
  if (p.scalpCareHeld && (q.thing === "wash" || q.thing === "leave_on"))
    return `${youAsked(q)}: not now; nothing medicated or new on the skin or scalp until the doctor has seen it, only a plain, greasy emollient and a mild shampoo.`
  if (/fabric (softener|conditioner)|\bsoftener\b|\bcomfort\b|\blenor\b|\bdowny\b/i.test(asked))
    return `${youAsked(q)}: better not; fabric softener is made for cloth and synthetic fibre, and on human hair it leaves a waxy coat that dulls it and can irritate the skin where it touches. ${p.locs ? "A cheap hair conditioner, lots of it, gives the same slip safely." : "For curls left out of braids, a spray of water with a little conditioner, finger-detangled and tied up when they would rub, keeps them soft."}`
  // "the kit says no-base, do I still put Vaseline on my scalp?": a relaxer burn is prevented so.
  if (/vaseline|petroleum jelly|\bbase\b|no-?base/i.test(asked) && /relax|kit|perm/i.test(asked))
    return `${youAsked(q)}: still base it; "no-base" means the relaxer is milder, not that the skin needs no guard, so put petroleum jelly on the hairline, ears, nape and any scratch or sore bit of scalp, and do not scratch or wash the scalp for a day or two before.`
  // "is it ok to take my boyfriend's co-codamol?": someone else's prescription is never taken.
  if (
    q.thing === "medicine" &&
    /\b(boyfriend|girlfriend|partner|husband|hubby|wife|mum|mom|dad|friend|sister|brother|flatmate|nan|gran)'?s\b/i.test(
      q.words,
    )
  )
    return `${youAsked(q)}: no; a medicine prescribed for someone else is never taken, since it may not suit you or what you have and can hide what a doctor needs to see${doctorSeesFirst(p) ? "; the first step of this report comes first, and they will give you what is safe for the pain" : "; a pharmacist can tell you what you can take"}.`
  // "would finasteride mess with my meds?": the pharmacist checks one medicine against the rest.
  if (
    q.thing === "medicine" &&
    /\b(mess|clash|interact|interfere)\w* with\b|\bmeds\b|\bmedicines?\b/i.test(q.words)
  )
    return `${youAsked(q)}: ${/finasteride/i.test(asked) ? "finasteride has very few interactions with other medicines, but " : ""}a pharmacist can check it against everything else you take in a few minutes, with the boxes in hand, and your own prescriber or clinic has the final say; start nothing new for the hair without that check.`
  if (scalpIsReacting(p) && q.thing !== undefined && q.thing !== "habit" && q.thing !== "medicine")
    return `${youAsked(q)}: not while your scalp is reacting; nothing new on it until it has calmed or been seen.`
  switch (q.thing) {
    case "remedy":
      return harshRemedy.test(asked)
        ? `${youAsked(q)}: better not; household antiseptics and kitchen remedies, Dettol, vinegar, lemon, garlic or tea tree among them, sting, dry and can burn the skin, and they do not mend hair. Plain water and the wash in this report clean it.`
        : `${youAsked(q)}: on the lengths it does no harm, but it does nothing a conditioner cannot; keep it off broken or sore skin, and wash it out well.`
    case "style":
      return styleHarms(p, q)
    case "environment":
      return environmentHarms(q)
    case "heat":
      // A hot comb or a press: the comb's heat near the scalp, and the person's own say.
      if (/\bpress|hot comb|pressing comb/i.test(asked))
        return `${youAsked(q)}: yes, with care: on clean, fully dry hair with a heat protectant, the comb warm rather than smoking hot, one slow pass per section, and never close to the scalp, ears or neck. For someone who cannot keep still or say when it is too hot, a blow-dry on low with a brush, or a stretched twist-out, is safer.`
      // "is it ok to straighten it every morning?": straighteners, not a dryer.
      if (/straighten|flat ?iron|\birons?\b|\bghd\b/i.test(asked))
        return `${youAsked(q)}: not every morning; daily straightening dries and snaps the lengths over time. On dry hair only, with a heat protectant, the lowest setting that works, under about 185 °C, one slow pass per section, and two or three days a week off; on the other days a smooth bun, a wrap or an anti-frizz cream keeps it sleek.`
      return `${youAsked(q)}: yes, a diffuser or dryer on low or medium heat is fine; keep it moving, stop when the hair is almost dry, and air-dry the rest if you have the time.${hasEpilepsy(p) ? " With epilepsy, sit down to use it, away from the bath or basin, and switch it off at the wall when done, so a seizure could not bring water or heat to you." : ""}`
    case "supplement":
      return supplementAnswer(p, q)
    case "wash":
      if (!washProduct.test(withBefore(q))) return undefined
      // Castile or bar soap: true soap, alkaline, which leaves a film in hard water.
      if (
        /castile|bronner|bar soap|soap bar|\bsoap\b/i.test(asked) &&
        !/black soap|soap ?nuts?/i.test(asked)
      )
        return `${youAsked(q)}: yes, diluted, about 1 part to 4 of water, and rinsed out very well; a true soap is alkaline and in hard water leaves a dull, waxy film${p.locs ? " that builds up inside locs" : ""}, so follow it with a rinse of a tablespoon of vinegar in a jug of water, and a clarifying wash now and then if the hair starts to look dull.`
      return `${youAsked(q)}: as a wash it is fine if your scalp is comfortable with it; if it stings, itches or leaves it tight and flaky, change to a mild one.`
    case "leave_on":
      // Oxygen at home: petroleum jelly and oily creams on the face can catch fire.
      if (onHomeOxygen(p) && /vaseline|petroleum|jelly|oil|balm|grease/i.test(asked))
        return `${youAsked(q)}: no, not with oxygen; petroleum jelly such as Vaseline and oily creams on the face or nose can catch fire with it. Use a water-based gel made for oxygen users on the nose and lips; the oxygen supplier or a pharmacist has them.`
      // Cradle cap softened for a wash: a plain emollient or baby oil; olive oil can weaken a
      // baby's skin barrier, and nut oils can sensitise (NHS cradle cap; BAD).
      if (isBaby(p) && /\boil\b/i.test(asked) && !anyNoted(p, ["eczema", "body_rash", "blisters"]))
        return `${youAsked(q)}: use a plain, fragrance-free baby emollient or a little baby oil instead, left on the scales for a few minutes to soften them before a wash with a mild baby shampoo; olive oil is not advised on a baby's skin, which it can dry and weaken, and no nut oils. Cradle cap clears by itself over weeks to months.`
      if (isBaby(p) || anyNoted(p, ["eczema", "face_rash", "body_rash", "blisters"]))
        return `${youAsked(q)}: keep it off the rash and any raw or broken skin${isBaby(p) ? "; on a baby's scalp, a little plain emollient at most, and stop if the rash spreads" : ""}; on the lengths it is fine.`
      if (p.locs && /\b(bees)?wax\b/i.test(asked))
        return `${youAsked(q)}: better not; wax does not lock hair, it builds up inside locs where no wash reaches and holds dirt and lint. Palm-rolling or interlocking, and time, lock new growth.`
      return `${youAsked(q)}: on the lengths it is fine, and on the scalp too if it does not itch or bring out spots, washed out at each wash so it does not build up.`
    default:
      return undefined
  }
}

/** "is it lupus?", "could it be what my uncle had?": the condition they fear, against what the report read. */
const isIt = (p: HairProfile, q: AskedQuestion): string => {
  if (q.thing === "medicine") return medicineCause(p, q)
  const first = pathwaysFor(p)[0]
  if (first === undefined)
    return `${youAsked(q)}: nothing you wrote points to it; what you describe needs the care below, not a doctor.`
  if (careFirst(first))
    return `${youAsked(q)}: nothing you wrote points to it; it fits what this report reads: ${first.lead(p)}.`
  // "could the muddles just be dehydration?": a simpler cause hoped for is no reason to wait.
  return /\b(just|only)\b/i.test(q.words)
    ? `${youAsked(q)}: do not put it down to that; what you describe needs the doctor first, as the first step of this report says, and they will look for the simpler causes too.`
    : `${youAsked(q)}: that is for the doctor to say, and the first step of this report says when to see them; tell them what you fear, so they can look for it.`
}

/** "should I be worried?": what the report decided, said as an answer. */
const worry = (p: HairProfile, q: AskedQuestion): string => {
  // "is it normal to lose that many?" is answered "yes" where "should I worry?" is "no".
  const normal = /\b(normal|ok|okay|fine|usual|common)\b/i.test(q.words)
  return careFirst(pathwaysFor(p)[0])
    ? `${youAsked(q)}: ${normal ? "yes" : "no"}; nothing you wrote points to an illness, and what it needs is the care below${hasTractionSigns(p) ? ", with less pull on the edges" : ""}.`
    : `${youAsked(q)}: it needs a doctor to look, and how soon is the first step of this report; most causes are treatable, and seeing them in time is what matters.`
}

/** How an anti-dandruff shampoo works best, said the same way wherever it is asked about. */
export const antiDandruffUse =
  "lather it into the scalp, leave it on for 3 to 5 minutes, or as long as the label says, rinse well"

/** "can I use my husband's Head and Shoulders for the itch?" */
const antiDandruff = (p: HairProfile, q: AskedQuestion): string | undefined =>
  q.thing === "wash" &&
  /shoulders|nizoral|selsun|dandruff shampoo|t\/?gel/i.test(q.words) &&
  (isFlaky(p) || /itch|flak|dandruff/i.test(q.words))
    ? p.scalpCareHeld || scalpIsReacting(p)
      ? `${youAsked(q)}: not yet; nothing medicated on the scalp until it has been seen.`
      : `${youAsked(q)}: yes; an anti-dandruff shampoo is what an itchy, flaky scalp needs: ${antiDandruffUse}, two or three times a week or as often as you wash.`
    : undefined

/** "can you get a knot like this out without cutting it?": a mat, worked out, not cut. */
const matted = (q: AskedQuestion): string | undefined =>
  /\b(knot|knots|mat|mats|matted|matting)\b/i.test(q.words) &&
  /without cutting|out|save|cut/i.test(q.words)
    ? `${youAsked(q)}: usually yes, with patience: soak the knot in a lot of conditioner or oil, then work it apart with your fingers from the outer edge and the ends, a small section at a time, before a wide-tooth comb from the ends up; a few short sessions beat one long one. Cut only the little that will not come, and keep it in a loose plait or bun at night so it does not mat again.`
    : undefined

/** "how do I get dog hair out of my locs?": lint and fur picked out, and kept off. */
const lintInLocs = (p: HairProfile, q: AskedQuestion): string | undefined =>
  locsOrNamed(p, q.words) && /\b(dog|cat|pet|animal) hair|\bfur\b|\blint\b|\bfluff\b/i.test(q.words)
    ? `${youAsked(q)}: on dry locs, pick it out from the surface with tweezers or a fine crochet hook, never by pulling the loc apart; a firm loc brush or a lint roller lifts loose bits. What is deep inside stays, so keep it out: cover the locs in a cap or scarf at work, and a satin bonnet at night.`
    : undefined

/** A thing whose own answer serves whatever is asked about it (relaxers and cancer, microblading). */
const thingAnswer = (p: HairProfile, q: AskedQuestion): string | undefined =>
  matted(q) ??
  lintInLocs(p, q) ??
  (q.thing === "colour" && /cancer/i.test(withBefore(q))
    ? straightenerCancer(q)
    : q.thing === "cosmetic"
      ? cosmetic(p, q)
      : antiDandruff(p, q))

/** "does butter make it grow?", "will it help my hair grow": growth hoped for from a thing. */
const growthAsked =
  /\b(make|makes|help|helps|get|gets)\b[^?]*\b(grow|growing|grows|thicker|longer)\b|\b(for|stop|stops) (hair ?fall|hair ?loss|growth)\b/i

/** Whether an oil, a remedy or a supplement does what it is hoped to, asked as regrowth. */
const thingWorks = (p: HairProfile, q: AskedQuestion): string | undefined =>
  q.thing === "leave_on" || q.thing === "remedy" || q.thing === "supplement" || q.thing === "wash"
    ? works(p, q)
    : undefined

/** Shapes the whole report answers ("what should I use?", "why is it falling out?"). */
export const answeredByTheReport = (q: AskedQuestion): boolean =>
  q.shape === "what_to_do" || q.shape === "why"

/** Questions that ask something particular, whose own answer beats a topic's "may I" answer. */
export const asksSomethingParticular = (p: HairProfile, q: AskedQuestion): boolean =>
  thingAnswer(p, q) !== undefined ||
  plainAnswer(p, q) !== undefined ||
  overlapAsked(q) !== undefined ||
  ownTestAsked(p, q) !== undefined ||
  // "rice water, does that actually work?": its own answer, not a topic's about serums.
  (q.shape === "works" && works(p, q) !== undefined) ||
  q.shape === "contagious" ||
  q.shape === "pick" ||
  q.shape === "grows_thicker" ||
  q.shape === "harms" ||
  q.shape === "grows_back" ||
  q.shape === "causes_loss" ||
  q.shape === "brings_back" ||
  q.shape === "how_often" ||
  q.shape === "use_on" ||
  q.shape === "cut_off" ||
  q.shape === "on_a_sore"

/** Each shape's answer; a shape not here has no answer of its own. */
const byShape: Partial<
  Record<AskedQuestion["shape"], (p: HairProfile, q: AskedQuestion) => string | undefined>
> = {
  contagious,
  pick,
  grows_thicker: growsThicker,
  harms: causesLoss,
  grows_back: growsBack,
  works,
  worry,
  is_it: isIt,
  just_that: justThat,
  cut_off: cutOff,
  on_a_sore: onASore,
  causes_loss: causesLoss,
  // "will black seed oil bring it back?": whether the thing works, not whether hair regrows.
  brings_back: (p, q) => bringsBack(q) ?? thingWorks(p, q) ?? growsBack(p, q),
  how_often: howOften,
  use_on: useOn,
  is_safe: isSafe,
}

/**
 * "should I just come off the sertraline?", "can I stop my blood pressure tablets?": a
 * prescribed medicine is never stopped alone, whatever the question's shape.
 */
const stopMedicine = (q: AskedQuestion): string | undefined =>
  q.thing === "medicine" &&
  /\b(stop|stopping|come off|coming off|get off|quit|give up|ditch|swap|switch)\b/i.test(
    q.words.replace(preventing, ""),
  )
    ? `${youAsked(q)}: not on your own; stopping a prescribed medicine suddenly can bring its own symptoms or let what it treats come back. Ask the doctor or pharmacist who prescribed it: if it lists hair loss, they can often change it, and a remedy you added yourself is what stops first.`
    : undefined

/** "to stop it falling out", "stop my hair shedding": keeping something from happening. */
const preventing =
  /\bstop(s|ping)? (it|them|this|that|my hair|the hair|hair|her hair|his hair) (from )?\w+ing\b/gi

/**
 * "is the keppra whats making my hair fall out, and will it grow back now ive stopped?": an
 * epilepsy medicine stopped suddenly brings fits back; it is restarted with the team today, and
 * no driving after a fit (DVLA).
 */
const epilepsyMedicineStopped = (q: AskedQuestion): string | undefined => {
  const asked = withBefore(q)
  return /\b(keppra|levetiracetam|lamotrigine|lamictal|valproate|epilim|depakote|carbamazepine|tegretol|phenytoin|topiramate|lacosamide|zonisamide|epilepsy (meds|medicine|tablets))\b/i.test(
    asked,
  ) &&
    /\b(i'?ve|i have|i|have) (stopped|quit|come off|came off)\b|\bnow (i'?ve |i )?stopped\b|\bsince (i )?stopped\b/i.test(
      asked,
    )
    ? `${youAsked(q)}: it can thin the hair in some people, and that shedding does grow back, but stopping an epilepsy medicine suddenly is what brings fits back: call your epilepsy nurse, neurologist or GP today about restarting it or changing to another, and do not drive until they say you may, since a seizure means telling the DVLA. The hair is the smaller worry, and a change of medicine can be made safely.`
    : undefined
}

/**
 * "a mate sorts finasteride online cheap, should i just start that?": a prescription medicine
 * from a friend or an unchecked website is never started without a prescriber.
 */
const medicineFromElsewhere = (p: HairProfile, q: AskedQuestion): string | undefined =>
  q.thing === "medicine" &&
  /\b(a |my )?(mate|friend|pal|cousin|bloke|guy|someone)\b(?! (says|said|reckons|thinks))|\bonline\b|\binternet\b|\bwebsite\b|\bdark web\b|\bat the gym\b|\bwithout (a )?prescription\b|\bover the counter abroad\b/i.test(
    withBefore(q),
  ) &&
  /\b(start|starting|take|taking|try|trying|buy|buying|order|ordering|get|use|using|just)\b/i.test(
    q.words,
  )
    ? `${youAsked(q)}: no; a prescription medicine from a friend or an unchecked website may be fake, the wrong strength or wrong for you, and ${/finasteride/i.test(withBefore(q)) ? "finasteride has side effects a prescriber should go through with you first" : "no one has checked it against your health and your other medicines"}. ${doctorSeesFirst(p) ? "See the doctor in the first step of this report first; they can prescribe it if it suits you." : "A GP or a registered pharmacy can prescribe it properly if it suits you."}`
    : undefined

/**
 * "can i redo the perm over the whole head?", "relax it all again?": a chemical service goes
 * on the new growth only; over lengths that already had it, it overlaps and breaks them.
 */
const overlapAsked = (q: AskedQuestion): string | undefined =>
  q.thing === "colour" &&
  /\b(perm|relax\w*|bleach\w*|lighten\w*|dye|colou?r|keratin)\b/i.test(q.words) &&
  /\b(re-?do|again|whole head|all over|over the (whole|top)|ends that already|already (has|have|had|permed|relaxed|coloured|colored|bleached|done))\b/i.test(
    q.words,
  )
    ? `${youAsked(q)}: on the new growth only; the lengths that already had it cannot take it twice, and going over them again is what fries and snaps ends. Ask for a root ${/perm/i.test(q.words) ? "perm" : /relax/i.test(q.words) ? "touch-up" : "application"} on the regrowth, and let the treated ends grow out and be trimmed away.`
    : undefined

/**
 * "should i get my thyroid checked?": a test for oneself. With a doctor ahead, they arrange
 * it; with shedding, when it lasts or comes with other signs; else only for signs of its own.
 */
const ownTestAsked = (p: HairProfile, q: AskedQuestion): string | undefined =>
  /\b(get|have|be|getting|having) (my |me |her |his |it |them )?(\w+ )?(tested|checked|looked at)\b|\bblood tests?\b|\b(thyroid|iron|ferritin|b12|vitamin d|hormone)s? (test|checked|tested)\b/i.test(
    q.words,
  ) && !/\b(patch|allergy|strand) test/i.test(q.words)
    ? doctorSeesFirst(p)
      ? `${youAsked(q)}: yes, and the doctor you are seeing is the one to arrange it, so ask them when you go.`
      : isShedding(p)
        ? `${youAsked(q)}: not yet for the shedding alone; most shedding settles by itself within 3 to 6 months. If it is still heavy after 3 months, or comes with tiredness, weight change, feeling hot or cold, or a racing heart, a GP checks thyroid and iron with one blood test, and a thyroid problem in the family is worth telling them.`
        : `${youAsked(q)}: only if you have its signs, such as tiredness, weight change, feeling hot or cold, or a racing heart; then a GP checks it with a blood test. Nothing you wrote about your hair needs one.`
    : undefined

/**
 * "no poo since May, is that bad?": conditioner alone as the wash, on a scalp that gets greasy
 * or built up, leaves the oil on it, whatever the question's shape.
 */
const conditionerOnly = (p: HairProfile, q: AskedQuestion): string | undefined =>
  /no.?poo|co.?-?wash|cowash|conditioner only|only conditioner|without shampoo|no shampoo|n'?t used shampoo|havent used shampoo/i.test(
    withBefore(q),
  ) &&
  (isOily(p) || hasNoted(p, "build_up"))
    ? `${youAsked(q)}: not on its own for you; conditioner does not lift the oil and product that make roots greasy, so use a gentle shampoo on the scalp once or twice a week and co-wash between if you like.`
    : undefined

/**
 * "how many of these can I use at once to get the fastest growth?": more products do not grow
 * hair faster, whatever the question's shape.
 */
const moreProducts = (q: AskedQuestion): string | undefined =>
  /\bhow many\b.*\b(products?|serums?|oils?|masks?)\b|\b(fastest|faster|quickest|quicker) growth\b|\bgrow (it |my hair )?(faster|quicker)\b|\ball (of them|at once)\b/i.test(
    q.words,
  )
    ? `${youAsked(q)}: fewer, not more; nothing makes hair grow faster than about a centimetre a month, and many products at once weigh the hair down, can irritate the scalp and hide which one helps. Keep to the few in this report and add one new product at a time, a couple of weeks apart.`
    : undefined

/**
 * "can i do both the same night?" beside a chop and a home bleach: two chemical steps, or a
 * colour at home on hair a chemical has already weakened, are never done together.
 */
const twoProcessesAtOnce = (p: HairProfile, q: AskedQuestion): string | undefined =>
  (/\b(both|same (night|day|time)|together|straight after)\b/i.test(q.words) &&
    /\b(bleach|lighten|platinum|relax|relaxer|perm|dye|colour|color|tint)\w*/i.test(
      withBefore(q),
    )) ||
  // "can i do both the same night?" after a home bleach told: not "the oil and serum together".
  (/\b(both|same (night|day))\b/i.test(q.words) &&
    !/oil|serum|cream|conditioner|shampoo|mask|leave-?in|gel|spray/i.test(q.words) &&
    anyNoted(p, ["chemical_service", "home_chemistry"]))
    ? `${youAsked(q)}: no; never two chemical steps on the same day, and a big change such as platinum from dark hair is a colourist's job over several sessions, with a strand test first${isStructurallyDamaged(p) ? "; on relaxed or permed hair, bleach on top breaks it, so it is not one for home at all" : ""}. A cut can come any day; the colour waits at least two weeks after any other chemical.`
    : undefined

/**
 * "my sister has PCOS, should I get tested too?": a test asked for. With a doctor ahead, they
 * arrange it; without, a relative's diagnosis is no reason on its own, and a GP tests for signs.
 */
const testAsked = (p: HairProfile, q: AskedQuestion): string | undefined =>
  // A relative named, or "tested too" with no test of one's own named ("my iron tested too").
  (/\b(sister|brother|mum|mom|mother|dad|father|aunt|uncle|cousin|nan|gran|grandma|family)\b/i.test(
    withBefore(q),
  ) ||
    (/\b(too|as well|also)\b/i.test(q.words) &&
      !/iron|thyroid|blood|vitamin|ferritin|b12|hormone|levels/i.test(q.words))) &&
  /\b(get|be|getting|being) (tested|checked)\b|\b(a|any) (blood )?tests?\b|\btest(ed)? for\b/i.test(
    q.words,
  )
    ? doctorSeesFirst(p)
      ? `${youAsked(q)}: the doctor you are seeing is the one to arrange it, so ask them when you go.`
      : `${youAsked(q)}: not for what you describe; a relative's diagnosis is not a reason on its own, and nothing you wrote points to it. A GP tests when you have its signs yourself, so tell them if you do.`
    : undefined

/**
 * Beliefs people bring from a video or a friend, each with what is so: "are sebum plugs a
 * thing?", "does the white bulb mean the root is dying?". Read from the question and the
 * sentence it points back to.
 */
const myths: ReadonlyArray<readonly [RegExp, (p: HairProfile) => string]> = [
  [
    // "brylcreem blocks your roots and makes you go bald": no product blocks the roots.
    /\b(block|blocks|blocked|blocking|clog|clogs|clogged|clogging|suffocat\w*|choke|chokes)\b[^?]*\b(roots?|follicles?|pores?|scalp)\b/i,
    () =>
      "no; no cream, wax, gel or oil blocks the roots enough to make hair fall out or go bald. Balding comes from genes and hormones; what a product can do is build up and itch if it is never washed out, so keep using it and wash it out as you do",
  ],
  [
    // "her mum says its the breastfeeding taking her hair and she should stop": it is not.
    /\bbreast ?-?feed\w*\b[^?]*\b(tak|caus|mak|steal)\w*\b[^?]*\b(hair|shed\w*)\b|\b(hair|shedding|falling out)\b[^?]*\b(from|because of|cos of|due to|is it) (the )?breast ?-?feed\w*/i,
    () =>
      "no; the shedding after a birth comes from the pregnancy hormones falling, not from breastfeeding, and stopping does not bring the hair back sooner. It peaks about 3 to 4 months after the birth and settles by about a year; keep feeding however suits you and the baby",
  ],
  [
    // "is it ok to keep using the cream?" after "a cream from the market for the dark patches".
    /\b(skin[- ]lightening|lightening|whitening|bleaching|fade|fading)\b[^?]*\bcream\b|\bcream\b[^?]*\b(dark (patches|spots|marks)|no english|from the market|whitening)\b/i,
    () =>
      "better not; stop it now and keep the pot to show the GP. Unlabelled skin-lightening and dark-spot creams bought at markets or online can hold mercury, strong steroids or hydroquinone, which can poison the body, thin the skin and shed hair. A GP or pharmacist can suggest a safe cream for dark patches",
  ],
  [
    /\bwet hair\b[^?]*\b(did|does|do|cause|causes|caused|give|gives|make|makes|made)\b|\b(sleeping|going out|bed) with (it |my hair |your hair )?wet\b/i,
    (p) =>
      `no; wet hair does not cause illness, a chill in the body${anyNoted(p, ["face_droop", "eyelid_droop"]) ? " or a drooping face, which comes from a nerve, not from a draught" : ", a cold or a drooping face"}. The belief is old and common; drying the hair before bed only spares the lengths from tangling and friction`,
  ],
  [
    /\b(sleep|sleeping|slept|bed)\b[^?]*\bwet\b|\bwet\b[^?]*\b(sleep|sleeping|bed|plop)\b/i,
    () =>
      "not for your health, and a loose plop is fine for curls; but wet hair is at its weakest and tangles most, so put it on a satin or silk pillowcase rather than cotton, and let the nape dry before a hood or scarf goes over it, since damp hair bundled there is what mats and snaps",
  ],
  [
    /\b(cetearyl|cetyl|stearyl|behenyl|cetostearyl) alcohol\b|\bfatty alcohols?\b/i,
    () =>
      "no; cetearyl alcohol is a fatty alcohol, a soft wax made from plant oils such as coconut or palm, not the drinking kind, and it does not intoxicate. It is in many halal-certified conditioners; if in doubt, look for a halal mark on the label",
  ],
  [
    /\bcatalase\b|\b(bring|brings|bringing|get|gets) back (your |my |her |his )?(colou?r|pigment)\b|\breverse\w* (the )?gr[ae]y/i,
    () =>
      "no; no pill or supplement has been shown to bring colour back to grey hair, catalase included. Grey comes from the root's pigment cells slowing, and a semi-permanent colour is the way to change it",
  ],
  [
    /\b(lost|lose|losing) (half|loads|most|a lot)\b[^?]*\b(took|take|taking|combed|comb) (hers|them|his|her locs|my locs|their locs) (out|down)\b|\btake ?-?down\b[^?]*\b(bald|loss|lose)/i,
    () =>
      "no; the pile of hair that comes out when locs are taken down looks frightening, but it is the hair shed over all the years they were in, about 50 to 100 hairs a day that stayed trapped in the locs, not new loss. What grows from your roots is unchanged",
  ],
  [
    /sebum plugs?|dht (build ?-?up|plugs?)|clogged follicles?|follicles? (are |get )?clogged|unclog/i,
    () =>
      "no; there are no plugs to dig out. The white, waxy bits a comb scrapes up are the scalp's normal oil and skin cells, which an ordinary wash lifts, and nothing in them stops hair growing. Scraping wounds the scalp, so stop, and let the sore bits heal with gentle washing",
  ],
  [
    /white (bulb|blob|bit|ball|root)s?|(bulb|root) (on|at) the end|roots? (is |are )?dying|dead roots?/i,
    () =>
      "no; the little white bulb is the normal root end of a hair that finished its cycle and was shed, called a club hair. The root under the skin is alive and already growing the next hair; 50 to 100 of these a day is normal",
  ],
  [
    /\b(pluck|pull) (out )?(a |one )?gr[ae]y\b[^?]*\b(two|2|more)\b/i,
    () =>
      "no; plucking a grey hair does not make more grow, each root grows one hair. It can damage the root over time, so snip greys rather than pluck them",
  ],
  [
    /\bmother'?s side\b|\bmum'?s side\b|\bfrom (my|your|the) mum\b[^?]*\b(bald|thinning|hair loss)/i,
    () =>
      "not only; pattern hair loss comes through both parents' families, so a bald father or grandfather on either side counts",
  ],
]

const mythAnswer = (p: HairProfile, q: AskedQuestion): string | undefined => {
  const asked = withBefore(q)
  const found = myths.find(
    ([pattern]) => pattern.test(q.words) || (q.words.length < 60 && pattern.test(asked)),
  )
  return found === undefined ? undefined : `${youAsked(q)}: ${found[1](p)}.`
}

/** "can i comb them out without cutting?": locs taken down by hand, not cut. */
const locsCombedOut = (p: HairProfile, q: AskedQuestion): string | undefined =>
  locsOrNamed(p, withBefore(q)) &&
  // A knot or a mat is worked out, not the locs taken down (matted).
  !/\b(knot|knots|mat|mats|matted|matting|tangle|tangles)\b/i.test(q.words) &&
  /\b(comb|combing|pick|picking|take|taking|unpick)\b[^?]*\b(out|down|them|it)\b|\bwithout cutting\b/i.test(
    q.words,
  )
    ? `${youAsked(q)}: yes, usually, without cutting, if you have the patience: soak a few locs at a time in lots of cheap conditioner mixed with water, then work each one apart from the very end upwards with a tail comb or a pin, a little at a time, over many evenings. Leave an inch or two near the scalp for last. Expect a big pile of shed hair; that is years of normal shedding held in the locs, not new loss.`
    : undefined

/**
 * "my cousin went to istanbul for a transplant, is it worth it for me?": it moves hair, it does
 * not stop the thinning, and a cheap clinic is a risk to the donor area.
 */
const transplantAsked = (p: HairProfile, q: AskedQuestion): string | undefined =>
  /\b(hair )?transplants?\b|\bfue\b|\bgrafts?\b/i.test(q.words)
    ? `${youAsked(q)}: it can be, for settled pattern thinning with enough hair at the back, but it moves hair rather than stopping the loss, so the hair around it keeps thinning unless a medicine holds it, and some need a second one. ${hasPatternThinning(p) ? "Thinning still moving is better held first and judged again in a year. " : ""}A cheap package abroad can mean technicians rather than a surgeon doing the grafting and too many taken from the back; choose a registered surgeon who sees you first and does the work, and ask what happens if it fails.`
    : undefined

/** "should i start minoxidil now just to be safe?": a treatment for thinning that is not there. */
const treatmentJustInCase = (p: HairProfile, q: AskedQuestion): string | undefined =>
  /minoxidil|regaine|rogaine|finasteride/i.test(q.words) &&
  /\b(just (to be safe|in case)|to be safe|in case|prevent\w*|before it starts|early)\b/i.test(
    q.words,
  ) &&
  !hasPatternThinning(p)
    ? `${youAsked(q)}: no; minoxidil and finasteride treat thinning that has started, and nothing you wrote shows any. They do not prevent it, and stopping later sheds what they grew. Photos in the same light every 6 months show whether anything changes; start a conversation with a GP or pharmacist only if it does.`
    : undefined

/** "can i wear my satin bonnet under the mask straps?": a smooth layer under straps or a helmet. */
const layerUnder = (q: AskedQuestion): string | undefined =>
  /\b(bonnet|scarf|satin|silk|liner|cap)\b/i.test(q.words) &&
  /\b(under|beneath)\b[^?]*\b(straps?|mask|helmet|headgear|hard hat|hat|cap)\b/i.test(q.words)
    ? `${youAsked(q)}: yes; a thin satin bonnet or scarf under straps or a helmet lets the hair slide instead of rubbing and snapping. Keep it thin and flat so the straps sit as firmly as before, and check ${/mask|cpap/i.test(q.words) ? "for new air leaks the first few nights" : "the fit once it is on"}.`
    : undefined

/** "should I ask my hairdresser to not relax the back this time?": rest where it breaks. */
const skipWhereBreaking = (q: AskedQuestion): string | undefined =>
  /relax|perm|colou?r|bleach|dye/i.test(q.words) &&
  /\b(not|skip|leave out|miss out|avoid|leave)\b[^?]*\b(back|nape|front|edges|sides?|crown|area|bit|part)\b/i.test(
    q.words,
  )
    ? `${youAsked(q)}: yes, ask; where the hair is breaking, leaving it out of this touch-up gives it time to recover, and elsewhere the relaxer goes on the new growth only, with the scalp based first and no overlap on hair already relaxed.`
    : undefined

/** "is my mum right about the shampoo?": whether a belief read in the notes is so. */
const beliefAsked = (p: HairProfile, q: AskedQuestion): string | undefined => {
  if (
    /\b(right|true|correct)\b/i.test(q.words) &&
    q.thing === "wash" &&
    p.beliefs.has("shampoo_loss")
  )
    return causesLoss(p, q)
  // "a colleague sprays dry shampoo on hers, is that ok on locs?", "my late wife rubbed
  // Vaseline into my scalp, is that alright?": the belief's own answer.
  const named = /\bdry ?shampoo\b/i.test(q.words)
    ? "dry_shampoo"
    : // Not a relaxer's base, nor beside home oxygen: those have their own answers.
      /\bvaseline\b|petroleum jelly/i.test(q.words) &&
        !/relax|kit|perm|\bbase\b/i.test(withBefore(q)) &&
        !onHomeOxygen(p)
      ? "petroleum_jelly"
      : undefined
  const dry = named === undefined ? undefined : belief(p, named)
  if (dry === undefined) return undefined
  // The 2021 to 2022 recalls: benzene from the propellant in some aerosol batches, not an
  // ingredient (US FDA recall notices).
  const benzene =
    named === "dry_shampoo" && /benzene|cancer/i.test(q.words)
      ? " Some aerosol dry shampoos were recalled in 2021 and 2022 because benzene, a contaminant from the propellant, not an ingredient, was found in certain batches; those were withdrawn, and a powder with no propellant avoids the question altogether."
      : ""
  return `${youAsked(q)}:${dry.slice(dry.indexOf(":") + 1)}${benzene}`
}

/** Words a question and a reaction share that say nothing of which product: "my head", "the". */
const saysNoProduct =
  /^(the|this|that|with|when|every|time|after|using|head|hair|scalp|skin|face|itch\w*|burn\w*|sting\w*|stung|put|use|used|rub|apply|applied)$/

/**
 * "is kolonya bad for my head?" from someone whose notes say the kolonya stings: the product
 * asked about is the one their skin reacts to, and that is the answer.
 */
const reactedToAsked = (p: HairProfile, q: AskedQuestion): string | undefined => {
  const reaction = p.noted.get("product_reaction")
  if (reaction === undefined || reaction.statement.time === "past") return undefined
  const named = new Set(
    reaction.words
      .toLowerCase()
      .split(/[^a-z']+/)
      .filter((word) => word.length >= 4 && !saysNoProduct.test(word)),
  )
  const asked = q.words.toLowerCase().split(/[^a-z']+/)
  if (!asked.some((word) => named.has(word))) return undefined
  const verdict = q.shape === "harms" || q.shape === "causes_loss" ? "for you it is" : "better not"
  return `${youAsked(q)}: ${verdict}, because your notes say your skin reacts to it ("${reaction.words}"). Stop using it; a GP or dermatologist's patch test can show what in it the skin reacts to, and so what else to keep away from.`
}

/** "the wife says i should put sun cream on my head, do i really need to, i've got a cap". */
const sunCreamAsked = (q: AskedQuestion): string | undefined =>
  /\b(sun ?cream|sun ?screen|sun ?block|spf|suncream)\b/i.test(withBefore(q))
    ? `${youAsked(q)}: yes, where the sun reaches; a cap shades the top but leaves the ears, the back of the neck and the temples bare, where skin cancers often start in people who work outdoors. SPF 30 or more on them every morning, on a thin or bald scalp whenever the cap is off, and a hat with a brim all round is better still.`
    : undefined

/** Wigs and head coverings worn every day. */
const covering =
  /\b(wigs?|sheitels?|sheitls?|tichels?|units?|lace fronts?|toupees?|hair ?pieces?|hijabs?|headscarf|headscarves|turbans?|scarf|durags?|bonnets?|hair ?nets?)\b/i

/** "wearing a sheitel every day will make my own hair fall out, is that true?". */
const coveringCausesLoss = (q: AskedQuestion): string | undefined =>
  (q.shape === "causes_loss" || q.shape === "harms") && covering.test(q.words)
    ? `${youAsked(q)}: no; a wig or covering that sits without pulling does not make hair fall out. What can is tension in the same place day after day: a tight band, clips, combs or glue at the hairline (traction). Let it sit loosely, move the clips now and then, keep glue off the hairline, and give the edges a few hours a day uncovered; if the hairline starts to thin, change the fit.`
    : undefined

/** "is it really a problem putting the wig on over damp hair?". */
const dampUnderCovering = (p: HairProfile, q: AskedQuestion): string | undefined => {
  if (!/\b(damp|wet)\b/i.test(q.words)) return undefined
  const worn = covering.test(q.words)
  // A loose cap for a round of golf or a walk is not a covering worn all day: it flattens the
  // curl, it does not harm the hair, unless the scalp itches or the hair is in locs.
  if (
    !worn &&
    /\b(hats?|caps?|beanies?)\b/i.test(q.words) &&
    !isFlaky(p) &&
    !p.locs &&
    !p.scalp.has("itchy_flaky")
  )
    return `${youAsked(q)}: not for the hair; a loose cap over damp hair for a few hours does it no harm, though it flattens curls, so put it on loosely once any styler has set for a few minutes. If the scalp ever itches under it, let the roots dry before it goes on.`
  return worn || /\b(hats?|caps?|helmets?|hoods?)\b/i.test(q.words)
    ? `${youAsked(q)}: yes, better not; hair shut in damp under a covering stays wet for hours, which softens and weakens the strand and feeds the yeast behind an itchy, flaky, musty scalp. Dry the roots right through first, with a cool dryer if time is short.`
    : undefined
}

/** "does that actually work or will it give me spots on my forehead?": a product by the skin. */
const productGivesSpots = (q: AskedQuestion): string | undefined =>
  /\b(give|gives|bring|brings|cause|causes|make|makes) (me |you |him |her |them )?(spots|acne|pimples|break ?outs?)\b|\bbreak (me|you|him|her) out\b/i.test(
    q.words,
  ) && /\b(conditioner|leave-?in|oils?|gel|pomade|cream|butter|serum|wax)\b/i.test(withBefore(q))
    ? `${youAsked(q)}: on the lengths it does what it says and will not; what brings spots is product that spreads onto the forehead and hairline, where it blocks pores, more so with sweat under a helmet or hat. Use a little on the lengths only, keep it a finger's width back from the hairline, and wash the face and hairline after sweating.`
    : undefined

/** "should i ask him to clean them?" of a barber's clippers: tools cleaned between people. */
const toolsCleaned = (q: AskedQuestion): string | undefined =>
  /\b(clean|cleaned|cleaning|disinfect\w*|sterili[sz]\w*|wipe|wiped)\b/i.test(q.words) &&
  /\b(clippers?|razors?|combs?|brush(es)?|scissors|tools|blades?)\b/i.test(withBefore(q))
    ? `${youAsked(q)}: yes, it is fair to ask; a barber should clean and disinfect clippers, blades and combs between customers, which stops ringworm and lice passing on. Alopecia areata cannot be caught from them either way.`
    : undefined

/** "do i need to shampoo the salt out every day or is rinsing with fresh water enough?". */
const rinseAfterSwim = (p: HairProfile, q: AskedQuestion): string | undefined => {
  if (
    !/\b(salt|sea|chlorine|chlorinated|pool|swim\w*|surf\w*|dive|diving)\b/i.test(q.words) ||
    !/\b(rinse|rinsing|rinsed|shampoo|shampooing|wash|washing)\b/i.test(q.words)
  )
    return undefined
  const held = p.locs ? "locs" : wearsBraids(p) ? "braids" : undefined
  return `${youAsked(q)}: rinsing with fresh water after each swim is enough, a bottle of tap water will do, and wet the hair with fresh water before you go in so it soaks up less; keep shampoo to your usual wash day.${held === undefined ? "" : ` Then squeeze the water out with a towel and let the ${held} dry right through to the roots, with a dryer on cool if they are still damp by bedtime, since ${held} left damp itch and smell.`}${/\b(oil|coconut|butter|leave-?in|conditioner)\b/i.test(q.words) ? " A little leave-in or light oil before going in helps too; on locs keep it light and wash it out on wash day, since heavy oil builds up inside them." : ""}`
}

/** Lumps and sores a question's "it" can stand for. */
const lumpKinds = ["painful_lumps", "non_healing_sore", "neck_lump", "body_lump"] as const

/** "can we wash and brush over it?", "massage olive oil into it?": the lump told before. */
const onTheLump = (p: HairProfile, q: AskedQuestion): string | undefined =>
  /\b(on|into|over|onto|around|round) (it|the lump|the spot|the sore)\b/i.test(q.words) &&
  /\b(massage|rub|oils?|cream|wash|brush|comb|shampoo)\b/i.test(q.words) &&
  lumpKinds.some((kind) => hasNoted(p, kind))
    ? /\b(massage|rub|oils?|cream|remedy|put)\b/i.test(q.words)
      ? `${youAsked(q)}: no; nothing massaged or rubbed into a lump, oils included, until a doctor has seen it. Wash as usual with a mild shampoo, gently over it, and brush around it rather than over it.`
      : `${youAsked(q)}: wash as usual with a mild shampoo, gently over it without scrubbing, and comb or brush around it rather than over it; nothing massaged or rubbed into a lump, oils included, until a doctor has seen it.`
    : undefined

/**
 * Conditions people ask about by name ("does lupus run in families?", "his dad has psoriasis,
 * is this the same thing?"): how much they run in families and the signs that would make a
 * test worth having (NHS: lupus, psoriasis, alopecia areata, an overactive or underactive thyroid).
 */
const namedConditions: ReadonlyArray<{
  readonly name: RegExp
  readonly family: string
  readonly signs: string
  readonly check: string
}> = [
  {
    name: /\blupus\b/i,
    family: "it runs in families a little, but most relatives of someone with lupus never get it",
    signs:
      "joint pain or swelling, a rash across the cheeks or after sun, mouth ulcers, fevers with no cause, or hair coming out in patches",
    check: "a GP checks with blood tests",
  },
  {
    name: /\bpsoria\w*/i,
    family:
      "it runs in families, so a parent's psoriasis makes it more likely, but flakes alone are far more often dandruff or product build-up",
    signs:
      "thick, silvery scale on raised red patches with a sharp edge, often past the hairline and behind the ears, on the elbows or knees, with pitted nails",
    check: "a GP can tell by looking",
  },
  {
    name: /\balopecia( areata)?\b/i,
    family: "it runs in families a little; most relatives never get it, and it is never caught",
    signs: "round, smooth bald patches that appear over weeks, sometimes in the beard or brows",
    check: "a GP or dermatologist can tell by looking",
  },
  {
    name: /\bthyroid\b/i,
    family: "thyroid problems run in families, more so in women",
    signs:
      "tiredness, weight change, feeling hot or cold, a racing or slow heart, or a swelling in the neck",
    check: "a GP checks with one blood test",
  },
]

/** "does lupus run in families, should i get tested?": the condition asked about, by name. */
const conditionAsked = (p: HairProfile, q: AskedQuestion): string | undefined => {
  const text = withBefore(q)
  const condition = namedConditions.find((c) => c.name.test(text))
  if (condition === undefined) return undefined
  const family =
    /\b(run|runs|running) in (the )?famil|\bgenetic|\bhereditary|\binherit|\bsame thing\b|\b(get|be|getting) (tested|checked)\b/i.test(
      text,
    )
  // "if it was psoriasis would i have it on me elbows as well?": how it would show.
  const signs =
    /\b(if it (was|were|is)|would (i|it|you|there)|how (would|do|can) (i|you) (know|tell)|signs? of)\b/i.test(
      q.words,
    )
  if (!family && !signs) return undefined
  if (doctorSeesFirst(p))
    return `${youAsked(q)}: ${family ? `${condition.family}. ` : ""}Whether yours is the same, and what treats it, is for the doctor the first step of this report sends you to${family ? "; tell them about your relative" : ""}.`
  return family
    ? `${youAsked(q)}: ${condition.family}. Its signs are ${condition.signs}; if you notice them, ${condition.check}, and without them a relative's diagnosis is no reason for a test on its own.`
    : `${youAsked(q)}: its signs are ${condition.signs}; if you notice them, ${condition.check}, and without them it is unlikely to be what you have.`
}

/**
 * "is it my hijab or the bonnet making my head sweat like this?" while signs in the body are
 * what a doctor is to see first: nothing worn or used on the hair causes them, so the person
 * does not wait for a swap to work. A scalp that reacts keeps its own answer: stop the product.
 */
const causeOfTheSigns = (p: HairProfile, q: AskedQuestion): string | undefined =>
  /\b(making|causing|cause|causes|caused|giving|to blame|behind|the reason)\b/i.test(q.words) &&
  !/\b(thin\w*|fall\w*|shed\w*|loss|lose|losing|bald\w*|break\w*|itch\w*|flak\w*|rash|spots?)\b/i.test(
    q.words,
  ) &&
  bodySignsFirst(p) &&
  !scalpIsReacting(p)
    ? `${youAsked(q)}: no; nothing you wear or use on your hair causes what you describe, so changing it will not help. The first step of this report says what to do, and the doctor looks for the cause.`
    : undefined

/**
 * Answers a question gets for what it asks, whatever its shape, which also beat a topic's
 * (asksSomethingParticular): one list for both, in the order they are tried.
 */
const plainAnswer = (p: HairProfile, q: AskedQuestion): string | undefined =>
  reactedToAsked(p, q) ??
  epilepsyMedicineStopped(q) ??
  causeOfTheSigns(p, q) ??
  cutToGrowThicker(p, q) ??
  cureClaimed(q) ??
  keepTakingTooMuch(p, q) ??
  styleOverASwelling(p, q) ??
  takeOutTightStyle(p, q) ??
  steroidOnTheScalp(q) ??
  washInBraids(p, q) ??
  conditionerOnShortHair(p, q) ??
  hairRemovalAsked(p, q) ??
  conditionAsked(p, q) ??
  toolsCleaned(q) ??
  rinseAfterSwim(p, q) ??
  everydayAnswer(p, q) ??
  onTheLump(p, q) ??
  sunCreamAsked(q) ??
  coveringCausesLoss(q) ??
  dampUnderCovering(p, q) ??
  productGivesSpots(q) ??
  mythAnswer(p, q) ??
  locsCombedOut(p, q) ??
  treatmentJustInCase(p, q) ??
  transplantAsked(p, q) ??
  layerUnder(q) ??
  skipWhereBreaking(q) ??
  beliefAsked(p, q) ??
  // "does butter actually make it grow?": whether it works, whatever the question's shape.
  (growthAsked.test(q.words) ? thingWorks(p, q) : undefined) ??
  medicineFromElsewhere(p, q)

/** The sound answer to one question, when its shape and thing have one here. */
export const answerAsked = (p: HairProfile, q: AskedQuestion): string | undefined =>
  (q.thing === "habit" ? babySleep(p, q) : undefined) ??
  plainAnswer(p, q) ??
  stopMedicine(q) ??
  overlapAsked(q) ??
  conditionerOnly(p, q) ??
  moreProducts(q) ??
  twoProcessesAtOnce(p, q) ??
  testAsked(p, q) ??
  ownTestAsked(p, q) ??
  thingAnswer(p, q) ??
  byShape[q.shape]?.(p, q) ??
  // "the wife says the fags are why my hair went": smoking is asked about as a cause.
  (q.thing === "smoking" ? smokingAnswer(p, q) : undefined)
