/**
 * The Tailwind classes the app's components are written with, read from
 * their sources (web/src), so the Foundations pages show what the app
 * actually does on hover, focus, when disabled and for danger, which widths
 * its pages keep to and which shadows it casts, with how often each is used.
 */
import { componentSources } from "./appSources.ts"
import { colours } from "./themeTokens.ts"

export interface ClassUse {
  /** the class as written: hover:bg-clay-700 */
  readonly name: string
  /** how many places in the app's sources write it */
  readonly uses: number
  /** the theme colour it names, if any: clay-700 */
  readonly colour?: string | undefined
  /** that colour's value in the theme: #8b4222 */
  readonly value?: string | undefined
}

const classesIn = (source: string) =>
  [...source.matchAll(/[\w:/.[\]-]+/g)].map((match) => match[0].replace(/[\].]+$/, ""))

const counts = new Map<string, number>()
for (const source of componentSources) {
  for (const name of classesIn(source)) counts.set(name, (counts.get(name) ?? 0) + 1)
}

const colourOf = (name: string) =>
  colours
    .filter((colour) => name.includes(`-${colour.name}`))
    .sort((a, b) => b.name.length - a.name.length)[0]

/** Every class in the app matching `pattern`, most used first. */
export const classesMatching = (pattern: RegExp): ReadonlyArray<ClassUse> =>
  [...counts]
    // arbitrary variants ([&_svg]:…) are read in pieces; they are not tokens
    .filter(([name]) => pattern.test(name) && !name.includes("]"))
    .map(([name, uses]) => {
      const colour = colourOf(name)
      return { name, uses, colour: colour?.name, value: colour?.value }
    })
    .sort((a, b) => b.uses - a.uses || a.name.localeCompare(b.name))

/** The interaction states a designer asks about, each as the app writes it. */
export const interactionStates = [
  {
    state: "Hover",
    when: "A pointer is over something that acts: borders and text warm to clay.",
    classes: classesMatching(/^hover:/),
  },
  {
    state: "Focus",
    when: "The keyboard reached it: a 2 px clay outline, 2 px clear of the control.",
    classes: classesMatching(/^focus-visible:/),
  },
  {
    state: "Disabled",
    when: "It cannot act yet (a form on its way): dimmed, and the pointer says no.",
    classes: classesMatching(/^disabled:/),
  },
  {
    state: "Danger",
    when: "Something is wrong or cannot be undone: field errors, Delete.",
    classes: classesMatching(/danger-/),
  },
] as const

/** The page widths the app keeps to (max-w-*), most used first. */
export const pageWidths = classesMatching(/^max-w-[a-z0-9]+$/)
/** The shadows the app casts, most used first. */
export const shadowUses = classesMatching(/^shadow-(2xs|xs|sm|md|lg|xl|2xl)$|^shadow$/)
/** How many places in the app change at a breakpoint (sm:, md:, lg:, …). */
export const breakpointUses = (breakpoint: string) =>
  classesMatching(new RegExp(`^${breakpoint}:`)).reduce((sum, use) => sum + use.uses, 0)
