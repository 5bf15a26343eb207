/**
 * Every state of the product scanner and the label reader, each as it is
 * shown, with no camera or reader behind it: ready, asking for the camera,
 * scanning, looking a barcode up, found, a product without its list, an
 * unknown product, a refused camera, no camera, a busy camera; reading a
 * photo, a blurred photo, a photo without a list, a reader that did not
 * start, and the list read from a photo, for the person to correct.
 */

import type { Barcode } from "@strand/domain/products/Barcode"
import type { ProductCard } from "@strand/domain/products/Product"
import {
  BarcodeScanExample,
  CheckPageExample,
  LabelPhotoExample,
} from "@strand/web/src/features/ingredients/examples.tsx"
import { expect, userEvent } from "storybook/test"
import preview from "../../.storybook/preview.tsx"

const meta = preview.meta({
  title: "Ingredients/Scan a product",
  component: BarcodeScanExample,
  parameters: { layout: "fullscreen" },
})

const source = {
  name: "Open Beauty Facts",
  licence: "Open Database License (ODbL) 1.0",
  licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
  productUrl: "https://world.openbeautyfacts.org/product/2000000000060",
}
const product: ProductCard = {
  barcode: "2000000000060" as Barcode,
  name: "Daily Moisture Renewal shampoo",
  brand: "Example Brand",
  category: "shampoo",
  ingredients: "Water, Sodium Laureth Sulfate, Sodium Lauryl Sulfate, Fragrance",
  ingredientState: "listed",
  source,
}

export const Ready = meta.story({
  args: { state: { _tag: "Ready" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Scan the barcode" })).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Start the camera" }))
    await expect(canvas.getByText("Chosen: camera")).toBeInTheDocument()
  },
})

export const AskingForTheCamera = meta.story({
  args: { state: { _tag: "AskingForCamera" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Allow the camera" })).toBeVisible()
    await expect(canvas.getByText(/nothing it sees leaves your phone/)).toBeVisible()
  },
})

export const Scanning = meta.story({
  args: { state: { _tag: "Scanning" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Looking for a barcode..." })).toBeVisible()
    await expect(canvas.getByLabelText("What the camera sees")).toBeInTheDocument()
    await userEvent.type(canvas.getByLabelText("Or type the barcode"), "2000000000061")
    await userEvent.click(canvas.getByRole("button", { name: "Look it up" }))
    // a wrong check digit is caught before any look-up
    await expect(canvas.getByText(/That is not a barcode Strand can look up/)).toBeVisible()
    await userEvent.clear(canvas.getByLabelText("Or type the barcode"))
    await userEvent.type(canvas.getByLabelText("Or type the barcode"), "2000000000060")
    await userEvent.click(canvas.getByRole("button", { name: "Look it up" }))
    await expect(canvas.getByText("Chosen: barcode 2000000000060")).toBeInTheDocument()
  },
})

export const LookingUp = meta.story({
  args: { state: { _tag: "LookingUp", barcode: "2000000000060" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Looking up 2000000000060/)).toBeVisible()
  },
})

export const Found = meta.story({
  args: { state: { _tag: "Found", product } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { name: "Example Brand Daily Moisture Renewal shampoo" }),
    ).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Open Beauty Facts" })).toHaveAttribute(
      "href",
      source.productUrl,
    )
    await expect(canvas.getByRole("link", { name: /Open Database License/ })).toBeVisible()
  },
})

export const KnownWithoutItsList = meta.story({
  args: {
    state: {
      _tag: "NoList",
      product: { ...product, ingredients: null, ingredientState: "missing" },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/not its ingredients yet/)).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Photograph the label" }))
    await expect(canvas.getByText("Chosen: photo")).toBeInTheDocument()
  },
})

export const UnknownProduct = meta.story({
  args: {
    state: {
      _tag: "Unknown",
      barcode: "2000000009018",
      message: "We don't know this product yet: photograph or type its ingredients.",
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { name: "We don't know this product yet" }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Type the ingredients" }))
    await expect(canvas.getByText("Chosen: paste")).toBeInTheDocument()
  },
})

export const CameraRefused = meta.story({
  args: { state: { _tag: "CameraRefused" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Strand can't use the camera" })).toBeVisible()
    await expect(canvas.getByLabelText("Or type the barcode")).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Photograph the label" })).toBeVisible()
  },
})

export const NoCamera = meta.story({
  args: { state: { _tag: "NoCamera" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No camera here" })).toBeVisible()
    await expect(canvas.getByLabelText("Or type the barcode")).toBeVisible()
  },
})

export const CameraBusy = meta.story({
  args: { state: { _tag: "CameraBusy" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "The camera is busy" })).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Try the camera again" })).toBeVisible()
  },
})

export const PhotoChoosing = meta.story({
  render: () => <LabelPhotoExample state={{ _tag: "Choosing" }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Photograph the label" })).toBeVisible()
    await userEvent.upload(
      canvas.getByLabelText("Take or choose a photo"),
      new File(["label"], "label.jpg", { type: "image/jpeg" }),
    )
    await expect(canvas.getByText("Chosen: photo label.jpg")).toBeInTheDocument()
  },
})

export const PhotoReading = meta.story({
  render: () => <LabelPhotoExample state={{ _tag: "Reading", progress: 0.4 }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Reading the label..." })).toBeVisible()
    await expect(canvas.getByRole("progressbar", { name: "Reading the label" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    )
  },
})

export const PhotoBlurred = meta.story({
  render: () => <LabelPhotoExample state={{ _tag: "Blurred" }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "This photo is blurred" })).toBeVisible()
    await expect(canvas.getByLabelText("Take another photo")).toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: "Type the ingredients" }))
    await expect(canvas.getByText("Chosen: paste")).toBeInTheDocument()
  },
})

export const PhotoUnreadable = meta.story({
  render: () => <LabelPhotoExample state={{ _tag: "Unreadable" }} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { name: "We couldn't read an ingredient list" }),
    ).toBeVisible()
  },
})

export const ReaderFailed = meta.story({
  render: () => <LabelPhotoExample state={{ _tag: "Failed" }} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { name: "The label reader didn't start" }),
    ).toBeVisible()
  },
})

/** What the reader found, in the text box, for the person to correct before checking. */
export const PhotoReadToCorrect = meta.story({
  render: () => (
    <CheckPageExample
      initialWay="paste"
      readFromPhoto
      initialText="Water, Cocamidopropyl Betaine, PEG-80 Sorbitan Laurate, Sodium Trideceth Sulfate, Fragrance, Polyquatemium-10, Sodium Benzoate"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Read from your photo/)).toBeVisible()
    const list = canvas.getByLabelText("Ingredients, as printed on the label")
    await expect((list as HTMLTextAreaElement).value).toMatch(/Polyquatemium-10/)
    // the person corrects what the reader got wrong
    await userEvent.clear(list)
    await userEvent.type(list, "Water, Cocamidopropyl Betaine, Polyquaternium-10")
    await expect(list).toHaveValue("Water, Cocamidopropyl Betaine, Polyquaternium-10")
    await expect(canvas.getByRole("button", { name: "Check it" })).toBeEnabled()
  },
})
