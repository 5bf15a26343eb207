/**
 * The landing page rendered at build time (vite.config.ts runs it after the
 * client build): the HTML that paints the hero and the waitlist form before
 * any JavaScript arrives, for a visitor nobody has signed in as yet. The
 * browser hydrates it (main.tsx). Also the frames the SPA's shells show
 * until the app starts: the quiz's first question for /quiz, "Loading..."
 * for every other page.
 */

import { createMemoryHistory } from "@tanstack/react-router"
import { renderToString } from "react-dom/server"
import { App } from "./App.tsx"
import { PendingFrame } from "./features/nav/PendingFrame.tsx"
import { QuizPage } from "./features/quiz/QuizPage.tsx"
import { quizPageName } from "./features/quiz/quizPageName.ts"
import { initialQuizState } from "./features/quiz/quizState.ts"
import { seedEmbeddedAnswers } from "./lib/embeddedAnswers.ts"
import { titleOf } from "./lib/pageTitle.ts"
import { makeQueryClient } from "./lib/queryClient.ts"
import { makeRouter } from "./router.tsx"

/** A page as rendered: its title, what goes in <head>, and the body for #root. */
export interface RenderedPage {
  readonly title: string
  /** The <link> and <meta> elements React wrote for <head>, one per line. */
  readonly head: string
  readonly body: string
}

/**
 * React writes what belongs in <head> (the hero poster's preload, the page
 * title) at the start of a rendered subtree; the browser would find them
 * inside #root, where hydration expects the app. They are taken off the
 * front of `html`, for the shell's <head>.
 */
const splitHead = (html: string): RenderedPage => {
  let body = html
  let head = ""
  let title = ""
  for (;;) {
    const match = /^(?:<(?:link|meta)\b[^>]*\/?>|<title>([^<]*)<\/title>)/.exec(body)
    if (match === null) return { title, head, body }
    if (match[1] === undefined) head += `    ${match[0]}\n`
    else title = match[1]
    body = body.slice(match[0].length)
  }
}

export const renderLandingPage = async (): Promise<RenderedPage> => {
  const queryClient = makeQueryClient()
  const router = makeRouter(queryClient, createMemoryHistory({ initialEntries: ["/"] }))
  await router.load()
  return splitHead(renderToString(<App queryClient={queryClient} router={router} />))
}

/** The frame every other page shows until the app starts (the SPA shell's content). */
export const renderPendingFrame = (): string => renderToString(<PendingFrame />)

const nothing = () => {}

/**
 * The frame of /quiz: its first question, as a signed-in person with nothing
 * to resume sees it, painted from the HTML before any JavaScript runs. It was
 * the page's largest paint, 3.4 s into a simulated phone's load while it
 * waited for the app, the API and the quiz's chunks (docs/performance.md).
 * The app replaces it with the same question once the page is ready; until
 * then it is inert (a click or a focus would be lost). The server sends it
 * only to someone with a session and nothing to resume
 * (api/src/server/site/StaticSite.ts).
 */
export const renderQuizFrame = (): { readonly title: string; readonly body: string } => ({
  title: titleOf(quizPageName),
  body: renderToString(
    <PendingFrame>
      {/* Inert until the app takes over: nothing to click or focus that would do nothing. */}
      <div inert>
        <QuizPage
          userName={null}
          initialState={initialQuizState}
          onBackToHome={nothing}
          onLogout={nothing}
          onAnalysed={nothing}
          onShowResult={nothing}
        />
      </div>
    </PendingFrame>,
  ),
})

/** A part React could not render yet (a lazily loaded component): the browser would render it. */
const unfinished = "<!--$!-->"

/**
 * A person's report page as the app renders it, for the server to send to
 * its owner (api/src/server/site/ResultPageHtml.ts): the report is the
 * page's largest paint, and rendered only in the browser it waited for the
 * app, the API and the report's chunks (docs/performance.md). Given the
 * answers the API gives the same browser (GET /api/user,
 * /api/user/quiz-status, /api/analyses/{id}) as their JSON, read as the
 * browser reads them (embeddedAnswers.ts); the browser is given the same
 * JSON with the page and hydrates it (main.tsx). Rendered again while a
 * lazily loaded part was not there yet (the first report after a start), so
 * hydration meets the whole page.
 */
export const renderResultPage = async (path: string, answers: string): Promise<RenderedPage> => {
  const queryClient = makeQueryClient()
  if (!(await seedEmbeddedAnswers(queryClient, answers))) {
    throw new Error("The report page's answers could not be read")
  }
  const router = makeRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  const render = () =>
    renderToString(<App queryClient={queryClient} router={router} renderedWithPersonsData />)
  let html = render()
  for (let tries = 0; html.includes(unfinished) && tries < 5; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10))
    html = render()
  }
  return splitHead(html)
}
