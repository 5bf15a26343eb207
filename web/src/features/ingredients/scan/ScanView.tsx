/**
 * What the barcode scanner and the label reader show, state by state, with
 * no camera or reader behind them: BarcodeScan.tsx and LabelPhoto.tsx drive
 * these, and the stories render each state as it is. Every state that ends
 * a way in says why in plain words and offers the next best way: a refused
 * or missing camera offers typing the barcode or photographing the label; an
 * unknown product, photographing or typing its list; a blurred or unreadable
 * photo, another photo or typing the list.
 */
import { barcodeRefusal, normaliseBarcode } from "@strand/domain/products/Barcode"
import { type ProductCard, productTitle } from "@strand/domain/products/Product"
import { type FormEvent, type ReactNode, type Ref, useId, useState } from "react"
import { Button } from "../../../ui/button.tsx"
import * as Field from "../../../ui/field.tsx"
import { ProgressBar } from "../../../ui/progress.tsx"
import { ProductSource } from "./ProductSource.tsx"

/** The ways into the checker. */
export const waysIn = ["scan", "photo", "paste"] as const
export type WayIn = (typeof waysIn)[number]

export type ScanState =
  | { readonly _tag: "Ready" }
  | { readonly _tag: "AskingForCamera" }
  | { readonly _tag: "Scanning" }
  | { readonly _tag: "LookingUp"; readonly barcode: string }
  | { readonly _tag: "Found"; readonly product: ProductCard }
  | { readonly _tag: "NoList"; readonly product: ProductCard }
  | { readonly _tag: "Unknown"; readonly barcode: string; readonly message: string }
  | { readonly _tag: "CameraRefused" }
  | { readonly _tag: "NoCamera" }
  | { readonly _tag: "CameraBusy" }

export type PhotoState =
  | { readonly _tag: "Choosing" }
  | { readonly _tag: "Reading"; readonly progress: number }
  | { readonly _tag: "Blurred" }
  | { readonly _tag: "Unreadable" }
  | { readonly _tag: "Failed" }

const panelClass =
  "flex flex-col gap-4 rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"

function Message({
  title,
  tone = "info",
  children,
}: {
  readonly title: string
  readonly tone?: "info" | "problem"
  readonly children: ReactNode
}) {
  return (
    <div role={tone === "problem" ? "alert" : "status"} className="flex flex-col gap-1">
      <h2
        className={`font-display text-xl font-semibold ${tone === "problem" ? "text-danger-600" : "text-ink-900"}`}
      >
        {title}
      </h2>
      <div className="text-ink-700">{children}</div>
    </div>
  )
}

/** Typing the digits under the bars: the way in when the camera is not. */
export function TypedBarcode({
  onBarcode,
  pending = false,
}: {
  readonly onBarcode: (barcode: string) => void
  readonly pending?: boolean
}) {
  const [typed, setTyped] = useState("")
  const [error, setError] = useState<string | undefined>(undefined)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const barcode = normaliseBarcode(typed)
    setError(barcode === undefined ? barcodeRefusal : undefined)
    if (barcode !== undefined) onBarcode(barcode)
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-start gap-3" noValidate>
      <div className="min-w-48 flex-1">
        <Field.TextField
          label="Or type the barcode"
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          error={error}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="13, 12 or 8 digits"
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        disabled={pending}
        className="mt-7 px-5 py-2.5 text-sm"
      >
        Look it up
      </Button>
    </form>
  )
}

function NextWays({
  onWay,
  ways,
}: {
  readonly onWay: (way: WayIn) => void
  readonly ways: ReadonlyArray<"photo" | "paste" | "scan">
}) {
  const labels = {
    photo: "Photograph the label",
    paste: "Type the ingredients",
    scan: "Scan another",
  } as const
  return (
    <div className="flex flex-wrap gap-3">
      {ways.map((way, i) => (
        <Button
          key={way}
          variant={i === 0 ? "primary" : "secondary"}
          className="px-5 py-2.5 text-sm"
          onClick={() => onWay(way)}
        >
          {labels[way]}
        </Button>
      ))}
    </div>
  )
}

