/**
 * The query-key root shared by everything cached about one person's reports
 * (the list and each report). Features build their keys under it; logout
 * drops it so the next person on this tab never sees the last one's reports.
 */
export const analysesKeyRoot = ["analyses"] as const
