/** The landing page, the 404 page and their accessibility, on desktop and phone. */
import AxeBuilder from "@axe-core/playwright"
import type { Locator } from "@playwright/test"
import { expect, type Page, test } from "./fixtures.ts"
import { chunkRequests, unique } from "./helpers.ts"

test("the landing page shows the hero and the waitlist form", async ({ page }) => {
  await page.goto("/")
  await expect(page).toHaveTitle(/Strand/)
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Clarity")
  const form = page.getByRole("form", { name: "Join the waitlist" })
  await expect(form.getByLabel("Name")).toBeVisible()
  await expect(form.getByLabel("Email")).toBeVisible()
  await expect(form.getByLabel(/hair concern/i)).toBeVisible()
  await expect(page.getByRole("button", { name: "Join Waitlist" })).toBeEnabled()
})

test("what a visitor types before the app has started is kept, and joins", async ({ page }) => {
  // Hold the app's scripts: the page the server drew is there, the app not yet.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route("**/assets/*.js", async (route) => {
    await held
    await route.continue()
  })
  // Module scripts hold DOMContentLoaded back: wait for the drawn form, not the event.
  await page.goto("/", { waitUntil: "commit" })
  const form = page.getByRole("form", { name: "Join the waitlist" })
  await expect(page.locator("#hero-tagline")).not.toHaveAttribute("data-hydrated", "true")
  await form.getByLabel("Name").fill("Early Bird")
  await form.getByLabel("Email").fill(unique("early"))
  release()
  await expect(page.locator("#hero-tagline")).toHaveAttribute("data-hydrated", "true")
  await expect(form.getByLabel("Name")).toHaveValue("Early Bird")
  await form.getByRole("button", { name: "Join Waitlist" }).click()
  await expect(page.getByRole("heading", { name: "Thank you for joining!" })).toBeVisible()
})

test("a visitor's landing page shows the count without loading the reader of the API's answers; joining loads it", async ({
  page,
}) => {
  // The reader brings Effect's Schema, and each answer the contract's schema of
  // it: a phone should not run them before anyone does anything.
  const readerLoads = chunkRequests(page, "decodeAnswer")
  const joinAnswerLoads = chunkRequests(page, "WaitlistAnswers")
  await page.goto("/")
  await expect(page.getByText(/people have joined|person has joined|Be the first/)).toBeVisible()
  await page.waitForLoadState("networkidle")
  expect(readerLoads()).toEqual([])
  expect(joinAnswerLoads()).toEqual([])

  // Joining calls the API and reads its answer: the patterns above name the chunks.
  const form = page.getByRole("form", { name: "Join the waitlist" })
  await form.getByLabel("Name").fill("Client Check")
  await form.getByLabel("Email").fill(`client.check.${Date.now()}@example.com`)
  await page.getByRole("button", { name: "Join Waitlist" }).click()
  await expect(page.getByRole("heading", { name: "Thank you for joining!" })).toBeVisible()
  expect(readerLoads()).toHaveLength(1)
  expect(joinAnswerLoads()).toHaveLength(1)
})

test("the header's Join Waitlist link brings the form into view", async ({ page }) => {
  await page.goto("/")
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Join Waitlist" })
    .click()
  await expect(page).toHaveURL(/#waitlist$/)
  await expect(page.locator("#waitlist")).toBeInViewport()
})

test("the form can be filled with the keyboard alone", async ({ page }) => {
  await page.goto("/")
  const form = page.getByRole("form", { name: "Join the waitlist" })
  await form.getByLabel("Name").focus()
  await page.keyboard.type("Kay")
  await page.keyboard.press("Tab")
  await expect(form.getByLabel("Email")).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(form.getByLabel(/hair concern/i)).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Join Waitlist" })).toBeFocused()
})

test("axe finds no accessibility violations on /", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByRole("form", { name: "Join the waitlist" })).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
})

test("axe finds no violations on / with the validation messages shown", async ({ page }) => {
  await page.goto("/")
  await page.getByRole("button", { name: "Join Waitlist" }).click()
  await expect(page.getByText("Please enter a valid email address")).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
})

