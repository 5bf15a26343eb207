/**
 * Where the e2e servers listen, from E2E_PORT (so two checkouts can run their
 * suites side by side): the main app on E2E_PORT, the two apps with
 * AI_PROVIDER=openai on +1 (working provider) and +2 (failing provider), and
 * the OpenAI-speaking test server on +3.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3199)
export const fakeAiPort = e2ePort + 3

export const aiAppUrls = {
  working: `http://127.0.0.1:${e2ePort + 1}`,
  failing: `http://127.0.0.1:${e2ePort + 2}`,
}
