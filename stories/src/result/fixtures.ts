/** A stored report as GET /api/analyses/:id answers it, for the result stories. */
export const reportId = "7d0f3c1e-5a4b-4c2d-9e8f-0a1b2c3d4e5f"

export const fullResults = {
  routineSnapshot:
    "Your coily, high-porosity hair drinks water fast and loses it just as fast, so your routine centres on sealing moisture in.",
  doingWell: [
    "You detangle on wet hair with conditioner for slip.",
    "You trim every three months.",
  ],
  avoidForNow: ["Tight ponytails on consecutive days.", "Dry combing from the roots."],
  weeklyRhythm: [
    { day: "Day 1", activity: "Wash day - cleanse and condition" },
    { day: "Day 3-4", activity: "Remoisturise" },
    { day: "Day 6", activity: "Scalp massage with a light serum" },
  ],
  productTexture: {
    recommended: "Rich",
    textureGuidance: "Rich creams and butters seal your lengths best.",
    applicationZones: ["Mid-lengths", "Ends"],
    products: [
      {
        title: "Leave-in cream",
        ingredients: "Shea butter, glycerin (a humectant that draws water in)",
        usage: "On damp hair after every wash.",
      },
    ],
  },
  scienceNotes: [
    "Malassezia (a yeast that lives on every scalp) feeds on scalp oil and can set off flaking.",
  ],
  stylingBuildUp: [
    "Tip one: sleep on satin.",
    "Tip two: refresh with water, not more product.",
    "Tip three: clarify monthly.",
    "Tip four: rotate your part.",
  ],
  redFlags: ["Burning or stinging: rinse off whatever was last applied and stop using it."],
}

export const emptyResults = {
  routineSnapshot: "",
  doingWell: [],
  avoidForNow: [],
  weeklyRhythm: [],
  productTexture: {
    recommended: "Medium",
    textureGuidance: "",
    applicationZones: [],
    products: [],
  },
  scienceNotes: [],
  stylingBuildUp: [],
  redFlags: [],
}

export const analysisBody = (aiResults: unknown, fallbackUsed = false) => ({
  success: true,
  analysis: {
    id: reportId,
    createdAt: "2026-11-08T10:00:00.000Z",
    fallbackUsed,
    aiResults,
  },
})