test("an unknown path shows 404 Page Not Found with a way home", async ({ page }) => {
  const response = await page.goto("/no/such/page")
  expect(response?.ok()).toBe(true)
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible()
  await page.getByRole("link", { name: "Back to home" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("form", { name: "Join the waitlist" })).toBeVisible()
})

test("axe finds no violations on the 404 page", async ({ page }) => {
  await page.goto("/no/such/page")
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
})

const taglines = [
  "Transform your hair and scalp health",
  "Personalised shopping with an unbiased AI companion",
  "Make purchases driven by you not trends",
  "Filtered by science. Chosen by you.",
]

/**
 * Takes the page's clock: installed and paused before the page loads, so
 * time moves only by `page.clock.runFor` (an installed clock otherwise keeps
 * running at real speed).
 */
const holdTheClock = async (page: Page) => {
  const start = new Date("2026-11-07T10:00:00Z")
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}

/** The tagline in view; the others keep its place, invisible. */
const shownTagline = (page: Page) => page.locator("#hero-tagline > span:not(.invisible)")

test.describe("the hero's rotating tagline", () => {
  test("shows the four taglines in order, 3000 ms each, round and round", async ({ page }) => {
    await holdTheClock(page)
    await page.goto("/")
    const tagline = shownTagline(page)
    await expect(tagline).toHaveText(taglines[0] ?? "")
    // The app starts in a task after the page is painted: the turning starts when it has hydrated.
    await expect(page.locator("#hero-tagline")).toHaveAttribute("data-hydrated", "true")
    await page.clock.runFor(2900)
    await expect(tagline).toHaveText(taglines[0] ?? "")
    await page.clock.runFor(100)
    await expect(tagline).toHaveText(taglines[1] ?? "")
    for (const next of [taglines[2], taglines[3], taglines[0]]) {
      await page.clock.runFor(3000)
      await expect(tagline).toHaveText(next ?? "")
    }
    // Turning on its own, it is not announced every 3 s.
    await expect(page.locator("#hero-tagline")).toHaveAttribute("aria-live", "off")
    await expect(page.getByText("Transform your hair and scalp health.")).toHaveCount(0)
  })

  test("holds still while hovered or focused, and when motion is paused", async ({ page }) => {
    await holdTheClock(page)
    await page.goto("/")
    const tagline = shownTagline(page)
    await page.locator("#hero-tagline").hover()
    await page.clock.runFor(7000)
    await expect(tagline).toHaveText(taglines[0] ?? "")
    // Holding still, the tagline in view is announced politely.
    await expect(page.locator("#hero-tagline")).toHaveAttribute("aria-live", "polite")
    // Let go, it turns again 3 s later.
    await page.mouse.move(0, 0)
    await page.clock.runFor(3000)
    await expect(tagline).toHaveText(taglines[1] ?? "")

    const pause = page.getByRole("button", { name: "Pause motion" })
    await pause.focus()
    await page.clock.runFor(7000)
    await expect(tagline).toHaveText(taglines[1] ?? "")
    await pause.press("Enter")
    await expect(pause).toHaveAttribute("aria-pressed", "true")
    await pause.blur()
    await page.clock.runFor(7000)
    await expect(tagline).toHaveText(taglines[1] ?? "")
    await expect(page.locator("video")).toHaveJSProperty("paused", true)
  })

  test.describe("for someone who asks for less motion", () => {
    test.use({ reducedMotion: "reduce" })

    test("shows the first tagline only, fetches no video and offers nothing to pause", async ({
      page,
    }) => {
      const media: Array<string> = []
      page.on("request", (request) => {
        if (/\.(webm|mp4)$/.test(request.url())) media.push(request.url())
      })
      await holdTheClock(page)
      await page.goto("/")
      await page.clock.runFor(10_000)
      await expect(shownTagline(page)).toHaveText(taglines[0] ?? "")
      await expect(page.locator("video")).toHaveCount(0)
      await expect(page.getByRole("button", { name: "Pause motion" })).toHaveCount(0)
      await expect(page.locator("#home img")).toBeVisible()
      expect(media).toEqual([])
    })
  })
})

test.describe("the hero's video", () => {
  test("loops muted and inline, from a WebM and an MP4 of at most 1.5 MB, without sound", async ({
    page,
    request,
  }) => {
    await page.goto("/")
    const video = page.locator("#home video")
    await expect(video).toHaveJSProperty("muted", true)
    await expect(video).toHaveAttribute("muted", "")
    await expect(video).toHaveAttribute("autoplay", "")
    await expect(video).toHaveAttribute("loop", "")
    await expect(video).toHaveAttribute("playsinline", "")
    await expect(video).not.toHaveAttribute("controls")
    // The still under it is the video's first frame, painted first.
    await expect(page.locator("#home img")).toHaveAttribute("src", /\/assets\/hero-poster-.*\.jpg$/)
    // Decorative: hidden from assistive technology, out of the tab order.
    await expect(page.locator("#home > [aria-hidden='true'] video")).toHaveCount(1)
    await expect(video).toHaveAttribute("tabindex", "-1")
    await expect(video).toHaveJSProperty("paused", false)

    const sources = await video.locator("source").evaluateAll((elements) =>
      elements.map((element) => ({
        src: (element as HTMLSourceElement).src,
        type: (element as HTMLSourceElement).type,
      })),
    )
    expect(sources.map((source) => source.type)).toEqual([
      'video/webm; codecs="vp9"',
      'video/mp4; codecs="avc1.64001F"',
    ])
    for (const source of sources) {
      const response = await request.get(source.src)
      expect(response.ok()).toBe(true)
      const bytes = await response.body()
      expect(bytes.length).toBeLessThanOrEqual(1.5 * 1024 * 1024)
      expect(response.headers()["content-type"]).toBe(source.type.split(";")[0])
      // No sound track: no audio codec in the WebM, no sound handler in the MP4.
      const text = bytes.toString("latin1")
      expect(text).not.toMatch(/A_OPUS|A_VORBIS|A_AAC/)
      expect(text).not.toContain("soun")
    }
  })

  test("is not loaded while the browser is saving data", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true } })
    })
    await page.goto("/")
    await expect(page.getByRole("button", { name: "Pause motion" })).toBeVisible()
    await expect(page.locator("video")).toHaveCount(0)
  })

  test("its poster is the page's largest contentful paint", async ({ page }) => {
    // Every LCP entry the page reports, from its very start.
    await page.addInitScript(() => {
      const seen: Array<string> = []
      Object.assign(window, { largestPaints: seen })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { element?: Element; url?: string }
        >) {
          seen.push(`${entry.element?.tagName} ${entry.url}`)
        }
      }).observe({ type: "largest-contentful-paint", buffered: true })
    })
    await page.goto("/")
    const latest = () =>
      page.evaluate(() =>
        (window as unknown as { largestPaints: Array<string> }).largestPaints.at(-1),
      )
    await expect.poll(latest).toMatch(/^IMG .*\/assets\/hero-poster-.*\.jpg$/)
    // Once the video has joined and played a while, the poster is still the largest.
    await expect(page.locator("#home video")).toHaveAttribute("data-started", "true")
    await page.waitForTimeout(500)
    const all = await page.evaluate(
      () => (window as unknown as { largestPaints: Array<string> }).largestPaints,
    )
    expect(all.at(-1), `every LCP entry: ${all.join(", ")}`).toMatch(
      /^IMG .*\/assets\/hero-poster-.*\.jpg$/,
    )
  })
})

