/**
 * Pages of Storybook's Foundations section, drawn from themeTokens.ts (the
 * theme) and appClasses.ts (what the app's components write).
 */
import * as lineIcons from "@strand/web/src/ui/icons.tsx"
import { statePanelIcons } from "@strand/web/src/ui/StatePanel.tsx"
import { StrandMark } from "@strand/web/src/ui/StrandMark.tsx"
import { type ReactNode, useState } from "react"
import { breakpointUses, interactionStates, pageWidths, shadowUses } from "./appClasses.ts"
import {
  breakpoints,
  colours,
  containers,
  defaultTransition,
  easings,
  focusRule,
  fonts,
  keyframes,
  radii,
  reducedMotionRule,
  shadows,
  spacingUnit,
  typeScale,
} from "./themeTokens.ts"
import { voiceRules } from "./voice.ts"

function Section({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${title}-heading`} className="flex flex-col gap-4 p-6">
      <h1 id={`${title}-heading`} className="font-display text-3xl font-semibold text-ink-900">
        {title}
      </h1>
      <p className="max-w-2xl text-ink-700">{intro}</p>
      {children}
    </section>
  )
}

const code = "rounded bg-sand-100 px-1.5 py-0.5 font-mono text-xs text-ink-900"

export function Colours() {
  return (
    <Section
      title="Colour"
      intro="Warm sand and clay for calm, sage for what is going well, one red for danger. Use them as Tailwind classes: bg-sand-100, text-clay-700, border-sage-700."
    >
      <ul aria-label="Colour tokens" className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {colours.map((colour) => (
          <li
            key={colour.name}
            className="overflow-hidden rounded-2xl border border-sand-200 bg-white"
          >
            <span
              aria-hidden="true"
              className="block h-16"
              style={{ backgroundColor: `var(--color-${colour.name})` }}
            />
            <span className="block px-3 py-2 text-sm">
              <span className="block font-semibold text-ink-900">{colour.name}</span>
              <code className="text-xs text-ink-700">{colour.value}</code>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function Typography() {
  return (
    <Section
      title="Type"
      intro="Fraunces (font-display) for headings, Inter (font-sans) for everything else; sizes from Tailwind's scale."
    >
      <dl className="grid gap-2 text-sm">
        {fonts.map((font) => (
          <div key={font.name} className="flex flex-wrap gap-2">
            <dt className="font-semibold text-ink-900">font-{font.name}</dt>
            <dd className="text-ink-700">{font.value}</dd>
          </div>
        ))}
      </dl>
      <table aria-label="Type scale" className="w-full text-left">
        <thead className="text-sm text-ink-500">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Class
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Size / line height
            </th>
            <th scope="col" className="py-2 font-semibold">
              Sample
            </th>
          </tr>
        </thead>
        <tbody>
          {typeScale.map((size) => (
            <tr key={size.name} className="border-t border-sand-200 align-baseline">
              <th scope="row" className="py-2 pr-4 text-sm font-normal">
                <code className={code}>text-{size.name}</code>
              </th>
              <td className="py-2 pr-4 text-sm text-ink-700">
                {size.value} / {size.lineHeight}
              </td>
              <td
                className="py-2 text-ink-900"
                style={{ fontSize: size.value, lineHeight: size.lineHeight }}
              >
                <span className="font-display">Clarity</span> <span>Overwhelm</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  )
}

const spacingSteps = [1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20]

export function Spacing() {
  return (
    <Section
      title="Spacing"
      intro={`Every padding, margin, gap and size is a multiple of the spacing unit, ${spacingUnit}: p-4 is 4 × ${spacingUnit}.`}
    >
      <ul aria-label="Spacing steps" className="flex flex-col gap-2">
        {spacingSteps.map((step) => (
          <li key={step} className="flex items-center gap-4 text-sm">
            <code className={`${code} w-16 text-center`}>{step}</code>
            <span
              aria-hidden="true"
              className="block h-3 rounded-sm bg-clay-500"
              style={{ width: `calc(var(--spacing) * ${step})` }}
            />
            <span className="text-ink-700">
              {step} × {spacingUnit}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function Radii() {
  return (
    <Section
      title="Radii"
      intro="Cards use rounded-3xl, fields and panels rounded-xl to rounded-2xl, buttons and chips rounded-full."
    >
      <ul aria-label="Radius tokens" className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {radii.map((radius) => (
          <li key={radius.name} className="flex flex-col items-start gap-2 text-sm">
            <span
              aria-hidden="true"
              className="block size-20 border-2 border-clay-500 bg-sand-100"
              style={{ borderRadius: radius.value }}
            />
            <span>
              <code className={code}>rounded-{radius.name}</code>{" "}
              <span className="text-ink-700">{radius.value}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function Motion() {
  const [playing, setPlaying] = useState(0)
  return (
    <Section
      title="Motion"
      intro={`Motion is short and quiet: menus, dialogs and popovers pop in, the hero's taglines rise, colours change over ${defaultTransition}. When a person asks for less motion, it stops.`}
    >
      <ul aria-label="Keyframes" className="flex flex-col gap-4">
        {keyframes.map((frame) => (
          <li key={frame.name} className="flex flex-wrap items-center gap-4">
            <span
              key={`${frame.name}-${playing}`}
              aria-hidden="true"
              className="block size-12 rounded-2xl bg-clay-500"
              style={{ animation: `${frame.name} 600ms ease-out` }}
            />
            <span className="text-sm">
              <code className={code}>{frame.name}</code>
              <span className="mt-1 block text-ink-700">{frame.rule}</span>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => setPlaying((count) => count + 1)}
        className="self-start rounded-full border border-sand-300 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:border-clay-500"
      >
        Play again
      </button>
      <h2 className="font-display text-xl font-semibold text-ink-900">Easing</h2>
      <dl className="grid gap-1 text-sm">
        {easings.map((easing) => (
          <div key={easing.name} className="flex flex-wrap gap-2">
            <dt>
              <code className={code}>ease-{easing.name}</code>
            </dt>
            <dd className="text-ink-700">{easing.value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="font-display text-xl font-semibold text-ink-900">Less motion</h2>
      <p className="text-sm text-ink-700">
        Under <code className={code}>prefers-reduced-motion: reduce</code>: {reducedMotionRule} The
        hero shows its first tagline and its poster, without the video.
      </p>
    </Section>
  )
}

const tile =
  "flex flex-col items-center gap-2 rounded-2xl border border-sand-200 bg-white p-4 text-sm"

export function Icons() {
  return (
    <Section
      title="Icons"
      intro="Line icons on a 16 × 16 grid for controls (their label names them, so they are hidden from screen readers), the state panel's pictures on a 24 × 24 grid, and Strand's mark. They take the colour of the text around them (currentColor)."
    >
      <h2 className="font-display text-xl font-semibold text-ink-900">Line icons</h2>
      <ul aria-label="Line icons" className="grid grid-cols-2 gap-4 sm:grid-cols-6">
        {Object.entries(lineIcons).map(([name, Icon]) => (
          <li key={name} className={tile}>
            <Icon className="size-6 text-ink-900" />
            <code className={code}>{name}</code>
          </li>
        ))}
      </ul>
      <h2 className="font-display text-xl font-semibold text-ink-900">State panel pictures</h2>
      <ul aria-label="State panel pictures" className="grid grid-cols-2 gap-4 sm:grid-cols-6">
        {Object.entries(statePanelIcons).map(([name, picture]) => (
          <li key={name} className={tile}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 text-clay-600">
              {picture}
            </svg>
            <code className={code}>{name}</code>
          </li>
        ))}
      </ul>
      <h2 className="font-display text-xl font-semibold text-ink-900">Mark</h2>
      <ul aria-label="Mark" className="grid grid-cols-2 gap-4 sm:grid-cols-6">
        <li className={`${tile} text-clay-600`}>
          <StrandMark />
          <code className={code}>StrandMark</code>
        </li>
      </ul>
    </Section>
  )
}

const uses = (count: number) => (count === 1 ? "1 use" : `${count} uses`)

export function Elevation() {
  return (
    <Section
      title="Shadows and elevation"
      intro="Strand is mostly flat: cards lie on the sand with a border, fields lift by shadow-xs, buttons by shadow-sm; only what floats above the page (menus, popovers, dialogs, toasts) casts shadow-lg to shadow-2xl."
    >
      <ul aria-label="Shadow tokens" className="grid grid-cols-2 gap-6 sm:grid-cols-4">
        {shadows.map((shadow) => {
          const used = shadowUses.find((use) => use.name === `shadow-${shadow.name}`)
          return (
            <li key={shadow.name} className="flex flex-col gap-3 text-sm">
              <span
                aria-hidden="true"
                className="block h-20 rounded-2xl bg-white"
                style={{ boxShadow: shadow.value }}
              />
              <span>
                <code className={code}>shadow-{shadow.name}</code>{" "}
                <span className="text-ink-700">{used ? uses(used.uses) : "not used"}</span>
              </span>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

export function Breakpoints() {
  return (
    <Section
      title="Breakpoints and layout grid"
      intro="Designed at two widths: a phone at 390 px and a desktop at 1280 px (both in Storybook's viewport menu). Phone first: a class without a prefix is the phone's; sm: and up add the wider layout. Pages are one centred column with 1rem (px-4) side padding, at most one of the widths below."
    >
      <table aria-label="Breakpoints" className="w-full max-w-2xl text-left text-sm">
        <thead className="text-ink-500">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Prefix
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              From
            </th>
            <th scope="col" className="py-2 font-semibold">
              Used in the app
            </th>
          </tr>
        </thead>
        <tbody>
          {breakpoints.map((breakpoint) => (
            <tr key={breakpoint.name} className="border-t border-sand-200">
              <th scope="row" className="py-2 pr-4 font-normal">
                <code className={code}>{breakpoint.name}:</code>
              </th>
              <td className="py-2 pr-4 text-ink-700">
                {breakpoint.value} ({Number.parseFloat(breakpoint.value) * 16} px)
              </td>
              <td className="py-2 text-ink-700">{uses(breakpointUses(breakpoint.name))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="font-display text-xl font-semibold text-ink-900">Column widths</h2>
      <ul aria-label="Column widths" className="flex flex-col gap-2">
        {pageWidths.flatMap((width) => {
          const size = containers.find((container) => `max-w-${container.name}` === width.name)
          if (size === undefined) return []
          return [
            <li key={width.name} className="flex items-center gap-4 text-sm">
              <code className={`${code} w-28 text-center`}>{width.name}</code>
              <span
                aria-hidden="true"
                className="block h-3 max-w-full rounded-sm bg-sage-700/40"
                style={{ width: size.value }}
              />
              <span className="shrink-0 text-ink-700">
                {size.value}, {uses(width.uses)}
              </span>
            </li>,
          ]
        })}
      </ul>
    </Section>
  )
}

export function InteractionStates() {
  return (
    <Section
      title="Interaction states"
      intro={`How controls answer a person, as the app's components write it (read from their sources, most used first). Every focusable thing also gets the base focus ring: ${focusRule}.`}
    >
      {interactionStates.map(({ state, when, classes }) => (
        <section key={state} aria-label={state} className="flex flex-col gap-2">
          <h2 className="font-display text-xl font-semibold text-ink-900">{state}</h2>
          <p className="text-sm text-ink-700">{when}</p>
          <ul className="flex flex-wrap gap-2">
            {classes.map((use) => (
              <li
                key={use.name}
                className="flex items-center gap-2 rounded-full border border-sand-200 bg-white px-3 py-1 text-sm"
              >
                {use.value && (
                  <span
                    aria-hidden="true"
                    className="block size-3 rounded-full"
                    style={{ backgroundColor: use.value }}
                  />
                )}
                <code className="text-xs text-ink-900">{use.name}</code>
                <span className="text-xs text-ink-500">{uses(use.uses)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Section>
  )
}

export function Voice() {
  return (
    <Section
      title="Voice and copy"
      intro="Strand speaks like a calm, well-read friend: plain words, short sentences, no blame, no hype, and always a way on. Every example below is a text the app shows today."
    >
      <ol aria-label="Voice rules" className="flex flex-col gap-4">
        {voiceRules.map(({ rule, examples }) => (
          <li key={rule} className="rounded-2xl border border-sand-200 bg-white p-4">
            <p className="font-semibold text-ink-900">{rule}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {examples.map((example) => (
                <li
                  key={example}
                  className="rounded-full bg-sand-100 px-3 py-1 text-sm text-ink-700"
                >
                  “{example}”
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  )
}
