/**
 * The domain's folders in layers, from the bottom up. A folder imports only
 * folders in the layers below its own, never one beside it or above it, so
 * each folder reads knowing only what lies under it, and a new folder has
 * one place to go: just above everything it needs.
 */
export const domainLayers: ReadonlyArray<ReadonlyArray<string>> = [
  // words and shapes any part may use
  ["text", "errors", "paging", "site"],
  // small rules and ports many use cases share: one unit of work, rate limits, referral codes,
  // the back-off between retries
  ["transaction", "ratelimit", "referral", "retry"],
  // a person, the quiz, what a report is, the CRM port, reading an ingredient label
  ["user", "quiz", "report", "crm", "ingredients"],
  // what follows from those: notes read into facts, sign-in, the routine's week, products
  ["notes", "session", "routine", "products"],
  // the rule engine
  ["analyst"],
  // analysing answers, storing and reading reports
  ["analysis"],
  // built on a stored report: the ingredient check, every e-mail Strand sends
  ["check", "mail"],
  // the queue of side effects (e-mail, CRM pushes)
  ["outbox"],
  // use cases that queue side effects, and the ones that keep the data tidy
  ["accounts", "experts", "feedback", "mailing", "progress", "engagement", "housekeeping"],
  // joining the waitlist opens an account
  ["waitlist"],
  // the outbox worker, above everything it delivers
  ["delivery"],
]

const layerOf = new Map(domainLayers.flatMap((folders, layer) => folders.map((f) => [f, layer])))

const domainFolder = (path: string | undefined) =>
  path === undefined ? undefined : /^domain\/src\/([^/]+)\//.exec(path)?.[1]

/** Why an import from `from` of the repo path `to` runs against the layering, if it does. */
export const layeringViolation = (from: string, to: string | undefined): string | undefined => {
  const importer = domainFolder(from)
  const imported = domainFolder(to)
  if (importer === undefined || imported === undefined || importer === imported) return undefined
  const below = layerOf.get(imported)
  const above = layerOf.get(importer)
  if (above === undefined) return `domain/${importer} is in no layer (DomainLayers.ts)`
  if (below === undefined) return `domain/${imported} is in no layer (DomainLayers.ts)`
  return below < above ? undefined : `domain/${importer} must not import domain/${imported}`
}
