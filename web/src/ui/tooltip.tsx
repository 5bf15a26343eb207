/**
 * Tooltips (spec §9): open after 700 ms of hover or focus. The 300 ms
 * skip-delay window is Zag's shared tooltip store plus a 300 ms close delay:
 * while one tooltip is still showing, the next one opens at once, so moving
 * from term to term within 300 ms skips the delay. Use with a namespace
 * import: `<Tooltip.Root><Tooltip.Trigger>…`.
 */
import { Portal } from "@ark-ui/react/portal"
import { Tooltip as ArkTooltip } from "@ark-ui/react/tooltip"
import type { ComponentProps } from "react"

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(" ")

export const tooltipOpenDelayMillis = 700
export const tooltipSkipDelayMillis = 300

export function Root(props: ComponentProps<typeof ArkTooltip.Root>) {
  return (
    <ArkTooltip.Root
      openDelay={tooltipOpenDelayMillis}
      closeDelay={tooltipSkipDelayMillis}
      {...props}
    />
  )
}

export const Trigger = ArkTooltip.Trigger

export function Content({ className, ...props }: ComponentProps<typeof ArkTooltip.Content>) {
  return (
    <Portal>
      <ArkTooltip.Positioner className="z-50">
        <ArkTooltip.Content
          className={cx(
            "max-w-xs rounded-xl bg-ink-900 px-3 py-2 text-sm leading-snug text-sand-50 shadow-lg data-[state=closed]:hidden",
            className,
          )}
          {...props}
        />
      </ArkTooltip.Positioner>
    </Portal>
  )
}
