/**
 * The landing page's #vision section (spec §1): where Strand is going after
 * the haircare audit. The three claims are the spec's; "Our Vision" in the
 * navigation bar scrolls here.
 */
const promises = [
  {
    title: "Scan a product, see better options",
    text: "Point your phone at a bottle on the shelf. Strand reads the ingredients against your hair profile and suggests alternatives when something isn't right for you.",
    icon: "M4 7V5a1 1 0 011-1h2M17 4h2a1 1 0 011 1v2M20 17v2a1 1 0 01-1 1h-2M7 20H5a1 1 0 01-1-1v-2M4 12h16",
  },
  {
    title: "Experts when you need them",
    text: "Some questions need a person. Strand connects you with dermatologists, trichologists and stylists who see your history, not a blank page.",
    icon: "M12 12a4 4 0 100-8 4 4 0 000 8zM4 20a8 8 0 0116 0",
  },
  {
    title: "A routine that fits your week",
    text: "Wash days, treatments and rest days planned around your schedule, so a good routine is one you can actually keep.",
    icon: "M5 6h14v14H5zM5 10h14M9 3v5M15 3v5",
  },
] as const

export function VisionSection() {
  return (
    <section
      id="vision"
      aria-labelledby="vision-heading"
      className="scroll-mt-20 border-t border-sand-200 bg-sand-100/60"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16 sm:px-6 md:py-20">
        <div className="flex max-w-2xl flex-col gap-3">
          <p className="text-sm font-semibold tracking-[0.2em] text-clay-600 uppercase">
            Our Vision
          </p>
          <h2
            id="vision-heading"
            className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl"
          >
            Filtered by science. Chosen by you.
          </h2>
          <p className="text-lg text-ink-700">
            The haircare audit is the start. Next, Strand goes shopping with you.
          </p>
        </div>
        <ul className="grid gap-5 md:grid-cols-3">
          {promises.map((promise) => (
            <li
              key={promise.title}
              className="flex flex-col gap-3 rounded-3xl border border-sand-200 bg-white/80 p-6"
            >
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-2xl bg-sand-200 text-clay-700"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
                  <path
                    d={promise.icon}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
              <h3 className="font-display text-xl font-semibold text-ink-900">{promise.title}</h3>
              <p className="text-ink-700">{promise.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
