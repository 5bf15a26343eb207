/**
 * The build's last steps (a Vite plugin, `vite build`):
 *
 * 1. the client is built as usual, with a manifest;
 * 2. src/prerender.tsx is built for Node into `dist-server/` (kept, with
 *    the empty shell: the server renders a person's report page with them,
 *    api/src/server/site/ResultPageHtml.ts) and run: the landing page's HTML
 *    goes into `dist/index.html` (served for `/`), with modulepreload links
 *    for every chunk `/` needs; `dist/app.html` is the shell every other
 *    path gets, holding the frame shown until the app starts (PendingFrame);
 *    `dist/quiz.html` the same with the quiz's first question in the frame,
 *    for a signed-in person with nothing to resume (the server chooses);
 * 3. every text file in dist is compressed ahead of time, brotli (quality
 *    11) and gzip (level 9), beside it as `.br` and `.gz`: the server sends
 *    whichever the browser accepts, from memory, without compressing per
 *    request;
 * 4. the landing page's size budget is checked (sizeBudget.ts), and the
 *    app's chunk must import no other chunk: past either, the build fails.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import type { Plugin } from "vite"
import { describeFirstLoad, measureFirstLoad, overBudget } from "./sizeBudget.ts"

interface ManifestChunk {
  readonly file: string
  readonly imports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}
type Manifest = Record<string, ManifestChunk>

/** Files worth compressing: text, over a packet's size. */
export const compressible = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/
const minimumBytes = 1024

const filesUnder = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

/** Every JavaScript file `keys` load, statically, in the manifest. */
const chunksOf = (manifest: Manifest, keys: ReadonlyArray<string>) => {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || manifest[key] === undefined) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...seen].map((key) => manifest[key]?.file ?? "").filter((file) => file.endsWith(".js"))
}

const precompress = (dist: string) => {
  for (const file of filesUnder(dist)) {
    if (!compressible.test(file)) continue
    const bytes = readFileSync(file)
    if (bytes.length < minimumBytes) continue
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    )
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
  }
}

export const landingPage = (): Plugin => ({
  name: "strand:landing-page",
  apply: "build",
  config: () => ({
    build: { manifest: true },
    environments: {
      ssr: {
        build: {
          ssr: "src/prerender.tsx",
          outDir: "dist-server",
          emptyOutDir: true,
          manifest: false,
        },
      },
    },
    builder: {
      buildApp: async (builder) => {
        const { client, ssr } = builder.environments
        if (client === undefined || ssr === undefined) throw new Error("missing environments")
        await builder.build(client)
        await builder.build(ssr)
        const root = builder.config.root
        const dist = resolve(root, client.config.build.outDir)
        const prerendered = resolve(root, ssr.config.build.outDir)
        const { renderLandingPage, renderPendingFrame, renderQuizFrame } = (await import(
          pathToFileURL(join(prerendered, "prerender.js")).href
        )) as {
          renderLandingPage: () => Promise<{ head: string; body: string }>
          renderPendingFrame: () => string
          renderQuizFrame: () => { title: string; body: string }
        }
        // What React wrote for <head> (the hero poster's preload) goes there;
        // the shell keeps its own <title>.
        const { head: hoisted, body } = await renderLandingPage()

        const manifest = JSON.parse(
          readFileSync(join(dist, ".vite", "manifest.json"), "utf8"),
        ) as Manifest
        const landingKeys = Object.keys(manifest).filter((key) =>
          key.startsWith("src/routes/index.tsx"),
        )
        const entry = Object.entries(manifest).find(([, chunk]) =>
          chunk.file.startsWith("assets/index-"),
        )
        // Everything the entry imports statically is one chunk (vite.config.ts):
        // a file split out of it (the bundler's runtime helpers, once) is one
        // more request before any page can start.
        const entryImports = entry?.[1].imports ?? []
        if (entryImports.length > 0) {
          const files = entryImports.map((key) => manifest[key]?.file ?? key).join(", ")
          throw new Error(`The app's chunk imports other chunks before it can run: ${files}`)
        }
        // Every insertion below is a function: a page's text may hold "$&" or
        // "$'", which a replacement string would read as patterns.
        // The app's start chunk (main.tsx imports it once React is evaluated)
        // downloads beside the entry on every page, not after it.
        const start = Object.values(manifest).find((chunk) =>
          chunk.file.startsWith("assets/start-"),
        )?.file
        if (start === undefined) throw new Error("The build has no chunk for src/start.tsx")
        const shell = readFileSync(join(dist, "index.html"), "utf8").replace(
          "</head>",
          () => `  <link rel="modulepreload" crossorigin href="/${start}">\n  </head>`,
        )
        const alreadyLinked = new Set(
          [...shell.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]),
        )
        const preloads = chunksOf(manifest, landingKeys)
          .filter((file) => !alreadyLinked.has(file) && file !== entry?.[1].file)
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`)
          .join("\n")
        writeFileSync(
          join(dist, "app.html"),
          shell.replace(
            '<div id="root"></div>',
            () => `<div id="root">${renderPendingFrame()}</div>`,
          ),
        )
        // The server renders a person's report page into this (ResultPageHtml.ts).
        writeFileSync(join(prerendered, "shell.html"), shell)
        const quiz = renderQuizFrame()
        writeFileSync(
          join(dist, "quiz.html"),
          shell
            .replace(/<title>[^<]*<\/title>/, () => `<title>${quiz.title}</title>`)
            .replace('<div id="root"></div>', () => `<div id="root">${quiz.body}</div>`),
        )
        writeFileSync(
          join(dist, "index.html"),
          shell
            .replace("</head>", () => `${hoisted}${preloads}\n  </head>`)
            .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`),
        )
        rmSync(join(dist, ".vite"), { recursive: true, force: true })
        precompress(dist)
        builder.config.logger.info(
          `prerendered / (${body.length} characters), ${relative(root, dist)} precompressed`,
        )
        const measured = measureFirstLoad(dist)
        const over = overBudget(measured)
        if (over !== undefined)
          throw new Error(`The landing page is over its size budget:\n${over}`)
        builder.config.logger.info(describeFirstLoad(measured))
      },
    },
  }),
})
