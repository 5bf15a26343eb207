/**
 * Scanning in a shop, end to end: a barcode drawn by a barcode library is
 * played to Chromium's fake camera as a video, the scanner on /check reads
 * it, the product comes from the Open Beauty Facts stand-in, and the
 * verdict and the alternatives show; a refused camera, no camera and an
 * unknown product each say what to do instead. Label photos made from real
 * labels' text are read by the label reader, with its accuracy on
 * ingredient names, and a blurred or listless photo says so. The times
 * printed ("measured: ...") are recorded in docs/performance.md.
 */

import { chromium } from "@playwright/test"
import { labelFixtures } from "@strand/adapters/ingredients/fixtures/labels"
import { readIngredientList } from "@strand/domain/ingredients/IngredientList"
import { barcodeVideo, labelPhoto, type PhotoVariant, photoVariants } from "../scan/media.ts"
import { barcodeOf, noListBarcode, unknownBarcode } from "../scanProducts.ts"
import { type BrowserContext, expect, type Page, test } from "./fixtures.ts"
import { expectNoAxeViolations, signInThroughApi, unique } from "./helpers.ts"

const harshShampoo = "Pantene Pro-V Daily Moisture Renewal shampoo (US)"
const gentleShampoo = "Vanicream Free & Clear shampoo"

/** A person with a bleached, porous, sensitive-scalp report, and the shampoos Strand has looked up. */
const preparePerson = async (context: BrowserContext) => {
  await signInThroughApi(context, unique("scan"), "Maya")
  const analysed = await context.request.post("/api/analyze-hair", {
    data: {
      userName: "Maya",
      answers: {
        gender: "female",
        hair_texture: "wavy",
        hair_state: ["bleached"],
        porosity: "high",
        scalp_condition: ["sensitive"],
      },
      textInputs: {},
    },
  })
  expect(analysed.ok()).toBe(true)
  for (const product of [gentleShampoo, "Dove Daily Moisture shampoo (US)"]) {
    expect((await context.request.get(`/api/products/${barcodeOf(product)}`)).ok()).toBe(true)
  }
}

/**
 * Chromium whose camera shows `video`, or no camera, or one the person refuses.
 * The full browser, not the headless shell the other tests drive: the shell
 * reports a refused camera as a busy one.
 */
const browserWithCamera = (camera: { video: string } | "none" | "refused") =>
  chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      ...(camera === "none"
        ? []
        : [
            "--use-fake-device-for-media-stream",
            ...(camera === "refused"
              ? ["--deny-permission-prompts"]
              : [
                  "--use-fake-ui-for-media-stream",
                  `--use-file-for-fake-video-capture=${camera.video}`,
                ]),
          ]),
    ],
  })

/** Picks a way into the checker as a person does: a tap on its label. */
const chooseWay = (page: Page, way: string) => page.locator("label", { hasText: way }).click()

const openScanner = async (page: Page) => {
  await page.goto("/check")
  await chooseWay(page, "Scan the barcode")
  await page.getByRole("button", { name: "Start the camera" }).click()
}

