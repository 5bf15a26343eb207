/** Whether the page has scrolled further than `offset` pixels (the bar turns solid past 100, spec §9). */
import { useEffect, useState } from "react"
import { afterNextPaint } from "../../lib/afterNextPaint.ts"

export const solidAfterPixels = 100

export const useScrolledPast = (offset = solidAfterPixels): boolean => {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const check = () => setPast(window.scrollY > offset)
    // A page may open scrolled (a reload, a link to a section): read once the
    // page is drawn, not while it is being laid out.
    const cancel = afterNextPaint(check)
    window.addEventListener("scroll", check, { passive: true })
    return () => {
      cancel()
      window.removeEventListener("scroll", check)
    }
  }, [offset])
  return past
}
