/**
 * Reports as an AI provider writes them, for the tests of every layer (the
 * use case, the adapters' stand-in provider servers, the e2e suite). They
 * differ from the rule engine's reports in every section, so a test can tell
 * who wrote a stored report, and they say nothing of the person's texture,
 * length, scalp or wash habit, so they contradict nobody; the drifting and
 * reassuring ones do, on purpose.
 */

/** A complete, usable report in the provider wire shape (plain JSON). */
export const aiReportFor = (name: string) => ({
  routineSnapshot: `${name}, a gentle wash day each week and a leave-in on the ends will keep your hair comfortable; the AI wrote this plan.`,
  doingWell: ["Planning your routine around your week makes every product count."],
  avoidForNow: ["Tight styles while your edges recover: they pull on the hairline."],
  weeklyRhythm: [
    { day: "Sunday", activity: "Wash with a gentle shampoo and condition for 5 minutes" },
    { day: "Wednesday", activity: "Mist with water and smooth a little leave-in through" },
  ],
  productTexture: {
    recommended: "Rich",
    textureGuidance: "Creams on the ends; keep the scalp to light liquids.",
    applicationZones: ["Scalp: light", "Ends: rich"],
    products: [
      {
        title: "Creamy leave-in conditioner",
        ingredients: "glycerin, shea butter, cetyl alcohol",
        usage: "On damp hair after every wash",
      },
    ],
  },
  scienceNotes: ["Water is what moisturises hair; oils and creams seal it in rather than add it."],
  stylingBuildUp: [
    "AI tip: refresh with a mist of water before any oil.",
    "AI tip: sleep on satin to reduce friction.",
    "AI tip: clarify once a month if products feel heavy.",
  ],
  redFlags: ["AI: see a trichologist if breakage keeps going after two months of gentler care."],
})

export type AiReport = ReturnType<typeof aiReportFor>

/** The AI's own text, to find it in a page or a stored report. */
export const aiSnapshotMarker = "the AI wrote this plan"

/**
 * The class of contradictions a browser QA pass found a stand-in provider
 * writing: curly hair called wavy, a flaking scalp called balanced, a weekly
 * wash called a few times a week, detangling for wavy hair to a man with
 * short straight hair. Each line names what it gets wrong, for whom.
 */
export const driftingLines = {
  wavy: "Your wavy hair likes a light mousse scrunched in while it is damp.",
  balanced: "You have a scalp that feels balanced, so keep your shampoo as it is.",
  fewTimesAWeek: "Washing a few times a week keeps your scalp fresh.",
  detangling: "Detangle gently from the ends up with a wide-tooth comb for wavy hair.",
  waves: "Scrunch your waves with a little mousse to refresh them",
} as const

/** A report carrying every drifting line beside the usual ones. */
export const driftingReportFor = (name: string) => {
  const report = aiReportFor(name)
  return {
    ...report,
    routineSnapshot: `${report.routineSnapshot} ${driftingLines.wavy}`,
    doingWell: [...report.doingWell, driftingLines.fewTimesAWeek, driftingLines.balanced],
    weeklyRhythm: [...report.weeklyRhythm, { day: "Friday", activity: driftingLines.waves }],
    stylingBuildUp: [driftingLines.detangling, ...report.stylingBuildUp],
  }
}

/** What an over-reassuring provider writes beside red flags, again and again. */
export const reassuringLine = "Everything looks fine, no need to see anyone."

export const reassuringReportFor = (name: string) => {
  const report = aiReportFor(name)
  return {
    ...report,
    doingWell: [...report.doingWell, reassuringLine, reassuringLine],
    avoidForNow: [...report.avoidForNow, reassuringLine],
    scienceNotes: [...report.scienceNotes, reassuringLine],
    stylingBuildUp: [...report.stylingBuildUp, reassuringLine],
    redFlags: [reassuringLine, reassuringLine],
  }
}

type Lines = ReadonlyArray<ReadonlyArray<string>>

/**
 * The `cites` beside a report: for each line, the fact ids `cite` picks for
 * it (every line of the snapshot and texture guidance is one line).
 */
export const citationsFor = (
  report: AiReport,
  cite: (text: string) => ReadonlyArray<string>,
): Readonly<Record<string, Lines>> => {
  const each = (lines: ReadonlyArray<string>) => lines.map(cite)
  const texture = report.productTexture
  return {
    routineSnapshot: each([report.routineSnapshot]),
    doingWell: each(report.doingWell),
    avoidForNow: each(report.avoidForNow),
    weeklyRhythm: each(report.weeklyRhythm.map((day) => `${day.day} ${day.activity}`)),
    textureGuidance: each([texture.textureGuidance]),
    applicationZones: each(texture.applicationZones),
    products: each(texture.products.map((p) => `${p.title} ${p.ingredients} ${p.usage}`)),
    stylingBuildUp: each(report.stylingBuildUp),
    scienceNotes: each(report.scienceNotes),
    redFlags: each(report.redFlags),
  }
}

/** A provider's whole answer: the report, every line citing `cites`, and no statements read. */
export const aiAnswerFor = (
  name: string,
  options: {
    readonly report?: AiReport
    readonly cites?: ReadonlyArray<string>
    readonly noteStatements?: ReadonlyArray<unknown>
  } = {},
) => {
  const report = options.report ?? aiReportFor(name)
  return {
    report,
    cites: citationsFor(report, () => options.cites ?? ["A1"]),
    noteStatements: options.noteStatements ?? [],
    noteSubject: null,
  }
}
