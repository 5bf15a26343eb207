/** Checking a pasted label (POST /api/ingredient-check); nothing is cached, each check stands alone. */
import type { IngredientCheckRequest } from "@strand/domain/check/IngredientCheck"
import { useMutation } from "@tanstack/react-query"
import { callApi } from "../../lib/apiClient.ts"

export const useIngredientCheck = () =>
  useMutation({
    mutationFn: (request: IngredientCheckRequest) =>
      callApi((client) => client.ingredients.check({ payload: request })),
  })
