/**
 * The CRM sync admin page (spec §2, /admin/{crm}): back to home, what Sync
 * All does (existing contacts are skipped, new sign-ups are added
 * automatically), the Sync All button ("Syncing to the CRM..." while it
 * runs), and the Total / Success / Failed tiles once it has run. Beyond the
 * spec: the newest sign-ups (a page of 100) with when each was last pushed, the failed ones first
 * with why, and a link to the outbox where deliveries wait.
 */
import type {
  CrmContactStatus,
  CrmOverview,
  CrmSyncResult,
} from "@strand/api/contract/crm/CrmAnswers"
import { countText } from "@strand/domain/text/CountText"
import { useSuspenseQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { DateTime } from "effect"
import type { ReactNode } from "react"
import { formatAdminTime } from "../../ui/AdminRefusal.tsx"
import { buttonClass, PendingButton } from "../../ui/button.tsx"
import { AdminPage, configuredCrm } from "./AdminPage.tsx"
import { adminPages, throwIfRefreshFailed } from "./AdminRouteStates.tsx"
import { crmOverviewQueryOptions, useSyncAll } from "./crmQueries.ts"

export const syncingLabel = "Syncing to the CRM..."

export function CrmSyncPage({ crm }: { readonly crm: string }) {
  const overview = throwIfRefreshFailed(useSuspenseQuery(crmOverviewQueryOptions()))
  return <CrmSyncView crm={crm} overview={overview.data} />
}

/** The page once the overview is loaded; stories render it with fixed data. */
export function CrmSyncView({
  crm: asked,
  overview,
}: {
  readonly crm: string
  readonly overview: CrmOverview
}) {
  const name = overview.providerName
  // The admin tabs' generic address opens the configured CRM.
  const crm = asked === configuredCrm ? overview.provider : asked
  if (overview.provider === "none") {
    return (
      <Page title={adminPages.crm.title}>
        <NoCrm />
        <Contacts contacts={overview.contacts} crmName="the CRM" />
      </Page>
    )
  }
  if (crm !== overview.provider) {
    return (
      <Page title={adminPages.crm.title}>
        <Card>
          <h2 className="font-display text-xl font-semibold text-ink-900">
            This server syncs to {name}
          </h2>
          <p className="mt-2 text-ink-700">
            There is no “{crm}” here: Strand is set up with CRM_PROVIDER={overview.provider}.
          </p>
          <Link
            to="/admin/$crm"
            params={{ crm: overview.provider }}
            className={buttonClass("primary", "mt-4")}
          >
            Open the {name} sync
          </Link>
        </Card>
      </Page>
    )
  }
  return (
    <Page title={`${name} sync`}>
      <SyncAll crm={crm} name={name} />
      <Contacts contacts={overview.contacts} crmName={name} />
    </Page>
  )
}

function SyncAll({ crm, name }: { readonly crm: string; readonly name: string }) {
  const sync = useSyncAll(crm)
  return (
    <Card>
      <p className="text-ink-700">
        <strong className="text-ink-900">Sync All</strong> sends every waitlist sign-up to {name}:
        name, e-mail and hair concerns. Contacts that already exist in {name} are skipped, never
        changed. New waitlist sign-ups are added to {name} automatically, so you only need this to
        catch up (for example after connecting {name}).
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <PendingButton
          pending={sync.isPending}
          label="Sync All"
          pendingLabel={syncingLabel}
          onClick={() => sync.mutate()}
        />
        {sync.isPending && (
          <span role="status" className="sr-only">
            {syncingLabel}
          </span>
        )}
      </div>
      {sync.data !== undefined && <Results result={sync.data} name={name} />}
    </Card>
  )
}

export function Results({
  result,
  name,
}: {
  readonly result: CrmSyncResult
  readonly name: string
}) {
  const tiles: ReadonlyArray<readonly [string, number, string]> = [
    ["Total", result.total, "text-ink-900"],
    ["Success", result.success, "text-sage-700"],
    ["Failed", result.failed, result.failed > 0 ? "text-danger-600" : "text-ink-900"],
  ]
  return (
    <section aria-label="Sync results" className="mt-6">
      <dl className="grid grid-cols-3 gap-3">
        {tiles.map(([label, value, colour]) => (
          <div
            key={label}
            className="rounded-2xl border border-sand-200 bg-sand-50 px-4 py-3 text-center"
          >
            <dt className="text-sm font-medium text-ink-500">{label}</dt>
            <dd className={`font-display text-3xl font-semibold ${colour}`}>{countText(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-700">
        {countText(result.created)} added to {name}, {countText(result.skipped)} already there
        (skipped).
      </p>
    </section>
  )
}

function NoCrm() {
  return (
    <Card>
      <h2 className="font-display text-xl font-semibold text-ink-900">No CRM is configured</h2>
      <p className="mt-2 text-ink-700">
        Strand keeps the waitlist itself and sends it nowhere. To sync sign-ups to a CRM, set these
        variables where Strand runs and restart it:
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-700">
        <li>
          HubSpot: <code className="rounded bg-sand-100 px-1">CRM_PROVIDER=hubspot</code> and{" "}
          <code className="rounded bg-sand-100 px-1">HUBSPOT_TOKEN</code> (a private app's access
          token with the contacts read and write scopes).
        </li>
        <li>
          Brevo: <code className="rounded bg-sand-100 px-1">CRM_PROVIDER=brevo</code> and{" "}
          <code className="rounded bg-sand-100 px-1">BREVO_API_KEY</code>.
        </li>
      </ul>
      <p className="mt-3 text-ink-700">
        Then this page offers Sync All; contacts that already exist in the CRM are skipped, and new
        waitlist sign-ups are added automatically.
      </p>
    </Card>
  )
}

const describePush = (push: CrmContactStatus["lastPush"], crmName: string): string => {
  if (push === null) return "Not pushed yet"
  const when = formatAdminTime(DateTime.toDateUtc(push.pushedAt))
  switch (push.result) {
    case "created":
      return `Added to ${crmName} · ${when}`
    case "skipped":
      return `Already in ${crmName} (skipped) · ${when}`
    case "failed":
      return `Failed · ${when}`
  }
}

function Contacts({
  contacts,
  crmName,
}: {
  readonly contacts: ReadonlyArray<CrmContactStatus>
  readonly crmName: string
}) {
  const failed = contacts.filter((contact) => contact.lastPush?.result === "failed")
  return (
    <>
      {failed.length > 0 && (
        <section aria-labelledby="failed-heading" className="flex flex-col gap-3">
          <h2 id="failed-heading" className="font-display text-xl font-semibold text-danger-600">
            Failed to sync ({failed.length})
          </h2>
          <ul className="flex flex-col gap-2">
            {failed.map((contact) => (
              <li
                key={contact.waitlistEntryId}
                className="rounded-2xl border border-danger-600/30 bg-white px-5 py-3"
              >
                <p className="font-semibold text-ink-900">
                  {contact.name} <span className="font-normal text-ink-500">· {contact.email}</span>
                </p>
                <p className="text-sm text-ink-700">
                  {contact.lastPush?.reason ?? "No reason given"}
                </p>
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-700">
            Strand tries each of them again on its own; see the{" "}
            <Link to="/admin/outbox" className="text-clay-700 underline underline-offset-4">
              delivery queue
            </Link>
            .
          </p>
        </section>
      )}
      <section aria-labelledby="signups-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="signups-heading" className="font-display text-xl font-semibold text-ink-900">
            The newest sign-ups and their last push
          </h2>
          <Link to="/admin/outbox" className="text-sm text-clay-700 underline underline-offset-4">
            Delivery queue
          </Link>
        </div>
        {contacts.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-sand-300 py-8 text-center text-ink-700">
            No waitlist entries yet.
          </p>
        ) : (
          <ul aria-label="Sign-ups" className="flex flex-col gap-2">
            {contacts.map((contact) => (
              <li
                key={contact.waitlistEntryId}
                className="grid gap-1 rounded-2xl border border-sand-200 bg-white px-5 py-3 sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">{contact.name}</p>
                  <p className="break-all text-sm text-ink-700">{contact.email}</p>
                </div>
                <p
                  className={`text-sm sm:text-right ${contact.lastPush?.result === "failed" ? "text-danger-600" : "text-ink-500"}`}
                >
                  {describePush(contact.lastPush, crmName)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

function Card({ children }: { readonly children: ReactNode }) {
  return (
    <section className="rounded-3xl border border-sand-200 bg-white p-6 shadow-xs sm:p-8">
      {children}
    </section>
  )
}

function Page({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <AdminPage
      title={title}
      action={
        <Link to="/" className={buttonClass("secondary", "px-5 py-2 text-sm")}>
          Back to Home
        </Link>
      }
    >
      {children}
    </AdminPage>
  )
}
