/**
 * The questions a person asks in their notes ("can I still dye my hair?",
 * "will box braids damage my edges?"), answered for this person in the
 * snapshot, as a consultant answers what the client asked before anything
 * else. Each answer reads what the report already decided (a reacting
 * scalp, a scarring pathway, traction, chemotherapy, a pregnancy), so it can
 * never contradict the rest. Every question written is met in the order asked
 * (answersToQuestions): by the topic read from it, by what it asks (AskedAnswers.ts), or by
 * saying who can answer it.
 */
import type { NotedFact } from "../notes/NotedFacts.ts"
import {
  type AskedQuestion,
  type NoteKind,
  type QuestionThing,
  type Supplement,
  supplements,
  withBefore,
} from "../notes/NoteStatement.ts"
import {
  answerAsked,
  answeredByTheReport,
  antiDandruffUse,
  asksSomethingParticular,
  unanswered,
} from "./AskedAnswers.ts"
import { belief, bodySignsFirst, careFirst, doctorSeesFirst } from "./BeliefAnswers.ts"
import {
  afterChemotherapy,
  type HairProfile,
  type HairState,
  hasNoted,
  hasPatchyLoss,
  hasPatternThinning,
  hasPlaques,
  hasTractionSigns,
  isOverProcessed,
  isTextured,
  keepOilOffScalp,
  pregnancyMatters,
  straightenedLengths,
} from "./HairProfile.ts"
import { forbiddenLines } from "./PathwayLimits.ts"
import { suggestsCcca } from "./pathways/CentralCentrifugal.ts"
import { scalpIsReacting } from "./pathways/ChemicalInjury.ts"
import { suggestsFfa } from "./pathways/FrontalFibrosing.ts"
import { pathwaysFor } from "./pathways/Pathways.ts"
import { productReactedTo } from "./pathways/ReactedTo.ts"
import {
  hasEpilepsy,
  isChild,
  isShedding,
  namesTreatment,
  pregnantNow,
  treatmentWords,
  treatsThinning,
} from "./pathways/Signs.ts"
import { urgencyRank } from "./RedFlag.ts"
import { withoutTheirWords } from "./TheirWords.ts"

/** At most this many answers, so the snapshot stays a short overview. */
const maxAnswers = 4

/** Each service: what asking for it reads as, the hair state it leaves, its name in a sentence. */
const services: Readonly<
  Record<string, { readonly doing: string; readonly state: HairState; readonly noun: string }>
> = {
  colour: { doing: "colour your hair", state: "coloured", noun: "colour" },
  bleach: { doing: "lighten your hair", state: "bleached", noun: "lightening" },
  relaxer: { doing: "relax your hair", state: "relaxed", noun: "relaxer" },
  texture_release: {
    doing: "have a texture release",
    state: "texture_release",
    noun: "texture release",
  },
  perm: { doing: "perm your hair", state: "permed", noun: "perm" },
  keratin: {
    doing: "have a smoothing treatment",
    state: "keratin_treatment",
    noun: "keratin treatment",
  },
}

/** "You asked whether you can relax your hair": the service asked for, in the report's words. */
const askedForService = (value: string | undefined): string =>
  `You asked whether you can ${(value === undefined ? undefined : services[value])?.doing ?? "have a chemical service"}`

/** The person's own questions about a chemical service, as typed. */
const serviceQuestions = (p: HairProfile): string =>
  p.questionsAsked
    .filter((q) =>
      /\b(relax\w*|texlax\w*|perm|dye|colou?r\w*|bleach\w*|keratin|touch ?-?ups?)\b/i.test(q.words),
    )
    .map((q) => q.words)
    .join(" ")

/** "is it safe to keep relaxing?": whether to go on, not whether it is to blame. */
const keepsAsking = /\b(safe|ok|okay|keep|carry on|still)\b/i

