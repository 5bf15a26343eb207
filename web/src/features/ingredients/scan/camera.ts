/**
 * The camera for the barcode scanner: the one facing away from the person
 * when there are two, at a resolution where a barcode's bars are clear. Why
 * it could not be opened decides what the page says next: refused (by the
 * person or the browser's settings), no camera at all, or in use elsewhere.
 */

export type CameraProblem = "refused" | "none" | "unavailable"

export type CameraOpening =
  | { readonly _tag: "Open"; readonly stream: MediaStream }
  | { readonly _tag: "Failed"; readonly problem: CameraProblem }

const problemOf = (error: unknown): CameraProblem => {
  const name = error instanceof DOMException || error instanceof Error ? error.name : ""
  if (name === "NotAllowedError" || name === "SecurityError") return "refused"
  if (name === "NotFoundError" || name === "OverconstrainedError") return "none"
  return "unavailable"
}

export const openCamera = async (): Promise<CameraOpening> => {
  // No camera API: an old browser, or a page not served over HTTPS.
  if (navigator.mediaDevices?.getUserMedia === undefined) return { _tag: "Failed", problem: "none" }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: {
        facingMode: { ideal: "environment" },
        width: { ideal: 1280 },
        height: { ideal: 720 },
      },
      audio: false,
    })
    return { _tag: "Open", stream }
  } catch (error) {
    return { _tag: "Failed", problem: problemOf(error) }
  }
}

export const closeCamera = (stream: MediaStream | undefined) => {
  for (const track of stream?.getTracks() ?? []) track.stop()
}
