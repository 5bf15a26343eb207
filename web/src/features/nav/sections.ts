/**
 * Links to the landing page's sections (#vision, #waitlist). The router
 * scrolls to a hash when the location changes; clicking a link to where the
 * page already is changes nothing, so that click scrolls here instead.
 */
import type { MouseEvent } from "react"

export const scrollToSectionOnLanding = (id: "vision" | "waitlist", event: MouseEvent) => {
  if (window.location.pathname !== "/" || window.location.hash !== `#${id}`) return
  event.preventDefault()
  document.getElementById(id)?.scrollIntoView()
}
