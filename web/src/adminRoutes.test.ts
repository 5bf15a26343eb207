/**
 * The admin routes with the app's router and query cache, against a
 * stand-in server: each page's loader reads its data, a refusal is the
 * route's error, and the admin data does not outlive the visit to the admin
 * pages (routes/admin/route.tsx).
 */
import { createMemoryHistory } from "@tanstack/react-router"
import { describe, expect, it, vi } from "vitest"
import { adminKeyRoot } from "./features/admin/adminKeyRoot.ts"
import { makeQueryClient } from "./lib/queryClient.ts"
import { pageAddress, standInFetchAroundEachTest } from "./lib/testing/standInFetch.ts"
import { makeRouter } from "./router.tsx"

standInFetchAroundEachTest()

const signedOut = () =>
  Response.json(
    { _tag: "Unauthorized", message: "Please sign in first.", code: "UNAUTHORIZED" },
    { status: 401 },
  )
const notOnTheTeam = () =>
  Response.json(
    { _tag: "Forbidden", message: "This page is only for Strand's team.", code: "FORBIDDEN" },
    { status: 403 },
  )

/** The app's router on `path` for a signed-in admin, its cache, and the paths the server was asked. */
const openAsAdmin = async (path: string, answer: (path: string) => Response) => {
  // A browser's: the router runs as in one, and the session hint cookie is
  // there (the admin pages ask the API only with it: sessionHint.ts).
  vi.stubGlobal("window", globalThis)
  vi.stubGlobal("self", globalThis)
  vi.stubGlobal("document", { cookie: "strand_signed_in=1" })
  const asked: Array<string> = []
  globalThis.fetch = async (input) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input), pageAddress)
    asked.push(pathname)
    return pathname === "/api/user" ? signedOut() : answer(pathname)
  }
  const queryClient = makeQueryClient()
  const router = makeRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  return { queryClient, router, asked }
}

const adminQueries = (queryClient: ReturnType<typeof makeQueryClient>) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: adminKeyRoot })
    .map((query) => query.queryKey.slice(1, 2).join())

const directory = { experts: [] }
const waitlist = { total: 0, entries: [] }

describe("the admin routes", () => {
  it("load their page's data before the page shows, and keep it while the admin moves between them", async () => {
    const { queryClient, router, asked } = await openAsAdmin("/admin", (path) =>
      Response.json(path === "/api/admin/experts" ? directory : waitlist),
    )
    expect(asked).toContain("/api/admin/waitlist")
    expect(router.state.matches.at(-1)?.status).toBe("success")
    expect(adminQueries(queryClient)).toEqual(["waitlist"])

    await router.navigate({ to: "/admin/experts" })
    expect(asked).toContain("/api/admin/experts")
    // The waitlist goes a few seconds after no page shows it (queries.ts),
    // not at once: another admin page is still the admin's visit.
    expect(adminQueries(queryClient).sort()).toEqual(["experts", "waitlist"])
  })

  it("drop every admin page's data as soon as the admin leaves the admin pages", async () => {
    const { queryClient, router } = await openAsAdmin("/admin", () => Response.json(waitlist))
    await router.navigate({ to: "/admin/experts" })
    expect(adminQueries(queryClient)).not.toEqual([])

    await router.navigate({ to: "/login" })
    expect(router.state.location.pathname).toBe("/login")
    expect(adminQueries(queryClient)).toEqual([])
    // Only the admin data: who is signed in stays known.
    expect(queryClient.getQueryData(["user"])).toBeNull()
  })

  it("make a refusal the route's error, for its error component to explain", async () => {
    const { router } = await openAsAdmin("/admin/experts", notOnTheTeam)
    const match = router.state.matches.at(-1)
    expect(match?.routeId).toBe("/admin/experts")
    expect(match?.status).toBe("error")
    expect(match?.error).toMatchObject({
      status: 403,
      message: "This page is only for Strand's team.",
    })
  })
})
