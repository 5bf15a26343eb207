/**
 * Unit tests' stand-in for the server: `globalThis.fetch` answered by the
 * test, with the page's address stubbed (the SPA asks relative /api paths,
 * which a browser resolves against the page). The real server is the e2e
 * tests'; these answer what it cannot be made to (a proxy's 502 text, a
 * dropped connection, a broken body).
 */
import { ApiError } from "@strand/domain/errors/ApiError"
import { afterEach, beforeEach, expect, vi } from "vitest"

export const pageAddress = "http://strand.test/"

/** Registers the stub and its undoing around every test of the file. */
export const standInFetchAroundEachTest = () => {
  const realFetch = globalThis.fetch
  beforeEach(() => {
    vi.stubGlobal("location", new URL(pageAddress))
  })
  afterEach(() => {
    globalThis.fetch = realFetch
    vi.unstubAllGlobals()
  })
}

/** Answers every request with `response()`; returns the requests seen, in order. */
export const answerWith = (response: () => Response | Promise<Response>) => {
  const seen: Array<Request> = []
  globalThis.fetch = async (input, init) => {
    seen.push(
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), pageAddress), init),
    )
    return response()
  }
  return seen
}

/** The ApiError `promise` rejects with (the test fails if it resolves or rejects otherwise). */
export const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}