const chemistry = (p: HairProfile, value: string | undefined): string | undefined => {
  const had = value === undefined ? undefined : services[value]
  const asked = askedForService(value)
  const straightening = value === "relaxer" || value === "texture_release"
  // "is it the relaxer? should i go natural?" from someone who relaxes: the going-natural
  // answer says what the relaxer does and does not do; "yes, you can relax" answers nothing.
  if (straightening && straightenedLengths(p) && p.questions.has("going_natural")) return undefined
  const words = p.questions.get("chemical_service")?.words ?? ""
  // A child's scalp and hair are not for chemical straightening, lightening or perms, whatever
  // the box says ("kids' relaxers" hold the same chemicals): the answer is no, and what instead.
  if (isChild(p) && value !== "colour")
    return `${asked}: no, not for a child. ${straightening || value === "keratin" ? "Relaxers, including kids' relaxers, and smoothing treatments can burn a child's scalp and break the hair for good; for smoother hair, stretch it with braids, twists or threaded styles, detangled wet with conditioner" : "Lightener and perm lotion can burn a child's scalp and break the hair; wait until they are grown"}.`
  if (isChild(p))
    return `${asked}: not with permanent dye on a child, which can cause allergy; a wash-out colour is the safer fun.`
  // Smoothing treatments give off formaldehyde when heated: not while pregnant or feeding.
  // Colour in pregnancy: little reaches the body, least of all lightener on the lengths
  // (NHS: hair dye in pregnancy); many wait for the second trimester, and skin reacts anew.
  if ((value === "colour" || value === "bleach") && pregnantNow(p))
    return `${asked} while pregnant: yes; very little colour reaches the body, least of all highlights or balayage painted on the lengths away from the scalp. Many wait until after 12 weeks for colour on the roots; do the allergy test on the label 48 hours before, since pregnancy can change how the skin reacts, and sit in a well-aired room.`
  if (value === "keratin" && (p.hormonalStage === "pregnant" || p.hormonalStage === "postpartum"))
    return `${asked}: not while you are pregnant or breastfeeding; most smoothing treatments give off formaldehyde when the iron heats them. A blow-dry with a heat protectant, or an anti-frizz serum, smooths for now.`
  if (scalpIsReacting(p) || productReactedTo(p) !== undefined)
    return `${asked}: not until your scalp has fully calmed, and then only after an allergy test 48 hours before.`
  if (afterChemotherapy(p))
    return `${asked}: wait until regrowth is established, commonly about six months, then have a strand test and an allergy test first.`
  if (straightening && (suggestsCcca(p) || suggestsFfa(p)))
    return `${asked}: not before a dermatologist has seen your scalp, since a scarring hair loss has to be ruled out first.`
  if (hasPatchyLoss(p)) return `${asked}: wait until a dermatologist has seen the patches.`
  if (isOverProcessed(p))
    return `${asked}: not on the over-processed lengths; wait until they are cut away.`
  if (straightening && hasNoted(p, "going_natural"))
    return `${asked}: not while you are growing it out: relaxer on the new growth undoes the transition, and it never goes on the edges. Smooth the edges with a soft brush and a little gel, and blend the two textures with braid-outs, twist-outs or roller sets.`
  if (straightening && /\bedges?\b|hairline/i.test(words))
    return `${asked} on your edges: no, relaxer never goes on the edges, the finest and most fragile hair, which breaks and can thin for good; smooth them with a soft brush and a little gel instead.`
  // Locs hold lightener and water deep inside, and a weakened loc snaps at its base.
  if ((value === "bleach" || value === "colour") && p.locs)
    return `${asked}: yes, with care for locs: a colourist who knows locs, a strand test on one loc first, the allergy test on the label 48 hours before, colour on the ends or a few locs rather than the roots, a bond builder in any lightener, then rinse until the water runs clear and dry them right through the same day. A loc weakened by strong bleach can snap at its base, so keep the lift low.`
  if (value === "bleach" && (hasPatternThinning(p) || isShedding(p)))
    return `${asked}: yes, gently: on thinner hair keep the lightener off the scalp and the parting, choose a low lift or a few face-framing pieces rather than all over, with a strand test, the allergy test on the label 48 hours before and a bond builder in the lightener.`
  // "is it the keratin? should i stop it?": someone who has the service already asks whether it
  // is to blame, not whether they may have it.
  // "is it safe to keep relaxing with my lupus and these tablets?": on medicines that slow
  // healing and damp the defences, a relaxer's burn heals slowly and can be infected.
  if (
    straightening &&
    (p.medicines.has("immune_suppressant") || p.notedMedicines.has("immune_suppressant")) &&
    keepsAsking.test(serviceQuestions(p))
  )
    return `${asked} on your medicines: yes, with more care than most: only on an unbroken scalp, based with a protective cream, on the new growth only and never overlapped, rinsed at the first tingle, and by the same careful salon, told about your medicines, since they slow healing and make a burn likelier to be infected. Skip a touch-up while any sore, scab or flare is on the scalp.`
  if (had !== undefined && p.states.has(had.state) && !keepsAsking.test(serviceQuestions(p)))
    return `You asked about the ${had.noun} you already have: it changes the lengths, not the roots, so it does not cause shedding all over the head${isShedding(p) ? "; the shedding has another cause" : ""}. Keeping it is your choice, with the allergy test on the label 48 hours before each time.`
  return `${asked}: yes, with the allergy test on the label 48 hours before every time, even with a product you have used before${value === "bleach" ? `, and a bond builder in the lightener${isTextured(p) ? "; on curls keep the lift low, since strong bleaching can loosen the pattern for good" : ""}` : ""}.`
}

