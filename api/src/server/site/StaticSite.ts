/**
 * The built SPA, served from memory. Every file in the web build is read
 * once at start, with the brotli and gzip copies the build made beside it
 * (web/build/landingPage.ts), and each answer is made once:
 *
 * - `/` is the landing page rendered at build time (index.html); `/quiz`,
 *   to a request with a session cookie and nothing to resume, the shell
 *   with the quiz's first question painted (quiz.html); every other path
 *   that is not a file gets the shell (app.html, holding the frame shown
 *   until the app starts), so the SPA's routes and its 404 page work on
 *   reload. Which of the two goes to /quiz depends on cookies
 *   (`Vary: Cookie`); the app checks the session either way. A report's
 *   owner gets `/result?analysisId=…` rendered with the report
 *   (ResultPageHtml.ts);
 * - hashed assets (`/assets/…`) are cached for a year, `immutable`; the
 *   rest revalidates (`no-cache`) with its ETag, answered 304 when it still
 *   matches;
 * - a text file goes brotli or gzip encoded when the browser accepts it
 *   (`Vary: Accept-Encoding`);
 * - a single byte range is answered 206 (videos are fetched in ranges);
 * - an asset this build does not have may be one of an earlier build, still
 *   open in someone's browser during a deploy: it is served from the recent
 *   builds' files kept in the database (BuildAssets.ts; each start keeps
 *   this build's). One that no recent build has is a 404, never the shell.
 */
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { extname, join, relative, sep } from "node:path"
import { quizResumeCookieName } from "@strand/domain/quiz/QuizResumeCookie"
import { type BuildAsset, BuildAssets } from "@strand/domain/site/BuildAssets"
import { Context, Effect, Layer, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { carriesSessionCookie } from "../accounts/SessionCookie.ts"
import { type ContentEncoding, chooseEncoding } from "../http/ContentEncoding.ts"
import { ServerSettings } from "../http/ServerSettings.ts"
import { makeResultPageHtml } from "./ResultPageHtml.ts"

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  // The scanner's barcode and label readers: compiled as they stream in.
  ".wasm": "application/wasm",
}

const immutable = "public, max-age=31536000, immutable"
const revalidate = "no-cache"
/** The shells, one of which is sent for /quiz depending on the request's cookies. */
const shellsByCookie = new Set(["/app.html", "/quiz.html"])

/** One file as sent: its bytes in each encoding the build made, and the answers made from them. */
type ByEncoding = { readonly identity: HttpServerResponse.HttpServerResponse } & Partial<
  Record<ContentEncoding, HttpServerResponse.HttpServerResponse>
>

interface SiteFile {
  readonly answers: ByEncoding
  readonly notModified: ByEncoding
  readonly etags: ReadonlySet<string>
  readonly identity: Uint8Array
  readonly headers: Record<string, string>
}

const filesUnder = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

const varyHeader = (encoded: boolean, byCookie: boolean): { vary?: string } => {
  const vary = [...(encoded ? ["Accept-Encoding"] : []), ...(byCookie ? ["Cookie"] : [])]
  return vary.length === 0 ? {} : { vary: vary.join(", ") }
}

type Variants = { readonly identity: Uint8Array } & Partial<Record<ContentEncoding, Uint8Array>>

