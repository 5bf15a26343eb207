import { assert, describe, it } from "@effect/vitest"
import { redact, withoutEmails } from "./Redact.ts"

describe("what a provider says, made safe", () => {
  it("masks addresses, the key sent and anything shaped like a key, and keeps it short", () => {
    assert.strictEqual(
      redact("Contact Ada.L@example.co.uk exists (key secret-123 / sk-proj-abcdef123)", [
        "secret-123",
      ]),
      "Contact [e-mail] exists (key [key] / [key])",
    )
    assert.strictEqual(redact("x".repeat(1000)).length, 300)
  })

  it("leaves text without an address as it is", () => {
    assert.strictEqual(withoutEmails("no address here"), "no address here")
    assert.strictEqual(withoutEmails('"bo@mail.example", and more'), '"[e-mail]", and more')
  })
})
