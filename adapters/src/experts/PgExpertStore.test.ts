import { describe } from "@effect/vitest"
import { Layer } from "effect"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { PgUserStore } from "../user/PgUserStore.ts"
import { expertStoreContract, summaryShareStoreContract } from "./ExpertStoreContract.ts"
import { PgExpertStore } from "./PgExpertStore.ts"
import { PgSummaryShareStore } from "./PgSummaryShareStore.ts"

describe("PgExpertStore", () => onEachDatabase(PgExpertStore, expertStoreContract))

describe("PgSummaryShareStore", () =>
  onEachDatabase(
    Layer.mergeAll(PgSummaryShareStore, PgExpertStore, PgUserStore),
    summaryShareStoreContract,
  ))
