/**
 * GET /api/waitlist/count without the typed client. The landing page asks
 * for the count as it loads, and the typed client (apiClient.ts) brings the
 * whole contract and Effect's Schema with it: about 85 kB gzipped that a
 * phone would download and run before the page settles (Lighthouse measured
 * the landing page's blocking time at 390–620 ms with it, 160–190 ms
 * without; docs/performance.md). The answer is one number, checked here by
 * hand, not with readApi.ts, which would load Effect's Schema for it: no
 * other part of a visitor's landing page needs it. The count is quiet when it fails (WaitlistCount.tsx), so a failure
 * is a plain Error, not the ApiError the typed client rejects with.
 */
import type { WaitlistCount } from "@strand/api/contract/waitlist/WaitlistAnswers"
import { apiPaths } from "../../lib/apiPath.ts"

export const readWaitlistCount = async (
  signal?: AbortSignal,
): Promise<typeof WaitlistCount.Type> => {
  const response = await globalThis.fetch(apiPaths.waitlist.count, {
    headers: { accept: "application/json" },
    ...(signal === undefined ? {} : { signal }),
  })
  if (!response.ok) throw new Error(`GET ${apiPaths.waitlist.count} answered ${response.status}`)
  const body: unknown = await response.json()
  const count = (body as { count?: unknown } | null)?.count
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0) {
    throw new Error(`GET ${apiPaths.waitlist.count} answered without a count`)
  }
  return { count }
}
