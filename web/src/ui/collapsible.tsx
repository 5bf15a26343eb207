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

export function Trigger({
  className,
  children,
  ...props
}: ComponentProps<typeof ArkCollapsible.Trigger>) {
  return (
    <ArkCollapsible.Trigger
      className={cx(
        "group flex w-full items-center justify-between gap-4 rounded-xl text-left",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDownIcon className="size-5 shrink-0 text-clay-600 transition-transform group-data-[state=open]:rotate-180 print:hidden" />
    </ArkCollapsible.Trigger>
  )
}

/**
 * A small trigger that reads like a link, sitting in a line of text ("Why?"),
 * with a chevron that turns when open.
 */
export function InlineTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof ArkCollapsible.Trigger>) {
  return (
    <ArkCollapsible.Trigger
      className={cx(
        "group inline-flex items-center gap-1 rounded-md text-sm font-medium text-clay-700 underline decoration-clay-500/40 underline-offset-4 hover:decoration-clay-600",
        className,
      )}
      {...props}
    >
      {children}
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-3.5 transition-transform group-data-[state=open]:rotate-180"
      >
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
      </svg>
    </ArkCollapsible.Trigger>
  )
}

export function Content({ className, ...props }: ComponentProps<typeof ArkCollapsible.Content>) {
  return (
    <ArkCollapsible.Content className={cx("data-[state=closed]:hidden", className)} {...props} />
  )
}
