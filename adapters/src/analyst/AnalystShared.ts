/** What the server gives every AI adapter, whichever is chosen. */
import type { Duration } from "effect"

export interface AnalystShared {
  /** The analysis budget: no single provider request may take longer. */
  readonly timeout: Duration.Duration
}
