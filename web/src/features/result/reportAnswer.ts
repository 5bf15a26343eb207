/**
 * The schema of GET /api/analyses/{id}, which queries.ts loads beside the
 * report's request (readApi.ts) rather than before it. A module of the
 * SPA's own for the reason accounts/userAnswers.ts gives.
 */
export { AnalysisFound as reportAnswer } from "@strand/api/contract/analysis/AnalysisFound"
