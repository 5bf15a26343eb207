/**
 * Where the server listens: on 127.0.0.1 unless HOST says otherwise, so a
 * machine's other interfaces do not reach it by default; with HOST=0.0.0.0
 * they do. Checked by connecting through this machine's own non-loopback
 * address.
 */
import { connect } from "node:net"
import { networkInterfaces } from "node:os"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { TestServer, testServer } from "../testing/TestServer.ts"

const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find(
    (address) => address !== undefined && address.family === "IPv4" && !address.internal,
  )?.address

/** Whether a TCP connection to host:port is accepted. */
const reachable = (host: string, port: number) =>
  Effect.promise(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = connect({ host, port, timeout: 2_000 })
        socket.once("connect", () => {
          socket.destroy()
          resolve(true)
        })
        socket.once("error", () => resolve(false))
        socket.once("timeout", () => {
          socket.destroy()
          resolve(false)
        })
      }),
  )

const portOf = (server: TestServer["Service"]) => Number(new URL(server.url).port)

describe.skipIf(outsideAddress === undefined)("the address the server listens on", () => {
  layer(testServer(), { timeout: 60_000, excludeTestServices: true })("by default", (it) => {
    it.effect("is this machine's loopback only", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        assert.isTrue(yield* reachable("127.0.0.1", portOf(server)))
        assert.isFalse(yield* reachable(outsideAddress ?? "", portOf(server)))
      }),
    )
  })

  layer(testServer({ host: "0.0.0.0" }), { timeout: 60_000, excludeTestServices: true })(
    "with HOST=0.0.0.0",
    (it) => {
      it.effect("is every interface", () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          assert.isTrue(yield* reachable(outsideAddress ?? "", portOf(server)))
        }),
      )
    },
  )
})
