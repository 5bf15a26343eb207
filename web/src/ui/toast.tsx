/**
 * Raising a toast: `notify({ type, title, description })` from anywhere in
 * the app, and `<Toaster />` mounted once near the root. The toasts
 * themselves (Ark's toaster, toaster.tsx) are loaded with the first one, so
 * a page that shows none never downloads them.
 */
import { lazy, Suspense, useSyncExternalStore } from "react"

export interface ToastMessage {
  readonly type: "success" | "error" | "info"
  readonly title: string
  readonly description?: string
}

let toasts: Promise<typeof import("./toaster.tsx")> | undefined
const loadToasts = () => {
  toasts ??= import("./toaster.tsx")
  return toasts
}

// Whether a toast was asked for yet: until then <Toaster /> renders nothing.
let requested = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// Toasts raised before the toaster is on screen wait here: a toast added to
// the store before the toaster subscribes to it would never be shown.
let pending: Array<ToastMessage> = []
let mounted = false

const showPending = () => {
  if (!mounted) return
  const waiting = pending
  pending = []
  void loadToasts().then((module) => {
    for (const toast of waiting) module.showToast(toast)
  })
}

/** Called by the toaster once it is on screen (toaster.tsx). */
export const toasterMounted = () => {
  mounted = true
  showPending()
}

/** Shows a toast in place of the one on screen. */
export const notify = (toast: ToastMessage): void => {
  pending.push(toast)
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  showPending()
}

const ArkToasts = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })))

/** Renders the toasts once the first is raised; mount once, near the root. */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  )
  return shown ? (
    <Suspense fallback={null}>
      <ArkToasts />
    </Suspense>
  ) : null
}
