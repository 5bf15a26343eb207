/**
 * Drawn pictures for the quiz's options (pictureQuestions.ts), in Strand's
 * palette: a strand, a head seen from behind, a patch of scalp. Drawings,
 * never photographs of people. Each is named for what it shows, for screen
 * readers. Loaded only when a question with
 * pictures is shown, so the quiz's first question stays light.
 */
import type { OptionValue } from "@strand/domain/quiz/QuizCatalogue"
import type { ReactNode } from "react"
import type { PictureQuestion } from "./pictureQuestions.ts"

interface Picture {
  readonly description: string
  readonly drawing: ReactNode
}

const hair = "fill-none stroke-clay-700"
const skin = "fill-sand-200"
const round = { strokeLinecap: "round", strokeLinejoin: "round" } as const

// --- Strands: one hair, top to bottom ------------------------------------------

/** A path of `count` half-loops of width `w` and height `h`, down from (32, 8). */
const loops = (count: number, w: number, h: number) =>
  `M32 8${Array.from({ length: count }, (_, i) => ` c${i % 2 === 0 ? w : -w} 0 ${i % 2 === 0 ? w : -w} ${h} 0 ${h}`).join("")}`

const zigzag = (count: number) =>
  `M32 8${Array.from({ length: count }, (_, i) => ` l${i % 2 === 0 ? 6 : -6} 4`).join("")}`

const strand = (d: string, width = 3) => (
  <path d={d} className={hair} strokeWidth={width} {...round} />
)

/** "Not sure": a question mark where the other options show a drawing. */
const notSure: Picture = {
  description: "A question mark",
  drawing: (
    <path
      d="M24 22 a8 8 0 1 1 12 7 c-3 2 -4 4 -4 8 M32 46 v1"
      className={hair}
      strokeWidth={4}
      {...round}
    />
  ),
}

const texture = {
  not_sure: notSure,
  straight: {
    description: "A strand that falls straight down",
    drawing: strand("M32 8 V56"),
  },
  wavy: {
    description: "A strand in a loose S",
    drawing: strand("M32 8 C44 16 20 24 32 32 C44 40 20 48 32 56"),
  },
  curly: {
    description: "A strand in springy loops",
    drawing: strand(loops(6, 10, 8)),
  },
  coily: {
    description: "A strand in tight coils",
    drawing: strand(loops(12, 6, 4)),
  },
  kinky: {
    description: "A strand in a tight zig-zag",
    drawing: strand(zigzag(12)),
  },
  mixed: {
    description: "A wavy strand beside a coiled one",
    drawing: (
      <>
        <path
          d="M22 8 C32 16 12 24 22 32 C32 40 12 48 22 56"
          className={hair}
          strokeWidth={3}
          {...round}
        />
        <path
          d={loops(12, 6, 4).replace("M32 8", "M42 8")}
          className={hair}
          strokeWidth={3}
          {...round}
        />
      </>
    ),
  },
} as const

// --- A head seen from behind, for length ------------------------------------------

const head = (hairShape: ReactNode) => (
  <>
    <path d="M12 62 C12 48 52 48 52 62" className={skin} />
    <circle cx="32" cy="26" r="13" className={skin} />
    {hairShape}
  </>
)

const hairFill = "fill-clay-700"

const length = {
  very_short: {
    description: "A head with hair cut very close",
    drawing: head(
      <path d="M19 24 A13 13 0 0 1 45 24" className={hair} strokeWidth={2} strokeDasharray="1 2" />,
    ),
  },
  short: {
    description: "A head with short hair over the top",
    drawing: head(<path d="M18 28 C18 8 46 8 46 28 C42 20 22 20 18 28 Z" className={hairFill} />),
  },
  medium: {
    description: "A head with hair down to the ears and collar",
    drawing: head(<path d="M17 40 C14 6 50 6 47 40 C44 30 20 30 17 40 Z" className={hairFill} />),
  },
  long: {
    description: "A head with hair falling past the shoulders",
    drawing: head(<path d="M16 60 C10 4 54 4 48 60 C44 40 20 40 16 60 Z" className={hairFill} />),
  },
  locs: {
    description: "A head with rope-like locs hanging down",
    drawing: head(
      <>
        <path d="M18 26 C18 10 46 10 46 26" className={hair} strokeWidth={4} {...round} />
        {[20, 26, 32, 38, 44].map((x) => (
          <path
            key={x}
            d={`M${x} 20 V56`}
            className={hair}
            strokeWidth={4}
            strokeDasharray="3 1.5"
          />
        ))}
      </>,
    ),
  },
} as const

// --- Strand width: one hair across, thinner to thicker ------------------------------

