/**
 * What the quiz funnel answers (EngagementApi.ts, FunnelApi): the domain's schema, named here, in the
 * contract's module of that group's answers, which the SPA loads without the
 * endpoints (web/build/apiEndpoints.ts).
 */
export { QuizFunnel } from "@strand/domain/engagement/QuizFunnel"
