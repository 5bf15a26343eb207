/**
 * What every admin page's stories share: the whole page, in a browser that
 * holds the session hint cookie (the SPA asks the API who is signed in only
 * then). Each story answers the page's API calls itself (fakeApi.ts).
 */
import { holdSessionHint } from "../sessionHint.ts"

export const adminPage = {
  parameters: { layout: "fullscreen" },
  beforeEach: holdSessionHint,
} as const
