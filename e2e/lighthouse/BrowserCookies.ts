/**
 * Puts cookies in a launched Chromium's cookie jar over the DevTools
 * protocol (Node's own WebSocket; no Puppeteer needed). Lighthouse's
 * `extraHeaders` would send a cookie with each request, but the SPA also
 * reads `document.cookie` (the signed-in hint) to decide where a person may
 * go, so a signed-in page is only audited as such with real cookies.
 */

interface CdpAnswer {
  readonly id: number
  readonly error?: { readonly message: string }
}

/** Sets `cookieHeader` ("a=1; b=2") for `baseUrl` in the browser on `port`. */
export const setBrowserCookies = async (port: number, baseUrl: string, cookieHeader: string) => {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string
  }
  const cookies = cookieHeader
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair !== "")
    .map((pair) => {
      const index = pair.indexOf("=")
      return { name: pair.slice(0, index), value: pair.slice(index + 1), url: baseUrl }
    })
  const socket = new WebSocket(version.webSocketDebuggerUrl)
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener("open", () => resolve(), { once: true })
      socket.addEventListener("error", () => reject(new Error("no DevTools connection")), {
        once: true,
      })
    })
    const answered = new Promise<CdpAnswer>((resolve) => {
      socket.addEventListener("message", (event) => {
        const answer = JSON.parse(String(event.data)) as CdpAnswer
        if (answer.id === 1) resolve(answer)
      })
    })
    socket.send(JSON.stringify({ id: 1, method: "Storage.setCookies", params: { cookies } }))
    const answer = await answered
    if (answer.error !== undefined) throw new Error(`cookies not set: ${answer.error.message}`)
  } finally {
    socket.close()
  }
}
