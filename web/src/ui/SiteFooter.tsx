/** The foot of every page. */
export function SiteFooter() {
  return (
    <footer className="border-t border-sand-200 bg-sand-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-ink-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} Strand. Hair and scalp health, filtered by science.</p>
        <a
          href="mailto:hello@strand.example"
          className="rounded text-ink-700 underline-offset-4 hover:underline"
        >
          hello@strand.example
        </a>
      </div>
    </footer>
  )
}
