/**
 * What checking a label answers (IngredientCheckApi.ts): the domain's schema, named here, in the
 * contract's module of that group's answers, which the SPA loads without the
 * endpoints (web/build/apiEndpoints.ts).
 */
export { IngredientCheckAnswer } from "@strand/domain/check/IngredientCheckAnswer"
