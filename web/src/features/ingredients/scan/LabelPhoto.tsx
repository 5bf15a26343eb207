/**
 * Photographing the label: the photo is read on the person's device
 * (labelReader.ts, loaded when this opens so the first photo waits less)
 * and the list it finds goes to the text box, where they correct it before
 * checking. A blurred photo or one without a list readable says so.
 */
import { useEffect, useState } from "react"
import { LabelPhotoView, type PhotoState, type WayIn } from "./ScanView.tsx"

const loadReader = () => import("./labelReader.ts")

export function LabelPhoto({
  onRead,
  onWay,
}: {
  readonly onRead: (ingredients: string) => void
  readonly onWay: (way: WayIn) => void
}) {
  const [state, setState] = useState<PhotoState>({ _tag: "Choosing" })

  useEffect(() => {
    void loadReader()
      .then((reader) => reader.startLabelReader())
      .catch(() => undefined)
  }, [])

  const read = async (photo: File) => {
    setState({ _tag: "Reading", progress: 0 })
    try {
      const { readLabel } = await loadReader()
      const reading = await readLabel(photo, (progress) => setState({ _tag: "Reading", progress }))
      if (reading._tag === "Read") onRead(reading.ingredients)
      else setState({ _tag: reading._tag })
    } catch {
      setState({ _tag: "Failed" })
    }
  }

  return <LabelPhotoView state={state} onPhoto={(photo) => void read(photo)} onWay={onWay} />
}
