/**
 * An endpoint's path (apiPaths.gen.ts, from the contract) with its
 * parameters filled in: `/api/analyses/:analysisId` with `{ analysisId }`.
 */
export { apiPaths } from "./apiPaths.gen.ts"

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

export const apiPath = <const Path extends string>(
  path: Path,
  ...[params]: [ParamNames<Path>] extends [never] ? [] : [Record<ParamNames<Path>, string>]
): string =>
  params === undefined
    ? path
    : path.replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent((params as Record<string, string>)[name] ?? ""),
      )
