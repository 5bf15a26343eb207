/**
 * Modal dialogs: Ark's Dialog traps focus, labels itself from its title and
 * description, closes on Escape and returns focus to the trigger. `Content`
 * brings the portal, the backdrop and the centring positioner. Use with a
 * namespace import: `<Dialog.Root><Dialog.Trigger>…`.
 */
import { Dialog as ArkDialog } from "@ark-ui/react/dialog"
import { Portal } from "@ark-ui/react/portal"
import type { ComponentProps } from "react"

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(" ")

export const Root = ArkDialog.Root
export const Trigger = ArkDialog.Trigger
export const CloseTrigger = ArkDialog.CloseTrigger

export function Content({ className, ...props }: ComponentProps<typeof ArkDialog.Content>) {
  return (
    <Portal>
      <ArkDialog.Backdrop className="fixed inset-0 z-40 bg-ink-900/40 backdrop-blur-[2px] data-[state=closed]:hidden" />
      <ArkDialog.Positioner className="fixed inset-0 z-50 grid place-items-center p-4">
        <ArkDialog.Content
          className={cx(
            "w-full max-w-md rounded-3xl border border-sand-200 bg-white p-6 shadow-2xl shadow-ink-900/20 outline-none data-[state=closed]:hidden data-[state=open]:animate-[strand-pop_120ms_ease-out]",
            className,
          )}
          {...props}
        />
      </ArkDialog.Positioner>
    </Portal>
  )
}

export function Title({ className, ...props }: ComponentProps<typeof ArkDialog.Title>) {
  return (
    <ArkDialog.Title
      className={cx("font-display text-xl font-semibold text-ink-900", className)}
      {...props}
    />
  )
}

export function Description({ className, ...props }: ComponentProps<typeof ArkDialog.Description>) {
  return <ArkDialog.Description className={cx("mt-2 text-ink-700", className)} {...props} />
}