/** A file's answers, made once from its bytes in each encoding. */
const siteFile = (urlPath: string, contentType: string, variants: Variants): SiteFile => {
  const { identity } = variants
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 22)
  const encoded = variants.br !== undefined || variants.gzip !== undefined
  const headers = {
    "content-type": contentType,
    "cache-control": urlPath.startsWith("/assets/") ? immutable : revalidate,
    ...varyHeader(encoded, shellsByCookie.has(urlPath)),
  }
  // A strong ETag names one representation: each encoding has its own.
  const etagOf = (encoding: ContentEncoding) =>
    encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding === "br" ? "br" : "gz"}"`
  const answers: Partial<Record<ContentEncoding, HttpServerResponse.HttpServerResponse>> = {}
  const notModified: Partial<Record<ContentEncoding, HttpServerResponse.HttpServerResponse>> = {}
  for (const encoding of ["identity", "br", "gzip"] as const) {
    const bytes = variants[encoding]
    if (bytes === undefined) continue
    const own = {
      ...headers,
      etag: etagOf(encoding),
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    }
    answers[encoding] = HttpServerResponse.uint8Array(bytes, {
      headers: own,
      contentType: headers["content-type"],
    })
    const { "content-type": _, "content-encoding": __, ...validators } = own
    notModified[encoding] = HttpServerResponse.empty({ status: 304, headers: validators })
  }
  return {
    answers: { ...answers, identity: answers.identity! },
    notModified: { ...notModified, identity: notModified.identity! },
    etags: new Set((["identity", "br", "gzip"] as const).filter((e) => variants[e]).map(etagOf)),
    identity,
    headers: { ...headers, etag: etagOf("identity") },
  }
}

const loadFile = (path: string, urlPath: string): SiteFile =>
  siteFile(urlPath, contentTypes[extname(path)] ?? "application/octet-stream", {
    identity: readFileSync(path),
    ...(existsSync(`${path}.br`) ? { br: readFileSync(`${path}.br`) } : {}),
    ...(existsSync(`${path}.gz`) ? { gzip: readFileSync(`${path}.gz`) } : {}),
  })

const isAsset = (urlPath: string) => urlPath.startsWith("/assets/")

/**
 * This build's hashed files, to keep beside the data; the build is named
 * by them (each name carries its content's hash).
 */
const thisBuild = (site: ReadonlyMap<string, SiteFile>) => {
  const assets = [...site]
    .filter(([urlPath]) => isAsset(urlPath))
    .map(([path, file]): BuildAsset => {
      const bytes = (encoding: ContentEncoding) => {
        const answer = file.answers[encoding]
        return answer?.body._tag === "Uint8Array" ? answer.body.body : undefined
      }
      return {
        path,
        contentType: file.headers["content-type"] ?? "application/octet-stream",
        identity: file.identity,
        br: bytes("br"),
        gzip: bytes("gzip"),
      }
    })
  const id = createHash("sha256")
    .update(
      assets
        .map((asset) => asset.path)
        .sort()
        .join("\n"),
    )
    .digest("hex")
  return { id, assets }
}

/** Every file of the web build by its URL path, read into memory. */
export const loadSite = (webDist: string): ReadonlyMap<string, SiteFile> => {
  const site = new Map<string, SiteFile>()
  if (!existsSync(webDist)) return site
  for (const path of filesUnder(webDist)) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue
    const urlPath = `/${relative(webDist, path).split(sep).join("/")}`
    site.set(urlPath, loadFile(path, urlPath))
  }
  return site
}

