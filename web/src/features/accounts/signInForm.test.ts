/** The sign-in forms' rules: the domain's messages per field, and the payload each page sends. */
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import {
  emptySignInForm,
  errorsByField,
  validateAuthPage,
  validateLogin,
  validateSignUp,
} from "./signInForm.ts"

const failureOf = <A, E>(result: Result.Result<A, E>): E => {
  if (Result.isSuccess(result)) throw new Error("expected the form to be refused")
  return result.failure
}

describe("validateLogin / validateSignUp", () => {
  it("asks for a name of 2 characters and a valid e-mail", () => {
    for (const validate of [validateLogin, validateSignUp]) {
      expect(failureOf(validate({ ...emptySignInForm, name: "A", email: "ada@" }))).toEqual({
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
      })
    }
  })

  it("sends trimmed values and leaves a blank referral code out", () => {
    const result = validateLogin({ name: " Ada ", email: " ada@example.com ", referralCode: "  " })
    expect(Result.isSuccess(result) && { ...result.success }).toEqual({
      name: "Ada",
      email: "ada@example.com",
    })
  })

  it("sends a referral code when there is one, and refuses a malformed one", () => {
    const ok = validateSignUp({ name: "Ada", email: "ada@example.com", referralCode: "friend_42" })
    expect(Result.isSuccess(ok) && ok.success.referralCode).toBe("friend_42")
    expect(
      failureOf(validateSignUp({ name: "Ada", email: "ada@example.com", referralCode: "no way" })),
    ).toEqual({ referralCode: "Invalid referral code" })
  })
})

describe("validateAuthPage", () => {
  it("needs only a valid e-mail", () => {
    const result = validateAuthPage({ ...emptySignInForm, email: "ada@example.com" })
    expect(Result.isSuccess(result) && { ...result.success }).toEqual({ email: "ada@example.com" })
  })

  it("holds a name, when given, to the same 2-character rule", () => {
    expect(failureOf(validateAuthPage({ ...emptySignInForm, email: "x", name: "A" }))).toEqual({
      email: "Please enter a valid email address",
      name: "Name must be at least 2 characters",
    })
    const named = validateAuthPage({ ...emptySignInForm, email: "ada@example.com", name: " Ada " })
    expect(Result.isSuccess(named) && named.success.name).toBe("Ada")
  })

  it("never sends a referral code", () => {
    const result = validateAuthPage({ name: "", email: "ada@example.com", referralCode: "x_1" })
    expect(Result.isSuccess(result) && "referralCode" in result.success).toBe(false)
  })
})

describe("errorsByField", () => {
  it("maps the server's issues onto fields, and the rest onto the form", () => {
    expect(
      errorsByField([
        { path: ["email"], message: "Please enter a valid email address" },
        { path: ["email"], message: "second problem" },
        { path: [], message: "Something about the whole request" },
      ]),
    ).toEqual({
      email: "Please enter a valid email address",
      "": "Something about the whole request",
    })
  })
})
