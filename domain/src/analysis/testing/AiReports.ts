/**
 * Reports as an AI provider writes them, for the tests of every layer (the
 * use case, the adapters' fake provider servers, the e2e suite). They differ
 * from the rule engine's reports in every section, so a test can tell who
 * wrote a stored report.
 */

/** A complete, usable report in the provider wire shape (plain JSON). */
export const aiReportFor = (name: string) => ({
  routineSnapshot: `${name}, your coils want a gentle weekly wash and a rich leave-in on the ends; the AI wrote this plan.`,
  doingWell: ["Washing weekly keeps your scalp comfortable without stripping your lengths."],
  avoidForNow: ["Tight styles while your edges recover: they pull on the hairline."],
  weeklyRhythm: [
    { day: "Sunday", activity: "Wash with a gentle shampoo and deep condition for 20 minutes" },
    { day: "Wednesday", activity: "Mist with water and seal the ends with a light oil" },
  ],
  productTexture: {
    recommended: "Rich",
    textureGuidance: "Creams and butters on the lengths; keep the scalp to light liquids.",
    applicationZones: ["Scalp: light", "Ends: rich"],
    products: [
      {
        title: "Creamy leave-in conditioner",
        ingredients: "glycerin, shea butter, cetyl alcohol",
        usage: "On damp hair after every wash",
      },
    ],
  },
  scienceNotes: [
    "Coily strands lose moisture faster at the ends because oils travel slowly along the curl.",
  ],
  stylingBuildUp: [
    "AI tip: refresh curls with water before oil.",
    "AI tip: sleep on satin to reduce friction.",
    "AI tip: clarify once a month if products feel heavy.",
  ],
  redFlags: ["AI: see a trichologist if breakage keeps going after two months of gentler care."],
})

export type AiReport = ReturnType<typeof aiReportFor>

/** The AI's own text, to find it in a page or a stored report. */
export const aiSnapshotMarker = "the AI wrote this plan"
