/** The join toast says what happened: the spec's text only when an account was created. */
import { describe, expect, it } from "vitest"
import { checkEmailToast, joinedToast, joinToast, rejoinedToast } from "./useJoinWaitlist.ts"

describe("joinToast", () => {
  it("says the account was created only when it was", () => {
    expect(joinToast({ accountCreated: true })).toEqual({
      title: "Welcome!",
      description: "Your account has been created.",
    })
    expect(joinToast({})).toBe(joinedToast)
  })

  it("says something true to a registered address, and to one that must open a link", () => {
    expect(joinToast({ accountCreated: false })).toBe(rejoinedToast)
    expect(rejoinedToast.description).not.toMatch(/created/)
    expect(joinToast({ checkEmail: true })).toBe(checkEmailToast)
  })
})
