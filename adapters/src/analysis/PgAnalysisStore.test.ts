import { describe } from "@effect/vitest"
import { Layer } from "effect"
import { StrandNoteReader } from "../notes/StrandNoteReader.ts"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { PgUserStore } from "../user/PgUserStore.ts"
import { analysisStoreContract } from "./AnalysisStoreContract.ts"
import { PgAnalysisStore } from "./PgAnalysisStore.ts"

describe("PgAnalysisStore", () =>
  onEachDatabase(
    Layer.mergeAll(PgAnalysisStore, PgUserStore).pipe(Layer.provide(StrandNoteReader)),
    analysisStoreContract,
  ))
