/**
 * The facts about how the server is reached that request handling needs:
 * whether it is served over https, its public origin, whether a proxy
 * stands in front, and who the admins are.
 */
import type { StrandConfig } from "@strand/adapters/config/StrandConfig"
import { Context, Layer, Option } from "effect"

export class ServerSettings extends Context.Service<
  ServerSettings,
  {
    readonly https: boolean
    readonly publicOrigin: Option.Option<string>
    /** Where links in e-mails point (StrandConfig.linkOrigin), never a request's Host. */
    readonly linkOrigin: string
    readonly trustProxy: boolean
    /** How many trusted proxies add to X-Forwarded-For (ClientAddress.ts). */
    readonly proxyHops: number
    readonly adminEmails: ReadonlySet<string>
  }
>()("@strand/api/server/ServerSettings") {
  static readonly fromConfig = (config: StrandConfig) =>
    Layer.succeed(ServerSettings, {
      https: Option.exists(config.publicUrl, (origin) => origin.startsWith("https://")),
      publicOrigin: config.publicUrl,
      linkOrigin: config.linkOrigin,
      trustProxy: config.trustProxy,
      proxyHops: config.proxyHops,
      adminEmails: new Set(config.adminEmails),
    })
}
