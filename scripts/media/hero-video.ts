/**
 * Makes the landing page's hero video: a calm, abstract, seamless loop of
 * warm sand light with a few strands of hair drifting through it, in Strand's
 * colours. Frames are computed here (plain math, so the loop closes exactly:
 * every motion turns a whole number of times per loop) and piped to Debian's
 * ffmpeg, which writes
 *   hero.webm        VP9, no audio track
 *   hero.mp4         H.264 fallback (baseline-friendly yuv420p, faststart), no audio
 *   hero-poster.jpg  the first frame, the hero's LCP image
 * into web/src/features/landing/media/. The files are committed, so neither
 * CI nor `npm start` needs ffmpeg.
 *
 *   apt-get install -y ffmpeg && node scripts/media/hero-video.ts
 */
import { spawn } from "node:child_process"
import { mkdirSync } from "node:fs"
import { join } from "node:path"

const out = join(import.meta.dirname, "../../web/src/features/landing/media")
const width = 1280
const height = 720
const fps = 24
const seconds = 12
const frames = fps * seconds

// Strand's palette (web/src/styles.css): sand light, warm peach, clay.
const sand = [250, 244, 237]
const peach = [241, 215, 194]
const blush = [229, 193, 172]
const clay = [192, 101, 58]

/** Soft light that drifts on a closed path: centre, size, colour, strength. */
const glows = [
  { x: 0.26, y: 0.4, dx: 0.07, dy: 0.1, r: 0.34, colour: peach, strength: 0.9, turn: 1 },
  { x: 0.78, y: 0.64, dx: 0.06, dy: 0.09, r: 0.3, colour: blush, strength: 0.7, turn: -1 },
  { x: 0.55, y: 0.12, dx: 0.1, dy: 0.05, r: 0.22, colour: peach, strength: 0.5, turn: 1 },
]

/** Strands: a resting height, two waves (phase turns 1 and -2 times per loop), a width and an opacity. */
const strands = Array.from({ length: 7 }, (_, k) => ({
  y: 0.22 + 0.09 * k,
  amp: 0.05 + 0.012 * (k % 3),
  wave: 1.05 + 0.12 * (k % 2),
  phase: 0.85 * k,
  width: 1.1 + 0.5 * (k % 3),
  opacity: 0.16 + 0.05 * ((k * 2) % 3),
}))

const frame = (n: number): Buffer => {
  const t = (2 * Math.PI * n) / frames
  const pixels = Buffer.alloc(width * height * 3)
  // Gaussians are separable: one row and one column table per glow.
  const tables = glows.map((glow) => {
    const cx = width * (glow.x + glow.dx * Math.sin(glow.turn * t))
    const cy = height * (glow.y + glow.dy * Math.cos(glow.turn * t))
    const r2 = (glow.r * width) ** 2
    const xs = Float64Array.from({ length: width }, (_, x) => Math.exp(-((x - cx) ** 2) / r2))
    const ys = Float64Array.from({ length: height }, (_, y) => Math.exp(-((y - cy) ** 2) / r2))
    return { xs, ys, glow }
  })
  // Each strand's height per column.
  const curves = strands.map((s) =>
    Float64Array.from(
      { length: width },
      (_, x) =>
        height *
        (s.y +
          s.amp * Math.sin((2 * Math.PI * x) / (s.wave * width) + t + s.phase) +
          0.02 * Math.sin((2 * Math.PI * x) / (0.42 * width) - 2 * t + s.phase)),
    ),
  )
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let [r, g, b] = sand as [number, number, number]
      for (const { xs, ys, glow } of tables) {
        const a = glow.strength * xs[x]! * ys[y]!
        r += (glow.colour[0]! - r) * a
        g += (glow.colour[1]! - g) * a
        b += (glow.colour[2]! - b) * a
      }
      let ink = 0
      for (let k = 0; k < strands.length; k++) {
        const d = y - curves[k]![x]!
        const s = strands[k]!
        if (Math.abs(d) < s.width * 6) ink += s.opacity * Math.exp(-(d * d) / (s.width * s.width))
      }
      ink = Math.min(ink, 0.6)
      const i = (y * width + x) * 3
      pixels[i] = r + (clay[0]! - r) * ink
      pixels[i + 1] = g + (clay[1]! - g) * ink
      pixels[i + 2] = b + (clay[2]! - b) * ink
    }
  }
  return pixels
}

const raw = ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${width}x${height}`, "-r", String(fps)]

const encode = (args: ReadonlyArray<string>, frameCount: number) =>
  new Promise<void>((resolve, reject) => {
    const ffmpeg = spawn(
      "ffmpeg",
      ["-hide_banner", "-loglevel", "error", "-y", ...raw, "-i", "-", ...args],
      {
        stdio: ["pipe", "inherit", "inherit"],
      },
    )
    ffmpeg.on("error", reject)
    ffmpeg.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)),
    )
    const write = async () => {
      for (let n = 0; n < frameCount; n++) {
        if (!ffmpeg.stdin.write(frame(n))) {
          await new Promise((drained) => ffmpeg.stdin.once("drain", drained))
        }
      }
      ffmpeg.stdin.end()
    }
    write().catch(reject)
  })

mkdirSync(out, { recursive: true })
const started = performance.now()
// -an: no audio track at all (not a silent one). Every frame a keyframe would
// be wasteful; one per loop keeps the loop point clean.
await encode(
  [
    "-an",
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "40",
    "-row-mt",
    "1",
    "-g",
    String(frames),
    "-pix_fmt",
    "yuv420p",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    join(out, "hero.webm"),
  ],
  frames,
)
await encode(
  [
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "28",
    "-profile:v",
    "high",
    "-g",
    String(frames),
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    join(out, "hero.mp4"),
  ],
  frames,
)
await encode(["-frames:v", "1", "-q:v", "3", join(out, "hero-poster.jpg")], 1)
console.log(
  `hero video written to ${out} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
)
