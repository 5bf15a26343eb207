/**
 * What the sign-in forms hold (login, sign-up, the auth page) and how each
 * becomes the POST /api/login payload. The rules are the domain's schemas
 * (LoginCredentials, SignUpCredentials, AuthPageForm), so the messages under
 * the fields are the ones the server would answer with (spec §5).
 */
import type { SignInPayload } from "@strand/api/contract/accounts/AccountsApi"
import type { ValidationIssue } from "@strand/api/contract/ValidationError"
import { type FormErrors, validateForm } from "@strand/domain/errors/FormErrors"
import {
  AuthPageForm,
  authPageName,
  LoginCredentials,
  SignUpCredentials,
} from "@strand/domain/user/Credentials"
import { Result } from "effect"

export type SignInRequest = typeof SignInPayload.Type

export interface SignInFormValues {
  readonly name: string
  readonly email: string
  /** Login and sign-up only; blank means none. */
  readonly referralCode: string
}

export const emptySignInForm: SignInFormValues = { name: "", email: "", referralCode: "" }

export type SignInField = keyof SignInFormValues
/** A message per field; "" holds a problem that belongs to no field. */
export type SignInFormErrors = Partial<Record<SignInField | "", string>>

export type SignInValidation = Result.Result<SignInRequest, SignInFormErrors>

// A blank optional code is "none", not an (empty) code.
const credentialsInput = (values: SignInFormValues) => ({
  email: values.email,
  name: values.name,
  ...(values.referralCode.trim() === "" ? {} : { referralCode: values.referralCode }),
})

const toRequest = (credentials: LoginCredentials): SignInRequest => ({
  email: credentials.email,
  name: credentials.name,
  ...(credentials.referralCode ? { referralCode: credentials.referralCode } : {}),
})

const validateLoginCredentials = validateForm(LoginCredentials)
const validateSignUpCredentials = validateForm(SignUpCredentials)
const validateAuthPageForm = validateForm(AuthPageForm)

const onlyFormFields = (errors: FormErrors): SignInFormErrors =>
  errorsByField(Object.entries(errors).map(([path, message]) => ({ path: [path], message })))

/** /login: e-mail, name and an optional referral code. */
export const validateLogin = (values: SignInFormValues): SignInValidation =>
  Result.mapBoth(validateLoginCredentials(credentialsInput(values)), {
    onSuccess: toRequest,
    onFailure: onlyFormFields,
  })

/** /signup: the same payload and rules as login (spec §5, §7). */
export const validateSignUp = (values: SignInFormValues): SignInValidation =>
  Result.mapBoth(validateSignUpCredentials(credentialsInput(values)), {
    onSuccess: toRequest,
    onFailure: onlyFormFields,
  })

/** /auth: a valid e-mail; the name only when one was typed. */
export const validateAuthPage = (values: SignInFormValues): SignInValidation =>
  Result.mapBoth(validateAuthPageForm({ email: values.email, name: values.name }), {
    onSuccess: (form): SignInRequest => {
      const name = authPageName(form)
      return name === undefined ? { email: form.email } : { email: form.email, name }
    },
    onFailure: onlyFormFields,
  })

const fields: ReadonlyArray<string> = ["name", "email", "referralCode"]

/** Maps problems reported at request paths (client- or server-side) onto the form's fields. */
export const errorsByField = (
  issues: ReadonlyArray<Pick<typeof ValidationIssue.Type, "path" | "message">>,
): SignInFormErrors => {
  const errors: { -readonly [K in SignInField | ""]?: string } = {}
  for (const { path, message } of issues) {
    const key = String(path[0] ?? "")
    const field = (fields.includes(key) ? key : "") as SignInField | ""
    if (errors[field] === undefined) errors[field] = message
  }
  return errors
}