/**
 * "my touch up is booked for saturday, should I still have it?" while a doctor is to see this
 * person within days: the service waits, so nothing it does to the scalp or hair is mistaken
 * for, or adds to, what the doctor looks at.
 */
const serviceWaits = (p: HairProfile, value: string): string | undefined =>
  // Signs in the body a doctor sees first are not the scalp: the service's own answer stands.
  seenWithinDays(p) && !bodySignsFirst(p)
    ? `${askedForService(value)}: not before the doctor has seen you; move the appointment, so the chemicals neither irritate a scalp that is being looked into nor break hair that is already coming out.`
    : undefined

/** "my dad went bald at 25, is that gonna happen to me?", asked before any thinning shows. */
const inTheFamily = (p: HairProfile): string | undefined =>
  hasPatternThinning(p)
    ? undefined
    : isChild(p)
      ? "You asked whether it will be what runs in the family: a relative's alopecia areata raises a child's chance only a little, and it shows as round, smooth bald patches; pattern thinning rarely starts before the late teens. With no patches, nothing points to either now; a GP if a smooth patch appears."
      : "You asked whether you will lose your hair like your family: it runs in families, but no one can say if or when, and nothing is needed now. If your hairline or crown start to thin, photos every few months will show it, and a pharmacist or GP can discuss treatments, which work best started early."

/** Blood tests this report asks for, which biotin can make read wrong. */
const seenWithinDays = (p: HairProfile): boolean =>
  pathwaysFor(p).some((pathway) => urgencyRank(pathway.urgency) <= urgencyRank("within_days"))

const bloodTestsAhead = (p: HairProfile): boolean =>
  pathwaysFor(p).some(
    (pathway) => pathway.professional === "gp" || pathway.professional === "urgent_care",
  )

/** A thyroid result told in the notes ("thyroid looks overactive", a repeat test): biotin's trap. */
const thyroidTested = (p: HairProfile): boolean => p.noted.has("thyroid") || p.asked.has("thyroid")

/** Herbs that act as weak oestrogens, asked about on a breast-cancer tablet (tamoxifen, letrozole). */
const plantOestrogenOnTamoxifen = (p: HairProfile): boolean =>
  p.medicines.has("breast_cancer_tablets") &&
  p.questionsAsked.some((q) =>
    /\b(red clover|soy|isoflavones?|phyto\w*|black cohosh|dong quai|sage|hormone balance|menopause gumm\w*)\b/i.test(
      withBefore(q),
    ),
  )

