/**
 * The directory of experts (/admin/experts), kept by Strand's team: add an
 * expert, change one, hide one from people (kept, shown again in a click),
 * or remove one. Strand ships none: an empty directory says so. Every field
 * is checked by the server with the domain's rules, and what is wrong is
 * said under the form.
 */
import { type Expert, whereWords } from "@strand/domain/experts/Expert"
import {
  type ExpertKind,
  expertKindLabels,
  expertKinds,
  specialties,
  specialtyLabels,
} from "@strand/domain/experts/ExpertKinds"
import { withoutBidiControls } from "@strand/domain/text/TextFields"
import { useSuspenseQuery } from "@tanstack/react-query"
import { type FormEvent, useId, useState } from "react"
import { Button, PendingButton } from "../../ui/button.tsx"
import * as Dialog from "../../ui/dialog.tsx"
import * as Field from "../../ui/field.tsx"
import { AdminPage, RefreshButton } from "./AdminPage.tsx"
import { adminPages, throwIfRefreshFailed } from "./AdminRouteStates.tsx"
import { blankDraft, checkDraft, type DraftCheck, type ExpertDraft } from "./expertForm.ts"
import { mailtoHref } from "./mailto.ts"
import { useChangeExpert, useRemoveExpert, useSaveExpert } from "./mutations.ts"
import { adminExpertsQueryOptions } from "./queries.ts"

export const emptyText =
  "No experts in the directory yet. Strand ships none: add the first with “Add an expert”."

const draftOf = (expert: Expert): ExpertDraft => ({
  ...expert,
  languages: expert.languages.join(", "),
  bookingUrl: expert.bookingUrl ?? "",
  email: expert.email ?? "",
})

export function AdminExpertsPage() {
  const experts = throwIfRefreshFailed(useSuspenseQuery(adminExpertsQueryOptions()))
  // undefined: no form; null: adding; an expert: changing them.
  const [editing, setEditing] = useState<Expert | null | undefined>(undefined)
  const list = experts.data.experts
  const hidden = list.filter((expert) => expert.hidden).length
  return (
    <AdminPage
      title={adminPages.experts.title}
      summary={
        <p className="text-ink-700">
          {list.length} in the directory{hidden > 0 ? `, ${hidden} hidden from people` : ""}
        </p>
      }
      action={
        <div className="flex gap-3">
          <RefreshButton refreshing={experts.isFetching} onRefresh={() => void experts.refetch()} />
          {editing === undefined && (
            <Button onClick={() => setEditing(null)} className="px-5 py-2 text-sm">
              Add an expert
            </Button>
          )}
        </div>
      }
    >
      {editing !== undefined && (
        <ExpertForm
          key={editing?.id ?? "new"}
          expert={editing}
          onDone={() => setEditing(undefined)}
        />
      )}
      {list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 py-10 text-center text-ink-700">
          {emptyText}
        </p>
      ) : (
        <ul aria-label="Experts" className="flex flex-col gap-3">
          {list.map((expert) => (
            <ExpertRow key={expert.id} expert={expert} onEdit={() => setEditing(expert)} />
          ))}
        </ul>
      )}
    </AdminPage>
  )
}

