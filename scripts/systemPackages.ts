/**
 * The system programs the tests need from Debian: Chromium (Playwright,
 * Storybook and component tests drive it; e2e drives its headless shell), the PostgreSQL server (the
 * real-PostgreSQL lane), PgBouncer (the same lane starts one in front of
 * that server, in transaction mode), and for the scanner's e2e tests
 * ImageMagick with the DejaVu fonts (label photos) and ffmpeg (the fake
 * camera's video). Installed with apt-get when we can, otherwise a clear
 * message says what to install.
 */
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, readdirSync } from "node:fs"

export const chromiumPath = "/usr/bin/chromium"

const hasPostgresServer = () =>
  spawnSync("sh", ["-c", "command -v initdb"]).status === 0 ||
  (existsSync("/usr/lib/postgresql") &&
    readdirSync("/usr/lib/postgresql").some((version) =>
      existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
    ))

const hasPgBouncer = () =>
  spawnSync("sh", ["-c", "command -v pgbouncer"]).status === 0 || existsSync("/usr/sbin/pgbouncer")

const hasCommand = (name: string) => spawnSync("sh", ["-c", `command -v ${name}`]).status === 0

export const ensureSystemPackages = (): void => {
  const missing = [
    ...(existsSync(chromiumPath) ? [] : ["chromium"]),
    // The e2e tests' browser (e2e/testBrowser.ts): the same release, without the browser's UI.
    ...(existsSync("/usr/bin/chromium-headless-shell") ? [] : ["chromium-headless-shell"]),
    ...(hasPostgresServer() ? [] : ["postgresql"]),
    ...(hasPgBouncer() ? [] : ["pgbouncer"]),
    // ImageMagick's own binary: another `convert` may come first on the PATH.
    ...(existsSync("/usr/bin/convert") ? [] : ["imagemagick"]),
    ...(existsSync("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf") ? [] : ["fonts-dejavu-core"]),
    ...(hasCommand("ffmpeg") ? [] : ["ffmpeg"]),
  ]
  if (missing.length === 0) return
  const canInstall =
    process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0
  if (!canInstall) {
    throw new Error(
      `Missing system packages: ${missing.join(", ")}. Install them with: sudo apt-get install -y ${missing.join(" ")}`,
    )
  }
  console.log(`Installing Debian packages: ${missing.join(", ")}`)
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env })
  execFileSync("apt-get", ["install", "-y", "-qq", ...missing], {
    stdio: "inherit",
    env,
  })
}