export function BarcodeScanView({
  state,
  videoRef,
  onStart,
  onBarcode,
  onWay,
}: {
  readonly state: ScanState
  readonly videoRef?: Ref<HTMLVideoElement>
  readonly onStart: () => void
  readonly onBarcode: (barcode: string) => void
  readonly onWay: (way: WayIn) => void
}) {
  const live = state._tag === "Scanning" || state._tag === "AskingForCamera"
  return (
    <section aria-label="Scan the barcode" className={panelClass}>
      {live && (
        <div className="relative overflow-hidden rounded-2xl bg-ink-900">
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label="What the camera sees"
            className="aspect-video w-full object-cover"
          />
          {/* where to hold the barcode */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-[12%] top-1/2 h-1/3 -translate-y-1/2 rounded-xl border-2 border-white/80"
          />
        </div>
      )}
      <ScanMessage state={state} onStart={onStart} onWay={onWay} />
      {(state._tag === "Ready" ||
        state._tag === "Scanning" ||
        state._tag === "CameraRefused" ||
        state._tag === "NoCamera" ||
        state._tag === "CameraBusy") && <TypedBarcode onBarcode={onBarcode} />}
    </section>
  )
}

function ScanMessage({
  state,
  onStart,
  onWay,
}: {
  readonly state: ScanState
  readonly onStart: () => void
  readonly onWay: (way: WayIn) => void
}) {
  switch (state._tag) {
    case "Ready":
      return (
        <>
          <Message title="Scan the barcode">
            Point your phone's camera at the barcode on the bottle: Strand finds the product and
            checks its ingredients against your hair.
          </Message>
          <div>
            <Button onClick={onStart}>Start the camera</Button>
          </div>
        </>
      )
    case "AskingForCamera":
      return (
        <Message title="Allow the camera">
          Your browser is asking whether Strand may use the camera. It is used only here, to read
          barcodes, and nothing it sees leaves your phone.
        </Message>
      )
    case "Scanning":
      return (
        <Message title="Looking for a barcode...">
          Hold the barcode inside the frame, about a hand's width away, until the camera sharpens.
        </Message>
      )
    case "LookingUp":
      return (
        <Message title="Barcode found">
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-clay-200 border-t-clay-600"
            />
            Looking up {state.barcode}...
          </span>
        </Message>
      )
    case "Found":
      return (
        <>
          <Message title={productTitle(state.product)}>
            Found. Whether it suits your hair, and why, follows below.
          </Message>
          <ProductSource source={state.product.source} />
          <NextWays onWay={onWay} ways={["scan"]} />
        </>
      )
    case "NoList":
      return (
        <>
          <Message title={productTitle(state.product)} tone="problem">
            We know this product, but not its ingredients yet: photograph the label or type the
            list, and we will check it for you.
          </Message>
          <ProductSource source={state.product.source} />
          <NextWays onWay={onWay} ways={["photo", "paste", "scan"]} />
        </>
      )
    case "Unknown":
      return (
        <>
          <Message title="We don't know this product yet" tone="problem">
            {state.message} (barcode {state.barcode})
          </Message>
          <NextWays onWay={onWay} ways={["photo", "paste", "scan"]} />
        </>
      )
    case "CameraRefused":
      return (
        <>
          <Message title="Strand can't use the camera" tone="problem">
            The camera was refused. To scan, allow the camera for this site in your browser's
            settings and try again; or type the barcode below, or photograph the label.
          </Message>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" className="px-5 py-2.5 text-sm" onClick={onStart}>
              Try the camera again
            </Button>
            <NextWays onWay={onWay} ways={["photo", "paste"]} />
          </div>
        </>
      )
    case "NoCamera":
      return (
        <>
          <Message title="No camera here" tone="problem">
            This device or browser has no camera Strand can use. Type the barcode below, or
            photograph the label with another device and choose the photo.
          </Message>
          <NextWays onWay={onWay} ways={["photo", "paste"]} />
        </>
      )
    case "CameraBusy":
      return (
        <>
          <Message title="The camera is busy" tone="problem">
            Another app may be using the camera. Close it and try again, or type the barcode below.
          </Message>
          <div>
            <Button variant="secondary" className="px-5 py-2.5 text-sm" onClick={onStart}>
              Try the camera again
            </Button>
          </div>
        </>
      )
  }
}

export function LabelPhotoView({
  state,
  onPhoto,
  onWay,
}: {
  readonly state: PhotoState
  readonly onPhoto: (photo: File) => void
  readonly onWay: (way: WayIn) => void
}) {
  const inputId = useId()
  const chooser = (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={inputId}
        className="inline-flex w-fit cursor-pointer items-center justify-center gap-2 rounded-full bg-clay-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-clay-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-600"
      >
        {state._tag === "Choosing" ? "Take or choose a photo" : "Take another photo"}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          onChange={(event) => {
            const photo = event.target.files?.[0]
            event.target.value = ""
            if (photo !== undefined) onPhoto(photo)
          }}
        />
      </label>
      <p className="text-sm text-ink-500">
        The photo is read on your phone and never sent to Strand: only the list you check is.
      </p>
    </div>
  )
  return (
    <section aria-label="Photograph the label" className={panelClass}>
      {state._tag === "Choosing" && (
        <>
          <Message title="Photograph the label">
            Photograph the side of the bottle that lists the ingredients, close enough to fill the
            frame, in good light. You can correct what Strand reads before it is checked.
          </Message>
          {chooser}
        </>
      )}
      {state._tag === "Reading" && (
        <>
          <Message title="Reading the label...">
            The first photo takes a few seconds longer while the reader loads.
          </Message>
          <ProgressBar value={state.progress} label="Reading the label" />
        </>
      )}
      {state._tag === "Blurred" && (
        <>
          <Message title="This photo is blurred" tone="problem">
            The small print is out of focus. Hold the phone steady a hand's width from the label,
            tap the screen on the ingredients so the camera sharpens, and take it again; or type the
            list.
          </Message>
          {chooser}
          <NextWays onWay={onWay} ways={["paste"]} />
        </>
      )}
      {state._tag === "Unreadable" && (
        <>
          <Message title="We couldn't read an ingredient list" tone="problem">
            No list after "Ingredients" could be read in this photo. Photograph the side that lists
            them, straight on and in good light; or type the list.
          </Message>
          {chooser}
          <NextWays onWay={onWay} ways={["paste"]} />
        </>
      )}
      {state._tag === "Failed" && (
        <>
          <Message title="The label reader didn't start" tone="problem">
            Your browser could not start the label reader (an older browser, or the connection
            dropped while it loaded). Try again, or type the list.
          </Message>
          {chooser}
          <NextWays onWay={onWay} ways={["paste"]} />
        </>
      )}
    </section>
  )
}
