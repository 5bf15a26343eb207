/**
 * The waitlist sign-up form: name, e-mail, main hair concern and, for
 * "other", the visitor's own words. It validates with the domain's rules and
 * hands a ready JoinWaitlist request to `onJoin`; sending it is the caller's job.
 * It paints without the rules, which load when the person first reaches
 * into the form.
 */
import {
  type HairConcernValue,
  hairConcernOptions,
} from "@strand/domain/waitlist/HairConcernOptions"
import type { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react"
import { PendingButton } from "../../ui/button.tsx"
import * as Field from "../../ui/field.tsx"
import { emptyJoinForm, type JoinFormErrors, type JoinFormValues } from "./joinFormErrors.ts"

type Validate = typeof import("./joinForm.ts").validateJoinFormFromLink

// The rules (the domain's schemas, with Effect's Schema) load when the
// person first reaches into the form (a focus or a press inside it), not
// with the page: running them is a long task on a phone, and a visitor who
// only reads the page should not pay for it. A submit that comes first
// waits for them.
let validation: Promise<Validate> | undefined
const loadValidation = () => {
  validation ??= import("./joinForm.ts").then((module) => module.validateJoinFormFromLink)
  return validation
}

const useValidation = (): readonly [Validate | undefined, () => void] => {
  const [validate, setValidate] = useState<Validate | undefined>(undefined)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const load = useCallback(() => {
    void loadValidation().then((loaded) => {
      if (mounted.current) setValidate(() => loaded)
    })
  }, [])
  return [validate, load]
}

export const submitLabel = "Join Waitlist"
export const pendingLabel = "Joining..."
export const concernPlaceholder = "Select your main concern"

export interface WaitlistFormProps {
  /** Called with a valid request; not called while `pending`. */
  readonly onJoin: (request: JoinWaitlist) => void
  /** A request is on its way: the form is locked and the button reads "Joining...". */
  readonly pending?: boolean
  /** From `?ref=`: sent along with the request. */
  readonly referralCode?: string | undefined
  /** Problems the server found, by field (a 400 from the API). */
  readonly serverErrors?: JoinFormErrors | undefined
  readonly defaultValues?: Partial<JoinFormValues>
  /** The person reached into the form (a focus or a press): load what sending will need. */
  readonly onReach?: () => void
}

/**
 * What the person typed into the form the server drew before the app took it over: the
 * landing page starts its app after the first paint, and a name typed in that moment is
 * kept, not wiped by the app's empty form.
 */
const typedBeforeStart = (): Partial<JoinFormValues> => {
  if (typeof document === "undefined") return {}
  const form = document.querySelector<HTMLFormElement>('form[aria-label="Join the waitlist"]')
  if (form === null) return {}
  const typed: Partial<Record<"name" | "email" | "otherConcern", string>> = {}
  for (const field of ["name", "email", "otherConcern"] as const) {
    const input = form.elements.namedItem(field)
    if (input instanceof HTMLInputElement && input.value !== "") typed[field] = input.value
  }
  return typed
}

export function WaitlistForm({
  onJoin,
  pending = false,
  referralCode,
  serverErrors,
  defaultValues,
  onReach,
}: WaitlistFormProps) {
  const [values, setValues] = useState<JoinFormValues>(() => ({
    ...emptyJoinForm,
    ...defaultValues,
    ...typedBeforeStart(),
  }))
  // Errors show after the first submit, then follow the person's edits.
  const [submitted, setSubmitted] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const formErrorId = useId()

  const [validate, loadRules] = useValidation()
  const reach = () => {
    loadRules()
    onReach?.()
  }
  const checked = submitted && validate ? validate(values, referralCode) : undefined
  const clientErrors = checked?._tag === "Invalid" ? checked.errors : {}
  const errors: JoinFormErrors = { ...serverErrors, ...clientErrors }
  // The join form's rules load on demand, so the marks can come a render after a refusal.
  const [refusals, setRefusals] = useState(0)
  Field.useFocusOnRefusal(formRef, refusals, Object.keys(clientErrors).length > 0)

  const update = <K extends keyof JoinFormValues>(key: K, value: JoinFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))

  const chooseConcern = (concern: HairConcernValue | "") =>
    // Spec §3: picking anything but "other" clears the free text.
    setValues((current) => ({
      ...current,
      concern,
      otherConcern: concern === "other" ? current.otherConcern : "",
    }))

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    setSubmitted(true)
    reach()
    const result = (await loadValidation())(values, referralCode)
    if (result._tag === "Valid") {
      onJoin(result.request)
      return
    }
    setRefusals((count) => count + 1)
  }

  const isOther = values.concern === "other"

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onFocus={reach}
      onPointerDown={reach}
      aria-label="Join the waitlist"
      aria-describedby={errors.form ? formErrorId : undefined}
      className="flex flex-col gap-5"
    >
      <Field.TextField
        label="Name"
        error={errors.name}
        disabled={pending}
        required
        name="name"
        autoComplete="name"
        placeholder="Your first name"
        value={values.name}
        onChange={(event) => update("name", event.currentTarget.value)}
      />

      <Field.TextField
        label="Email"
        error={errors.email}
        disabled={pending}
        required
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={values.email}
        onChange={(event) => update("email", event.currentTarget.value)}
      />

      <Field.Root invalid={!isOther && errors.concern !== undefined} disabled={pending}>
        <Field.Label>Main hair concern (optional)</Field.Label>
        <Field.Select
          name="concern"
          value={values.concern}
          onChange={(event) => chooseConcern(event.currentTarget.value as HairConcernValue | "")}
        >
          <option value="">{concernPlaceholder}</option>
          {hairConcernOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Field.Select>
        {!isOther && <Field.ErrorText>{errors.concern}</Field.ErrorText>}
      </Field.Root>

      {isOther && (
        <Field.Root invalid={errors.concern !== undefined} disabled={pending}>
          <Field.Label>Tell us more</Field.Label>
          <Field.Textarea
            name="otherConcern"
            rows={3}
            placeholder="What is going on with your hair or scalp?"
            value={values.otherConcern}
            onChange={(event) => update("otherConcern", event.currentTarget.value)}
          />
          <Field.ErrorText>{errors.concern}</Field.ErrorText>
        </Field.Root>
      )}

      {errors.form && <Field.FormError id={formErrorId}>{errors.form}</Field.FormError>}

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
