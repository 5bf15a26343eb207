/**
 * The barcode scanner: the camera opens when the person asks (a browser
 * asks them first), frames are read a few times a second until a product
 * barcode with a valid check digit shows, the camera closes, and the
 * product is looked up (GET /api/products/{barcode}). The barcode reader is
 * loaded only when the camera starts, so /check stays light for those who
 * paste.
 */
import { barcodeRefusal, normaliseBarcode } from "@strand/domain/products/Barcode"
import type { ProductCard } from "@strand/domain/products/Product"
import { useEffect, useRef, useState } from "react"
import { api } from "../../../lib/apiEndpoints.gen.ts"
import { callApi, isApiError } from "../../../lib/callApi.ts"
import { closeCamera, openCamera } from "./camera.ts"
import { BarcodeScanView, type ScanState, type WayIn } from "./ScanView.tsx"

/** How often a frame is read: quick enough to feel instant, light on a phone's battery. */
const frameEveryMillis = 150

const problemStates = {
  refused: { _tag: "CameraRefused" },
  none: { _tag: "NoCamera" },
  unavailable: { _tag: "CameraBusy" },
} as const satisfies Record<string, ScanState>

export function BarcodeScan({
  onProduct,
  onNoList,
  onWay,
}: {
  /** A product whose list Strand has: check it. */
  readonly onProduct: (product: ProductCard) => void
  /** A product Strand knows without its list. */
  readonly onNoList: (product: ProductCard) => void
  readonly onWay: (way: WayIn) => void
}) {
  const [state, setState] = useState<ScanState>({ _tag: "Ready" })
  const videoRef = useRef<HTMLVideoElement>(null)
  const stream = useRef<MediaStream | undefined>(undefined)
  // Each start gets a number; a loop whose number is stale stops.
  const run = useRef(0)

  const stop = () => {
    run.current++
    closeCamera(stream.current)
    stream.current = undefined
  }
  // The camera closes when the scanner leaves the page.
  useEffect(
    () => () => {
      run.current++
      closeCamera(stream.current)
    },
    [],
  )

  const lookUp = async (typed: string) => {
    stop()
    const barcode = normaliseBarcode(typed)
    if (barcode === undefined) {
      return setState({ _tag: "Unknown", barcode: typed, message: barcodeRefusal })
    }
    setState({ _tag: "LookingUp", barcode })
    try {
      const product = await callApi(api.products.find, { params: { barcode } })
      if (product.ingredientState === "listed") {
        setState({ _tag: "Found", product })
        onProduct(product)
      } else {
        setState({ _tag: "NoList", product })
        onNoList(product)
      }
    } catch (error) {
      setState({
        _tag: "Unknown",
        barcode,
        message: isApiError(error)
          ? error.message
          : "We can't look this product up right now: photograph or type its ingredients.",
      })
    }
  }

  const start = async () => {
    stop()
    const mine = run.current
    setState({ _tag: "AskingForCamera" })
    const [opened, { makeBarcodeReader }] = await Promise.all([
      openCamera(),
      import("./barcodeReader.ts"),
    ])
    if (run.current !== mine) return closeCamera(opened._tag === "Open" ? opened.stream : undefined)
    if (opened._tag === "Failed") return setState(problemStates[opened.problem])
    stream.current = opened.stream
    const video = videoRef.current
    if (video === null) return stop()
    video.srcObject = opened.stream
    await video.play().catch(() => undefined)
    setState({ _tag: "Scanning" })
    const reader = await makeBarcodeReader()
    while (run.current === mine) {
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const barcode = await reader.read(video).catch(() => undefined)
        if (barcode !== undefined && run.current === mine) return lookUp(barcode)
      }
      await new Promise((resolve) => setTimeout(resolve, frameEveryMillis))
    }
  }

  return (
    <BarcodeScanView
      state={state}
      videoRef={videoRef}
      onStart={() => void start()}
      onBarcode={(barcode) => void lookUp(barcode)}
      onWay={(way) => {
        onWay(way)
        if (way === "scan") void start()
      }}
    />
  )
}
