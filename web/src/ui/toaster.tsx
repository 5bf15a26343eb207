/**
 * Strand's toasts (spec §9): one visible at a time, 5000 ms each, bottom-end,
 * the viewport reachable with F8, at most 420px wide from md screens up, and
 * swiped away to the right past 50 px (Ark's toaster has no gesture, so the
 * pointer handling is here; the close button and Escape work as before).
 * The app raises one with `notify` from toast.tsx, which loads this module
 * with the first toast.
 */
import { Toaster as ArkToaster, createToaster, Toast } from "@ark-ui/react/toast"
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from "react"
import { CloseIcon } from "./icons.tsx"
import { type ToastMessage, toasterMounted } from "./toast.tsx"

export const toaster = createToaster({
  placement: "bottom-end",
  max: 1,
  duration: 5000,
  hotkey: ["F8"],
  overlap: false,
  gap: 12,
})

/**
 * Shows a toast in place of the one on screen. The store queues anything over
 * `max`, so a newer message would otherwise wait up to 5 s behind an older one.
 */
export const showToast = (toast: ToastMessage) => {
  toaster.dismiss()
  return toaster.create(toast)
}

/** Renders the toasts; toast.tsx mounts it with the first toast. */
export function Toaster() {
  useEffect(toasterMounted, [])
  return (
    <ArkToaster toaster={toaster} className="w-[calc(100vw-2rem)] md:w-[420px]">
      {(toast) => (
        <SwipeableToast id={toast.id}>
          <Toast.Title className="font-semibold text-ink-900 in-data-[type=error]:text-danger-600">
            {toast.title}
          </Toast.Title>
          <Toast.Description className="mt-1 text-sm text-ink-700">
            {toast.description}
          </Toast.Description>
          <Toast.CloseTrigger
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 grid size-8 place-items-center rounded-full text-ink-500 hover:bg-ink-900/5 hover:text-ink-900"
          >
            <CloseIcon className="size-4" />
          </Toast.CloseTrigger>
        </SwipeableToast>
      )}
    </ArkToaster>
  )
}

/** Spec §9: a toast swiped this far to the right is dismissed; a shorter swipe springs back. */
export const swipeDismissPixels = 50

const toastClass =
  "strand-toast w-full touch-pan-y rounded-2xl border border-sand-300 bg-white px-5 py-4 pr-12 shadow-lg shadow-ink-900/10 select-none data-[type=error]:border-danger-600/40 data-[type=error]:bg-[#fff6f4] data-[type=success]:border-sage-700/30 data-[type=success]:bg-sage-100"

/** A toast that follows a finger or mouse dragged to the right and goes once it passes 50 px. */
function SwipeableToast({
  id,
  children,
}: {
  readonly id: string | undefined
  readonly children: ReactNode
}) {
  const start = useRef<number | undefined>(undefined)
  const [offset, setOffset] = useState(0)
  const dragging = start.current !== undefined

  const begin = (event: PointerEvent<HTMLDivElement>) => {
    // The close button is pressed, not dragged.
    if (event.button !== 0 || (event.target as Element).closest("button")) return
    start.current = event.clientX
    try {
      // Keep following the pointer if it outruns the toast.
      event.currentTarget.setPointerCapture(event.pointerId)
    } catch {
      // Not a live pointer (a synthetic event): follow it while it is over the toast.
    }
  }
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === undefined) return
    setOffset(Math.max(0, event.clientX - start.current))
  }
  const end = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === undefined) return
    const travelled = Math.max(0, event.clientX - start.current)
    start.current = undefined
    if (travelled >= swipeDismissPixels) {
      setOffset(travelled)
      if (id !== undefined) toaster.dismiss(id)
    } else setOffset(0)
  }
  const cancel = () => {
    start.current = undefined
    setOffset(0)
  }

  return (
    <Toast.Root
      className={toastClass}
      data-swiping={dragging || undefined}
      style={{
        transform: offset === 0 ? undefined : `translateX(${offset}px)`,
        // Follow the pointer at once; spring back when let go short.
        transition: dragging ? "none" : undefined,
      }}
      onPointerDown={begin}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={cancel}
    >
      {children}
    </Toast.Root>
  )
}
