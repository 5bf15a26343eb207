/** A contact waiting in the outbox is read back with each referral code where it belongs. */
import { assert, describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { CrmContact } from "./Crm.ts"

const contact: CrmContact = {
  waitlistEntryId: "entry-1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  hairConcerns: "",
  referredByCode: "joined_with",
  referralCode: "ada_own",
  signedUpAt: "2026-11-20T10:00:00.000Z",
}

describe("CrmContact", () => {
  it("reads back what it wrote", () => {
    const stored = JSON.parse(JSON.stringify(Schema.encodeSync(CrmContact)(contact)))
    assert.deepStrictEqual(Schema.decodeUnknownSync(CrmContact)(stored), contact)
  })

  it("reads a contact queued before it carried its own code: `referralCode` was the code it joined with", () => {
    const { referredByCode: _, referralCode: __, ...rest } = contact
    const queued = { ...rest, referralCode: "joined_with" }
    assert.deepStrictEqual(Schema.decodeUnknownSync(CrmContact)(queued), {
      ...contact,
      referralCode: null,
    })
  })
})
