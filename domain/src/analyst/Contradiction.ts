/** Two lines of one report that disagree, as a consistency check (ReportConsistency.ts) finds them. */
export interface Contradiction {
  /** Which check found it, e.g. "calm-beside-red-flag". */
  readonly check: string
  readonly message: string
  /** The lines that disagree, as they read in the report. */
  readonly lines: ReadonlyArray<string>
}
