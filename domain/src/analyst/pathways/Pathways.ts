/**
 * Every clinical pathway, most urgent first where two could open a report.
 * The red flags list them (RedFlagRules.ts), the most urgent one that applies
 * opens the snapshot and Start here, and the lines any of them forbids are
 * never written beside it.
 */

import { type HairProfile, hasNoted } from "../HairProfile.ts"
import { urgencyRank } from "../RedFlag.ts"
import { alopeciaAreata } from "./AlopeciaAreata.ts"
import { androgenExcess } from "./AndrogenExcess.ts"
import { babyShedding } from "./BabyShedding.ts"
import { blisteringSkin } from "./BlisteringSkin.ts"
import { lowBloodCount, medicineBloodCount } from "./BloodCount.ts"
import { browLoss } from "./BrowLoss.ts"
import { centralCentrifugal } from "./CentralCentrifugal.ts"
import { chemicalInjury, scalpReaction } from "./ChemicalInjury.ts"
import { chemoRegrowth } from "./ChemoRegrowth.ts"
import { childScalp, childScalpSoon } from "./ChildScalp.ts"
import { mildFlaking, persistentFlaking } from "./Dandruff.ts"
import { darkThoughts } from "./DarkThoughts.ts"
import { emergencySigns } from "./EmergencySigns.ts"
import { frontalFibrosing } from "./FrontalFibrosing.ts"
import { giantCellArteritis } from "./GiantCellArteritis.ts"
import { gutSigns, gutSignsSoon } from "./GutSigns.ts"
import { hairPulling } from "./HairPulling.ts"
import { headLice } from "./HeadLice.ts"
import { heartStrain } from "./HeartStrain.ts"
import { highBloodSugar } from "./HighBloodSugar.ts"
import { infectedSkin, infectedSkinNearEye } from "./InfectedSkin.ts"
import { anaemiaWithGutSigns, ironAnaemia } from "./IronAnaemia.ts"
import { lupus } from "./Lupus.ts"
import { lymphSigns } from "./LymphSigns.ts"
import { medicineBeforePregnancy } from "./MedicineBeforePregnancy.ts"
import { medicineThinning } from "./MedicineThinning.ts"
import { meningitisSigns } from "./MeningitisSigns.ts"
import { muscleSkinSigns } from "./MuscleSkinSigns.ts"
import { nerveSigns } from "./NerveSigns.ts"
import { nonHealingSore } from "./NonHealingSore.ts"
import { overactiveThyroid } from "./OveractiveThyroid.ts"
import { type Pathway, supersededBy } from "./Pathway.ts"
import { patternThinning } from "./PatternThinning.ts"
import { pregnancyWarning } from "./PregnancyWarning.ts"
import { psoriaticArthritis } from "./PsoriaticArthritis.ts"
import { scabies } from "./Scabies.ts"
import { painfulLumps, scalpBumps } from "./ScalpInfection.ts"
import { scalpPsoriasis } from "./ScalpPsoriasis.ts"
import { scalpRingworm } from "./ScalpRingworm.ts"
import { scarringSigns } from "./ScarringSigns.ts"
import { secondarySyphilis } from "./SecondarySyphilis.ts"
import { shingles } from "./Shingles.ts"
import { skinDent } from "./SkinDent.ts"
import { supplementExcess } from "./SupplementExcess.ts"
import { tickBite } from "./TickBite.ts"
import { toldSignsNets } from "./ToldSigns.ts"
import { tractionAlopecia } from "./TractionAlopecia.ts"
import { normalShedding, passingShedding, triggeredShedding } from "./TriggeredShedding.ts"
import { underactiveThyroid } from "./UnderactiveThyroid.ts"
import { undereating } from "./Undereating.ts"
import { virilisation } from "./Virilisation.ts"
import { vitaminCLack } from "./VitaminCLack.ts"

/** The pathways that name a condition; the told-signs nets look at them. */
const conditionPathways: ReadonlyArray<Pathway> = [
  emergencySigns,
  meningitisSigns,
  darkThoughts,
  chemicalInjury,
  medicineBloodCount,
  shingles,
  lowBloodCount,
  highBloodSugar,
  heartStrain,
  pregnancyWarning,
  infectedSkinNearEye,
  infectedSkin,
  giantCellArteritis,
  painfulLumps,
  scalpRingworm,
  childScalpSoon,
  nonHealingSore,
  nerveSigns,
  supplementExcess,
  lymphSigns,
  muscleSkinSigns,
  blisteringSkin,
  scabies,
  medicineBeforePregnancy,
  tickBite,
  vitaminCLack,
  undereating,
  virilisation,
  lupus,
  secondarySyphilis,
  overactiveThyroid,
  alopeciaAreata,
  scalpReaction,
  centralCentrifugal,
  frontalFibrosing,
  skinDent,
  scarringSigns,
  psoriaticArthritis,
  gutSignsSoon,
  gutSigns,
  scalpPsoriasis,
  anaemiaWithGutSigns,
  ironAnaemia,
  underactiveThyroid,
  babyShedding,
  triggeredShedding,
  androgenExcess,
  medicineThinning,
  browLoss,
  tractionAlopecia,
  patternThinning,
  normalShedding,
  passingShedding,
  chemoRegrowth,
  hairPulling,
  headLice,
  scalpBumps,
  persistentFlaking,
  mildFlaking,
  childScalp,
]

