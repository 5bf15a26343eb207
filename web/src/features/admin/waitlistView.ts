/**
 * Which part of the waitlist the admin page shows, as the URL keeps it
 * (`?search=ada&after=<id>`): a search by name or e-mail and the page's
 * place, by key (the API's `after`/`before`). Anything else in the URL is
 * dropped, so a mistyped link shows the newest page rather than an error.
 */

import { api } from "../../lib/apiEndpoints.gen.ts"
import { apiUrl } from "../../lib/callApi.ts"

export interface WaitlistView {
  readonly search?: string
  /** the page of sign-ups older than this one */
  readonly after?: string
  /** the page of sign-ups newer than this one */
  readonly before?: string
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The longest search the API takes. */
export const searchMaxLength = 200

const cursor = (value: unknown) => (typeof value === "string" && uuid.test(value) ? value : "")

export const validateWaitlistView = (search: Record<string, unknown>): WaitlistView => {
  const text = typeof search.search === "string" ? search.search.trim() : ""
  const after = cursor(search.after)
  const before = after === "" ? cursor(search.before) : ""
  return {
    ...(text !== "" && text.length <= searchMaxLength ? { search: text } : {}),
    ...(after !== "" ? { after } : {}),
    ...(before !== "" ? { before } : {}),
  }
}

/** Whether two views show the same sign-ups (the URL gives a new object on every visit). */
export const sameWaitlistView = (a: WaitlistView, b: WaitlistView): boolean =>
  a.search === b.search && a.after === b.after && a.before === b.before

/** Where the CSV of the whole waitlist (or the search's) downloads from. */
export const waitlistCsvHref = (search: string | undefined) =>
  apiUrl(api.admin.waitlistCsv, { query: { search } })