/** "can i take the hair gummies from tiktok?", "does creatine make you bald?" */
const supplement = (p: HairProfile, value: string | undefined): string | undefined => {
  if (!isSupplement(value)) return undefined
  if (plantOestrogenOnTamoxifen(p))
    return 'You asked about those gummies: not with your breast-cancer tablets; red clover, soy isoflavones, sage and other "hormone balance" herbs act like weak oestrogens and may work against the tablets, so take no supplement for hair or the menopause without asking your oncology team. For the hair itself, biotin does nothing unless you are short of it, which is rare.'
  switch (value) {
    case "biotin":
      return isChild(p)
        ? "You asked about hair gummies: not for a child; they do nothing for hair unless the body is short of biotin, which is rare."
        : thyroidTested(p)
          ? "You asked about hair gummies or biotin: stop it now, and tell the GP you take it before any thyroid blood test: biotin makes the usual thyroid test read as overactive, TSH low and T4 high, so a thyroid result can be the biotin's and not the thyroid's; at least 2 days without it, longer at high doses, lets the test read true. It does nothing for hair unless you are short of it, which is rare."
          : `You asked about hair gummies or biotin: ${bloodTestsAhead(p) ? "not before your blood tests, because biotin can make thyroid and other results read wrong; and" : "biotin can make blood tests read wrong, and"} it does nothing for hair unless you are short of it, which is rare. Enough protein and iron in your meals does more.`
    case "collagen":
      return "You asked about collagen: there is no good evidence that it helps hair; enough protein in your meals does the same job."
    case "creatine":
      return "You asked about creatine: there is no good evidence that it causes hair loss; the worry comes from one small study of a hormone level, not of hair."
    case "hair_loss_treatment":
      return hairLossTreatment(p)
    case "growth_serum":
      return growthSerum(p)
    case "rosemary":
      if (hasEpilepsy(p))
        return "You asked about rosemary oil: better not, with epilepsy; rosemary, like eucalyptus, camphor and sage oils, is one of the essential oils advised against because it can bring on a seizure, and your hair does not need it. Keep to the plain care in this report."
      // An essential oil on a scalp that burns, or one a doctor is to see: nothing new on it.
      if (
        scalpIsReacting(p) ||
        p.symptoms.has("burning_stinging") ||
        hasNoted(p, "crown_tenderness") ||
        pathwaysFor(p)[0]?.professional === "dermatologist"
      )
        return "You asked about rosemary oil: not now; put nothing new on a scalp that itches, burns or is to be seen by a doctor, since essential oils can irritate it further and change what the doctor sees. Ask again once it has been seen."
      return `You asked about rosemary oil: one small six-month trial found it about as good as a low-strength minoxidil; it is fine to try if your scalp does not react, but ${bloodTestsAhead(p) ? "it is no reason to put off the GP visit" : "licensed treatments have far better evidence"}.`
  }
}

/** "should I start finasteride just in case?", "is Regaine worth it at 58?" */
const hairLossTreatment = (p: HairProfile): string => {
  const asked = "You asked about minoxidil or finasteride"
  if (isChild(p) && p.ageBand === "12_15")
    return `${asked}: not before 18; they are not licensed for teenagers, and a hair transplant is not done while the hairline is still settling. Photos every few months show whether anything is really changing.`
  if (isChild(p)) return `${asked}: not for a child; a GP decides what a child's hair loss needs.`
  // Beside a visit within days (a breast lump on finasteride), that doctor decides.
  if (treatsThinning(p) && seenWithinDays(p))
    return `${asked}, which you use: ask the doctor you are seeing about it at that visit, and tell them you take ${treatmentWords(p)}; what it has regrown lasts only while you use it.`
  // Thinning beside signs elsewhere in the body (a beard and body hair going, a rounder face):
  // the cause is found first, and a treatment for the hair alone would only hide it.
  if (!treatsThinning(p) && signsElsewhereFirst(p))
    return `${asked}: not before the doctor has looked into the other signs you wrote; thinning that comes with them has its cause found and treated first, and the hair often recovers with it.`
  if (treatsThinning(p))
    return `${asked}, which you use: keep to ${treatmentWords(p)} as you are unless your prescriber says otherwise. What it has regrown lasts only while you use it; if you stop, the gain is lost over 3 to 6 months${pregnancyMatters(p) ? ", and it is stopped before trying for a baby, so plan that with your GP" : ""}. Ask the prescriber before changing it, and tell them of any new symptom.`
  if (pregnancyMatters(p))
    return `${asked}: neither is used while pregnant, breastfeeding or trying for a baby; ask a GP afterwards.`
  if (!hasPatternThinning(p))
    return `${asked}: not now. They treat thinning that has started, and do nothing for hair that is not thinning, so starting early "just in case" gains nothing. If your hairline or crown begin to thin, photos every few months will show it, and a pharmacist or GP can go through them then.`
  // A transplant's or a cancer's medicines are a specialist team's to weigh against a new one.
  if (p.medicines.has("immune_suppressant") || hasNoted(p, "infection_risk"))
    return `${asked}: they are the licensed treatments for pattern thinning and work while you keep using them, showing after 6 to 12 months, at any age. With the medicines your specialist team looks after, ask them first: minoxidil on the scalp rarely matters to them${p.gender === "male" ? ", finasteride may" : ""}; whether it is worth it is your choice, since pattern thinning is not harmful.`
  return `${asked}: they are the licensed treatments for pattern thinning and work while you keep using them, showing after 6 to 12 months. A pharmacist can go through minoxidil with you${p.gender === "male" ? ", and a GP finasteride" : ""}; whether it is worth it is your choice, since pattern thinning is not harmful.`
}

