/**
 * Common beliefs about hair that people ask about in their notes ("my nan says caps make you
 * go bald, is that true?", "are silicones bad?", "is synthetic braiding hair flammable?"),
 * answered plainly for this person: a belief named is asked outright, question mark or not.
 */
import { withBefore } from "../notes/NoteStatement.ts"
import type { HairProfile } from "./HairProfile.ts"
import { scalpIsReacting } from "./pathways/ChemicalInjury.ts"
import type { Pathway } from "./pathways/Pathway.ts"
import { pathwaysFor } from "./pathways/Pathways.ts"
import { breathlessnessExplained } from "./pathways/SignFacts.ts"
import { isShedding } from "./pathways/Signs.ts"

/** "the spray one made her cough", "hairspray sets off my asthma": sprays the lungs react to. */
const sprayMadeThemCough = (p: HairProfile): boolean =>
  p.questionsAsked.some((q) => sprayCough.test(withBefore(q))) ||
  [...p.noted.values()].some((fact) => sprayCough.test(fact.words))
const sprayCough =
  /\b(spray|aerosol|elnett|hairspray)\b[^.]*\b(cough\w*|wheez\w*|chest|asthma|breath\w*)\b/i

/**
 * A doctor sees this person before anything else: no product or remedy is the answer yet. A
 * reaction to stop now ("act_now") is the person's own step, a doctor only if it comes back, so
 * no answer speaks of "the doctor you are seeing" for it.
 */
export const doctorSeesFirst = (p: HairProfile): boolean =>
  pathwaysFor(p).some(
    (pathway) =>
      pathway.professional !== "trichologist" &&
      pathway.urgency !== "routine" &&
      pathway.urgency !== "act_now",
  )

/** The report's first step is signs in the body a doctor must see (the told-signs net), not the scalp. */
export const bodySignsFirst = (p: HairProfile): boolean =>
  pathwaysFor(p)[0]?.id.startsWith("told-signs-") === true

/** The report's first step is care, not a doctor: no pathway, or the first is routine or a trichologist's. */
export const careFirst = (first: Pathway | undefined): boolean =>
  first === undefined || first.urgency === "routine" || first.professional === "trichologist"

