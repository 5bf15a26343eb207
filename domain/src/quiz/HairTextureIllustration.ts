/**
 * The illustration shown in the hair-texture "Need help?" popup: one strand
 * each of straight, wavy, curly and coily hair, side by side and labelled, so
 * a customer can hold a dry strand up against the picture and pick the closest.
 * Kept as SVG text so the domain stays free of asset files; the SPA renders
 * it through the data URI.
 */

// Each strand is drawn top to bottom in a 60 × 150 cell. The curves get
// tighter from left to right because that is what the four types are: the
// same fibre with a progressively smaller curl diameter.
const strands = [
  { label: "Straight", x: 30, path: "M30 15 L30 135" },
  {
    label: "Wavy",
    x: 90,
    path: "M90 15 C105 35 75 55 90 75 C105 95 75 115 90 135",
  },
  {
    label: "Curly",
    x: 150,
    path: "M150 15 c14 0 14 16 0 16 c-14 0 -14 16 0 16 c14 0 14 16 0 16 c-14 0 -14 16 0 16 c14 0 14 16 0 16 c-14 0 -14 16 0 16 c14 0 14 16 0 16",
  },
  {
    label: "Coily",
    x: 210,
    path: "M210 15 c7 0 7 8 0 8 c-7 0 -7 8 0 8 c7 0 7 8 0 8 c-7 0 -7 8 0 8 c7 0 7 8 0 8 c-7 0 -7 8 0 8 c7 0 7 8 0 8 c-7 0 -7 8 0 8 c7 0 7 8 0 8 c-7 0 -7 8 0 8 c7 0 7 8 0 8 c-7 0 -7 8 0 8 c7 0 7 8 0 8 c-7 0 -7 8 0 8 c7 0 7 8 0 8",
  },
] as const

export const hairTextureIllustrationSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 170" width="240" height="170" role="img" aria-labelledby="hair-texture-title">',
  '<title id="hair-texture-title">Straight, wavy, curly and coily hair strands</title>',
  '<rect width="240" height="170" rx="12" fill="#faf6f1"/>',
  ...strands.map(
    (strand) =>
      `<path d="${strand.path}" fill="none" stroke="#5b3a29" stroke-width="3" stroke-linecap="round"/>` +
      `<text x="${strand.x}" y="158" font-family="sans-serif" font-size="11" fill="#3d2a1f" text-anchor="middle">${strand.label}</text>`,
  ),
  "</svg>",
].join("")

export const hairTextureIllustration = {
  src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(hairTextureIllustrationSvg)}`,
  alt: "Four hair strands side by side: straight, wavy (a loose S), curly (springy loops) and coily (tight zig-zag coils).",
} as const