/**
 * "is it the spray?" beside a finding a doctor must see that no product causes (a fever with
 * a rash, signs in the body): the person is told it is not the product, so they do not wait
 * for stopping it to work. A scalp that is reacting keeps its own answer: stop the product.
 */
const causeAsked = (p: HairProfile): string | undefined => {
  if (careFirst(pathwaysFor(p)[0])) return undefined
  if (scalpIsReacting(p) || productReactedTo(p) !== undefined) return undefined
  const words = p.questions.get("cause_asked")?.words ?? ""
  // "is it the pill?": a medicine is not a product used, and its own answer says what it does.
  if (/\b(pill|implant|coil|medicine|medication|tablets?|injection)\b/i.test(words))
    return undefined
  return `You asked "${words}": no; what you describe is not a reaction to anything you put on your hair, and the doctor looks for its cause.`
}

/** A doctor is to see signs in the body beyond the hair (the told-signs net, or a picture of them). */
const signsElsewhereFirst = (p: HairProfile): boolean =>
  pathwaysFor(p).some((pathway) => pathway.id.startsWith("told-signs-"))

/** "should I use a hair growth serum on it?" */
const growthSerum = (p: HairProfile): string => {
  const asked = "You asked about a hair growth serum"
  return doctorSeesFirst(p)
    ? `${asked}: not until the doctor has seen it; no serum treats the cause${scalpIsReacting(p) ? ", and some irritate skin that is already inflamed" : ""}.`
    : `${asked}: none has good evidence of regrowing hair; the licensed treatments do, and a pharmacist can go through them.`
}

/** "is it ok to keep putting shea butter on it?", "can I keep my Blue Magic?" */
const scalpOil = (p: HairProfile): string => {
  const asked = "You asked about oil, butter or grease on your scalp"
  if (p.scalpCareHeld || scalpIsReacting(p))
    return `${asked}: nothing on the scalp until it has been seen; on the lengths it is fine.`
  if (hasPlaques(p))
    return `${asked}: a thin layer on the plaques an hour before washing softens the scale so the wash lifts it, then wash it out; keep it off the scalp between washes.`
  if (keepOilOffScalp(p))
    return `${asked}: keep it off the scalp for now, since oil feeds flakes, spots and greasiness; on the lengths and ends it is fine.`
  return `${asked}: a little on a dry scalp is fine if it does not itch or leave spots; wash it out at every wash so it does not build up.`
}

/**
 * "can I keep using Head & Shoulders?": a product the person already uses is kept unless
 * something in this report stops it; how to use it well is the answer.
 */
const keepProduct = (p: HairProfile): string | undefined => {
  const fact = p.questions.get("keeps_product")
  if (fact?.statement.value !== "shampoo") return undefined
  const asked = "You asked whether you can keep your shampoo"
  if (p.scalpCareHeld || scalpIsReacting(p))
    return `${asked}: for washing, yes; nothing medicated on the scalp until it has been seen.`
  return /\b(shoulders|nizoral|selsun|t\/?gel|dandruff)\b/i.test(fact.words)
    ? `${asked}: yes; an anti-dandruff shampoo is fine as your everyday one, even daily: ${antiDandruffUse}, and condition the lengths if they feel dry.`
    : `${asked}: yes, if your scalp is comfortable with it; lather the scalp and let the rinse clean the lengths.`
}

