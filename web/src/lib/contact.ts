/**
 * Where people can reach Strand: the address in the footer and in the
 * feedback hint (spec §2, §9), and Strand's pages on three social networks.
 * Edit here, once, when the real accounts exist.
 */
export const contactEmail = "hello@strand.example"

export const socialLinks = [
  { network: "Instagram", href: "https://www.instagram.com/strand.hair" },
  { network: "TikTok", href: "https://www.tiktok.com/@strand.hair" },
  { network: "Pinterest", href: "https://www.pinterest.com/strandhair" },
] as const

export type SocialNetwork = (typeof socialLinks)[number]["network"]
