/**
 * A GET without the typed client, for the reads a page needs as it opens:
 * who is signed in, their quiz status, the report on the result page. The
 * typed client (apiClient.ts) reflects the whole contract with Effect's HTTP
 * client: as the quiz loaded it, 101 kB gzipped, 58 kB of it beyond the
 * Effect Schema the quiz needs anyway, and 200 to 330 ms of script on a
 * throttled phone before the page could show anything (docs/performance.md).
 * A read needs only its answer's schema. Both come from the contract: the
 * path from apiPaths.gen.ts (apiPath.ts), the schema from the contract's
 * own module, loaded beside the request.
 *
 * The request goes out at once; the answer's schema and the decoding
 * (Effect's Schema) load beside it, so neither waits for the other. This
 * module itself imports neither, so the app's first chunk can hold it.
 *
 * It answers as the typed client does: the decoded success, or the same
 * ApiError (decodeAnswer.ts).
 */
import type { Schema } from "effect"

/** What came back: the answer's status and text; undefined when no answer came at all. */
export interface ReceivedAnswer {
  readonly ok: boolean
  readonly status: number
  readonly statusText: string
  readonly bodyText: string
}

export const readApi = async <S extends Schema.ConstraintDecoder<unknown>>(
  /** From apiPath.ts: the contract's path, parameters filled in. */
  path: string,
  answer: () => Promise<S>,
): Promise<S["Type"]> => {
  const received = ask(path)
  const [{ decodeAnswer }, schema, answered] = await Promise.all([
    import("./decodeAnswer.ts"),
    answer(),
    received,
  ])
  return decodeAnswer(answered, schema)
}

const ask = (path: string): Promise<ReceivedAnswer | undefined> =>
  globalThis
    .fetch(path, { headers: { accept: "application/json" }, credentials: "same-origin" })
    .then(async (response) => ({
      ok: response.ok,
      status: response.status,
      statusText: response.statusText,
      bodyText: await response.text(),
    }))
    .catch(() => undefined)
