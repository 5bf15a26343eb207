/** The foot of every page (spec §2): Strand's e-mail address and its pages on three social networks. */
import { contactEmail, type SocialNetwork, socialLinks } from "../lib/contact.ts"

const linkClass =
  "inline-flex items-center gap-2 rounded-full text-ink-700 underline-offset-4 hover:text-clay-700 hover:underline"

export function SiteFooter() {
  return (
    <footer className="border-t border-sand-200 bg-sand-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8 text-sm text-ink-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} Strand. Hair and scalp health, filtered by science.</p>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
          <a href={`mailto:${contactEmail}`} className={linkClass}>
            <MailIcon />
            {contactEmail}
          </a>
          <ul aria-label="Strand on social media" className="flex items-center gap-2">
            {socialLinks.map(({ network, href }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Strand on ${network}`}
                  className="grid size-10 place-items-center rounded-full border border-sand-300 bg-white text-ink-700 transition-colors hover:border-clay-500 hover:text-clay-700"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}

function MailIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-clay-600">
      <path
        d="M3 5h14v10H3zM3.5 5.5L10 11l6.5-5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  )
}

// Simplified marks, drawn in the footer's own line style.
const socialIconPaths: Record<SocialNetwork, string> = {
  Instagram:
    "M6 3h8a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3V6a3 3 0 013-3zM10 13.2a3.2 3.2 0 100-6.4 3.2 3.2 0 000 6.4zM14.2 5.9v.01",
  TikTok: "M11 3v9.5a2.8 2.8 0 11-2.8-2.8M11 3c.4 2.2 1.9 3.6 4 3.8",
  Pinterest:
    "M10 17.5a7.5 7.5 0 10-2.6-.5M8.6 17l1.6-7M9.1 12.5c.4.9 1.2 1.3 2.2 1.3 1.9 0 3-1.7 3-3.7 0-2.2-1.8-3.6-4.1-3.6-2.6 0-4.1 1.8-4.1 3.7 0 .9.3 1.6.9 2",
}

function SocialIcon({ network }: { readonly network: SocialNetwork }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
      <path
        d={socialIconPaths[network]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
