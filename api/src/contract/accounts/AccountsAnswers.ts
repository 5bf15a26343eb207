/**
 * What signing in answers besides the user (UserJson.ts): the magic-link
 * mode's "check your e-mail". Apart from the endpoints (AccountsApi.ts), so
 * the SPA loads it without the contract's endpoints (web/build/apiEndpoints.ts).
 */
import { Schema } from "effect"

/** AUTH_MODE=magic-link: nobody is signed in until they open the e-mailed link. */
export const CheckEmail = Schema.Struct({
  checkEmail: Schema.Literal(true),
  message: Schema.String,
})
