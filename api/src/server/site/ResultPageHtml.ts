/**
 * A person's report page rendered on the server: the report is the page's
 * largest paint, and rendered only in the browser it waited for the app,
 * the API and the report's chunks (docs/performance.md has the timings on
 * Lighthouse's simulated phone).
 *
 * For `GET /result?analysisId=…` from the report's owner, the server reads
 * what the API would answer the same browser (GET /api/user,
 * /api/user/quiz-status and /api/analyses/{id}: the same checks, the same
 * read model, the same JSON),
 * renders the page with the web build's own renderer
 * (`web/dist-server/prerender.js`, `renderResultPage`) into the SPA's shell,
 * and sends the answers with it as JSON (`#strand-answers`, data, not a
 * script), which the browser reads instead of asking again before it
 * hydrates the page (web/src/main.tsx). Anyone else (a visitor, another
 * person, an id that names nothing) gets the plain shell, as does every
 * request when the renderer is missing or fails: the page then works as
 * before, rendered in the browser.
 *
 * The answer holds personal data: never stored by a cache (`no-store`), and
 * it varies with the cookie.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { Accounts } from "@strand/domain/accounts/Accounts"
import { Analyses } from "@strand/domain/analysis/Analyses"
import { readReport } from "@strand/domain/analysis/ReportReading"
import { RoutineScheduleStore } from "@strand/domain/routine/RoutineScheduleStore"
import { Effect, Option, Schema } from "effect"
import { HttpServerResponse } from "effect/http"
import { QuizStatus, UserJson } from "../../contract/accounts/UserJson.ts"
import { AnalysisFound } from "../../contract/analysis/AnalysisFound.ts"
import { signedInUser } from "../accounts/SignedInUser.ts"
import { userJson } from "../accounts/ToUserJson.ts"
import { parseAnalysisId } from "../analysis/AnalysisIdParam.ts"
import { ServerSettings } from "../http/ServerSettings.ts"

interface Renderer {
  /** `answers`: the JSON of { user, quizStatus, report }, each the API's answer as JSON text. */
  readonly renderResultPage: (
    path: string,
    answers: string,
  ) => Promise<{ readonly title: string; readonly head: string; readonly body: string }>
}

/** The web build's renderer and empty shell, beside its dist; undefined when not built. */
const loadRenderer = (webDist: string) => {
  const folder = join(webDist, "..", "dist-server")
  return Effect.promise(() =>
    import(pathToFileURL(join(folder, "prerender.js")).href).then(
      (module: Partial<Renderer>) =>
        typeof module.renderResultPage === "function"
          ? {
              renderer: module as Renderer,
              shell: readFileSync(join(folder, "shell.html"), "utf8"),
            }
          : undefined,
      () => undefined,
    ),
  )
}

const encodeUser = Schema.encodeSync(Schema.toCodecJson(UserJson))
const encodeQuizStatus = Schema.encodeSync(Schema.toCodecJson(QuizStatus))
const encodeReport = Schema.encodeSync(Schema.toCodecJson(AnalysisFound))

/** JSON inside <script>: no "<" at all, so no text can close the element or open a comment. */
const scriptSafe = (json: string) => json.replaceAll("<", "\\u003c")

/**
 * The answer to `GET /result?analysisId=…` rendered with the report, for the
 * request's signed-in owner; undefined when the request gets the plain shell.
 */
export const makeResultPageHtml = (webDist: string) =>
  Effect.gen(function* () {
    const loaded = yield* loadRenderer(webDist)
    const accounts = yield* Accounts
    const analyses = yield* Analyses
    const schedules = yield* RoutineScheduleStore
    const { https, adminEmails } = yield* ServerSettings
    if (loaded === undefined) return () => Effect.succeed(undefined)
    const { renderer, shell } = loaded
    return (path: string, analysisId: string) =>
      Effect.gen(function* () {
        const user = yield* signedInUser(accounts, https)
        if (Option.isNone(user)) return undefined
        const id = yield* parseAnalysisId(analysisId)
        const analysis = yield* analyses.find(id, user.value.id)
        const hasCompletedQuiz = yield* accounts.hasCompletedQuiz(user.value.id)
        const schedule = yield* schedules.find(user.value.id)
        const answers = JSON.stringify({
          user: JSON.stringify(encodeUser(userJson(user.value, adminEmails))),
          quizStatus: JSON.stringify(encodeQuizStatus({ hasCompletedQuiz })),
          report: JSON.stringify(
            encodeReport({
              success: true,
              analysis: readReport(analysis, {
                referralCount: user.value.referralCount,
                schedule: Option.getOrUndefined(schedule),
              }),
            }),
          ),
        })
        const page = yield* Effect.tryPromise(() => renderer.renderResultPage(path, answers)).pipe(
          Effect.withSpan("render the report page"),
        )
        const data = `<script type="application/json" id="strand-answers">${scriptSafe(answers)}</script>`
        // Replaced by functions: a text may hold "$&" or "$'", which a
        // replacement string would read as patterns. The title comes escaped
        // from React.
        const html = shell
          .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`)
          .replace("</head>", () => `${page.head}  </head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${data}`)
        return HttpServerResponse.text(html, {
          contentType: "text/html; charset=utf-8",
          headers: { "cache-control": "private, no-store", vary: "Cookie" },
        })
      }).pipe(
        // Not theirs, not found, the database or the render failed: the plain shell.
        Effect.catchCause(() => Effect.succeed(undefined)),
      )
  })
