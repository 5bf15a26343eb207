/**
 * What the analysts' admin page answers (AdminAnalystsApi.ts): the domain's schema, named here, in the
 * contract's module of that group's answers, which the SPA loads without the
 * endpoints (web/build/apiEndpoints.ts).
 */
export { AnalystOverview } from "@strand/domain/analysis/AnalystOverview"
