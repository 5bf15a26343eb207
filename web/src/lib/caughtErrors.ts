/**
 * What React does with an error that an error boundary (a route's error
 * component) caught. A failed call to Strand's API (an ApiError: refused,
 * not found, out of reach) is the page's answer, which its error component
 * explains to the person: nothing to log, or a visitor on an admin page
 * would find "Please sign in first." in the console. Anything else is a
 * fault, logged as React logs it by default.
 */
import type { RootOptions } from "react-dom/client"
import { isApiError } from "./callApi.ts"

export const rootOptions = {
  onCaughtError: (error) => {
    if (!isApiError(error)) console.error(error)
  },
} satisfies RootOptions
