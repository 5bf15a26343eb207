import { describe } from "@effect/vitest"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { PgWaitlistStore } from "./PgWaitlistStore.ts"
import { waitlistStoreContract } from "./WaitlistStoreContract.ts"

describe("PgWaitlistStore", () => onEachDatabase(PgWaitlistStore, waitlistStoreContract))