/** "should I stop relaxing and go natural at my age?" */
const goingNatural = (p: HairProfile): string | undefined => {
  // "you have to big chop all of it": on hair never relaxed, a big chop is the question's own.
  const straightened =
    p.states.has("relaxed") ||
    p.states.has("texture_release") ||
    /relax|texturi|perm|keratin|straighten|transition/i.test(
      p.questions.get("going_natural")?.words ?? "",
    )
  if (!straightened) return undefined
  const asked = signsElsewhereFirst(p)
    ? "You asked whether the relaxer is to blame and about going natural: a relaxer breaks the lengths, but it does not cause thinning that comes with the other signs you wrote, whose cause the doctor looks for. Going natural"
    : "You asked about stopping the relaxer and going natural"
  if (suggestsCcca(p) || suggestsFfa(p))
    return `${asked}: hold off further relaxers until a dermatologist has seen your scalp; growing out is the safer way meanwhile.`
  return `${asked}: it is your choice, not something your age or hair needs${isOverProcessed(p) || hasTractionSigns(p) ? ", though your lengths would welcome the rest" : ""}. If you keep relaxing, touch-ups to the new growth only, every 8 to 12 weeks, with the scalp protected, keep it healthy. If you go natural, there is no need for a big chop: trim the relaxed ends a little at a time over months while the new growth comes in.`
}

/** "is my brother right that my locs are rotting?" */
const locsSmell = (p: HairProfile): string | undefined =>
  p.locs
    ? "You asked whether your locs are rotting: no, locs do not rot and need no cutting for this; a musty smell means they stay damp inside. Squeeze out all the water you can, dry them right through before you cover them, and lift out build-up with a residue-free wash."
    : undefined

const isSupplement = (value: string | undefined): value is Supplement =>
  (supplements as ReadonlyArray<string | undefined>).includes(value)

/** A question about a bun, ponytail or puff, not braids: "is a tight bun under the hat bad?" */
const wornUp = (words: string): boolean =>
  /\b(bun|buns|ponytails?|pony|puffs?|top ?knot|updo|up-do|wear(ing)? it up|high puff)\b/i.test(
    words,
  ) && !/\b(braids?|cornrows?|plaits?|twists?|weave|extensions?)\b/i.test(words)

const answers: Partial<
  Record<NoteKind, (p: HairProfile, value: string | undefined) => string | undefined>
> = {
  // Beside a doctor within days, any service asked about waits, asked as a booking or not.
  chemical_service: (p, value) => serviceWaits(p, value ?? "colour") ?? chemistry(p, value),
  home_chemistry: (p) => serviceAnswer(p, "colour"),
  tight_styles: (p) =>
    wornUp(p.questions.get("tight_styles")?.words ?? "")
      ? hasTractionSigns(p)
        ? "You asked about wearing it up: loosen and lower the bun or ponytail while your edges recover, change where it sits each day, and take it down whenever you can."
        : "You asked about wearing it up: fine if it never hurts; keep the bun or ponytail loose and low, change where it sits each day, use a soft tie, and take it down when you can."
      : hasTractionSigns(p)
        ? "You asked about braids and tight styles: not while your edges recover; keep to loose styles until they have grown back."
        : "You asked about braids and tight styles: fine if they never hurt; ask for them not too tight, small or heavy, leave the edges out, and take them out within 6 to 8 weeks.",
  swimming: (p) =>
    scalpIsReacting(p)
      ? "You asked about swimming: wait until your scalp has healed."
      : `You asked about swimming: yes; ${p.locs ? "wet the locs with clean water" : "wet your hair and smooth on conditioner"} first, wear a cap, and rinse straight after.`,
  // Only for someone who asks it: "is it my gel doing the shedding?" asks something else.
  shedding: (p) =>
    isShedding(p) &&
    !hasPatchyLoss(p) &&
    !suggestsCcca(p) &&
    !suggestsFfa(p) &&
    p.questionsAsked.some((q) => /\b(grow\w*|come back|regrow\w*|recover\w*)\b/i.test(q.words))
      ? "You asked whether it will grow back: shedding like this does, because the follicles stay alive; it settles within 6 to 9 months of the cause passing, with short new hairs showing along the way."
      : undefined,
  // "my brother lost his hair on chemo, will I?": not inherited.
  chemotherapy: (p) =>
    p.questions.get("chemotherapy")?.statement.subject === "relative"
      ? "You asked whether hair loss from a relative's chemotherapy runs in the family: it does not; it comes from the drugs, not from genes, and the hair grows back after treatment."
      : undefined,
  family_history: (p) => (p.questions.has("chemotherapy") ? undefined : inTheFamily(p)),
  supplement,
  // "should I keep taking the fin?": a question about a treatment already used.
  medicine: (p) =>
    namesTreatment(p.questions.get("medicine")?.words ?? "") ? hairLossTreatment(p) : undefined,
  scalp_oil: scalpOil,
  keeps_product: keepProduct,
  cause_asked: causeAsked,
  going_natural: goingNatural,
  smell: locsSmell,
  // "will I go bald like my dad?"; "does creatine make you go bald?" is the supplement's question.
  thinning_on_top: (p) => (p.noted.has("family_history") ? inTheFamily(p) : undefined),
  // Only a question about a hair-loss treatment gets the treatment answer: "is biotin ok while
  // breastfeeding?" is the supplement's, "a keratin blow-dry at 24 weeks?" the service's.
  birth: (p) =>
    pregnancyMatters(p) && asksAboutTreatment(p)
      ? "You asked about treatments while breastfeeding: minoxidil and other licensed hair-loss treatments are not used while pregnant or breastfeeding; ask a GP about them afterwards."
      : undefined,
  pregnancy: (p) =>
    pregnancyMatters(p) && asksAboutTreatment(p)
      ? "You asked about pregnancy: minoxidil and other licensed hair-loss treatments are not used while pregnant, breastfeeding or trying for a baby."
      : undefined,
}

