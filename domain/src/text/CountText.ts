/**
 * A whole number as people read it in English, "4,000": how every count
 * Strand shows is written, the same text as `toLocaleString("en-US")`
 * without Intl. A page's first use of Intl loads the browser's locale data,
 * a long task on Lighthouse's throttled phone (docs/performance.md); the
 * landing page and the ingredient checker's messages pay none of it for a
 * count.
 */
export const countText = (count: number): string => {
  if (!Number.isSafeInteger(count)) return String(count)
  const digits = String(Math.abs(count))
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ",")
  return count < 0 ? `-${grouped}` : grouped
}