export const pathways: ReadonlyArray<Pathway> = [
  ...conditionPathways,
  ...toldSignsNets((p) => conditionPathways.filter((pathway) => pathway.when(p))),
]

const applying = (p: HairProfile) => pathways.filter((pathway) => pathway.when(p))

/** The pathways this person's facts select, most urgent first; one another takes the place of is not. */
export const pathwaysFor = (p: HairProfile): ReadonlyArray<Pathway> => {
  const on = applying(p)
  const superseded = new Set(on.flatMap((pathway) => supersededBy(pathway, p)))
  return on
    .filter((pathway) => !superseded.has(pathway.id))
    .sort((a, b) => urgencyRank(a.urgency) - urgencyRank(b.urgency))
}

export const mostUrgentPathway = (p: HairProfile): Pathway | undefined => pathwaysFor(p)[0]

/**
 * Beside a finding to be seen within days or sooner, hair-loss treatment talk
 * and photos to track thinning wait: the visit comes first, and the rest of
 * the report should not pull the other way.
 */
const whileSeenSoon: ReadonlyArray<RegExp> = [
  /\blicensed (hair-loss )?treatments?\b/i,
  /\b(photograph|photos? of) your (hairline|parting|crown)/i,
  /\bhairline early\b/i,
]

/** What no line of this person's report may say, because a pathway they are on forbids it. */
export const linesNeverBeside = (p: HairProfile): ReadonlyArray<RegExp> => [
  ...pathwaysFor(p).flatMap((pathway) => pathway.neverBeside(p)),
  ...(seenSoon(p) ? whileSeenSoon : []),
  ...(hasNoted(p, "no_cutting") ? neverCut : []),
]

/** Hair the person never cuts, for faith or choice: no line asks for a trim or a cut. */
const neverCut = [
  /\btrim(s|med|ming)?\b|\bcut(ting)? (them |it )?(away|off|out)\b|\bonly cutting\b|\bcutting is\b/i,
]

/** The most urgent pathway sends the person to be seen within days or sooner. */
const seenSoon = (p: HairProfile): boolean => {
  const first = pathwaysFor(p)[0]
  return first !== undefined && urgencyRank(first.urgency) <= urgencyRank("within_days")
}

/** A slower GP referral in a later line: "See a GP in the next few weeks for blood tests". */
const slowerGp = /\b[Ss]ee a GP (in the next few weeks|within 1 to 2 weeks)( for)?/g

/**
 * A later red flag's slower GP referral, when the person already sees a GP within days
 * or sooner: one visit, not two ("ask for blood tests of iron at the same GP visit").
 */
export const atTheSameVisit = (p: HairProfile, line: string): string => {
  const first = pathwaysFor(p)[0]
  if (first === undefined || !seenSoon(p) || first.professional === "dermatologist") return line
  return line.replace(slowerGp, (_match, _when, asksFor) =>
    asksFor === undefined ? "Raise it at the same GP visit" : "At the same GP visit, ask for",
  )
}

/** The rule ids the pathways this person is on take the place of. */
export const rulesSuperseded = (p: HairProfile): ReadonlySet<string> =>
  new Set([
    ...applying(p).flatMap((pathway) => supersededBy(pathway, p)),
    // Pattern thinning's treatment talk waits for a visit within days.
    ...(seenSoon(p) ? ["pattern-thinning"] : []),
  ])

/**
 * The profile the report is written from: when a pathway this person is on
 * owns the scalp's signs (dermatomyositis, a lymph-gland condition's itch,
 * shingles), the routine holds its dandruff care until that is seen.
 */
export const withScalpCareHeld = (p: HairProfile): HairProfile =>
  !p.scalpCareHeld &&
  pathwaysFor(p).some((pathway) =>
    typeof pathway.holdsScalpCare === "function"
      ? pathway.holdsScalpCare(p)
      : pathway.holdsScalpCare === true,
  )
    ? { ...p, scalpCareHeld: true }
    : p

export const isPathwayId = (id: string): boolean => pathways.some((pathway) => pathway.id === id)
