/**
 * "Send my summary": the person sees exactly what the expert will receive
 * (the doctor's summary, as the PDF lays it out, and their e-mail address,
 * nothing else), may add since when and what they tried, ticks their
 * consent, and sends. Without the tick the Send button stays off; the
 * server refuses a request without consent too.
 */
import { doctorSummaryLimits } from "@strand/domain/analysis/DoctorSummary"
import type { MatchedExpert } from "@strand/domain/experts/ExpertMatch"
import { useQuery } from "@tanstack/react-query"
import { useId, useState } from "react"
import { Button, PendingButton } from "../../ui/button.tsx"
import { type SummaryNotes, SummarySheet } from "../../ui/DoctorSummarySheet.tsx"
import * as Dialog from "../../ui/dialog.tsx"
import * as Field from "../../ui/field.tsx"
import { useSendSummary } from "./mutations.ts"
import { summaryQueryOptions } from "./queries.ts"

export function SendSummaryDialog({
  expert,
  analysisId,
  email,
  onClose,
}: {
  /** The expert chosen; the dialog is open while there is one. */
  readonly expert: MatchedExpert | undefined
  readonly analysisId: string
  /** The person's own address: what the expert will be able to reply to. */
  readonly email: string
  readonly onClose: () => void
}) {
  const send = useSendSummary(analysisId)
  return (
    <Dialog.Root
      open={expert !== undefined}
      onOpenChange={(details) => {
        if (details.open) return
        send.reset()
        onClose()
      }}
      // While it is being sent, it stays open: the person sees it go, or why not.
      closeOnEscape={!send.isPending}
      closeOnInteractOutside={!send.isPending}
      lazyMount
      unmountOnExit
    >
      <Dialog.Content className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {expert !== undefined && (
          <SendSummary expert={expert} analysisId={analysisId} email={email} send={send} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function SendSummary({
  expert,
  analysisId,
  email,
  send,
}: {
  readonly expert: MatchedExpert
  readonly analysisId: string
  readonly email: string
  readonly send: ReturnType<typeof useSendSummary>
}) {
  const id = useId()
  const summary = useQuery(summaryQueryOptions(analysisId))
  const [notes, setNotes] = useState<SummaryNotes>({ since: "", tried: "" })
  const [consent, setConsent] = useState(false)

  if (send.isSuccess) {
    return (
      <>
        <Dialog.Title>Sent</Dialog.Title>
        <p role="status" className="mt-2 text-ink-700">
          {send.data.message}
        </p>
        <p className="mt-2 text-sm text-ink-500">
          They reply to you directly; Strand does not see their answer.
        </p>
        <Dialog.CloseTrigger asChild>
          <Button className="mt-5">Close</Button>
        </Dialog.CloseTrigger>
      </>
    )
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (consent) send.mutate({ expertId: expert.id, consent, notes })
      }}
    >
      <Dialog.Title>Send your summary to {expert.name}</Dialog.Title>
      <Dialog.Description>
        They will receive exactly this: the one-page summary below, as a PDF, and your e-mail
        address, <strong className="text-ink-900">{email}</strong>, so they can reply. Nothing else
        from your report. A copy comes to you.
      </Dialog.Description>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <Field.Root>
          <Field.Label>Since when? (optional)</Field.Label>
          <Field.Input
            value={notes.since}
            maxLength={doctorSummaryLimits.since}
            onChange={(event) => setNotes({ ...notes, since: event.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>What have you tried? (optional)</Field.Label>
          <Field.Input
            value={notes.tried}
            maxLength={doctorSummaryLimits.tried}
            onChange={(event) => setNotes({ ...notes, tried: event.target.value })}
          />
        </Field.Root>
      </div>
      <section
        aria-label="What will be sent"
        className="mt-5 rounded-2xl border border-sand-200 bg-sand-50 p-2 text-sm"
      >
        {summary.isPending ? (
          <p role="status" className="p-4 text-ink-700">
            Loading your summary...
          </p>
        ) : summary.isError ? (
          <p role="alert" className="p-4 text-danger-600">
            Your summary could not be loaded, so nothing can be sent just now.
          </p>
        ) : (
          <SummarySheet summary={summary.data} notes={notes} />
        )}
      </section>
      <label
        htmlFor={`${id}-consent`}
        className="mt-5 flex items-start gap-3 rounded-2xl border border-sand-300 p-3 text-ink-900"
      >
        <input
          id={`${id}-consent`}
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-clay-600"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <span>I agree to send this summary and my e-mail address to {expert.name}.</span>
      </label>
      {send.isError && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger-600">
          {send.error.message}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Dialog.CloseTrigger asChild>
          <Button variant="secondary" disabled={send.isPending}>
            Cancel
          </Button>
        </Dialog.CloseTrigger>
        <PendingButton
          type="submit"
          pending={send.isPending}
          disabled={!consent || !summary.isSuccess || send.isPending}
          label="Send my summary"
          pendingLabel="Sending..."
        />
      </div>
    </form>
  )
}