const across = (width: number) => (
  <>
    <path d="M8 32 C24 26 40 38 56 32" className={hair} strokeWidth={width} {...round} />
    <path d="M8 48 H56" className="stroke-sand-300" strokeWidth={1} strokeDasharray="2 3" />
  </>
)

const strandWidth = {
  not_sure: notSure,
  fine: { description: "A strand as thin as a thread of silk", drawing: across(1.5) },
  medium: { description: "A strand of middling thickness", drawing: across(3.5) },
  coarse: { description: "A thick, wiry strand", drawing: across(6) },
} as const

// --- Density: the top of the head, more or fewer hairs ------------------------------

/** Short hairs on a grid across the crown, every `step` points. */
const crown = (step: number) => {
  const hairs: Array<ReactNode> = []
  for (let y = 14; y <= 50; y += step) {
    for (let x = 14; x <= 50; x += step) {
      if ((x - 32) ** 2 + (y - 32) ** 2 > 19 ** 2 || Math.abs(x - 32) < 2) continue
      hairs.push(
        <path
          key={`${x}-${y}`}
          d={`M${x} ${y} l2 -3`}
          className={hair}
          strokeWidth={1.6}
          {...round}
        />,
      )
    }
  }
  return (
    <>
      <circle cx="32" cy="32" r="22" className={skin} />
      <path d="M32 10 V54" className="stroke-sand-300" strokeWidth={1.5} />
      {hairs}
    </>
  )
}

const density = {
  not_sure: notSure,
  low: { description: "A crown with sparse hairs and plenty of scalp showing", drawing: crown(9) },
  medium: { description: "A crown with hairs evenly spread", drawing: crown(6) },
  high: { description: "A crown so full of hairs the scalp hardly shows", drawing: crown(4) },
} as const

// --- Porosity: a strand's cuticle and a drop of water ----------------------------------

const cuticle = (lift: number) => (
  <>
    <rect x="6" y="34" width="52" height="12" rx="6" className="fill-sand-300" />
    {[12, 20, 28, 36, 44, 52].map((x) => (
      <path
        key={x}
        d={`M${x - 6} 34 L${x} ${34 - lift}`}
        className={hair}
        strokeWidth={2}
        {...round}
      />
    ))}
  </>
)

const drop = (y: number) => (
  <path
    d={`M32 ${y - 10} C36 ${y - 4} 38 ${y} 32 ${y + 3} C26 ${y} 28 ${y - 4} 32 ${y - 10} Z`}
    className="fill-sage-100 stroke-sage-700"
    strokeWidth={1.5}
  />
)

const porosity = {
  not_sure: notSure,
  low: {
    description: "Flat cuticle scales with a water drop sitting on top",
    drawing: (
      <>
        {cuticle(0.5)}
        {drop(22)}
      </>
    ),
  },
  medium: {
    description: "Slightly raised scales with a drop sinking in",
    drawing: (
      <>
        {cuticle(3)}
        {drop(30)}
      </>
    ),
  },
  high: {
    description: "Lifted, open scales with water running straight in",
    drawing: (
      <>
        {cuticle(7)}
        {drop(40)}
      </>
    ),
  },
} as const

// --- The scalp: a patch of skin with a few hairs --------------------------------------

const patch = (marks: ReactNode) => (
  <>
    <rect x="6" y="14" width="52" height="40" rx="12" className={skin} />
    {[16, 30, 44].map((x) => (
      <path
        key={x}
        d={`M${x} 40 C${x} 30 ${x + 4} 20 ${x + 2} 8`}
        className={hair}
        strokeWidth={2}
        {...round}
      />
    ))}
    {marks}
  </>
)

const scalp = {
  normal: { description: "Calm, even scalp skin", drawing: patch(null) },
  dry_tight: {
    description: "Scalp skin with fine dry cracks",
    drawing: patch(
      <path
        d="M10 46 l6 -3 l4 4 l6 -4 M36 48 l5 -4 l4 3 l7 -3"
        className="fill-none stroke-ink-500"
        strokeWidth={1.5}
        {...round}
      />,
    ),
  },
  oily: {
    description: "Shiny scalp skin with beads of oil",
    drawing: patch(
      <>
        {[14, 34, 50].map((x) => (
          <ellipse
            key={x}
            cx={x}
            cy="46"
            rx="4"
            ry="3"
            className="fill-white stroke-clay-500"
            strokeWidth={1}
          />
        ))}
      </>,
    ),
  },
  itchy_flaky: {
    description: "Scalp skin with white flakes",
    drawing: patch(
      <>
        {[
          [12, 44],
          [22, 49],
          [38, 45],
          [48, 50],
          [26, 58],
        ].map(([x, y]) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width="4"
            height="3"
            rx="1"
            className="fill-white stroke-ink-500"
            strokeWidth={0.8}
          />
        ))}
      </>,
    ),
  },
  sensitive: {
    description: "Scalp skin with red, stinging spots",
    drawing: patch(
      <>
        {[14, 26, 38, 50].map((x) => (
          <circle key={x} cx={x} cy="46" r="2.5" className="fill-danger-600/60" />
        ))}
      </>,
    ),
  },
  traction: {
    description: "A hairline with hairs pulled tight towards a band",
    drawing: (
      <>
        <rect x="6" y="14" width="52" height="40" rx="12" className={skin} />
        {[14, 24, 40, 50].map((x) => (
          <path
            key={x}
            d={`M${x} 44 L32 12`}
            className={hair}
            strokeWidth={x === 14 || x === 50 ? 1 : 2}
            {...round}
          />
        ))}
        <rect x="26" y="6" width="12" height="8" rx="3" className="fill-clay-500" />
      </>
    ),
  },
} as const

