/**
 * GET /api/waitlist/count, read by hand. The landing page asks for the count
 * as it loads, and decoding it with the contract's schema (callApi) would
 * load Effect's Schema for one number: about 55 kB gzipped that a phone
 * would download and run before the page settles, which nothing else a
 * visitor's landing page does needs (docs/performance.md). So the answer
 * comes through `fetchApi` and its one field is checked here, as strictly
 * as the count is made (a whole number, not below zero). The count is quiet
 * when it fails (WaitlistCount.tsx), so a failed answer is a plain Error.
 */
import type { WaitlistCount } from "@strand/api/contract/waitlist/WaitlistAnswers"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { fetchApi } from "../../lib/callApi.ts"

export const readWaitlistCount = async (
  signal?: AbortSignal,
): Promise<typeof WaitlistCount.Type> => {
  const response = await fetchApi(api.waitlist.count, signal === undefined ? {} : { signal })
  if (!response.ok) throw new Error(`${api.waitlist.count} answered ${response.status}`)
  const body: unknown = await response.json()
  const count = (body as { count?: unknown } | null)?.count
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0) {
    throw new Error(`${api.waitlist.count} answered without a count`)
  }
  return { count }
}
