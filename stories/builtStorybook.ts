/**
 * Opens every story of the built Storybook (storybook-static, from
 * `npm run build-storybook`) in Debian's Chromium, as a designer opening it
 * would, and fails when any play function fails there: what the Interactions
 * panel shows red. The stories' own test run (vitest) renders them another
 * way, so a story can pass there and fail here.
 *
 * Prints one line per failing story and "N passed, N failed"; exits non-zero
 * on any failure. Serves the folder itself on a free port of 127.0.0.1.
 */
import { readFile } from "node:fs/promises"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { extname, join, normalize } from "node:path"
import { chromium, type Frame } from "playwright"

const folder = join(import.meta.dirname, "storybook-static")
const types: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".png": "image/png",
}

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname))
  const file = join(folder, path.endsWith("/") ? `${path}index.html` : path)
  readFile(file).then(
    (body) => {
      response.writeHead(200, {
        "content-type": types[extname(file)] ?? "application/octet-stream",
      })
      response.end(body)
    },
    () => {
      response.writeHead(404)
      response.end()
    },
  )
})
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const index = JSON.parse(await readFile(join(folder, "index.json"), "utf8")) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>
}
const stories = Object.values(index.entries).filter((entry) => entry.type === "story")

// Hears the preview's own verdict on each story: the event the Interactions
// panel follows, kept per story, and the last exception the preview showed.
const listen = () => {
  const hooked = "__STORYBOOK_ADDONS_CHANNEL__"
  let channel: unknown
  Object.defineProperty(window, hooked, {
    configurable: true,
    get: () => channel,
    set: (value: { on: (event: string, listener: (payload: unknown) => void) => void }) => {
      channel = value
      const record = window as unknown as {
        verdicts?: Record<string, unknown>
        failure?: string
      }
      record.verdicts = {}
      value.on("storyFinished", (payload) => {
        const { storyId } = payload as { storyId: string }
        if (record.verdicts) record.verdicts[storyId] = payload
      })
      value.on("playFunctionThrewException", (error) => {
        record.failure = String((error as { message?: string }).message ?? error)
      })
      value.on("storyThrewException", (error) => {
        record.failure = String((error as { message?: string }).message ?? error)
      })
    },
  })
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
})
const failures: Array<string> = []
let passed = 0
const queue = [...stories]
// As a designer goes through the stories: the manager (the sidebar, the
// addon panels around the preview) opened once, then one story after another
// picked in it, which starts each play function as soon as the story is on
// the page. The preview asks the manager to select the next story, as a
// story's link does; the manager then shows it in the same preview, as a
// click in the sidebar would. Opening the manager afresh for each story
// cost most of this step's time. The sidebar is hidden (`nav=false`): the
// manager drew its whole tree again for every story, twice the CPU of the
// stories themselves, and no story is picked by a click in it. The window is
// narrower by the sidebar's 300 px, so the preview is the size it is beside
// the sidebar at 1280 px (980 by 460), with the addon panel under it.
const worker = async () => {
  const page = await browser.newPage({ viewport: { width: 980, height: 800 } })
  await page.addInitScript(listen)
  let preview: Frame | undefined
  for (let story = queue.shift(); story !== undefined; story = queue.shift()) {
    const id = story.id
    if (preview === undefined) {
      await page.goto(`${origin}/?path=/story/${id}&nav=false`)
      const frame = await (await page.waitForSelector("#storybook-preview-iframe")).contentFrame()
      if (frame === null) throw new Error("The manager shows no preview")
      preview = frame
    } else {
      await preview.evaluate((storyId) => {
        const own = window as unknown as {
          failure?: string
          __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void }
        }
        own.failure = undefined
        own.__STORYBOOK_ADDONS_CHANNEL__.emit("selectStory", { storyId })
      }, id)
    }
    const verdict = await preview
      .waitForFunction(
        (storyId) =>
          (window as unknown as { verdicts?: Record<string, { status: string }> }).verdicts?.[
            storyId
          ],
        id,
        { timeout: 60_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<{ status: string }>)
      .catch(() => ({ status: "timed out" }))
    const failure = await preview.evaluate(
      () => (window as unknown as { failure?: string }).failure,
    )
    if (verdict.status === "success") passed++
    else {
      failures.push(
        `${story.title} › ${story.name}: ${verdict.status}${failure ? `: ${failure}` : ""}`,
      )
      // The next story starts from a freshly opened manager.
      preview = undefined
    }
  }
  await page.close()
}
await Promise.all([worker(), worker()])
await browser.close()
server.close()

for (const failure of failures) console.log(`FAIL  ${failure.split("\n")[0]}`)
console.log(`${passed} passed, ${failures.length} failed`)
process.exit(failures.length === 0 && passed > 0 ? 0 : 1)
