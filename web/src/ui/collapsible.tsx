/**
 * A section that opens and closes: Ark's Collapsible wires the button's
 * aria-expanded and aria-controls. Use with a namespace import:
 * `<Collapsible.Root><Collapsible.Trigger>…`.
 */
import { Collapsible as ArkCollapsible } from "@ark-ui/react/collapsible"
import type { ComponentProps } from "react"
import { ChevronDownIcon } from "./icons.tsx"

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(" ")

export const Root = ArkCollapsible.Root

/** How a trigger sits: a section's whole heading, or a word in a line of text ("Why?"). */
type TriggerLook = "heading" | "inline"

const looks = {
  heading: {
    button: "group flex w-full items-center justify-between gap-4 rounded-xl text-left",
    chevron: "size-5 shrink-0 text-clay-600 print:hidden",
  },
  inline: {
    button:
      "group inline-flex items-center gap-1 rounded-md text-sm font-medium text-clay-700 underline decoration-clay-500/40 underline-offset-4 hover:decoration-clay-600",
    chevron: "size-3.5",
  },
} as const satisfies Record<TriggerLook, { button: string; chevron: string }>

/** The button that opens and closes, with a chevron that turns when open. */
export function Trigger({
  look = "heading",
  className,
  children,
  ...props
}: ComponentProps<typeof ArkCollapsible.Trigger> & {
  /** "heading" (the default) fills its row; "inline" reads like a link. */
  readonly look?: TriggerLook
}) {
  return (
    <ArkCollapsible.Trigger className={cx(looks[look].button, className)} {...props}>
      {children}
      <ChevronDownIcon
        className={cx(
          looks[look].chevron,
          "transition-transform group-data-[state=open]:rotate-180",
        )}
      />
    </ArkCollapsible.Trigger>
  )
}

export function Content({ className, ...props }: ComponentProps<typeof ArkCollapsible.Content>) {
  return (
    <ArkCollapsible.Content className={cx("data-[state=closed]:hidden", className)} {...props} />
  )
}
