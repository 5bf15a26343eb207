/**
 * What the doctor's summary as data answers (AnalysisApi.ts): the domain's schema, named here, in the
 * contract's module of that group's answers, which the SPA loads without the
 * endpoints (web/build/apiEndpoints.ts).
 */
export { DoctorSummary } from "@strand/domain/analysis/DoctorSummary"
