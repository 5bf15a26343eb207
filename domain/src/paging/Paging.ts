/**
 * Lists that grow without bound (the waitlist, a person's reports) are read
 * a page at a time, by key: a page starts after (or before) the item a
 * reader last saw, named by its id, so reading page 10,000 costs what page 1
 * costs, and a sign-up arriving meanwhile does not shift what comes next.
 */
import { Schema } from "effect"

/** At most this many items a page, whatever is asked. */
export const maxPageSize = 100

/** How many items a page holds when the reader does not say. */
export const defaultPageSize = 50

export const PageSize = Schema.Int.check(
  Schema.isBetween(
    { minimum: 1, maximum: maxPageSize },
    { message: `A page holds 1 to ${maxPageSize} items` },
  ),
)

/** Where a page starts: the id of the item next to it, as the previous page gave it. */
export const PageCursor = Schema.String.check(
  Schema.isUUID(undefined, { message: "Invalid page cursor" }),
)
export type PageCursor = typeof PageCursor.Type
