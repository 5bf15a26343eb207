/**
 * The Open Beauty Facts stand-in for the e2e suite (playwright.config.ts
 * starts it): its product API, knowing the products of scanProducts.ts.
 */
import { FakeOpenBeautyFacts } from "@strand/adapters/testing/FakeOpenBeautyFacts"
import { scanProducts } from "./scanProducts.ts"

const port = Number(process.env.FAKE_CATALOGUE_PORT)
const fake = await new FakeOpenBeautyFacts().add(...scanProducts).listen(port)
console.log(`Fake Open Beauty Facts on ${fake.url} with ${scanProducts.length} products`)
