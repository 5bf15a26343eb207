import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import { validateForm } from "../errors/FormErrors.ts"
import { JoinWaitlist } from "../waitlist/WaitlistEntry.ts"
import { AuthPageForm, authPageName, LoginCredentials, SignUpCredentials } from "./Credentials.ts"

const errorsOf = (result: Result.Result<unknown, Readonly<Record<string, string>>>) =>
  Result.isFailure(result) ? result.failure : {}

describe("login and sign-up forms", () => {
  it("use the waitlist's name and e-mail messages; referralCode is optional", () => {
    assert.strictEqual(SignUpCredentials, LoginCredentials)
    for (const schema of [LoginCredentials, JoinWaitlist]) {
      assert.deepStrictEqual(errorsOf(validateForm(schema)({ name: "A", email: "nope" })), {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
      })
    }
    const ok = validateForm(LoginCredentials)({ name: "Ada", email: " ada@example.com " })
    assert.isTrue(Result.isSuccess(ok))
    if (Result.isSuccess(ok)) {
      assert.strictEqual(ok.success.email, "ada@example.com")
      assert.isUndefined(ok.success.referralCode)
    }
  })

  it("counts name length in characters as a person does", () => {
    assert.isTrue(
      Result.isSuccess(validateForm(LoginCredentials)({ name: "李明", email: "l@example.cn" })),
    )
    assert.isFalse(
      Result.isSuccess(validateForm(LoginCredentials)({ name: " 李 ", email: "l@example.cn" })),
    )
  })
})

describe("auth page form", () => {
  const validate = validateForm(AuthPageForm)

  it("needs only a valid e-mail", () => {
    assert.deepStrictEqual(errorsOf(validate({ email: "x@" })), {
      email: "Please enter a valid email address",
    })
    const ok = validate({ email: "ada@example.com" })
    assert.isTrue(Result.isSuccess(ok) && authPageName(ok.success) === undefined)
  })

  it("treats a blank name as not given, and a given name needs 2 characters", () => {
    const blank = validate({ email: "ada@example.com", name: "   " })
    assert.isTrue(Result.isSuccess(blank) && authPageName(blank.success) === undefined)
    assert.deepStrictEqual(errorsOf(validate({ email: "ada@example.com", name: "A" })), {
      name: "Name must be at least 2 characters",
    })
    const named = validate({ email: "ada@example.com", name: " Ada " })
    assert.isTrue(Result.isSuccess(named) && authPageName(named.success) === "Ada")
  })
})
