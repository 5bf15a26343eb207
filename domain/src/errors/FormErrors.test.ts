import { assert, describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { UserName } from "../user/UserName.ts"
import { validateForm } from "./FormErrors.ts"

const Form = Schema.Struct({ name: UserName, age: Schema.Number })
const validate = validateForm(Form)

describe("validateForm", () => {
  it("returns the decoded value", () => {
    const result = validate({ name: " Ada ", age: 3 })
    assert.isTrue(Result.isSuccess(result))
    if (Result.isSuccess(result)) assert.strictEqual(result.success.name, "Ada")
  })

  it("gives the domain's own message, 'Required' for missing fields and 'Invalid input' otherwise", () => {
    const result = validate({ name: "A", age: "three" })
    assert.deepStrictEqual(Result.isFailure(result) && result.failure, {
      name: "Name must be at least 2 characters",
      age: "Invalid input",
    })
    const missing = validate({})
    assert.deepStrictEqual(Result.isFailure(missing) && missing.failure, {
      name: "Required",
      age: "Required",
    })
  })
})