function ExpertForm({
  expert,
  onDone,
}: {
  /** null: a new expert */
  readonly expert: Expert | null
  readonly onDone: () => void
}) {
  const id = useId()
  const [draft, setDraft] = useState<ExpertDraft>(expert === null ? blankDraft : draftOf(expert))
  const [check, setCheck] = useState<DraftCheck | undefined>()
  const add = useSaveExpert()
  const change = useChangeExpert()
  const saving = expert === null ? add : change
  const set = <K extends keyof ExpertDraft>(key: K, value: ExpertDraft[K]) =>
    setDraft({ ...draft, [key]: value })
  const problems = check?._tag === "Invalid" ? check : undefined
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = checkDraft(draft)
    setCheck(checked)
    if (checked._tag === "Invalid") return void Field.focusFirstInvalidField(event.currentTarget)
    if (expert === null) add.mutate(checked.details, { onSuccess: onDone })
    else change.mutate({ id: expert.id, details: checked.details }, { onSuccess: onDone })
  }
  /** A one-line field with the message under it when it is wrong. */
  const line = (
    key: "name" | "city" | "country" | "languages" | "bookingUrl" | "email",
    label: string,
    input: { readonly type?: string; readonly placeholder?: string; readonly maxLength?: number },
    help?: string,
  ) => (
    <Field.Root invalid={problems?.fields[key] !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Field.Input
        {...input}
        value={draft[key]}
        onChange={(event) => set(key, event.target.value)}
      />
      {help !== undefined && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{problems?.fields[key]}</Field.ErrorText>
    </Field.Root>
  )
  return (
    <form
      aria-labelledby={`${id}-heading`}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-900">
        {expert === null ? "Add an expert" : `Change ${expert.name}`}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {line("name", "Name", { maxLength: 120 })}
        <Field.Root>
          <Field.Label>Kind</Field.Label>
          <Field.Select
            value={draft.kind}
            onChange={(event) => set("kind", event.target.value as ExpertKind)}
          >
            {expertKinds.map((kind) => (
              <option key={kind} value={kind}>
                {expertKindLabels[kind]}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink-700">Specialties</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {specialties.map((specialty) => (
            <label key={specialty} className="flex items-center gap-2 text-ink-900">
              <input
                type="checkbox"
                className="size-4 accent-clay-600"
                checked={draft.specialties.includes(specialty)}
                onChange={(event) =>
                  set(
                    "specialties",
                    event.target.checked
                      ? specialties.filter((s) => s === specialty || draft.specialties.includes(s))
                      : draft.specialties.filter((s) => s !== specialty),
                  )
                }
              />
              {specialtyLabels[specialty]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {line("city", "City or region", { maxLength: 80 })}
        {line("country", "Country", { maxLength: 80 })}
      </div>
      <label className="flex items-center gap-2 text-ink-900">
        <input
          type="checkbox"
          className="size-4 accent-clay-600"
          checked={draft.online}
          onChange={(event) => set("online", event.target.checked)}
        />
        Sees people online
      </label>
      {line("languages", "Languages", { placeholder: "English, French" }, "Separated by commas.")}
      <div className="grid gap-4 sm:grid-cols-2">
        {line("bookingUrl", "Booking web address", { type: "url", placeholder: "https://" })}
        {line(
          "email",
          "Booking e-mail",
          { type: "email" },
          "Only an expert with an e-mail can receive summaries.",
        )}
      </div>
      <Field.Root invalid={problems?.fields.note !== undefined}>
        <Field.Label>Note</Field.Label>
        <Field.Textarea
          maxLength={500}
          value={draft.note}
          onChange={(event) => set("note", event.target.value)}
        />
        <Field.ErrorText>{problems?.fields.note}</Field.ErrorText>
      </Field.Root>
      {(problems?.entry ?? []).map((message) => (
        <p key={message} role="alert" className="text-sm font-medium text-danger-600">
          {message}
        </p>
      ))}
      {saving.isError && (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {saving.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <PendingButton
          type="submit"
          pending={saving.isPending}
          label={expert === null ? "Add expert" : "Save changes"}
          pendingLabel="Saving..."
        />
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

function ExpertRow({ expert, onEdit }: { readonly expert: Expert; readonly onEdit: () => void }) {
  const change = useChangeExpert()
  const remove = useRemoveExpert()
  const [confirming, setConfirming] = useState(false)
  const { id: _, hidden: __, ...details } = expert
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white px-5 py-4 shadow-xs sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">
          <bdi>{withoutBidiControls(expert.name)}</bdi>
          {expert.hidden && (
            <span className="ml-2 rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold text-ink-700">
              Hidden
            </span>
          )}
        </p>
        <p className="text-sm text-ink-700">
          {expertKindLabels[expert.kind]} · <bdi>{withoutBidiControls(whereWords(expert))}</bdi>
        </p>
        {expert.email !== null && (
          <a
            href={mailtoHref(expert.email)}
            className="text-sm break-all text-clay-700 underline decoration-clay-500/40 underline-offset-4"
          >
            <bdi>{withoutBidiControls(expert.email)}</bdi>
          </a>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="secondary" className="px-4 py-2 text-sm" onClick={onEdit}>
          Change
        </Button>
        <PendingButton
          variant="secondary"
          className="px-4 py-2 text-sm"
          pending={change.isPending}
          label={expert.hidden ? "Show" : "Hide"}
          pendingLabel={expert.hidden ? "Showing..." : "Hiding..."}
          aria-label={`${expert.hidden ? "Show" : "Hide"} ${expert.name}`}
          onClick={() => change.mutate({ id: expert.id, details, hidden: !expert.hidden })}
        />
        <Dialog.Root open={confirming} onOpenChange={(details) => setConfirming(details.open)}>
          <Dialog.Trigger asChild>
            <Button
              variant="secondary"
              className="px-4 py-2 text-sm"
              aria-label={`Remove ${expert.name}`}
            >
              Remove
            </Button>
          </Dialog.Trigger>
          <Dialog.Content>
            <Dialog.Title>Remove {expert.name}?</Dialog.Title>
            <Dialog.Description>
              They leave the directory for good. Summaries already sent to them keep their name. To
              take them out of people's searches for a while, hide them instead.
            </Dialog.Description>
            <div className="mt-5 flex justify-end gap-3">
              <Dialog.CloseTrigger asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.CloseTrigger>
              <PendingButton
                pending={remove.isPending}
                label="Remove"
                pendingLabel="Removing..."
                onClick={() => remove.mutate(expert.id, { onSuccess: () => setConfirming(false) })}
              />
            </div>
          </Dialog.Content>
        </Dialog.Root>
      </div>
    </li>
  )
}
