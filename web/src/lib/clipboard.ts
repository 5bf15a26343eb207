/**
 * Copying text for the person (a referral link). The Clipboard API needs a
 * secure context and focus; where it refuses, the older select-and-copy is
 * tried before giving up.
 */
export const copyText = async (text: string): Promise<void> => {
  try {
    await navigator.clipboard.writeText(text)
    return
  } catch {
    // Not allowed here (http, no focus, old browser): try the fallback.
  }
  const area = document.createElement("textarea")
  area.value = text
  area.setAttribute("readonly", "")
  area.style.position = "fixed"
  area.style.opacity = "0"
  document.body.append(area)
  area.select()
  const copied = document.execCommand("copy")
  area.remove()
  if (!copied) throw new Error("The browser would not copy the text.")
}