// --- Styles and what pulls or heats the hair -------------------------------------------

const wave = (y: number) => `M22 ${y} c3 -3 6 3 9 0 c3 -3 6 3 9 0`

const braid = (x: number, from: number, to: number) => (
  <>
    {Array.from({ length: Math.floor((to - from) / 6) }, (_, i) => from + 3 + i * 6).map((y) => (
      <ellipse
        key={y}
        cx={x}
        cy={y}
        rx="3.2"
        ry="3.6"
        className="fill-clay-700 stroke-sand-100"
        strokeWidth={1}
      />
    ))}
  </>
)

const weft = (extra: ReactNode) => (
  <>
    {[16, 22, 28, 34, 40, 46].map((x) => (
      <path
        key={x}
        d={`M${x} 24 C${x - 2} 36 ${x + 2} 46 ${x} 58`}
        className={hair}
        strokeWidth={2}
        {...round}
      />
    ))}
    <rect x="12" y="20" width="40" height="6" rx="2" className="fill-clay-700" />
    {extra}
  </>
)

const wigCap = (edge: ReactNode) => (
  <>
    <path d="M10 50 C8 14 56 14 54 50" className="fill-clay-700" />
    <path d="M16 50 C16 26 48 26 48 50 Z" className={skin} />
    {edge}
  </>
)

