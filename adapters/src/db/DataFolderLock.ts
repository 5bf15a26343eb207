/**
 * The embedded database's folder belongs to one process. PGlite keeps no
 * lock of its own, so two Strand processes on one folder both start, each
 * with its own copy of the database in memory, and each overwrites what the
 * other wrote: acknowledged sign-ups vanish at the next restart.
 *
 * The process holding the folder writes `strand.lock` in it: its pid, its
 * host and when the process began (from /proc, so a recycled pid is not
 * taken for the holder). A second process finds the holder alive and
 * refuses to start, naming it. A lock left by a process that was killed is
 * recognised (that pid is gone, or is another process now) and taken over.
 * A holder on another host cannot be checked from here, so that refusal
 * says how to remove the lock by hand.
 *
 * The lock file always holds a whole record: it is written beside it and
 * linked into place, which fails when one exists. Taking over a stale lock
 * moves it aside first and checks that what moved is the stale one, so two
 * processes recovering at once do not both win.
 */
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs"
import { hostname } from "node:os"
import { join, resolve } from "node:path"
import { Effect, Schema } from "effect"

export class DataFolderInUse extends Schema.TaggedError<DataFolderInUse>()("DataFolderInUse", {
  message: Schema.String,
}) {}

interface Holder {
  readonly pid: number
  readonly host: string
  /** The process's start time in clock ticks since boot (Linux), to tell a recycled pid. */
  readonly began?: string | undefined
}

export const lockFileName = "strand.lock"

/** When the process `pid` began, from /proc (Linux); undefined elsewhere or when it is gone. */
const processBegan = (pid: number | "self"): string | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    // Field 22 (starttime), counted after the command name, which may hold spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]
  } catch {
    return undefined
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

const readHolder = (file: string): Holder | undefined => {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as Partial<Holder>
    return typeof holder.pid === "number" && typeof holder.host === "string"
      ? { pid: holder.pid, host: holder.host, began: holder.began }
      : undefined
  } catch {
    return undefined
  }
}

/** Whether `holder` still runs: known only for a holder on this host. */
const holderState = (holder: Holder | undefined): "gone" | "running" | "elsewhere" => {
  if (holder === undefined) return "gone"
  if (holder.host !== hostname()) return "elsewhere"
  const self = holder.pid === process.pid
  if (!self && !isRunning(holder.pid)) return "gone"
  // A pid that now belongs to a process that began later: the holder died
  // and the pid was given out again (a restarted container keeps its pid).
  const began = holder.began === undefined ? undefined : processBegan(self ? "self" : holder.pid)
  return began !== undefined && began !== holder.began ? "gone" : "running"
}

const sameHolder = (a: Holder | undefined, b: Holder | undefined) =>
  a !== undefined && b !== undefined && a.pid === b.pid && a.host === b.host && a.began === b.began

const isErrno = (error: unknown, code: string) =>
  (error as NodeJS.ErrnoException | undefined)?.code === code

const inUse = (folder: string, holder: Holder | undefined, state: "running" | "elsewhere") =>
  new DataFolderInUse({
    message:
      state === "running"
        ? `The embedded database in ${folder} is in use by another Strand process (pid ${holder?.pid} on this machine). Two processes on one embedded database lose each other's writes: stop that one first, or run several processes on one PostgreSQL (DATABASE_URL).`
        : `The embedded database in ${folder} is locked by a Strand process on ${holder?.host} (pid ${holder?.pid}), which cannot be checked from here. If no process there uses this folder any more, delete ${join(folder, lockFileName)} and start again.`,
  })

/** Takes the folder for this process, or fails naming the process that has it. */
const take = (folder: string): Holder => {
  mkdirSync(folder, { recursive: true })
  const file = join(folder, lockFileName)
  const mine: Holder = { pid: process.pid, host: hostname(), began: processBegan("self") }
  const draft = join(folder, `${lockFileName}.${process.pid}.${crypto.randomUUID()}`)
  writeFileSync(draft, JSON.stringify(mine))
  try {
    // Stale locks are taken over one at a time; a few rounds settle any race.
    for (let round = 0; round < 5; round++) {
      try {
        linkSync(draft, file)
        return mine
      } catch (error) {
        if (!isErrno(error, "EEXIST")) throw error
      }
      const holder = readHolder(file)
      const state = holderState(holder)
      if (state !== "gone") throw inUse(folder, holder, state)
      const aside = `${draft}.stale`
      try {
        renameSync(file, aside)
      } catch (error) {
        if (isErrno(error, "ENOENT")) continue // someone else moved it first
        throw error
      }
      const moved = readHolder(aside)
      if (!sameHolder(moved, holder) && holderState(moved) === "running") {
        // A live process's fresh lock, taken in the meantime: put it back.
        try {
          linkSync(aside, file)
        } catch (error) {
          if (!isErrno(error, "EEXIST")) throw error
        }
      }
      unlinkSync(aside)
    }
    throw new DataFolderInUse({
      message: `The embedded database in ${folder} is being taken by several processes at once; start one.`,
    })
  } finally {
    unlinkSync(draft)
  }
}

/** Gives the folder back, if the lock is still this process's. */
const release = (folder: string, mine: Holder) => {
  const file = join(folder, lockFileName)
  if (sameHolder(readHolder(file), mine)) unlinkSync(file)
}

/** The folder, locked to this process for the scope's life. */
export const lockDataFolder = (dataDir: string) => {
  const folder = resolve(dataDir)
  return Effect.acquireRelease(
    Effect.try({
      try: () => take(folder),
      catch: (error) =>
        error instanceof DataFolderInUse
          ? error
          : new DataFolderInUse({
              message: `The embedded database's folder ${folder} could not be locked: ${(error as Error).message}`,
            }),
    }),
    (mine) => Effect.try(() => release(folder, mine)).pipe(Effect.ignore),
  )
}
