/**
 * Hair pulling (trichotillomania): an urge to pull, twist or pluck one's
 * own hair, often when stressed or bored, leaving an irregular patch of
 * broken hairs of different lengths. A GP, without judgement: talking therapy
 * that changes the habit helps most, for a child through children's mental
 * health services (NHS). A patch from pulling is not alopecia areata's round,
 * smooth patch nor ringworm's scaly one; the GP tells them apart.
 */
import { hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { isChild } from "./Signs.ts"

export const hairPulling: Pathway = {
  id: "hair-pulling",
  condition: "hair pulling, or trichotillomania",
  urgency: "within_weeks",
  professional: "gp",
  when: (p) => hasNoted(p, "hair_pulling"),
  recognise: /pulling|trichotillomania/i,
  lead: (p) =>
    isChild(p)
      ? "a patch with broken hairs of different lengths, with pulling or twisting when stressed, is most likely hair pulling, trichotillomania: it is common and treatable, and a GP in the next few weeks can confirm it and refer your child for help"
      : "pulling or twisting your hair is common and treatable: a GP in the next few weeks can confirm it and refer you for talking therapy",
  say: (p) =>
    isChild(p)
      ? "Pulling, twisting or plucking hair, often while stressed, doing homework or on a phone, is common in children and teenagers, and often called trichotillomania: a habit, not naughtiness. See a GP in the next few weeks: they can tell it from alopecia areata and refer your child to children's mental health services for habit reversal, a talking therapy. Meanwhile, do not confront or punish, notice when it happens, offer something else for the hands, and keep hair care gentle."
      : "Pulling, twisting or plucking your own hair is common, and often called trichotillomania: it is a habit, not a failing. See a GP in the next few weeks: they can tell it from other patchy loss and refer you for habit reversal, a talking therapy. Meanwhile, keeping your hands busy, covering the area you pull from and noting when the urge comes help many people.",
  startHere: (p) => ({
    change: `Talk to a GP in the next few weeks about the hair pulling`,
    why: isChild(p)
      ? "Habit reversal, a talking therapy, helps most; the GP can refer your child, and calm support at home helps more than asking them to stop."
      : "A talking therapy that changes the habit helps most; a GP can refer you.",
  }),
  neverBeside: () => [],
  // A patch from pulling is not alopecia areata's: one finding, not two (a child's patch is
  // not read as ringworm either: ChildScalp.ts).
  supersedes: ["round-patches", "patches"],
  sources: ["NHS-TRICH"],
}
