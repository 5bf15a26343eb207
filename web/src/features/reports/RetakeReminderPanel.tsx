/**
 * When to take the quiz again, on My Reports: the latest report's
 * retake date (brought forward by life events), and one reminder
 * e-mail on that date for whoever asks, stopped here or from the e-mail.
 */

import { longDate } from "@strand/domain/text/LongDate"
import { useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { DateTime } from "effect"
import { useId } from "react"
import { buttonClass, PendingButton } from "../../ui/button.tsx"
import { useRetakeReminder } from "./mutations.ts"
import { retakeReminderQueryOptions } from "./queries.ts"

export function RetakeReminderPanel({ now }: { readonly now: Date }) {
  const headingId = useId()
  const status = useQuery(retakeReminderQueryOptions())
  const reminder = useRetakeReminder()
  const latest = status.data?.latest
  // Nothing to say until the date is known; a failed read leaves the rest of the page alone.
  if (latest === undefined || latest === null) return null
  const asked = status.data?.reminder ?? null
  const due = DateTime.toDate(latest.retakeOn) <= now

  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-900">
        Take the quiz again
      </h2>
      {due ? (
        <>
          <p className="mt-2 text-ink-700">
            Your latest report suggested taking the quiz again around{" "}
            <strong className="text-ink-900">{longDate(latest.retakeOn)}</strong>: it is time.
          </p>
          <Link to="/quiz" className={buttonClass("primary", "mt-4")}>
            Take the Quiz
          </Link>
        </>
      ) : (
        <>
          <p className="mt-2 text-ink-700">
            Your latest report suggests taking it again around{" "}
            <strong className="text-ink-900">{longDate(latest.retakeOn)}</strong>, when your routine
            has had time to show.
          </p>
          {latest.because.length > 0 && (
            <p className="mt-2 text-sm text-ink-500">
              Sooner than usual because {latest.because.join("; ")}.
            </p>
          )}
          <p role="status" className="mt-4 font-medium text-ink-900">
            {asked === null ? "" : `We'll e-mail you one reminder on ${longDate(asked.remindOn)}.`}
          </p>
          <div className="mt-3">
            {asked === null ? (
              <PendingButton
                pending={reminder.isPending}
                label="E-mail me a reminder"
                pendingLabel="Saving..."
                onClick={() => reminder.mutate(true)}
              />
            ) : (
              <PendingButton
                variant="secondary"
                pending={reminder.isPending}
                label="Stop the reminder"
                pendingLabel="Stopping..."
                onClick={() => reminder.mutate(false)}
              />
            )}
          </div>
          {reminder.isError && (
            <p role="alert" className="mt-2 font-medium text-danger-600">
              {reminder.error.message}
            </p>
          )}
          <p className="mt-3 text-sm text-ink-500">
            One e-mail, on that date only; every reminder has a link to stop it in one click.
          </p>
        </>
      )}
    </section>
  )
}
