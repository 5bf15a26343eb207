/**
 * The landing page's #waitlist section for a visitor who is not signed in:
 * the form until they join, then the thank-you view.
 */
import { ApiFailure } from "../../lib/apiClient.ts"
import { errorsByField } from "./joinForm.ts"
import { useJoinWaitlist } from "./useJoinWaitlist.ts"
import { WaitlistCount } from "./WaitlistCount.tsx"
import { WaitlistForm } from "./WaitlistForm.tsx"
import { WaitlistJoined } from "./WaitlistJoined.tsx"

export function WaitlistSection({ referralCode }: { readonly referralCode?: string | undefined }) {
  const join = useJoinWaitlist()
  const serverErrors =
    join.error instanceof ApiFailure && join.error.issues.length > 0
      ? errorsByField(join.error.issues)
      : undefined
  return (
    <section
      id="waitlist"
      aria-labelledby="waitlist-heading"
      className="scroll-mt-24 rounded-3xl border border-sand-200 bg-white/90 p-6 shadow-xl shadow-ink-900/5 sm:p-8"
    >
      <div className="mb-6 flex flex-col gap-2">
        <h2
          id="waitlist-heading"
          className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl"
        >
          Join the waitlist
        </h2>
        <p className="text-ink-700">
          Be first to try Strand: a calm, science-led routine for your hair and scalp.
        </p>
      </div>
      {join.isSuccess ? (
        <WaitlistJoined name={join.variables?.name} />
      ) : (
        <WaitlistForm
          onJoin={(request) => join.mutate(request)}
          pending={join.isPending}
          referralCode={referralCode}
          serverErrors={serverErrors}
        />
      )}
      <div className="mt-5 border-t border-sand-200 pt-4 text-center">
        <WaitlistCount />
      </div>
    </section>
  )
}
