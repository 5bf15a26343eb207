/**
 * The user's menu, loaded when the person reaches for it (a pointer over it,
 * focus, a press) rather than with every signed-in page: Ark's menu, its
 * dismissal and focus handling are about 47 kB of script that no first paint
 * needs and that a phone, where this menu is hidden, never uses. Until then the button is the
 * same badge; a press made before the menu has arrived opens it once it has,
 * and focus stays on the button as it is swapped.
 */
import { lazy, Suspense, useLayoutEffect, useRef, useState } from "react"
import { displayName } from "../../lib/viewer.ts"
import { UserBadge, userBadgeClass } from "./NavParts.tsx"
import type { UserMenuProps } from "./UserMenu.tsx"

const UserMenu = lazy(() =>
  import("./UserMenu.tsx").then((module) => ({ default: module.UserMenu })),
)

export function UserMenuOnDemand(props: UserMenuProps) {
  const [wanted, setWanted] = useState(false)
  const [arrived, setArrived] = useState(false)
  const slot = useRef<HTMLSpanElement>(null)
  const pressed = useRef(false)

  return (
    <span ref={slot} className="contents">
      {!arrived && (
        // The same button until the menu has arrived, so a press or focus
        // made meanwhile lands on it and is handed on.
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          className={userBadgeClass}
          onPointerEnter={() => setWanted(true)}
          onFocus={() => setWanted(true)}
          onClick={() => {
            pressed.current = true
            setWanted(true)
          }}
        >
          <UserBadge name={displayName(props.user)} />
        </button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <UserMenu {...props} />
          <OnArrival
            run={() => {
              const hadFocus = slot.current?.firstElementChild === document.activeElement
              setArrived(true)
              const trigger = slot.current?.querySelector<HTMLButtonElement>("[data-part=trigger]")
              if (pressed.current) trigger?.click()
              if (pressed.current || hadFocus) trigger?.focus()
            }}
          />
        </Suspense>
      )}
    </span>
  )
}

/** Runs `run` once, when the content it is rendered with has been committed, before it is painted. */
function OnArrival({ run }: { readonly run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useLayoutEffect(run, [])
  return null
}