test("the footer gives the e-mail address and three social networks", async ({ page }) => {
  for (const path of ["/", "/login"]) {
    await page.goto(path)
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByRole("link", { name: "hello@strand.example" })).toHaveAttribute(
      "href",
      "mailto:hello@strand.example",
    )
    const social = footer.getByRole("list", { name: "Strand on social media" }).getByRole("link")
    await expect(social).toHaveCount(3)
    for (const network of ["Instagram", "TikTok", "Pinterest"]) {
      const link = footer.getByRole("link", { name: `Strand on ${network}` })
      await expect(link).toHaveAttribute("href", /^https:\/\//)
      await expect(link).toHaveAttribute("target", "_blank")
    }
  }
})

test.describe("toasts", () => {
  /** Joins the waitlist, which says "Welcome!" in a toast. */
  const raiseToast = async (page: Page) => {
    await page.goto("/")
    const form = page.getByRole("form", { name: "Join the waitlist" })
    await form.getByLabel("Name").fill("Sam")
    await form.getByLabel("Email").fill(`sam.${Date.now()}.${Math.random()}@example.com`)
    await form.getByRole("button", { name: "Join Waitlist" }).click()
    const toast = page.getByRole("status").filter({ hasText: "Welcome!" })
    await expect(toast).toBeVisible()
    return toast
  }

  const swipe = async (page: Page, toast: Locator, pixels: number) => {
    const box = await toast.boundingBox()
    if (box === null) throw new Error("the toast has no box")
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 30, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 30 + pixels, y, { steps: 8 })
    await page.mouse.up()
  }

  test("a swipe to the right past 50 px dismisses one; a shorter one springs back", async ({
    page,
  }) => {
    const toast = await raiseToast(page)
    await swipe(page, toast, 30)
    await page.waitForTimeout(300)
    await expect(toast).toBeVisible()
    await expect(toast).not.toHaveAttribute("style", /translateX/)
    await swipe(page, toast, 80)
    await expect(toast).toHaveCount(0)
  })

  test("the close button still dismisses one", async ({ page }) => {
    const toast = await raiseToast(page)
    await toast.getByRole("button", { name: "Dismiss notification" }).click()
    await expect(toast).toHaveCount(0)
  })
})
