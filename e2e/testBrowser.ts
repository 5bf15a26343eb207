/**
 * The browser the e2e tests drive: Debian's Chromium headless shell
 * (`chromium-headless-shell`, the same Chromium release as `chromium`, built
 * without the browser's own windows and UI), which is what Playwright
 * itself runs headless tests in. Pages render in the same engine; the full
 * browser in its headless mode spent about twice the CPU on the same tests
 * (docs/performance.md). Lighthouse and the camera tests keep the full browser.
 */
export const testBrowserPath = "/usr/bin/chromium-headless-shell"

/** Flags for a browser in a container: no sandbox, no GPU, no reliance on a small /dev/shm. */
export const testBrowserArgs = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]
