/** The signed-in user as the SPA sees them (the contract's UserJson), from the stored user. */
import type { User } from "@strand/domain/user/User"
import type { UserJson } from "../../contract/accounts/UserJson.ts"

export const userJson = (user: User, adminEmails: ReadonlySet<string>): UserJson => ({
  name: user.name,
  email: user.email,
  referralCode: user.referralCode,
  referralCount: user.referralCount,
  isAdmin: adminEmails.has(user.email.toLowerCase()),
})
