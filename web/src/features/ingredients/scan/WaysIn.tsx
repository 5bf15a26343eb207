/**
 * The three ways into the checker, as one group of radio buttons (arrow
 * keys move between them): scan the barcode, photograph the label, or type
 * or paste the list.
 */
import { useId } from "react"
import { type WayIn, waysIn } from "./ScanView.tsx"

const wayNames: Record<WayIn, string> = {
  scan: "Scan the barcode",
  photo: "Photograph the label",
  paste: "Type or paste the list",
}

export function WaysIn({
  value,
  onChange,
}: {
  readonly value: WayIn
  readonly onChange: (way: WayIn) => void
}) {
  const name = useId()
  return (
    <fieldset className="mt-8">
      <legend className="text-sm font-semibold text-ink-900">How do you want to check it?</legend>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {waysIn.map((way) => (
          <label
            key={way}
            className="flex cursor-pointer items-center justify-center rounded-2xl border border-sand-300 bg-white px-4 py-3 text-center font-medium text-ink-700 hover:border-clay-500 has-[:checked]:border-clay-600 has-[:checked]:bg-clay-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-600"
          >
            <input
              type="radio"
              name={name}
              value={way}
              checked={value === way}
              onChange={() => onChange(way)}
              className="sr-only"
            />
            {wayNames[way]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