const matches = (ifNoneMatch: string | undefined, etags: ReadonlySet<string>) =>
  ifNoneMatch !== undefined &&
  (ifNoneMatch.trim() === "*" ||
    ifNoneMatch.split(",").some((tag) => etags.has(tag.trim().replace(/^W\//, ""))))

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`; anything else is not a range we serve. */
const singleRange = (
  header: string,
  size: number,
): [number, number] | "unsatisfiable" | undefined => {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (match === null) return undefined
  const [, from = "", to = ""] = match
  if (from === "" && to === "") return undefined
  const start = from === "" ? Math.max(0, size - Number(to)) : Number(from)
  const end = from === "" || to === "" ? size - 1 : Math.min(Number(to), size - 1)
  return start > end || start >= size ? "unsatisfiable" : [start, end]
}

const partial = (file: SiteFile, range: string) => {
  const size = file.identity.length
  const bounds = singleRange(range, size)
  if (bounds === undefined) return undefined
  if (bounds === "unsatisfiable") {
    return HttpServerResponse.empty({
      status: 416,
      headers: { "content-range": `bytes */${size}` },
    })
  }
  const [start, end] = bounds
  return HttpServerResponse.uint8Array(file.identity.subarray(start, end + 1), {
    status: 206,
    headers: {
      ...file.headers,
      "content-range": `bytes ${start}-${end}/${size}`,
      "accept-ranges": "bytes",
    },
    contentType: file.headers["content-type"],
  })
}

const answer = (file: SiteFile, request: HttpServerRequest.HttpServerRequest) => {
  const encoding = chooseEncoding(request.headers["accept-encoding"], file.answers)
  if (matches(request.headers["if-none-match"], file.etags)) {
    return file.notModified[encoding] ?? file.notModified.identity
  }
  const range = request.headers.range
  if (range !== undefined) {
    const ranged = partial(file, range)
    if (ranged !== undefined) return ranged
  }
  return file.answers[encoding] ?? file.answers.identity
}

const decodedPath = (raw: string): string | undefined => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

const apiNotFound = HttpServerResponse.jsonUnsafe(
  { message: "Not found", code: "NOT_FOUND" },
  { status: 404 },
)
const notFound = HttpServerResponse.text("Not found", { status: 404 })

/**
 * The routes: the SPA for GET (and HEAD) of any path outside /api, and a JSON
 * 404 for unknown /api paths.
 */
export const staticSite = (webDist: string) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const { https } = yield* ServerSettings
      const builds = yield* BuildAssets
      const site = loadSite(webDist)
      const build = thisBuild(site)
      // Best effort: a process that cannot keep them still serves its own files.
      yield* builds
        .keep(build.id, build.assets)
        .pipe(
          Effect.catchCause((cause) =>
            Effect.logWarning("This build's files could not be kept for later builds", cause),
          ),
        )
      // Earlier builds' files as they are asked for, each answer made once.
      const earlier = new Map<string, SiteFile>()
      const earlierFile = (path: string) => {
        const known = earlier.get(path)
        if (known !== undefined) return Effect.succeed(known)
        return Effect.map(builds.find(path), (found) => {
          if (Option.isNone(found)) return undefined
          const { contentType, identity, br, gzip } = found.value
          const file = siteFile(path, contentType, {
            identity,
            ...(br === undefined ? {} : { br }),
            ...(gzip === undefined ? {} : { gzip }),
          })
          earlier.set(path, file)
          return file
        })
      }
      const shell = site.get("/app.html") ?? site.get("/index.html")
      const quizShell = site.get("/quiz.html") ?? shell
      const resultPageHtml = yield* makeResultPageHtml(webDist)
      const fileFor = (path: string, request: HttpServerRequest.HttpServerRequest) => {
        if (path === "/") return site.get("/index.html")
        if (path === "/quiz" || path === "/quiz/") {
          const fresh =
            carriesSessionCookie(request, https) &&
            request.cookies[quizResumeCookieName] === undefined
          return fresh ? quizShell : shell
        }
        return site.get(path) ?? (isAsset(path) ? undefined : shell)
      }
      const serve = Effect.withFiber((fiber) => {
        const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
        const query = request.url.indexOf("?")
        const path = decodedPath(query === -1 ? request.url : request.url.slice(0, query))
        const file = path === undefined ? undefined : fileFor(path, request)
        if (file === undefined && path !== undefined && isAsset(path)) {
          return Effect.map(earlierFile(path), (earlierOne) =>
            earlierOne === undefined ? notFound : answer(earlierOne, request),
          )
        }
        const plain = file === undefined ? notFound : answer(file, request)
        if (path !== "/result" || query === -1 || !carriesSessionCookie(request, https)) {
          return Effect.succeed(plain)
        }
        const analysisId = new URLSearchParams(request.url.slice(query)).get("analysisId")
        if (analysisId === null) return Effect.succeed(plain)
        return Effect.map(resultPageHtml(request.url, analysisId), (page) => page ?? plain)
      })
      return Layer.mergeAll(
        HttpRouter.add("*", "/api/*", Effect.succeed(apiNotFound)),
        // HEAD is answered by the GET route, without the body.
        HttpRouter.add("GET", "/*", serve),
      )
    }),
  )
