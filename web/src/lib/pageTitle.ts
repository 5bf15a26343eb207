/**
 * Every page has its own document title (WCAG 2.4.2), set through the
 * routes' `head` and rendered by the root's <HeadContent />: "Log in ·
 * Strand", and Strand's full name on the landing page.
 */
export const siteTitle = "Strand · Hair and scalp health advisor"

export const titleOf = (page?: string): string => (page ? `${page} · Strand` : siteTitle)

/** A route's `head` with its page's title. */
export const pageTitle = (page?: string) => ({ meta: [{ title: titleOf(page) }] })
