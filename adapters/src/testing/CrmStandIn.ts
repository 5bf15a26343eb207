/**
 * What a stand-in server for a CRM offers the CRM contract suite
 * (crm/CrmContract.ts): the variables that point Strand at it, its contacts,
 * and the failures every CRM has (down, rate-limiting). FakeHubSpot and
 * FakeBrevo are two; a new CRM's stand-in is a third.
 */
export interface CrmStandIn {
  /** CRM_PROVIDER and the chosen CRM's own variables (its key, this server's address). */
  environment(key?: string): Record<string, string>
  /** The contacts it holds, by e-mail in lower case. */
  readonly contacts: ReadonlyMap<string, unknown>
  /** Puts a contact in, as if someone had added it in the CRM. */
  seed(email: string): unknown
  /** Every API call is answered 503 while true. */
  down: boolean
  /** The next N API calls are answered 429, with a short wait. */
  rateLimitNext: number
  listen(): Promise<this>
  close(): Promise<void>
}