/** Some question of theirs names a hair-loss treatment (minoxidil, Regaine, finasteride). */
const asksAboutTreatment = (p: HairProfile): boolean =>
  [...p.questions.values()].some(
    (fact) => fact.statement.value === "hair_loss_treatment" || namesTreatment(fact.words),
  )

/** A topic's answer and the words it was read from. */
interface TopicAnswer {
  readonly kind: NoteKind | "belief"
  readonly answer: string
  readonly fact: NotedFact
}

/**
 * Topics whose answer says whether the person may do it ("can I dye it?", "can I keep my
 * shampoo?"), with the kind of thing each is about: a question that asks something particular
 * about that thing ("will bleach bring my alopecia back?", "is it ok every single day?") is
 * answered as asked instead.
 */
const thingOf: Partial<Record<NoteKind | "belief", QuestionThing>> = {
  chemical_service: "colour",
  home_chemistry: "colour",
  tight_styles: "style",
  swimming: "habit",
  keeps_product: "wash",
  scalp_oil: "leave_on",
  supplement: "medicine",
  medicine: "medicine",
}
const mayI = (kind: NoteKind | "belief"): boolean => thingOf[kind] !== undefined

/** Which chemical service a question about one asks for ("my touch up is booked"). */
const serviceAsked = (p: HairProfile, question: AskedQuestion): string => {
  const words = `${question.before ?? ""} ${question.words}`
  if (/bleach|lighten|balayage|highlights|blonde/i.test(words)) return "bleach"
  if (/relax/i.test(words) || (/touch ?-?up/i.test(words) && straightenedLengths(p)))
    return "relaxer"
  if (/\bperm/i.test(words)) return "perm"
  if (/keratin|smoothing|brazilian/i.test(words)) return "keratin"
  return "colour"
}

/** A question about having a chemical service: it waits for a doctor soon, else the service's answer. */
const serviceAnswer = (p: HairProfile, value: string): string | undefined =>
  serviceWaits(p, value) ?? chemistry(p, value)

/** The topics the notes ask about, each answered for this person: beliefs first. */
const topicAnswers = (p: HairProfile): ReadonlyArray<TopicAnswer> => [
  ...[...p.beliefs].flatMap(([value, fact]) => {
    const answer = belief(p, value)
    return answer === undefined ? [] : [{ kind: "belief" as const, answer, fact }]
  }),
  // Two topics of a kind are each answered ("can i take biotin? can i use regaine?"); a topic
  // whose answer reads only its kind answers once.
  ...p.topicsAsked
    .flatMap((fact) => {
      const kind = fact.statement.kind
      const answer = answers[kind]?.(p, fact.statement.value)
      return answer === undefined ? [] : [{ kind, answer, fact }]
    })
    .filter((topic, at, all) => all.findIndex((other) => other.answer === topic.answer) === at),
]

