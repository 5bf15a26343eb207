/** The checker and its scanner as stories render them: signed in unless told otherwise. */
import { useState } from "react"
import { CheckPage, type CheckViewer } from "./CheckPage.tsx"
import {
  BarcodeScanView,
  LabelPhotoView,
  type PhotoState,
  type ScanState,
  type WayIn,
} from "./scan/ScanView.tsx"

export function CheckPageExample({
  viewer = "signed-in",
  initialText = "",
  initialWay = "paste",
  readFromPhoto = false,
}: {
  readonly viewer?: CheckViewer
  readonly initialText?: string
  readonly initialWay?: WayIn
  readonly readFromPhoto?: boolean
}) {
  return (
    <CheckPage
      viewer={viewer}
      initialText={initialText}
      initialWay={initialWay}
      readFromPhoto={readFromPhoto}
    />
  )
}

/** The barcode scanner in one state, with no camera behind it; the last way chosen is shown. */
export function BarcodeScanExample({ state }: { readonly state: ScanState }) {
  const [chosen, setChosen] = useState<string>("")
  return (
    <div className="mx-auto max-w-3xl p-6">
      <BarcodeScanView
        state={state}
        onStart={() => setChosen("camera")}
        onBarcode={(barcode) => setChosen(`barcode ${barcode}`)}
        onWay={setChosen}
      />
      <p className="sr-only" aria-live="polite">
        {chosen === "" ? "" : `Chosen: ${chosen}`}
      </p>
    </div>
  )
}

/** The label reader in one state, with no reader behind it. */
export function LabelPhotoExample({ state }: { readonly state: PhotoState }) {
  const [chosen, setChosen] = useState<string>("")
  return (
    <div className="mx-auto max-w-3xl p-6">
      <LabelPhotoView
        state={state}
        onPhoto={(photo) => setChosen(`photo ${photo.name}`)}
        onWay={setChosen}
      />
      <p className="sr-only" aria-live="polite">
        {chosen === "" ? "" : `Chosen: ${chosen}`}
      </p>
    </div>
  )
}
