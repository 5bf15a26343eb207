/**
 * The hero's background (spec §2: a looping, muted background video). The
 * poster is an ordinary image, painted first and the page's largest
 * contentful paint; the video (VP9 WebM, H.264 MP4 for browsers without
 * VP9; no sound track) is only added when `video` says so, which the hero
 * decides after the first render and never under reduced motion or
 * Save-Data, so it never holds the page back. It fades in once it plays.
 * The backdrop stops short of the viewport's height: Chromium does not count
 * an image that fills the whole viewport as contentful (it takes it for a
 * background), and the poster is meant to be the page's LCP element.
 * The footage is made by scripts/media/hero-video.ts; the poster image
 * under the video is its first frame, so the fade-in shows no seam.
 */
import { useEffect, useRef, useState } from "react"
import mp4 from "./media/hero.mp4"
import webm from "./media/hero.webm"
import poster from "./media/hero-poster.jpg"

/**
 * The backdrop's height, and the least the hero section may be (Hero.tsx): the browser may
 * paint the prerendered page before it has read the hero's words, and a section shorter than
 * its backdrop then clips the poster, which then counts smaller than the video's first frame
 * (the page's LCP). Whole class names, so Tailwind finds them.
 */
const backdropHeight = "h-[min(85svh,48rem)]"
export const atLeastBackdropHeight = "min-h-[min(85svh,48rem)]"

export const heroVideoSources = [
  { src: webm, type: 'video/webm; codecs="vp9"' },
  { src: mp4, type: 'video/mp4; codecs="avc1.64001F"' },
] as const

export function HeroBackdrop({
  video,
  playing,
}: {
  /** Add the video at all (motion wanted, data not being saved). */
  readonly video: boolean
  /** Let it move (the person has not paused motion). */
  readonly playing: boolean
}) {
  return (
    <div aria-hidden="true" className={`absolute inset-x-0 top-0 -z-10 ${backdropHeight}`}>
      <img
        src={poster}
        alt=""
        width={1280}
        height={720}
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover"
      />
      {video && <LoopingVideo playing={playing} />}
      {/* Keeps the words on top legible whatever frame is showing. */}
      <div className="absolute inset-0 bg-gradient-to-r from-sand-50/85 via-sand-50/55 to-sand-50/25" />
      <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-b from-transparent to-sand-50" />
    </div>
  )
}

function LoopingVideo({ playing }: { readonly playing: boolean }) {
  const ref = useRef<HTMLVideoElement>(null)
  const [started, setStarted] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (element === null) return
    // React sets `muted` as a property only; the attribute is what autoplay
    // policies and the markup promise.
    element.defaultMuted = true
    element.muted = true
    if (playing) element.play().catch(() => {})
    else element.pause()
  }, [playing])

  return (
    <video
      ref={ref}
      autoPlay={playing}
      muted
      loop
      playsInline
      preload="auto"
      tabIndex={-1}
      disablePictureInPicture
      disableRemotePlayback
      onPlaying={() => setStarted(true)}
      data-started={started}
      // A pixel shorter than the poster, under the fade: its first frame
      // must not outsize the poster as the largest contentful paint.
      className="absolute inset-x-0 top-0 h-[calc(100%-1px)] w-full object-cover opacity-0 transition-opacity duration-1000 data-[started=true]:opacity-100"
    >
      {heroVideoSources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  )
}
