/**
 * The OpenAI-speaking test server for the e2e suite (playwright.config.ts
 * starts it): every request under /v1 gets a good AI report, every request
 * under /down/v1 a 503, like a provider that is down, and every request under
 * /slow/v1 a good report 5 s late, like a busy provider.
 */
import { startFakeAiProvider } from "@strand/adapters/testing/FakeAiProvider"

const port = Number(process.env.FAKE_AI_PORT)
const slowAnswerMillis = 5000
await startFakeAiProvider({
  port,
  answerFor: (path) =>
    path.startsWith("/down/")
      ? { _tag: "Status", status: 503 }
      : path.startsWith("/slow/")
        ? { _tag: "Report", delayMs: slowAnswerMillis }
        : undefined,
})
console.log(`Fake AI provider listening on http://127.0.0.1:${port}`)
