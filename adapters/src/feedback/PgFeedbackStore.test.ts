import { describe } from "@effect/vitest"
import { Layer } from "effect"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { PgUserStore } from "../user/PgUserStore.ts"
import { feedbackStoreContract } from "./FeedbackStoreContract.ts"
import { PgFeedbackStore } from "./PgFeedbackStore.ts"

describe("PgFeedbackStore", () =>
  onEachDatabase(Layer.mergeAll(PgFeedbackStore, PgUserStore), feedbackStoreContract))
