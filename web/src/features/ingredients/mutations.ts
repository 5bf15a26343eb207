/** Checking a pasted label (POST /api/ingredient-check); nothing is cached, each check stands alone. */
import type { IngredientCheckRequest } from "@strand/domain/check/IngredientCheck"
import { useMutation } from "@tanstack/react-query"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi } from "../../lib/callApi.ts"

export const useIngredientCheck = () =>
  useMutation({
    mutationFn: (request: IngredientCheckRequest) =>
      callApi(api.ingredients.check, { payload: request }),
  })
