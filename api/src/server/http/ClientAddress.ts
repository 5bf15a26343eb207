/**
 * Who is asking, for per-IP rate limits: the socket's peer or, behind
 * trusted reverse proxies (TRUST_PROXY), the address the outermost of them
 * saw. Each proxy appends the address it received the request from to
 * X-Forwarded-For, so the client can write anything to the left of those;
 * only the entry `proxyHops` from the right is the proxies' own word.
 *
 * An IPv6 client is counted by its /64 network: one subscriber usually has
 * a whole /64 and can pick a fresh address in it for every request.
 */
import { isIPv4, isIPv6 } from "node:net"
import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import type { ServerSettings } from "./ServerSettings.ts"

/** The address behind a request, before it is turned into a rate-limit key. */
export const forwardedClient = (
  forwardedFor: string | undefined,
  remoteAddress: string | undefined,
  proxyHops: number,
): string => {
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
  if (proxyHops > 0 && entries.length > 0) {
    // Fewer entries than proxies: every entry is a proxy's, the first the outermost.
    return entries[Math.max(0, entries.length - proxyHops)] ?? "unknown"
  }
  return remoteAddress ?? "unknown"
}

/** "[2001:db8::1]:443" → "2001:db8::1", "192.0.2.1:80" → "192.0.2.1", "fe80::1%eth0" → "fe80::1". */
const bareAddress = (address: string) => {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  const withoutPort = bracketed?.[1] ?? address.replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1")
  return withoutPort.replace(/%.*$/, "").toLowerCase()
}

/** The eight 16-bit groups of an IPv6 address, in hex without leading zeros. */
const ipv6Groups = (address: string): ReadonlyArray<string> => {
  const groups = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group]))
  const [head = "", tail] = address.split("::")
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0")
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16))
}

/** The key one client is counted under: its IPv4 address, or its IPv6 /64. */
export const rateLimitKey = (address: string): string => {
  const bare = bareAddress(address)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1]
  if (mapped !== undefined && isIPv4(mapped)) return mapped
  if (isIPv6(bare)) return `${ipv6Groups(bare).slice(0, 4).join(":")}::/64`
  return bare
}

/** The rate-limit key of the client behind the current request. */
export const clientAddress = (settings: Pick<ServerSettings["Service"], "proxyHops">) =>
  Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
    rateLimitKey(
      forwardedClient(
        request.headers["x-forwarded-for"],
        Option.getOrUndefined(request.remoteAddress),
        settings.proxyHops,
      ),
    ),
  )
