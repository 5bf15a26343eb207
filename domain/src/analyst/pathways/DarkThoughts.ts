/**
 * Thoughts of ending one's life, of not wanting to be here, or of harming
 * oneself, told anywhere in the notes. Before any hair advice the person is
 * asked to talk to someone now (NHS, help for suicidal thoughts): 999 or A&E
 * if they might act on them or cannot keep themselves safe; otherwise their
 * GP or 111 today, or Samaritans on 116 123, free, day or night. Hair loss
 * can weigh heavily; the plan keeps.
 */
import { hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

export const darkThoughts: Pathway = {
  id: "dark-thoughts",
  condition: "thoughts of suicide or self-harm, which need support today",
  urgency: "emergency",
  professional: "urgent_care",
  when: (p) => hasNoted(p, "dark_thoughts"),
  recognise: /Samaritans|116 123/i,
  lead: () =>
    "what you wrote about not wanting to be here matters more than your hair: please talk to someone today: Samaritans on 116 123, free, day or night, your GP or 111, and 999 if you might act on it",
  say: () =>
    "You wrote about thoughts of not wanting to be here or of harming yourself. Please talk to someone today: call 999 or go to A&E if you feel you might act on them or cannot keep yourself safe; otherwise call your GP or 111 today, or Samaritans on 116 123, free, day or night. Hair loss can weigh heavily, and help with how you feel comes first; the hair plan below will keep until you are ready.",
  startHere: () => ({
    change:
      "Talk to someone today: Samaritans on 116 123, your GP or 111, or 999 if you might act on these thoughts",
    why: "What you wrote about not wanting to be here matters more than anything about your hair, and help works.",
  }),
  neverBeside: () => [],
  sources: ["NHS-SUICIDE"],
}
