/**
 * How Strand speaks, drawn from the spec's own texts. Every example is a
 * text the app shows word for word (the Voice story checks each one is in
 * the app's sources), so the guide cannot quote a line the product dropped.
 */
export const voiceRules = [
  {
    rule: "Say what happened in a few plain words, as a title.",
    examples: ["No Reports Yet", "Please Log In", "Delete Report?"],
  },
  {
    rule: "Then one sentence on why, or what to do, with a way on.",
    examples: ["We couldn't load your reports. Please try again later.", "Go Home"],
  },
  {
    rule: "Name the person's own thing: your report, your account, your plan.",
    examples: [
      "Your account has been created.",
      "Your personalized report has been sent to your email.",
    ],
  },
  {
    rule: "Say thank you when someone gives something, and say where it went.",
    examples: ["Thank you for joining!", "Your feedback has been sent to our team."],
  },
  {
    rule: "A field error says what the value needs, never that the person failed.",
    examples: ["Name must be at least 2 characters", "Please enter a valid email address"],
  },
  {
    rule: "While something is on its way, say what, with an ellipsis of three dots.",
    examples: ["Joining...", "Finalising your haircare plan..."],
  },
  {
    rule: "When it is our side (or the network), say so, and say it can be tried again.",
    examples: ["We can't reach Strand right now", "Check your internet connection and try again."],
  },
  {
    rule: "Buttons are verbs in title case: the action, not OK.",
    examples: ["Take the Quiz", "Go Home"],
  },
] as const
