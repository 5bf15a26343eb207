import { describe, expect, it } from "vitest"
import { sharpEnough, sharpness } from "./sharpness.ts"

/** Black strokes on white, like print, then optionally softened by a box blur. */
const printed = (width: number, height: number, blurRadius: number) => {
  let grey = new Float32Array(width * height).fill(255)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (y % 12 < 7 && x % 9 < 3) grey[y * width + x] = 0
    }
  }
  for (let pass = 0; pass < blurRadius; pass++) {
    const next = new Float32Array(grey.length)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let total = 0
        let n = 0
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const value = grey[(y + dy) * width + (x + dx)]
            if (value !== undefined && x + dx >= 0 && x + dx < width) {
              total += value
              n++
            }
          }
        }
        next[y * width + x] = total / n
      }
    }
    grey = next
  }
  return grey
}

describe("sharpness of a photo", () => {
  it("is high for print in focus and low once it is blurred", () => {
    expect(sharpness(printed(256, 256, 0), 256, 256)).toBeGreaterThan(sharpEnough * 10)
    expect(sharpness(printed(256, 256, 12), 256, 256)).toBeLessThan(sharpEnough)
  })

  it("finds the sharp label in a plain photo", () => {
    const width = 512
    const grey = new Float32Array(width * width).fill(200)
    const label = printed(130, 130, 0)
    for (let y = 0; y < 130; y++)
      grey.set(label.subarray(y * 130, y * 130 + 130), (y + 300) * width + 300)
    expect(sharpness(grey, width, width)).toBeGreaterThan(sharpEnough)
    expect(sharpness(new Float32Array(width * width).fill(200), width, width)).toBe(0)
  })
})
