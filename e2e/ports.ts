/**
 * Where the e2e servers listen, from E2E_PORT (so two checkouts can run their
 * suites side by side): the main app on E2E_PORT; the two apps with
 * AI_PROVIDER=openai and the OpenAI-speaking test server on E2E_AI_PORT,
 * +1 and +2 (default E2E_PORT+10, so that checkouts whose E2E_PORTs are
 * neighbours do not collide).
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3199)
const aiPort = Number(process.env.E2E_AI_PORT ?? e2ePort + 10)

export const aiAppUrls = {
  working: `http://127.0.0.1:${aiPort}`,
  failing: `http://127.0.0.1:${aiPort + 1}`,
}
export const fakeAiPort = aiPort + 2