test.describe("scanning a product's barcode", () => {
  test.describe.configure({ timeout: 120_000 })

  test("a barcode in front of the camera brings the verdict and what suits better", async ({
    baseURL,
    extraHTTPHeaders,
  }) => {
    const browser = await browserWithCamera({ video: await barcodeVideo(barcodeOf(harshShampoo)) })
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders,
      permissions: ["camera"],
    })
    try {
      await preparePerson(context)
      const page = await context.newPage()
      await page.goto("/check")
      await chooseWay(page, "Scan the barcode")
      const started = Date.now()
      await page.getByRole("button", { name: "Start the camera" }).click()
      await expect(page.getByText("Not a good fit", { exact: true })).toBeVisible({
        timeout: 60_000,
      })
      console.log(
        `measured: barcode in front of the camera to a verdict ${Date.now() - started} ms`,
      )
      await expect(page.getByRole("heading", { name: harshShampoo }).first()).toBeVisible()
      await expect(page.getByText(/Product data from/).first()).toBeVisible()
      await expect(page.getByRole("link", { name: /Open Database License/ }).first()).toBeVisible()
      const better = page.getByRole("region", { name: "Suits you better" })
      await expect(better.getByText(gentleShampoo)).toBeVisible()
      await expect(better.getByText(/No brand pays to be here/)).toBeVisible()
      await expect(better.getByText(/it has no Sodium Laureth Sulfate/)).toBeVisible()
      await expectNoAxeViolations(page)

      // Again, with the reader and the product already at hand.
      const again = Date.now()
      await page.getByRole("button", { name: "Scan another" }).click()
      await expect(page.getByText("Not a good fit", { exact: true })).toBeHidden()
      await expect(page.getByText("Not a good fit", { exact: true })).toBeVisible({
        timeout: 30_000,
      })
      console.log(`measured: second scan to a verdict ${Date.now() - again} ms`)
    } finally {
      await browser.close()
    }
  })

  test("a product nobody knows says so and offers the label instead", async ({
    baseURL,
    extraHTTPHeaders,
  }) => {
    const browser = await browserWithCamera({ video: await barcodeVideo(unknownBarcode) })
    const context = await browser.newContext({ baseURL, extraHTTPHeaders, permissions: ["camera"] })
    try {
      await signInThroughApi(context, unique("unknown"))
      const page = await context.newPage()
      await openScanner(page)
      await expect(
        page.getByRole("heading", { name: "We don't know this product yet" }),
      ).toBeVisible({
        timeout: 60_000,
      })
      await expect(page.getByText(/photograph or type its ingredients/)).toBeVisible()
      await page.getByRole("button", { name: "Photograph the label" }).click()
      await expect(page.getByRole("region", { name: "Photograph the label" })).toBeVisible()
    } finally {
      await browser.close()
    }
  })

  test("a refused camera and no camera each offer typing the barcode", async ({
    baseURL,
    extraHTTPHeaders,
  }) => {
    for (const camera of ["refused", "none"] as const) {
      const browser = await browserWithCamera(camera)
      const context = await browser.newContext({ baseURL, extraHTTPHeaders })
      try {
        await signInThroughApi(context, unique(`camera-${camera}`))
        const page = await context.newPage()
        await openScanner(page)
        await expect(
          page.getByRole("heading", {
            name: camera === "refused" ? "Strand can't use the camera" : "No camera here",
          }),
        ).toBeVisible()
        // typed, the barcode works as well as scanned
        await page.getByLabel("Or type the barcode").fill(noListBarcode)
        await page.getByRole("button", { name: "Look it up" }).click()
        await expect(page.getByText(/not its ingredients yet/)).toBeVisible()
        await page.getByRole("button", { name: "Type the ingredients" }).click()
        await expect(page.getByText(/For Shampoo with no list yet/)).toBeVisible()
      } finally {
        await browser.close()
      }
    }
  })
})

// Real labels, printed plainly (no "Active ingredient" panel), of different lengths.
const photographed = [
  "Johnson's Baby Shampoo (classic US formula)",
  "Vanicream Free & Clear shampoo",
  "Aussie Miracle Moist conditioner (US)",
  "Kinky-Curly Knot Today leave-in",
  "Pure argan oil for hair",
  "Eco Style Olive Oil styling gel",
]

const comparable = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "")
const namesOf = (list: string) => {
  const read = readIngredientList(list)
  return read._tag === "Listed" ? read.ingredients.map((i) => comparable(i.asPrinted)) : []
}

/** How many of the label's names the reader got exactly right (case and punctuation aside). */
const namesRight = (expected: string, read: string) => {
  const left = namesOf(read)
  let right = 0
  for (const name of namesOf(expected)) {
    const at = left.indexOf(name)
    if (at >= 0) {
      right++
      left.splice(at, 1)
    }
  }
  return right
}

