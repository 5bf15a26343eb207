/**
 * Popovers: Ark's Popover gives a button that opens a labelled, dismissible
 * panel (Escape, click outside, focus return). `Content` brings its own portal
 * and positioner. Use with a namespace import: `<Popover.Root><Popover.Trigger>…`.
 */
import { Popover as ArkPopover } from "@ark-ui/react/popover"
import { Portal } from "@ark-ui/react/portal"
import type { ComponentProps } from "react"
import { CloseIcon } from "./icons.tsx"

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(" ")

export const Root = ArkPopover.Root
export const Trigger = ArkPopover.Trigger

export function Content({ className, ...props }: ComponentProps<typeof ArkPopover.Content>) {
  return (
    <Portal>
      <ArkPopover.Positioner className="z-40">
        <ArkPopover.Content
          className={cx(
            "w-[min(24rem,calc(100vw-2rem))] rounded-2xl border border-sand-200 bg-white p-5 text-ink-700 shadow-xl shadow-ink-900/10 outline-none data-[state=closed]:hidden data-[state=open]:animate-[strand-pop_120ms_ease-out]",
            className,
          )}
          {...props}
        />
      </ArkPopover.Positioner>
    </Portal>
  )
}

export function Title({ className, ...props }: ComponentProps<typeof ArkPopover.Title>) {
  return (
    <ArkPopover.Title
      className={cx("pr-8 font-display text-lg font-semibold text-ink-900", className)}
      {...props}
    />
  )
}

export function Description({
  className,
  ...props
}: ComponentProps<typeof ArkPopover.Description>) {
  return (
    <ArkPopover.Description className={cx("mt-2 text-sm leading-relaxed", className)} {...props} />
  )
}

/** The × in the corner; label it with what it closes. */
export function CloseTrigger({
  className,
  ...props
}: ComponentProps<typeof ArkPopover.CloseTrigger>) {
  return (
    <ArkPopover.CloseTrigger
      className={cx(
        "absolute top-3 right-3 grid size-8 place-items-center rounded-full text-ink-500 hover:bg-ink-900/5 hover:text-ink-900",
        className,
      )}
      {...props}
    >
      <CloseIcon className="size-4" />
    </ArkPopover.CloseTrigger>
  )
}
