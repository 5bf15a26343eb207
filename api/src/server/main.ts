/**
 * Starts Strand (`npm start`, `node api/src/server/main.ts`). Loading the
 * server's modules takes a second or more on a busy machine. A stop asked
 * for in that time is caught here rather than by Node's default (which ends
 * the process by the signal): if nothing has started it exits 0 at once,
 * otherwise the runtime's own handlers, installed beside this one, shut the
 * server down gracefully. This listener is never removed: removing the last
 * listener of a signal drops one that is already pending.
 */
let runtimeStarted = false
const stopBeforeStart = () => {
  if (!runtimeStarted) process.exit(0)
}
process.on("SIGTERM", stopBeforeStart)
process.on("SIGINT", stopBeforeStart)

const { runServer } = await import("./RunServer.ts")
// Loading kept the event loop busy: let a signal that arrived meanwhile be
// handled (by the exit above) before anything starts.
await new Promise((resolve) => setImmediate(resolve))

runtimeStarted = true
runServer()
