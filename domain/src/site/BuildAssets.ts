/**
 * Port: the hashed files (`/assets/…`) of the web builds that recently
 * served, kept beside the data. During a rolling deploy a page of build N is
 * open in a browser while the process it talks to already runs build N+1,
 * and the page's next chunk (a route opened later, a lazy part) is a file
 * only build N has: asked for by name, it must still be there. Each
 * starting process keeps its build's files; any process serves the files of
 * the last `keptBuilds` builds started, whichever build it runs itself.
 * A file's name carries its content's hash, so one name is one content.
 */
import { Context, type Effect, type Option } from "effect"

/** Builds whose files stay servable: a deploy a day keeps the files of five days of pages. */
export const keptBuilds = 5

export interface BuildAsset {
  /** The URL path, `/assets/app-3f9c2b.js`. */
  readonly path: string
  readonly contentType: string
  readonly identity: Uint8Array
  /** The compressed copies the build made, when it made them. */
  readonly br?: Uint8Array | undefined
  readonly gzip?: Uint8Array | undefined
}

export class BuildAssets extends Context.Service<
  BuildAssets,
  {
    /**
     * Records that the build `buildId` started, with these files (only files
     * not yet kept are written), and forgets the files of builds older than
     * the last `keptBuilds` started.
     */
    keep(buildId: string, assets: ReadonlyArray<BuildAsset>): Effect.Effect<void>
    find(path: string): Effect.Effect<Option.Option<BuildAsset>>
  }
>()("@strand/domain/site/BuildAssets") {}
