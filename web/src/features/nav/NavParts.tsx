/**
 * Pieces the navigation's menus share: the bar's frame and the brand link
 * (also drawn before the app loads, PendingFrame.tsx), the user's initial
 * and badge (the user menu's trigger, also shown while that menu loads) and
 * the link icon.
 */
import { ChevronDownIcon } from "../../ui/icons.tsx"

/** The fixed bar: transparent, solid once `data-solid` is true. */
export const navBarClass =
  "fixed inset-x-0 top-0 z-30 border-b border-transparent transition-[background-color,border-color,box-shadow] duration-300 data-[solid=true]:border-sand-200/80 data-[solid=true]:bg-sand-50/95 data-[solid=true]:shadow-sm data-[solid=true]:shadow-ink-900/5 data-[solid=true]:backdrop-blur"
export const navRowClass =
  "mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6"
export const brandClass =
  "flex items-center gap-2 rounded-lg font-display text-xl font-semibold text-clay-700"

export const userBadgeClass =
  "group flex max-w-64 items-center gap-2 rounded-full border border-sand-300 bg-white/80 py-1 pr-3 pl-1 text-sm font-semibold text-ink-900 transition-colors hover:border-clay-500 data-[state=open]:border-clay-600"

/** The user menu trigger's face: initial, name and chevron. */
export function UserBadge({ name }: { readonly name: string }) {
  return (
    <>
      <Initial name={name} />
      <span className="truncate">{name}</span>
      <ChevronDownIcon className="size-4 shrink-0 text-ink-500 transition-transform group-data-[state=open]:rotate-180" />
    </>
  )
}

export function Initial({ name }: { readonly name: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-7 shrink-0 place-items-center rounded-full bg-clay-600 text-xs font-bold text-white uppercase"
    >
      {[...name][0]}
    </span>
  )
}

export function LinkIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-clay-600">
      <path
        d="M8.5 11.5a3.5 3.5 0 005 0l2.5-2.5a3.5 3.5 0 00-5-5l-1 1M11.5 8.5a3.5 3.5 0 00-5 0L4 11a3.5 3.5 0 005 5l1-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  )
}
