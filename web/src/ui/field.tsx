/**
 * Form fields: Ark's Field wires label, control, helper and error text
 * together (ids, aria-describedby, aria-invalid). Use with a namespace
 * import: `<Field.Root invalid={…}><Field.Label>…`.
 */
import { Field as ArkField } from "@ark-ui/react/field"
import { type ComponentProps, type RefObject, useEffect, useRef } from "react"
import { ChevronDownIcon } from "./icons.tsx"

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(" ")

const controlClass =
  "block w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink-900 shadow-xs transition-colors placeholder:text-ink-500/70 hover:border-clay-500/60 focus-visible:border-clay-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-clay-600/60 data-invalid:border-danger-600 disabled:cursor-not-allowed disabled:opacity-60"

export function Root({ className, ...props }: ComponentProps<typeof ArkField.Root>) {
  return <ArkField.Root className={cx("flex flex-col gap-1.5", className)} {...props} />
}

export function Label({ className, ...props }: ComponentProps<typeof ArkField.Label>) {
  return <ArkField.Label className={cx("text-sm font-medium text-ink-700", className)} {...props} />
}

export function Input({ className, ...props }: ComponentProps<typeof ArkField.Input>) {
  return <ArkField.Input className={cx(controlClass, className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<typeof ArkField.Textarea>) {
  return (
    <ArkField.Textarea className={cx(controlClass, "min-h-24 resize-y", className)} {...props} />
  )
}

/** A native select: the platform's own picker, keyboard and screen-reader support. */
export function Select({ className, ...props }: ComponentProps<typeof ArkField.Select>) {
  return (
    <div className="relative">
      <ArkField.Select
        className={cx(controlClass, "appearance-none pr-10", className)}
        {...props}
      />
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-500" />
    </div>
  )
}

export function HelperText({ className, ...props }: ComponentProps<typeof ArkField.HelperText>) {
  return <ArkField.HelperText className={cx("text-sm text-ink-500", className)} {...props} />
}

export function ErrorText({ className, ...props }: ComponentProps<typeof ArkField.ErrorText>) {
  return (
    <ArkField.ErrorText
      className={cx("text-sm font-medium text-danger-600", className)}
      {...props}
    />
  )
}

/**
 * The usual form row: a label, a text input and the message under it when
 * the value is wrong. `error` marks the field invalid and says why.
 */
export function TextField({
  label,
  error,
  disabled,
  required,
  ...input
}: ComponentProps<typeof ArkField.Input> & {
  /** the field's visible name ("Email") */
  readonly label: string
  /** an example of a good value, never instructions ("you@example.com") */
  readonly placeholder?: string
  /** the kind of text: "email" brings a phone's e-mail keyboard */
  readonly type?: string
  /** must be filled in: the label says so (an asterisk) */
  readonly required?: boolean
  /** cannot be changed now: dimmed */
  readonly disabled?: boolean
  /** why the value is wrong, shown under the field; marks it invalid. None when the value is fine */
  readonly error?: string | undefined
}) {
  return (
    <Root invalid={error !== undefined} disabled={disabled ?? false} required={required ?? false}>
      <Label>{label}</Label>
      <Input {...input} />
      <ErrorText>{error}</ErrorText>
    </Root>
  )
}

/**
 * A problem with the whole form rather than one field (an unknown referral
 * code, say), announced as an alert; the form names it with
 * aria-describedby={id}.
 */
export function FormError({ id, children }: { readonly id: string; readonly children: string }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-danger-600">
      {children}
    </p>
  )
}

/** After a refused submit: takes keyboard and screen-reader users to the first field to fix. */
export const focusFirstInvalidField = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus()
  })

/**
 * After a refused submit, focuses the first field the form shows as invalid,
 * once it shows it: the marks can come a render or more after the refusal
 * (rules loaded on demand, a server's answer). `refusals` counts refused
 * submits; `showsErrors` says the form now marks its fields. Once per refusal.
 */
export function useFocusOnRefusal(
  form: RefObject<HTMLFormElement | null>,
  refusals: number,
  showsErrors: boolean,
) {
  const handled = useRef(0)
  useEffect(() => {
    if (refusals === handled.current || !showsErrors) return
    handled.current = refusals
    focusFirstInvalidField(form.current)
  }, [form, refusals, showsErrors])
}
