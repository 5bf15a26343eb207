import { describe } from "@effect/vitest"
import { Layer } from "effect"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { PgUserStore } from "../user/PgUserStore.ts"
import { analysisStoreContract } from "./AnalysisStoreContract.ts"
import { PgAnalysisStore } from "./PgAnalysisStore.ts"

describe("PgAnalysisStore", () =>
  onEachDatabase(Layer.mergeAll(PgAnalysisStore, PgUserStore), analysisStoreContract))
