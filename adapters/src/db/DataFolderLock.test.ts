/**
 * The embedded database's folder lock: a second taker is refused while the
 * holder runs, a lock left by a dead process (or by a pid given out again
 * since) is taken over, a holder on another host is never guessed about,
 * and giving the folder back removes only this process's own lock.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { hostname, tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, Scope } from "effect"
import { lockDataFolder, lockFileName } from "./DataFolderLock.ts"

const folder = () => mkdtempSync(join(tmpdir(), "strand-lock-"))
const lockIn = (dir: string) => join(dir, lockFileName)
const writeLock = (dir: string, holder: object) =>
  writeFileSync(lockIn(dir), JSON.stringify(holder))

/** A pid that has just exited. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid as number

describe("the embedded database's folder lock", () => {
  it.effect("refuses a second taker while the holder runs, and is gone once given back", () =>
    Effect.gen(function* () {
      const dir = folder()
      const scope = yield* Scope.make()
      yield* lockDataFolder(dir).pipe(Scope.provide(scope))
      const holder = JSON.parse(readFileSync(lockIn(dir), "utf8"))
      assert.strictEqual(holder.pid, process.pid)
      const refused = yield* Effect.scoped(lockDataFolder(dir)).pipe(Effect.flip)
      assert.strictEqual(refused._tag, "DataFolderInUse")
      assert.include(refused.message, `in use by another Strand process (pid ${process.pid}`)
      assert.include(refused.message, "DATABASE_URL")
      yield* Scope.close(scope, Exit.void)
      assert.isFalse(existsSync(lockIn(dir)))
      // Free again; no draft files left behind.
      yield* Effect.scoped(lockDataFolder(dir))
      assert.deepStrictEqual(readdirSync(dir), [])
    }),
  )

  it.effect("takes over a lock left by a process that died", () =>
    Effect.gen(function* () {
      const dir = folder()
      writeLock(dir, { pid: deadPid(), host: hostname(), began: "1" })
      yield* Effect.scoped(
        Effect.gen(function* () {
          yield* lockDataFolder(dir)
          assert.strictEqual(JSON.parse(readFileSync(lockIn(dir), "utf8")).pid, process.pid)
        }),
      )
    }),
  )

  it.effect("takes over a lock whose pid now belongs to a later process", () =>
    Effect.gen(function* () {
      const dir = folder()
      // The parent runs, but it is not the process that wrote this lock.
      writeLock(dir, { pid: process.ppid, host: hostname(), began: "1" })
      yield* Effect.scoped(lockDataFolder(dir))
    }),
  )

  it.effect("never guesses about a holder on another host", () =>
    Effect.gen(function* () {
      const dir = folder()
      writeLock(dir, { pid: 4242, host: "another-host.example" })
      const refused = yield* Effect.scoped(lockDataFolder(dir)).pipe(Effect.flip)
      assert.include(refused.message, "another-host.example")
      assert.include(refused.message, `delete ${lockIn(dir)}`)
      assert.isTrue(existsSync(lockIn(dir)), "the other host's lock stays")
    }),
  )

  it.effect("gives back only its own lock", () =>
    Effect.gen(function* () {
      const dir = folder()
      yield* Effect.scoped(
        Effect.gen(function* () {
          yield* lockDataFolder(dir)
          // Someone removed it by hand and another process took the folder.
          writeLock(dir, { pid: 4242, host: "another-host.example" })
        }),
      )
      assert.isTrue(existsSync(lockIn(dir)))
    }),
  )
})
