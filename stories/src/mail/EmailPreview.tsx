/**
 * Shows an e-mail the way a mail client does: the template rendered to an
 * HTML document (as the server sends it) inside a frame of a given width.
 */
import { render } from "@react-email/render"
import { type ReactElement, useEffect, useState } from "react"

export function EmailPreview({
  email,
  width,
  title,
}: {
  readonly email: ReactElement
  readonly width: number
  readonly title: string
}) {
  const [html, setHtml] = useState<string | undefined>(undefined)
  useEffect(() => {
    let live = true
    void render(email).then((rendered) => {
      if (live) setHtml(rendered)
    })
    return () => {
      live = false
    }
  }, [email])
  if (html === undefined) return <p role="status">Rendering the e-mail...</p>
  return (
    <iframe
      title={title}
      srcDoc={html}
      style={{
        width,
        height: 1200,
        border: "1px solid #e2cdb8",
        display: "block",
        margin: "0 auto",
      }}
    />
  )
}
