/**
 * What the admin waitlist answers (AdminApi.ts). Apart from the endpoints,
 * so the SPA loads it without the contract's endpoints
 * (web/build/apiEndpoints.ts).
 */
import { PageCursor } from "@strand/domain/paging/Paging"
import { WaitlistEntry } from "@strand/domain/waitlist/WaitlistEntry"
import { Schema } from "effect"

export const AdminWaitlist = Schema.Struct({
  /** everyone on the waitlist, whatever the search */
  total: Schema.Number,
  /** this page, newest first */
  entries: Schema.Array(WaitlistEntry),
  /** the first entry's id, when newer sign-ups come before this page (ask with `before`) */
  newer: Schema.optionalKey(PageCursor),
  /** the last entry's id, when older sign-ups come after this page (ask with `after`) */
  older: Schema.optionalKey(PageCursor),
})
export type AdminWaitlist = typeof AdminWaitlist.Type
