/** The `:expertId` path parameter: an id that is not even a uuid names no expert, so it is not found. */
import { ExpertId } from "@strand/domain/experts/Expert"
import { Effect, Option, Schema } from "effect"
import { NotFound } from "../../contract/ApiErrors.ts"

export const expertNotFound = () =>
  new NotFound({ message: "We couldn't find that expert.", code: "NOT_FOUND" })

export const parseExpertId = (raw: string) =>
  Option.match(Schema.decodeUnknownOption(ExpertId)(raw), {
    onNone: () => Effect.fail(expertNotFound()),
    onSome: Effect.succeed,
  })
