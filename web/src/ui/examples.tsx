/**
 * The ui primitives put together the way the app uses them, for Storybook
 * (stories/src/ui): each takes the few props a designer wants to turn as
 * controls. The app itself never imports this file.
 */
import { useState } from "react"
import { Button } from "./button.tsx"
import * as Collapsible from "./collapsible.tsx"
import * as Dialog from "./dialog.tsx"
import * as Menu from "./menu.tsx"
import * as Popover from "./popover.tsx"
import { notify } from "./toast.tsx"
import * as Tooltip from "./tooltip.tsx"

/** A confirmation dialog behind a button, like "Delete Report?". */
export function DialogExample({
  title,
  description,
  confirmLabel,
  onConfirm,
  defaultOpen = false,
}: {
  /** the question, ending in "?" ("Delete Report?") */
  readonly title: string
  /** what confirming does, and whether it can be undone */
  readonly description: string
  /** the confirming button's verb ("Delete") */
  readonly confirmLabel: string
  /** called when the person confirms */
  readonly onConfirm: () => void
  /** open when first shown */
  readonly defaultOpen?: boolean
}) {
  const [open, setOpen] = useState(defaultOpen)
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog">
      <Dialog.Trigger className="rounded-full border border-sand-300 bg-white px-5 py-2.5 font-semibold text-ink-900 hover:border-clay-500">
        Open the dialog
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <div className="mt-6 flex justify-end gap-3">
          <Dialog.CloseTrigger className="rounded-full border border-sand-300 bg-white px-5 py-2.5 font-semibold text-ink-900 hover:border-clay-500">
            Cancel
          </Dialog.CloseTrigger>
          <Button
            className="px-5 py-2.5"
            onClick={() => {
              onConfirm()
              setOpen(false)
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** A menu button with a labelled group, a separator and items. */
export function MenuExample({
  label,
  items,
  onSelect,
}: {
  /** the button's text: whose menu it is ("Ada Lovelace") */
  readonly label: string
  /** the items above Logout, in order */
  readonly items: ReadonlyArray<string>
  /** called with the chosen item's text */
  readonly onSelect: (item: string) => void
}) {
  return (
    <Menu.Root positioning={{ placement: "bottom-start" }}>
      <Menu.Trigger className="rounded-full border border-sand-300 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:border-clay-500 data-[state=open]:border-clay-600">
        {label}
      </Menu.Trigger>
      <Menu.Content>
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel>Your account</Menu.ItemGroupLabel>
          {items.map((item) => (
            <Menu.Item key={item} value={item} onSelect={() => onSelect(item)}>
              {item}
            </Menu.Item>
          ))}
        </Menu.ItemGroup>
        <Menu.Separator />
        <Menu.Item value="logout" onSelect={() => onSelect("Logout")}>
          Logout
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  )
}

/** The quiz's "Need help?": a button that opens a titled, dismissible panel. */
export function PopoverExample({
  title,
  content,
}: {
  /** the panel's heading */
  readonly title: string
  /** the help itself, a sentence or two */
  readonly content: string
}) {
  return (
    <Popover.Root positioning={{ placement: "bottom-start" }}>
      <Popover.Trigger className="rounded-full border border-sand-300 bg-white px-3 py-1.5 text-sm font-medium text-clay-700 hover:border-clay-500">
        Need help?
      </Popover.Trigger>
      <Popover.Content>
        <Popover.CloseTrigger aria-label="Close help" />
        <Popover.Title>{title}</Popover.Title>
        <Popover.Description>{content}</Popover.Description>
      </Popover.Content>
    </Popover.Root>
  )
}

/** A report term that explains itself on hover or focus after 700 ms. */
export function TooltipExample({
  term,
  explanation,
}: {
  /** the word in the text that explains itself */
  readonly term: string
  /** the explanation, lower case, no full stop ("a yeast that lives on every scalp") */
  readonly explanation: string
}) {
  return (
    <p className="text-ink-700">
      Dandruff comes from{" "}
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className="cursor-help rounded-sm font-medium text-ink-900 underline decoration-clay-500/60 decoration-dotted underline-offset-4"
          >
            {term}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Content>{explanation}</Tooltip.Content>
      </Tooltip.Root>{" "}
      feeding on scalp oil.
    </p>
  )
}

/** A section that opens and closes, like the report's texture section. */
export function CollapsibleExample({
  title,
  body,
  defaultOpen,
}: {
  /** the heading that opens and closes it */
  readonly title: string
  /** what shows when open */
  readonly body: string
  /** open when first shown */
  readonly defaultOpen: boolean
}) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen}>
      <section className="rounded-3xl border border-sand-200 bg-white p-6">
        <h2 className="font-display text-xl font-semibold text-ink-900">
          <Collapsible.Trigger>{title}</Collapsible.Trigger>
        </h2>
        <Collapsible.Content className="pt-4 text-ink-700">{body}</Collapsible.Content>
      </section>
    </Collapsible.Root>
  )
}

/** A button that raises a toast of the chosen kind. */
export function ToastExample({
  type,
  title,
  description,
}: {
  /** success (done), error (it failed: red) or info (for your knowledge) */
  readonly type: "success" | "error" | "info"
  /** a few words ("Email sent!") */
  readonly title: string
  /** one sentence on what happened */
  readonly description: string
}) {
  return (
    <Button variant="secondary" onClick={() => notify({ type, title, description })}>
      Show the toast
    </Button>
  )
}
