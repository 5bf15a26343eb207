import { describe } from "@effect/vitest"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { engagementStoreContract } from "./EngagementStoreContract.ts"
import { PgEngagementStore } from "./PgEngagementStore.ts"

describe("PgEngagementStore", () => onEachDatabase(PgEngagementStore, engagementStoreContract))
