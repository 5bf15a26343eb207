/**
 * Drop-down menus: Ark's Menu gives the menu button pattern (roles, arrow
 * keys, typeahead, Escape, focus return). `Content` brings its own portal
 * and positioner, so a menu opens above anything, even inside the fixed
 * navigation bar. Use with a namespace import: `<Menu.Root><Menu.Trigger>…`.
 */
import { Menu as ArkMenu } from "@ark-ui/react/menu"
import { Portal } from "@ark-ui/react/portal"
import type { ComponentProps } from "react"

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(" ")

export const Root = ArkMenu.Root
export const Trigger = ArkMenu.Trigger

export function Content({ className, ...props }: ComponentProps<typeof ArkMenu.Content>) {
  return (
    <Portal>
      <ArkMenu.Positioner className="z-40">
        <ArkMenu.Content
          className={cx(
            "min-w-64 rounded-2xl border border-sand-200 bg-white p-1.5 shadow-xl shadow-ink-900/10 outline-none data-[state=closed]:hidden data-[state=open]:animate-[strand-pop_120ms_ease-out]",
            className,
          )}
          {...props}
        />
      </ArkMenu.Positioner>
    </Portal>
  )
}

export function Item({ className, ...props }: ComponentProps<typeof ArkMenu.Item>) {
  return (
    <ArkMenu.Item
      className={cx(
        "flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-ink-900 outline-none select-none data-disabled:cursor-not-allowed data-disabled:opacity-60 data-highlighted:bg-sand-100 data-highlighted:text-clay-700",
        className,
      )}
      {...props}
    />
  )
}

export function ItemGroup({ className, ...props }: ComponentProps<typeof ArkMenu.ItemGroup>) {
  return <ArkMenu.ItemGroup className={cx("py-1", className)} {...props} />
}

export function ItemGroupLabel({
  className,
  ...props
}: ComponentProps<typeof ArkMenu.ItemGroupLabel>) {
  return (
    <ArkMenu.ItemGroupLabel
      className={cx("block px-3 pt-1.5 pb-1 text-xs font-semibold text-ink-500", className)}
      {...props}
    />
  )
}

export function Separator({ className, ...props }: ComponentProps<typeof ArkMenu.Separator>) {
  return <ArkMenu.Separator className={cx("my-1 border-sand-200", className)} {...props} />
}
