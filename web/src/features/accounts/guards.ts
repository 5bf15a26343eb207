/**
 * Route guards (`beforeLoad`) that depend on who is signed in. They read the
 * current user through the query cache: at once when it is known, and
 * waiting for the answer when it is being read again (after joining the
 * waitlist, say), so a guard never decides on a stale "nobody".
 */
import type { QueryClient } from "@tanstack/react-query"
import { redirect } from "@tanstack/react-router"
import { currentUserQueryOptions } from "./queries.ts"

interface GuardContext {
  readonly context: { readonly queryClient: QueryClient }
}

const currentUser = (queryClient: QueryClient) => queryClient.fetchQuery(currentUserQueryOptions())

/**
 * /login, /signup, /auth (spec §2): someone already signed in has nothing to
 * do there and goes home. If we can't tell (the API is down), the form
 * shows; signing in will say what is wrong.
 */
export const redirectSignedInHome = async ({ context }: GuardContext) => {
  const user = await currentUser(context.queryClient).catch(() => null)
  if (user) throw redirect({ to: "/" })
}

/**
 * /quiz (spec §2, §6): a visitor is sent to the landing page's waitlist. A
 * server that cannot be reached is the error page's to explain.
 */
export const requireSignedIn = async ({ context }: GuardContext) => {
  const user = await currentUser(context.queryClient)
  if (!user) throw redirect({ to: "/", hash: "waitlist" })
}
