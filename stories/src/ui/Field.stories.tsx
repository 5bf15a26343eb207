/** Form fields: label, input, helper and error text wired together; select, textarea, the form-level error. */
import * as Field from "@strand/web/src/ui/field.tsx"
import { expect, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"

const meta = preview.meta({
  title: "UI/Field",
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** for every form input: TextField for a labelled text box with its error line; Field.Root with Select or Textarea for the others. The error says what the value needs.",
      },
    },
  },
  component: Field.TextField,
  args: {
    label: "Email",
    placeholder: "you@example.com",
    type: "email",
    required: true,
    disabled: false,
    error: undefined,
  },
  argTypes: { error: { control: "text" }, label: { control: "text" } },
})

export const Idle = meta.story({
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/Email/)
    await expect(input).toBeRequired()
    await expect(input).not.toHaveAttribute("aria-invalid")
    await userEvent.type(input, "ada@example.com")
    await expect(input).toHaveValue("ada@example.com")
  },
})

export const Invalid = meta.story({
  args: { error: "Please enter a valid email address", defaultValue: "ada@" },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Email/)
    await expect(input).toHaveAttribute("aria-invalid", "true")
    // Ark links the message (aria-errormessage) once it has seen it rendered.
    await waitFor(() =>
      expect(input).toHaveAccessibleErrorMessage("Please enter a valid email address"),
    )
  },
})

export const Disabled = meta.story({
  args: { disabled: true, defaultValue: "ada@example.com" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toBeDisabled()
  },
})

/** Helper text under the control, read after its label. */
export const WithHelperText = meta.story({
  render: () => (
    <Field.Root>
      <Field.Label>Your feedback</Field.Label>
      <Field.Textarea placeholder="Tell us what was helpful and what we could do better" />
      <Field.HelperText>Rather write to us? E-mail hello@strand.example.</Field.HelperText>
    </Field.Root>
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByLabelText("Your feedback")).toHaveAccessibleDescription(
        "Rather write to us? E-mail hello@strand.example.",
      ),
    )
  },
})

/** The platform's own select, with Strand's chevron. */
export const Select = meta.story({
  render: () => (
    <Field.Root>
      <Field.Label>Main hair concern (optional)</Field.Label>
      <Field.Select defaultValue="">
        <option value="">Select your main concern</option>
        <option value="dryness">Dryness</option>
        <option value="dandruff">Dandruff</option>
      </Field.Select>
    </Field.Root>
  ),
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByLabelText("Main hair concern (optional)")
    await userEvent.selectOptions(select, "dandruff")
    await expect(select).toHaveValue("dandruff")
  },
})

/** A problem that belongs to no one field, announced as an alert. */
export const FormLevelError = meta.story({
  render: () => (
    <form
      aria-label="Join the waitlist"
      aria-describedby="form-problem"
      className="flex flex-col gap-4"
    >
      <Field.TextField label="Name" defaultValue="Ada" />
      <Field.FormError id="form-problem">Invalid referral code</Field.FormError>
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Invalid referral code")
    await expect(canvas.getByRole("form")).toHaveAccessibleDescription("Invalid referral code")
  },
})