const readPhoto = async (page: Page, photo: string) => {
  await page.getByLabel(/Take (or choose a|another) photo/).setInputFiles(photo)
}

test.describe("reading a label from a photo", () => {
  test.describe.configure({ timeout: 300_000 })

  test("reads ingredient names from straight, rotated and low-contrast photos, to correct before checking", async ({
    page,
    context,
  }) => {
    await signInThroughApi(context, unique("photo"), "Maya")
    await page.goto("/check")
    await chooseWay(page, "Photograph the label")
    const counts = new Map<PhotoVariant, { right: number; total: number }>()
    const times: Array<number> = []
    for (const product of photographed) {
      const label = labelFixtures.find((fixture) => fixture.product === product)?.label ?? ""
      for (const variant of photoVariants) {
        const printed = /ingredients?:/i.test(label) ? label : `INGREDIENTS: ${label}`
        const photo = labelPhoto(comparable(product).slice(0, 24), printed, variant)
        if (!(await page.getByRole("region", { name: "Photograph the label" }).isVisible())) {
          await chooseWay(page, "Photograph the label")
        }
        const started = Date.now()
        await readPhoto(page, photo)
        const list = page.getByLabel("Ingredients, as printed on the label")
        await expect(list).toBeVisible({ timeout: 90_000 })
        times.push(Date.now() - started)
        await expect(page.getByText("Read from your photo.")).toBeVisible()
        const read = await list.inputValue()
        const count = counts.get(variant) ?? { right: 0, total: 0 }
        counts.set(variant, {
          right: count.right + namesRight(label, read),
          total: count.total + namesOf(label).length,
        })
      }
    }
    const share = (variant: PhotoVariant) => {
      const { right, total } = counts.get(variant) ?? { right: 0, total: 1 }
      return right / total
    }
    for (const variant of photoVariants) {
      const { right, total } = counts.get(variant) ?? { right: 0, total: 0 }
      console.log(
        `measured: ${variant} photos, ${right} of ${total} ingredient names read exactly (${Math.round(share(variant) * 100)}%)`,
      )
    }
    console.log(
      `measured: label photo to an editable list, first ${times[0]} ms, then median ${[...times.slice(1)].sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)]} ms`,
    )
    expect(share("straight")).toBeGreaterThanOrEqual(0.9)
    expect(share("rotated")).toBeGreaterThanOrEqual(0.8)
    expect(share("low contrast")).toBeGreaterThanOrEqual(0.85)

    // The person corrects the list, then checks it.
    const list = page.getByLabel("Ingredients, as printed on the label")
    await list.fill(labelFixtures.find((f) => f.product === photographed[0])?.label ?? "")
    await page.getByRole("button", { name: "Check it" }).click()
    await expect(page.getByText("Not judged yet")).toBeVisible()
  })

  test("a blurred photo and one without a list say so, and offer typing", async ({
    page,
    context,
  }) => {
    await signInThroughApi(context, unique("blur"))
    await page.goto("/check")
    await chooseWay(page, "Photograph the label")
    const label = labelFixtures.find((f) => f.product === photographed[1])?.label ?? ""
    await readPhoto(page, labelPhoto("blurred", `INGREDIENTS: ${label}`, "blurred"))
    await expect(page.getByRole("heading", { name: "This photo is blurred" })).toBeVisible({
      timeout: 60_000,
    })
    await readPhoto(
      page,
      labelPhoto(
        "front",
        "GENTLE SHAMPOO\nFor all hair types\nGently cleanses and softens",
        "straight",
      ),
    )
    await expect(
      page.getByRole("heading", { name: "We couldn't read an ingredient list" }),
    ).toBeVisible({
      timeout: 90_000,
    })
    await expectNoAxeViolations(page)
    await page.getByRole("button", { name: "Type the ingredients" }).click()
    await expect(page.getByLabel("Ingredients, as printed on the label")).toBeVisible()
  })
})