/** The topic was read from this question, or from the sentence it points back to. */
const readFrom = (question: AskedQuestion, topic: TopicAnswer): boolean =>
  topic.fact.note === question.note &&
  `${pointsBack(question) ? (question.before ?? "") : ""} ${question.words}`
    .toLowerCase()
    .includes(topic.fact.words.toLowerCase())

/** A short question ("is that true?", "should i stop?") asks about what came before it. */
const pointsBack = (question: AskedQuestion): boolean => question.words.split(/\s+/).length <= 6

/**
 * The answers to what this person asked, question by question in the order they asked: the
 * topic it names answers it, unless it asks something particular that has its own answer;
 * a question no topic answers is answered by what it asks, or said to need someone who can
 * see it. Then topics asked outside a question ("my nan says caps make you bald"). At most four.
 */
export const answersToQuestions = (p: HairProfile): ReadonlyArray<string> => {
  const topics = topicAnswers(p)
  const used = new Set<TopicAnswer>()
  const answeredAbout = new Set<QuestionThing | undefined>()
  // An answer a pathway forbids beside it (regrowth talk beside a child's scalp change) is not
  // given; the question is still met, by who can answer it.
  const allowed = (question: AskedQuestion, answer: string) =>
    forbiddenLines(p).some((line) => line.test(withoutTheirWords(answer)))
      ? unanswered(p, question)
      : answer
  const asked = p.questionsAsked.flatMap((question) => {
    const covering = topics.filter((topic) => readFrom(question, topic))
    for (const topic of covering) used.add(topic)
    const own = asksSomethingParticular(p, question) ? answerAsked(p, question) : undefined
    if (own === undefined) {
      if (covering.length > 0) return covering.map((topic) => topic.answer)
      if (answeredByTheReport(question)) return []
      const answer =
        answerAsked(p, question) ??
        (question.thing === "colour" ? serviceAnswer(p, serviceAsked(p, question)) : undefined)
      return [answer === undefined ? unanswered(p, question) : allowed(question, answer)]
    }
    answeredAbout.add(question.thing)
    // A "may I" topic about the thing this question asks about in particular gives way to its
    // own answer; one about something else it names ("should I get him a growth serum?") is
    // still answered, and a belief it names answers it outright.
    // The shedding topic answers "will it grow back?"; a question that only names the hair loss
    // ("is St John's wort good for hair loss?") is answered by its own answer instead.
    // "can i leave them to air dry after swimming?" asks about drying, not whether to swim.
    // "can i wash with the braids still in?": braids its own answer already speaks of are
    // not asked about again as a style.
    const kept = covering.filter((topic) => {
      const spokenOf = (text: string) => text.toLowerCase().includes(topic.fact.words.toLowerCase())
      return (
        !(mayI(topic.kind) && thingOf[topic.kind] === question.thing) &&
        // Named only in what the question points back to, it is the question's context.
        !(mayI(topic.kind) && (spokenOf(own) || !spokenOf(question.words))) &&
        topic.kind !== "shedding" &&
        topic.kind !== "swimming"
      )
    })
    // Only a belief answers outright: "washing daily will make me bald like my uncle - true?"
    // is answered about washing first, then about the family.
    return kept.some((topic) => topic.kind === "belief")
      ? kept.map((topic) => topic.answer)
      : [allowed(question, own), ...kept.map((topic) => topic.answer)]
  })
  // A topic's "may I" answer read outside the question ("i want to go blonde") adds nothing
  // once a question about the same kind of thing has its own answer.
  const left = topics.filter(
    (topic) => !used.has(topic) && !(mayI(topic.kind) && answeredAbout.has(thingOf[topic.kind])),
  )
  return (
    [...asked, ...left.map((topic) => topic.answer)]
      // One answer serves a question asked twice ("finasteride" read as a remedy and a medicine).
      .filter((answer, at, all) => all.indexOf(answer) === at)
      .slice(0, maxAnswers)
  )
}
