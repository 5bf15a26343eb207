/**
 * Stands in for Strand's API in a story: replaces fetch for /api/* with
 * answers written in the contract's terms, and gives the real fetch back
 * when the story ends (use from a story's `beforeEach`).
 */
type Answer = (request: Request) => Response | Promise<Response>

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

/** A request that never gets an answer: the UI stays pending. */
export const never = (): Promise<Response> => new Promise(() => {})

export const fakeApi = (routes: Record<string, Answer>) => {
  const realFetch = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const { pathname } = new URL(request.url, globalThis.location.href)
    const answer = routes[`${request.method} ${pathname}`]
    if (answer !== undefined) return answer(request)
    if (pathname.startsWith("/api/")) {
      throw new Error(`fakeApi: no answer for ${request.method} ${pathname}`)
    }
    return realFetch(input, init)
  }
  return () => {
    globalThis.fetch = realFetch
  }
}
