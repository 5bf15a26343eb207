import { readdirSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { violations } from "./DependencyRules.ts"
import { domainLayers } from "./DomainLayers.ts"
import { importGraph, importsOf } from "./ImportGraph.ts"

const repo = join(import.meta.dirname, "..", "..")

describe("the architecture's dependency rules", () => {
  // Tool configs (vitest.config.ts, vite.config.ts) sit outside src and are not app code.
  it("hold for every source file in the repo", () => {
    const edges = importGraph(repo, [
      "domain/src",
      "adapters/src",
      "api/src",
      "web/src",
      "stories/src",
      "e2e/tests",
    ])
    expect(edges.length).toBeGreaterThan(20)
    expect(violations(edges)).toEqual([])
  })

  it("place every folder of the domain in one layer", () => {
    const folders = readdirSync(join(repo, "domain/src"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    const layered = domainLayers.flat()
    expect(folders.filter((folder) => !layered.includes(folder))).toEqual([])
    expect(layered.filter((folder, i) => layered.indexOf(folder) !== i)).toEqual([])
  })

  it("read static, type-only, re-exported and dynamic imports", () => {
    const source = [
      'import { a } from "./a.ts"',
      'import type { B } from "@strand/api/server/b"',
      'export { c } from "../c.ts"',
      'const d = await import("@strand/adapters/d")',
      'import "./side-effect.css"',
      "import {\n  e,\n  f,\n} from 'effect'",
    ].join("\n")
    expect(importsOf(source)).toEqual([
      "./a.ts",
      "@strand/api/server/b",
      "../c.ts",
      "@strand/adapters/d",
      "./side-effect.css",
      "effect",
    ])
  })

  // Each deliberately wrong import must be caught, or the test above proves nothing.
  it.each([
    ["domain/src/quiz/Quiz.ts", "@strand/adapters/db/Database", "domain must not import adapters"],
    ["domain/src/quiz/Quiz.ts", "node:crypto", "domain must not import node"],
    ["domain/src/quiz/Quiz.ts", "react", "domain must not import package"],
    ["adapters/src/db/Db.ts", "@strand/api/server/main", "adapters must not import api/server"],
    ["api/src/contract/Api.ts", "../server/main.ts", "api/contract must not import api/server"],
    [
      "api/src/contract/Api.ts",
      "@strand/adapters/db/Database",
      "api/contract must not import adapters",
    ],
    ["web/src/lib/api.ts", "@strand/api/server/StrandServer", "web must not import api/server"],
    ["web/src/main.tsx", "@strand/adapters/db/Database", "web must not import adapters"],
    [
      "web/src/features/waitlist/WaitlistForm.tsx",
      "../quiz/Quiz.tsx",
      "web/feature:waitlist must not import web/feature:quiz",
    ],
    [
      "stories/src/Form.stories.tsx",
      "@strand/api/server/main",
      "stories must not import api/server",
    ],
    [
      "stories/src/mail/Mail.stories.tsx",
      "@strand/adapters/mail/SmtpMailer",
      "stories must not import adapters",
    ],
    [
      "adapters/src/analysis/PdfKitDoctorSummaryPdf.ts",
      "playwright-core",
      "adapters must not drive a browser at run time",
    ],
    [
      "domain/src/report/AnalysisResults.ts",
      "../analysis/AnalysisStore.ts",
      "domain/report must not import domain/analysis",
    ],
    ["domain/src/mail/Mail.ts", "../outbox/Outbox.ts", "domain/mail must not import domain/outbox"],
    [
      "domain/src/feedback/FeedbackSending.ts",
      "../progress/Progress.ts",
      "domain/feedback must not import domain/progress",
    ],
    [
      "domain/src/newfolder/Thing.ts",
      "../text/Sentences.ts",
      "domain/newfolder is in no layer (DomainLayers.ts)",
    ],
  ])("catches %s importing %s", (from, specifier, rule) => {
    expect(violations([{ from, specifier }])).toEqual([{ from, specifier, rule }])
  })

  it.each([
    ["domain/src/quiz/Quiz.ts", "effect"],
    ["domain/src/quiz/Quiz.test.ts", "@effect/vitest"],
    ["domain/src/analyst/Rule.ts", "../report/AnalysisResults.ts"],
    ["domain/src/delivery/OutboxDelivery.ts", "../waitlist/CrmSync.ts"],
    ["domain/src/analysis/Analyses.ts", "./AnalysisStore.ts"],
    ["domain/src/routine/WeekPlacement.test.ts", "../analyst/RulesReport.ts"],
    ["adapters/src/db/Db.ts", "@strand/domain/waitlist/WaitlistStore"],
    ["api/src/server/main.ts", "@strand/adapters/db/Database"],
    ["web/src/features/waitlist/WaitlistForm.tsx", "../../ui/toast.tsx"],
    ["web/src/features/waitlist/queries.ts", "@strand/api/contract/StrandApi"],
    ["stories/src/mail/Mail.stories.tsx", "@strand/adapters/mail/templates/ReportEmail"],
  ])("allows %s importing %s", (from, specifier) => {
    expect(violations([{ from, specifier }])).toEqual([])
  })
})