const styles = {
  heat_weekly: {
    description: "A flat iron with heat rising from it, again and again",
    drawing: (
      <>
        <rect x="10" y="38" width="44" height="8" rx="4" className="fill-ink-700" />
        <rect x="10" y="48" width="44" height="6" rx="3" className="fill-ink-500" />
        {[12, 20, 28].map((y) => (
          <path
            key={y}
            d={wave(y)}
            className="fill-none stroke-clay-500"
            strokeWidth={2}
            {...round}
          />
        ))}
      </>
    ),
  },
  occasional_heat: {
    description: "A hairdryer with a little warm air",
    drawing: (
      <>
        <path d="M14 22 H38 A10 10 0 0 1 38 42 H14 Z" className="fill-ink-700" />
        <rect x="26" y="40" width="8" height="16" rx="3" className="fill-ink-500" />
        <path
          d="M50 28 c3 -2 6 2 9 0 M50 36 c3 -2 6 2 9 0"
          className="fill-none stroke-clay-500"
          strokeWidth={2}
          {...round}
        />
      </>
    ),
  },
  braids_extensions: {
    description: "Two long braids with added hair",
    drawing: (
      <>
        {braid(24, 6, 60)}
        {braid(40, 6, 60)}
      </>
    ),
  },
  cornrows: {
    description: "The top of a head with braids in rows close to the scalp",
    drawing: (
      <>
        <circle cx="32" cy="32" r="24" className={skin} />
        {[20, 28, 36, 44].map((x) => (
          <g key={x}>{braid(x, 12, 54)}</g>
        ))}
      </>
    ),
  },
  sew_ins: {
    description: "A weft of hair stitched on with thread",
    drawing: weft(
      <path
        d="M12 17 l4 6 M20 17 l4 6 M28 17 l4 6 M36 17 l4 6 M44 17 l4 6"
        className="stroke-sage-700"
        strokeWidth={1.5}
        {...round}
      />,
    ),
  },
  clip_ins: {
    description: "A weft of hair with clips along its top",
    drawing: weft(
      <>
        {[18, 32, 46].map((x) => (
          <rect
            key={x}
            x={x - 4}
            y="14"
            width="8"
            height="10"
            rx="2"
            className="fill-none stroke-ink-700"
            strokeWidth={2}
          />
        ))}
      </>,
    ),
  },
  tape_ins: {
    description: "A weft of hair with a strip of tape across its top",
    drawing: weft(
      <rect
        x="10"
        y="12"
        width="44"
        height="8"
        rx="1"
        className="fill-sand-300 stroke-ink-500"
        strokeWidth={1}
      />,
    ),
  },
  microlinks: {
    description: "Strands joined to added hair with small beads",
    drawing: (
      <>
        {[20, 32, 44].map((x) => (
          <g key={x}>
            <path d={`M${x} 6 V58`} className={hair} strokeWidth={2} {...round} />
            <rect x={x - 3.5} y="26" width="7" height="8" rx="3.5" className="fill-ink-500" />
          </g>
        ))}
      </>
    ),
  },
  ponytails: {
    description: "A head with hair pulled tight into a ponytail",
    drawing: (
      <>
        <circle cx="28" cy="30" r="16" className="fill-clay-700" />
        <path
          d="M14 26 L44 22 M14 34 L44 24 M18 42 L44 26"
          className="stroke-sand-200"
          strokeWidth={1.2}
        />
        <rect x="42" y="20" width="6" height="9" rx="2" className="fill-sage-700" />
        <path d="M48 24 C58 28 58 44 52 56" className={hair} strokeWidth={5} {...round} />
      </>
    ),
  },
  glueless_wigs: {
    description: "A wig on a cap held by an adjustable band",
    drawing: wigCap(
      <path d="M14 50 H50" className="stroke-sage-700" strokeWidth={2.5} strokeDasharray="3 2" />,
    ),
  },
  adhesive_wigs: {
    description: "A wig fixed at the hairline with drops of glue",
    drawing: wigCap(
      <>
        {[18, 26, 32, 38, 46].map((x) => (
          <circle
            key={x}
            cx={x}
            cy={x === 32 ? 28 : x === 26 || x === 38 ? 31 : 38}
            r="2"
            className="fill-white stroke-ink-500"
            strokeWidth={1}
          />
        ))}
      </>,
    ),
  },
  locs: {
    description: "Rope-like locs hanging side by side",
    drawing: (
      <>
        {[16, 26, 36, 46].map((x) => (
          <path
            key={x}
            d={`M${x} 6 V58`}
            className={hair}
            strokeWidth={6}
            strokeDasharray="4 1.5"
            {...round}
          />
        ))}
      </>
    ),
  },
  wash_n_go: {
    description: "Defined curls with drops of water",
    drawing: (
      <>
        <path
          d={loops(6, 8, 8).replace("M32 8", "M20 8")}
          className={hair}
          strokeWidth={3}
          {...round}
        />
        <path
          d={loops(6, 8, 8).replace("M32 8", "M40 8")}
          className={hair}
          strokeWidth={3}
          {...round}
        />
        <path
          d="M54 14 C57 18 57 21 54 22 C51 21 51 18 54 14 Z"
          className="fill-sage-100 stroke-sage-700"
          strokeWidth={1.2}
        />
      </>
    ),
  },
  low_tension: {
    description: "Loose hair falling freely, with nothing pulling",
    drawing: (
      <>
        {[18, 30, 42].map((x) => (
          <path
            key={x}
            d={`M${x} 6 C${x + 8} 20 ${x - 8} 36 ${x} 58`}
            className={hair}
            strokeWidth={2.5}
            {...round}
          />
        ))}
      </>
    ),
  },
  other: {
    description: "Three dots: a style not listed",
    drawing: (
      <>
        {[20, 32, 44].map((x) => (
          <circle key={x} cx={x} cy="32" r="3.5" className="fill-clay-700" />
        ))}
      </>
    ),
  },
} as const

/** Each pictured question's options, typed by the catalogue: a missing or misspelt one does not compile. */
const pictures: { readonly [Q in PictureQuestion]: Readonly<Record<OptionValue<Q>, Picture>> } = {
  hair_texture: texture,
  hair_texture_male: texture,
  hair_length_male: length,
  strand_width: strandWidth,
  strand_width_male: strandWidth,
  density,
  density_male: density,
  porosity,
  porosity_male: porosity,
  scalp_condition: scalp,
  scalp_condition_male: scalp,
  heat_tension: styles,
}

/** The picture of one option, or undefined where a question has none for it. */
export const pictureOf = (question: PictureQuestion, value: string): Picture | undefined =>
  (pictures[question] as Readonly<Record<string, Picture>>)[value]

/** One option's picture: a drawing with its description as its accessible name. */
export default function OptionPicture({
  question,
  value,
}: {
  readonly question: PictureQuestion
  readonly value: string
}) {
  const picture = pictureOf(question, value)
  if (picture === undefined) return null
  return (
    <svg
      role="img"
      aria-label={picture.description}
      viewBox="0 0 64 64"
      className="size-full rounded-xl bg-sand-100"
    >
      {picture.drawing}
    </svg>
  )
}
