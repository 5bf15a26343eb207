/** The waitlist form's rules are the domain's: same messages, same encoding. */
import { describe, expect, it } from "vitest"
import { emptyJoinForm, errorsByField, validateJoinForm } from "./joinForm.ts"

describe("validateJoinForm", () => {
  it("explains a short name and a bad e-mail with the domain's messages", () => {
    expect(validateJoinForm({ ...emptyJoinForm, name: "A", email: "ada@" })).toEqual({
      _tag: "Invalid",
      errors: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
      },
    })
  })

  it("builds the request: trimmed, 'other: <text>', referral code", () => {
    const result = validateJoinForm(
      { name: " Ada ", email: "ada@example.com", concern: "other", otherConcern: " frizz " },
      "friend_42",
    )
    expect(result._tag).toBe("Valid")
    if (result._tag !== "Valid") return
    expect({ ...result.request }).toEqual({
      name: "Ada",
      email: "ada@example.com",
      hairConcerns: "other: frizz",
      referralCode: "friend_42",
    })
  })

  it("leaves the concern out when none is chosen", () => {
    const result = validateJoinForm({ ...emptyJoinForm, name: "Ada", email: "ada@example.com" })
    expect(result._tag === "Valid" && "hairConcerns" in result.request).toBe(false)
  })

  it("puts a problem that belongs to no field on the form", () => {
    const result = validateJoinForm(
      { ...emptyJoinForm, name: "Ada", email: "ada@example.com" },
      "not a code",
    )
    expect(result).toEqual({ _tag: "Invalid", errors: { form: "Invalid referral code" } })
  })
})

describe("errorsByField", () => {
  it("maps the server's issues onto the form's fields", () => {
    expect(
      errorsByField([
        { path: ["email"], message: "Please enter a valid email address" },
        { path: ["hairConcerns"], message: "Please choose a hair concern from the list" },
      ]),
    ).toEqual({
      email: "Please enter a valid email address",
      concern: "Please choose a hair concern from the list",
    })
  })
})
