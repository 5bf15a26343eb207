/**
 * Strand's design tokens, read from the CSS that defines them rather than
 * typed again: Strand's own `@theme` in web/src/styles.css (colours, fonts)
 * over Tailwind's default theme (type scale, spacing, radii, easing), the
 * same layering Tailwind applies when it builds the app.
 */
import strandStyles from "@strand/web/src/styles.css?raw"
import tailwindTheme from "tailwindcss/theme.css?raw"

export interface Token {
  readonly name: string
  readonly value: string
}

/** The body of the first `@theme … { … }` block. */
const themeBlock = (css: string): string => {
  const start = css.indexOf("{", css.indexOf("@theme"))
  let depth = 0
  for (let index = start; index < css.length; index++) {
    if (css[index] === "{") depth++
    if (css[index] === "}" && --depth === 0) return css.slice(start + 1, index)
  }
  return ""
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "")

const tokensOf = (css: string): ReadonlyArray<Token> =>
  [...withoutComments(themeBlock(css)).matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map((match) => ({
    name: match[1] ?? "",
    value: (match[2] ?? "").replace(/\s+/g, " ").trim(),
  }))

/** Strand's own tokens (web/src/styles.css). */
export const strandTokens = tokensOf(strandStyles)
const tailwindTokens = tokensOf(tailwindTheme)

const byPrefix = (tokens: ReadonlyArray<Token>, prefix: string) =>
  tokens
    .filter((token) => token.name.startsWith(prefix) && !token.name.includes("--"))
    .map((token) => ({ ...token, name: token.name.slice(prefix.length) }))

/** Colours: only Strand's palette (the app uses no other). */
export const colours = byPrefix(strandTokens, "color-")
export const fonts = byPrefix(strandTokens, "font-")

/** Type sizes with their line heights, from Tailwind's theme. */
export const typeScale = byPrefix(tailwindTokens, "text-")
  .filter((token) => /^(xs|sm|base|lg|xl|\dxl)$/.test(token.name))
  .map((token) => ({
    ...token,
    lineHeight:
      tailwindTokens.find((other) => other.name === `text-${token.name}--line-height`)?.value ??
      "normal",
  }))

/** The spacing unit: every p-*, m-*, gap-* and size-* is a multiple of it. */
export const spacingUnit = tailwindTokens.find((token) => token.name === "spacing")?.value ?? ""
export const radii = byPrefix(tailwindTokens, "radius-")
export const easings = byPrefix(tailwindTokens, "ease-")
export const defaultTransition =
  tailwindTokens.find((token) => token.name === "default-transition-duration")?.value ?? ""

/** Strand's own keyframes (styles.css), with their rules. */
export const keyframes = [
  ...strandStyles.matchAll(/@keyframes\s+([\w-]+)\s*\{([\s\S]*?)\n\}/g),
].map((match) => ({ name: match[1] ?? "", rule: (match[2] ?? "").replace(/\s+/g, " ").trim() }))

/** What styles.css does when the person asks for less motion. */
export const reducedMotionRule =
  /@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/
    .exec(strandStyles)?.[1]
    ?.replace(/\s+/g, " ")
    .trim() ?? ""

/** Box shadows (shadow-*), from Tailwind's theme, smallest first. */
export const shadows = byPrefix(tailwindTokens, "shadow-")
/** The widths where sm:, md:, lg:, xl: and 2xl: start, from Tailwind's theme. */
export const breakpoints = byPrefix(tailwindTokens, "breakpoint-")
/** The widths max-w-* names (max-w-xl, max-w-6xl), from Tailwind's theme. */
export const containers = byPrefix(tailwindTokens, "container-")

/** What styles.css gives every focused control (its `:focus-visible` rule). */
export const focusRule =
  /:focus-visible\s*\{\s*@apply ([^;]+);/.exec(strandStyles)?.[1]?.trim() ?? ""
