/** Whether the page has scrolled further than `offset` pixels (the bar turns solid past 100, spec §9). */
import { useEffect, useState } from "react"

export const solidAfterPixels = 100

export const useScrolledPast = (offset = solidAfterPixels): boolean => {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const check = () => setPast(window.scrollY > offset)
    check()
    window.addEventListener("scroll", check, { passive: true })
    return () => window.removeEventListener("scroll", check)
  }, [offset])
  return past
}
