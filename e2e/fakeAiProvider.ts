/**
 * The OpenAI-speaking test server for the e2e suite (playwright.config.ts
 * starts it): every request under /v1 gets a good AI report, every request
 * under /down/v1 a 503, like a provider that is down.
 */
import { startFakeAiProvider } from "@strand/adapters/testing/FakeAiProvider"

const port = Number(process.env.FAKE_AI_PORT)
await startFakeAiProvider({
  port,
  answerFor: (path) => (path.startsWith("/down/") ? { _tag: "Status", status: 503 } : undefined),
})
console.log(`Fake AI provider listening on http://127.0.0.1:${port}`)
