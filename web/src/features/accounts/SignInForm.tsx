/**
 * The form behind /login, /signup and /auth: the fields each page asks for,
 * validated with that page's domain rules on submit, then handed over as a
 * ready POST /api/login payload. Sending it is the caller's job.
 */
import { Result } from "effect"
import { type FormEvent, useId, useRef, useState } from "react"
import { PendingButton } from "../../ui/button.tsx"
import * as Field from "../../ui/field.tsx"
import {
  emptySignInForm,
  type SignInField,
  type SignInFormErrors,
  type SignInFormValues,
  type SignInRequest,
  type SignInValidation,
} from "./signInForm.ts"

export interface SignInFieldSpec {
  readonly name: SignInField
  readonly label: string
  readonly required?: boolean
}

const fieldInput: Record<
  SignInField,
  { type: string; autoComplete: string; placeholder: string; inputMode?: "email" }
> = {
  name: { type: "text", autoComplete: "name", placeholder: "Your first name" },
  email: {
    type: "email",
    autoComplete: "email",
    placeholder: "you@example.com",
    inputMode: "email",
  },
  referralCode: { type: "text", autoComplete: "off", placeholder: "From a friend's link" },
}

export interface SignInFormProps {
  /** The form's accessible name ("Log in", "Create your account", ...). */
  readonly label: string
  readonly fields: ReadonlyArray<SignInFieldSpec>
  readonly submitLabel: string
  readonly pendingLabel: string
  readonly validate: (values: SignInFormValues) => SignInValidation
  /** Called with a valid request; not called while `pending`. */
  readonly onSubmit: (request: SignInRequest) => void
  readonly pending?: boolean
  /** Problems the server found, by field (a 400 from the API). */
  readonly serverErrors?: SignInFormErrors | undefined
  readonly defaultValues?: Partial<SignInFormValues> | undefined
}

export function SignInForm({
  label,
  fields,
  submitLabel,
  pendingLabel,
  validate,
  onSubmit,
  pending = false,
  serverErrors,
  defaultValues,
}: SignInFormProps) {
  const [values, setValues] = useState<SignInFormValues>({
    ...emptySignInForm,
    ...defaultValues,
  })
  // Errors show after the first submit, then follow the person's edits.
  const [submitted, setSubmitted] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const formErrorId = useId()

  const validation = submitted ? validate(values) : undefined
  const clientErrors =
    validation !== undefined && Result.isFailure(validation) ? validation.failure : {}
  const errors: SignInFormErrors = { ...serverErrors, ...clientErrors }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    setSubmitted(true)
    const result = validate(values)
    if (Result.isSuccess(result)) {
      onSubmit(result.success)
      return
    }
    Field.focusFirstInvalidField(formRef.current)
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={label}
      aria-describedby={errors[""] ? formErrorId : undefined}
      className="flex flex-col gap-5"
    >
      {fields.map((field) => {
        const input = fieldInput[field.name]
        return (
          <Field.TextField
            key={field.name}
            label={field.label}
            error={errors[field.name]}
            disabled={pending}
            required={field.required ?? false}
            name={field.name}
            type={input.type}
            inputMode={input.inputMode}
            autoComplete={input.autoComplete}
            placeholder={input.placeholder}
            value={values[field.name]}
            onChange={(event) => {
              const value = event.currentTarget.value
              setValues((current) => ({ ...current, [field.name]: value }))
            }}
          />
        )
      })}

      {errors[""] && <Field.FormError id={formErrorId}>{errors[""]}</Field.FormError>}

      <PendingButton
        type="submit"
        pending={pending}
        label={submitLabel}
        pendingLabel={pendingLabel}
        className="mt-1 w-full"
      />
    </form>
  )
}