/** "my nan says caps make you go bald, is that true?": common beliefs, answered plainly. */
export const belief = (p: HairProfile, value: string | undefined): string | undefined => {
  switch (value) {
    case "hats":
      return "You asked whether caps cause baldness: no; a cap does not harm the roots, unless one is so tight that it pulls at the hairline. Wash it often if you sweat in it."
    case "shampoo_loss":
      return `You asked whether the shampoo makes the hair fall out: no; washing only rinses out hairs that were already shed, and no shampoo grows hair back${doctorSeesFirst(p) ? "; the cause is what the doctor looks for" : ""}.`
    case "trims_growth":
      return "You asked whether trims make hair grow faster: no; hair grows from the root about 1 cm a month whatever the ends do. Trims keep splits from travelling up, so the length you grow stays."
    case "silicones":
      return `You asked whether silicones are bad: no; they coat the strand against friction${p.heat === "none" ? "" : " and heat"} and rinse out with an ordinary shampoo. Only heavy ones build up, and a clarifying wash now and then lifts them.`
    case "flammable":
      return "You asked whether synthetic braiding hair is flammable: yes, it catches fire and melts easily, so tie the braids back and keep them well away from any flame; a scarf over them at the bench adds cover."
    case "braid_coating":
      return "You asked whether the coating on braiding hair causes the itch: it can; the factory finish on synthetic hair irritates some scalps. Rinse the hair before the install in warm water with a splash of apple cider vinegar and let it dry, or buy pre-rinsed hair; an itch in the first week that then settles is common."
    case "lint_or_build_up":
      return "You asked whether the white bits are lint or build-up: lint sits on the outside and is fuzzy, often the colour of a towel or hat, and picks out with tweezers; build-up is waxy and sits inside, often near the roots, and lifts with a residue-free clarifying wash. Less gel, and a satin cover at night, stop both."
    case "rosemary_oil":
      return scalpIsReacting(p)
        ? "You asked whether rosemary oil works: stop it now; an essential oil rubbed in neat burns the skin, and the scalp must settle first. For thinning, one small six-month trial found it about as good as a low-strength minoxidil; it is not proven, and it never goes on undiluted."
        : "You asked whether rosemary oil works: one small six-month trial found it about as good as a low-strength minoxidil for pattern thinning; it is not proven. If you try it, a few drops in a spoonful of a carrier oil, never neat, and stop if the scalp stings."
    case "caffeine_shampoo":
      return "You asked whether a caffeine shampoo is worth it: there is no good evidence that it regrows hair, and a shampoo is rinsed off within minutes; as a shampoo it is fine, so buy it only if you like it as one."
    case "plucking_greys":
      return "You asked about plucking grey hairs: two will not grow back in its place, since each follicle grows one hair; but plucking again and again can damage the follicle, so snip a stray grey at the root with small scissors instead."
    case "acv_rinse":
      return "You asked whether an apple cider vinegar rinse is safe: yes, now and then, diluted, about a tablespoon in a cup of water, rinsed out after; never neat and not on broken or sore skin. Locs need it rinsed out well and dried right through."
    case "petroleum_jelly":
      return "You asked whether Vaseline is all right: on the ends a thin smear seals in water, but on the scalp and edges it sits, gathers dirt and is hard to wash out; a water-based leave-in first, then a little oil or butter on the ends, does the job better."
    case "cold_cap":
      return "You asked whether the cold cap is worth carrying on with: it is your choice, and stopping is reasonable if the hair is coming out in handfuls despite it; it saves more hair with some chemotherapy drugs than others, so your chemotherapy nurse can tell you how it usually goes with yours."
    case "sea_water":
      return `You asked whether sea water is good for hair: not over time; salt draws water out of the strand and roughens its surface, which is the "beach wave" texture, and with sun and wind it leaves the ends dry and can turn grey or light hair yellow. Rinse the salt out with fresh water after each day in it, a bottle of tap water is enough, and wet the hair with fresh water first so it soaks up less salt.`
    case "dry_shampoo":
      return p.locs
        ? "You asked about dry shampoo on locs: better not; the powder lodges inside the locs and builds up where no rinse reaches. Between washes, wipe the scalp along the partings with witch hazel on cotton wool instead."
        : breathlessnessExplained(p) || sprayMadeThemCough(p)
          ? "You asked about dry shampoo: yes, as a powder, not a spray; an aerosol's mist is breathed in and sets off coughing in lungs like these. Shake a little powder dry shampoo (or cornflour) into the palm, pat it on the roots and brush it through, away from the face, and wash it out properly at least once a week."
          : "You asked about dry shampoo: fine now and then between washes, sprayed at the roots from a little distance and brushed through; used day after day it builds up on the scalp, so wash it out properly at least once a week."
    case "satin_cap":
      return "You asked whether a satin cap is worth it: yes, for the nights and under a covering; a satin- or silk-lined cap or bonnet lets the hair slide instead of rubbing on cotton, which is what roughens and snaps it at the nape and edges. Sleeping in a cotton undercap does the opposite; swap it for a satin one at night. It cuts breakage; it is not a treatment."
    case "henna":
      return 'You asked about henna instead of bleach: pure, body-art henna, never "black" henna, gives copper without lifting and leaves curls as they are, but it is permanent, builds up, and makes later bleach or dye unpredictable, so strand-test first. Bleach can loosen a curl pattern; for copper on dark hair a salon gloss or a low, one-step lift is gentler.'
    case "daily_fall":
      return isShedding(p)
        ? undefined
        : "You asked whether the hairs you find are too many: losing 50 to 100 hairs a day is normal, more on a wash day after a gap, so a handful in the shower is no sign of balding."
  }
  return undefined
}
