/**
 * Writes two modules from the HTTP contract (api/src/contract/StrandApi.ts),
 * which the SPA calls the API through (src/lib/callApi.ts):
 *
 * - src/lib/apiEndpoints.gen.ts: every endpoint as its method and path,
 *   prefix included ("GET /api/user"); a few hundred bytes in every page's
 *   first JavaScript;
 * - src/lib/apiAnswers.gen.ts: for every endpoint that answers JSON, a
 *   loader of the contract's schema of that answer, under the same name;
 *   loaded with the first call, and each schema with the first call that
 *   needs it, so no page loads the whole contract.
 *
 * So a schema must be importable without the endpoints: each answer is
 * exported by one of the contract's modules that does not import Effect's
 * HTTP API (its `<Group>Answers.ts`, which names the domain's schema when the
 * answer is one). The generator fails, naming the endpoint, when one is not.
 * An answer that is not JSON (the calendar's text, the PDF's bytes, the
 * CSV's stream) or has no body (204) has no loader: its callers read the
 * answer themselves (callApi.ts `fetchApi`).
 *
 * A test (src/lib/apiEndpoints.test.ts) fails when either file no longer
 * matches the contract; `npm run api-endpoints -w @strand/web` writes them
 * again.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { StrandApi } from "@strand/api/contract/StrandApi"
import { Schema, SchemaAST } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiSchema } from "effect/http-api"

const endpointsFile = fileURLToPath(new URL("../src/lib/apiEndpoints.gen.ts", import.meta.url))
const answersFile = fileURLToPath(new URL("../src/lib/apiAnswers.gen.ts", import.meta.url))
const contractDir = fileURLToPath(new URL("../../api/src/contract/", import.meta.url))

const generatedBy = [
  "// Generated from the HTTP contract (api/src/contract/StrandApi.ts) by",
  "// web/build/apiEndpoints.ts: do not edit; `npm run api-endpoints -w @strand/web`.",
  "",
]

/** Where a schema can be loaded from: a module specifier and the export's name. */
interface Exported {
  readonly specifier: string
  readonly name: string
}

const filesUnder = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(path) : [path]
  })

/** The contract's modules without Effect's HTTP API, as the SPA imports them. */
const schemaModules = () =>
  filesUnder(contractDir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .filter((file) => !readFileSync(file, "utf8").includes('from "effect/http-api"'))
    .sort()
    .map((file) => ({
      specifier: `@strand/api/contract/${relative(contractDir, file).replace(/\.ts$/, "")}`,
      url: pathToFileURL(file).href,
    }))

/**
 * An endpoint keeps each answer's schema as the codec it made of it, not the
 * schema itself. Effect makes that codec once per schema, so the codec an
 * endpoint declaring the export would hold is the very object the contract's
 * endpoint holds: that is how an answer is matched to its export.
 */
const codecOf = (schema: Schema.Top): unknown =>
  [...HttpApiEndpoint.get("answer", "/", { success: schema }).success][0]

const exportedAnswers = async (): Promise<Map<unknown, Exported>> => {
  const found = new Map<unknown, Exported>()
  for (const { specifier, url } of schemaModules()) {
    const module = (await import(url)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (!Schema.isSchema(value) || HttpApiSchema.isNoContent(value.ast)) continue
      const codec = codecOf(value)
      if (!found.has(codec)) found.set(codec, { specifier, name })
    }
  }
  return found
}

/** How an answer is encoded, when not as JSON (text, bytes). */
const encodingOf = SchemaAST.resolveAt<{ readonly _tag: string }>("~httpApiEncoding")

const isJson = (schema: Schema.Top) =>
  !HttpApiSchema.isNoContent(schema.ast) &&
  encodingOf(schema.ast) === undefined &&
  // a stream (the CSV)
  !("_tag" in schema && typeof schema._tag === "string" && schema._tag.startsWith("Stream"))

/** The loader of an endpoint's answer schema(s), as source. */
const answerLoader = (answers: ReadonlyArray<Exported>): string => {
  const imports = answers.map(({ specifier }) => `import(${JSON.stringify(specifier)})`)
  if (answers.length === 1)
    return `() => ${imports[0]}.then((module) => module.${answers[0]?.name})`
  const modules = answers.map((_, index) => `module${index}`)
  const schemas = answers.map(({ name }, index) => `${modules[index]}.${name}`)
  return `() => Promise.all([${imports.join(", ")}]).then(([${modules.join(", ")}]) => [${schemas.join(", ")}] as const)`
}

/** The generated modules' text: the endpoints and the answers' loaders. */
export const renderApiEndpoints = async () => {
  const exported = await exportedAnswers()
  const groups = new Map<string, Array<string>>()
  const loaders: Array<string> = []
  const unexported: Array<string> = []
  HttpApi.reflect(StrandApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint }) => {
      const lines = groups.get(group.identifier) ?? []
      const methodAndPath = `${endpoint.method} ${endpoint.path}`
      lines.push(`    ${endpoint.identifier}: ${JSON.stringify(methodAndPath)},`)
      groups.set(group.identifier, lines)
      const answers = [...endpoint.success].filter(isJson).flatMap((codec) => {
        const found = exported.get(codec)
        if (found === undefined) unexported.push(`${group.identifier}.${endpoint.identifier}`)
        return found === undefined ? [] : [found]
      })
      if (answers.length > 0) {
        loaders.push(`  ${JSON.stringify(methodAndPath)}: ${answerLoader(answers)},`)
      }
    },
  })
  if (unexported.length > 0) {
    throw new Error(
      `Export the answer of ${unexported.join(", ")} from one of the contract's modules without effect/http-api (its <Group>Answers.ts): the SPA loads it without the endpoints.`,
    )
  }
  const endpoints = [
    ...generatedBy,
    "/** Every endpoint, by group and name as the contract names them: its method and path. */",
    "export const api = {",
    ...[...groups].map(([group, lines]) => `  ${group}: {\n${lines.join("\n")}\n  },`),
    "} as const",
    "",
  ].join("\n")
  const answers = [
    ...generatedBy,
    "/**",
    " * The loader of the contract's schema of each JSON answer, by the endpoint's",
    " * method and path (callApi.ts loads this module with the first call).",
    " */",
    "export const answers = {",
    ...loaders,
    "} as const",
    "",
  ].join("\n")
  return { endpoints, answers }
}

/** Whether the files on disk are what the contract says. */
export const apiEndpointsAreCurrent = async (): Promise<boolean> => {
  const { endpoints, answers } = await renderApiEndpoints()
  return (
    readFileSync(endpointsFile, "utf8") === endpoints &&
    readFileSync(answersFile, "utf8") === answers
  )
}

if (import.meta.main) {
  const { endpoints, answers } = await renderApiEndpoints()
  writeFileSync(endpointsFile, endpoints)
  writeFileSync(answersFile, answers)
}
