/**
 * Use case: the outbox worker, one in every API process. It claims due jobs
 * (a lease, so jobs of a process that died come back), delivers them through
 * the ports, and records each outcome. Each e-mail is claimed on its own,
 * just before it is sent, so its lease covers its own send and no other
 * process takes it over while this one is sending (a batch claimed at once
 * would wait in line, its leases running out, and be sent twice); a few
 * e-mails go out at once (`mailSenders`, the SMTP pool's size), sign-in
 * links first. New sign-ups claimed together go to the CRM in one push,
 * under one lease. Outcomes:
 *
 * - delivered → done;
 * - a failure that may pass (a mail server or CRM that is down, a rate
 *   limit) → retried later, with exponential back-off and jitter, up to
 *   `maxAttempts`, then dead;
 * - a permanent refusal (a recipient the mail server rejects, a contact the
 *   CRM refuses), or a job past its `deliverBy` → dead at once.
 *
 * Dead jobs stay visible to admins, who can retry them. Delivery is
 * at-least-once: a process killed between a delivery and its record delivers
 * again, so every delivery is idempotent (the CRM skips existing contacts,
 * a message carries the same Message-ID every time).
 */
import { Context, DateTime, Duration, Effect, Layer, Random, Schedule } from "effect"
import { contactKey } from "../crm/Crm.ts"
import { MailComposer } from "../mail/MailComposer.ts"
import { Mailer } from "../mail/Mailer.ts"
import { type ClaimedJob, Outbox } from "../outbox/Outbox.ts"
import { contactKinds, mailKinds } from "../outbox/OutboxJob.ts"
import { backoffDelay } from "../retry/Backoff.ts"
import { CrmSync } from "../waitlist/CrmSync.ts"
import { countJob, outboxDeadLetters, outboxDeliveries, outboxRetries } from "./OutboxMetrics.ts"

export interface DeliveryPolicy {
  /** Attempts before a job is dead. */
  readonly maxAttempts: number
  /** The wait after the first failure; it doubles after each one... */
  readonly firstRetry: Duration.Duration
  /** ...up to this. */
  readonly maxRetry: Duration.Duration
  /** How long a claim lasts; longer than any delivery's time limit. */
  readonly lease: Duration.Duration
  /** How long one delivery may take (at most half the lease). */
  readonly deliveryTimeout: Duration.Duration
  /** E-mails sent at once by one process, each claimed on its own. */
  readonly mailSenders: number
  /** CRM pushes claimed at once (one call to the CRM). */
  readonly batchSize: number
  /** How often an idle worker looks for due jobs (queued in other processes, retries). */
  readonly pollInterval: Duration.Duration
  /** Delivered jobs are forgotten this long after delivery (dead ones stay for admins). */
  readonly keepDelivered: Duration.Duration
}

/**
 * 10 attempts over about 70 minutes (10 s, 20 s, 40 s, ... capped at 30 min):
 * long enough to ride out a mail server or CRM restart, short enough that a
 * dead job is still worth retrying by hand the same day.
 */
export const defaultDeliveryPolicy: DeliveryPolicy = {
  maxAttempts: 10,
  firstRetry: Duration.seconds(10),
  maxRetry: Duration.minutes(30),
  lease: Duration.minutes(5),
  deliveryTimeout: Duration.minutes(2),
  mailSenders: 4,
  batchSize: 20,
  pollInterval: Duration.seconds(2),
  keepDelivered: Duration.days(30),
}

/** This process's outbox worker, as the readiness probe sees it. */
export class OutboxWorker extends Context.Service<
  OutboxWorker,
  {
    /** false once the worker has stopped (shutdown, or a defect it could not outlive) */
    readonly running: Effect.Effect<boolean>
  }
>()("@strand/domain/delivery/OutboxWorker") {}

/** The wait before attempt `attempt + 1`: Strand's back-off from `firstRetry`, capped at `maxRetry`. */
export const retryDelay = (
  policy: Pick<DeliveryPolicy, "firstRetry" | "maxRetry">,
  attempt: number,
  random: number,
): Duration.Duration =>
  backoffDelay({ first: policy.firstRetry, max: policy.maxRetry }, attempt - 1, random)

type Outcome =
  | { readonly _tag: "Delivered" }
  | { readonly _tag: "Failed"; readonly error: string; readonly permanent: boolean }

const delivered: Outcome = { _tag: "Delivered" }
const failed = (error: string, permanent: boolean): Outcome => ({
  _tag: "Failed",
  error,
  permanent,
})

export class OutboxDelivery extends Context.Service<
  OutboxDelivery,
  {
    /** Claims the next due e-mail and sends it; whether there was one. */
    readonly sendNextMail: Effect.Effect<boolean>
    /** Claims due CRM pushes and pushes them together; whether there were any. */
    readonly pushNextContacts: Effect.Effect<boolean>
    /** Delivers forever: due jobs at once, then waits for new ones. */
    readonly run: Effect.Effect<never>
  }
>()("@strand/domain/delivery/OutboxDelivery") {
  static readonly layer = (policy: DeliveryPolicy = defaultDeliveryPolicy) =>
    Layer.effect(
      OutboxDelivery,
      Effect.gen(function* () {
        const outbox = yield* Outbox
        const mailer = yield* Mailer
        const composer = yield* MailComposer
        const crm = yield* CrmSync

        const deliverMail = (claimed: ClaimedJob) =>
          Effect.gen(function* () {
            if (claimed.job._tag === "PushContact") return delivered
            const message = yield* composer.compose(claimed.job.mail)
            return yield* mailer
              .send({ ...message, messageId: `<${claimed.id}@strand.outbox>` })
              .pipe(
                Effect.as(delivered),
                Effect.catchTag("MailError", (error) =>
                  Effect.succeed(
                    failed(`${error.reason}: ${error.message}`, error.reason === "Rejected"),
                  ),
                ),
              )
          })

        // Every new sign-up claimed together goes to the CRM in one push.
        const pushContacts = (jobs: ReadonlyArray<ClaimedJob>) =>
          Effect.gen(function* () {
            const contacts = jobs.flatMap((claimed) =>
              claimed.job._tag === "PushContact" ? [claimed.job.contact] : [],
            )
            const outcomes = yield* crm.push(contacts)
            return new Map(
              jobs.map((claimed): readonly [ClaimedJob, Outcome] => {
                if (claimed.job._tag !== "PushContact") return [claimed, delivered]
                const outcome = outcomes.get(contactKey(claimed.job.contact.email))
                if (outcome === undefined)
                  return [claimed, failed("No answer for this contact", false)]
                return [
                  claimed,
                  outcome._tag === "Failed"
                    ? failed(outcome.reason, !outcome.retryable)
                    : delivered,
                ]
              }),
            )
          })

        const timedOut = (what: string) =>
          failed(`${what} took longer than ${Duration.format(policy.deliveryTimeout)}`, false)

        /** Given up: counted, logged, and kept (dead) for admins to see and retry. */
        const giveUp = Effect.fnUntraced(function* (claimed: ClaimedJob, error: string) {
          yield* countJob(outboxDeadLetters, claimed.job._tag)
          yield* Effect.logWarning("An outbox job is dead").pipe(
            Effect.annotateLogs({ job: claimed.id, kind: claimed.job._tag, error }),
          )
          return yield* outbox.bury(claimed, error)
        })

        const record = Effect.fnUntraced(function* (claimed: ClaimedJob, outcome: Outcome) {
          if (outcome._tag === "Delivered") {
            yield* countJob(outboxDeliveries, claimed.job._tag)
            return yield* outbox.complete(claimed)
          }
          if (outcome.permanent || claimed.attempt >= policy.maxAttempts) {
            return yield* giveUp(claimed, outcome.error)
          }
          const wait = retryDelay(policy, claimed.attempt, yield* Random.next)
          const at = DateTime.addDuration(yield* DateTime.now, wait)
          yield* countJob(outboxRetries, claimed.job._tag)
          yield* Effect.logWarning("An outbox delivery failed; it will be tried again").pipe(
            Effect.annotateLogs({
              job: claimed.id,
              kind: claimed.job._tag,
              attempt: claimed.attempt,
              retryInSeconds: Math.round(Duration.toSeconds(wait)),
              error: outcome.error,
            }),
          )
          return yield* outbox.retryAt(claimed, at, outcome.error)
        })

        const expired = Effect.fnUntraced(function* (claimed: ClaimedJob) {
          if (claimed.deliverBy === null) return false
          return DateTime.isGreaterThan(yield* DateTime.now, claimed.deliverBy)
        })

        // A job interrupted by shutdown is handed back at once, not after its lease.
        const handBack = (claimed: ClaimedJob) =>
          Effect.flatMap(DateTime.now, (now) =>
            outbox.retryAt(claimed, now, "Interrupted by a shutdown; delivered again"),
          ).pipe(Effect.ignore)

        /** The jobs that are still worth delivering; expired ones are given up. */
        const liveOnes = Effect.fnUntraced(function* (claimed: ReadonlyArray<ClaimedJob>) {
          const live: Array<ClaimedJob> = []
          for (const job of claimed) {
            if (yield* expired(job)) yield* giveUp(job, "Expired before it could be delivered")
            else live.push(job)
          }
          return live
        })

        const sendClaimedMail = Effect.fn("OutboxDelivery.sendNextMail")(function* (
          claimed: ReadonlyArray<ClaimedJob>,
        ) {
          for (const job of yield* liveOnes(claimed)) {
            const outcome = yield* deliverMail(job).pipe(
              Effect.timeoutOrElse({
                duration: policy.deliveryTimeout,
                orElse: () => Effect.succeed(timedOut("Sending the e-mail")),
              }),
              Effect.onInterrupt(() => handBack(job)),
            )
            yield* record(job, outcome)
          }
          return true
        })

        const pushClaimedContacts = Effect.fn("OutboxDelivery.pushNextContacts")(function* (
          claimed: ReadonlyArray<ClaimedJob>,
        ) {
          const contacts = yield* liveOnes(claimed)
          if (contacts.length > 0) {
            const outcomes = yield* pushContacts(contacts).pipe(
              Effect.timeoutOrElse({
                duration: policy.deliveryTimeout,
                orElse: () =>
                  Effect.succeed(new Map(contacts.map((job) => [job, timedOut("The CRM push")]))),
              }),
              Effect.onInterrupt(() => Effect.forEach(contacts, handBack)),
            )
            for (const [job, outcome] of outcomes) yield* record(job, outcome)
          }
          return true
        })

        // Polled every few seconds in every process: the claim is untraced, so an
        // idle poll leaves no trace; a claimed job gets a span of its own.
        const untracedClaim = (
          limit: number,
          kinds: Parameters<typeof outbox.claim>[2],
          deliver: (claimed: ReadonlyArray<ClaimedJob>) => Effect.Effect<boolean>,
        ) =>
          outbox.claim(limit, policy.lease, kinds).pipe(
            Effect.withTracerEnabled(false),
            Effect.flatMap((claimed) =>
              claimed.length === 0 ? Effect.succeed(false) : deliver(claimed),
            ),
          )
        const sendNextMail = untracedClaim(1, mailKinds, sendClaimedMail)
        const pushNextContacts = untracedClaim(policy.batchSize, contactKinds, pushClaimedContacts)

        // Hourly, in whichever process gets there: deleting is idempotent.
        const pruneHourly = outbox.prune(policy.keepDelivered).pipe(
          Effect.catchCause((cause) => Effect.logWarning("Pruning the outbox failed", cause)),
          Effect.repeat(Schedule.spaced(Duration.hours(1))),
        )

        /** Repeats `step` while it finds work, then waits for new work (or the poll interval). */
        const forever = (step: Effect.Effect<boolean>) =>
          Effect.gen(function* () {
            while (true) {
              const found = yield* step.pipe(
                // The database may be briefly unavailable; the worker must outlive that.
                Effect.catchCause((cause) =>
                  Effect.as(
                    Effect.logError("The outbox worker failed; trying again", cause),
                    false,
                  ),
                ),
              )
              if (!found) yield* outbox.awaitWork(policy.pollInterval)
            }
          })

        const run = Effect.all(
          [
            ...Array.from({ length: policy.mailSenders }, () => forever(sendNextMail)),
            forever(pushNextContacts),
            pruneHourly,
          ],
          { concurrency: "unbounded" },
        ).pipe(Effect.andThen(Effect.never))

        return OutboxDelivery.of({ sendNextMail, pushNextContacts, run })
      }),
    )

  /** Runs the worker for as long as the layer lives. */
  static readonly worker = Layer.effect(
    OutboxWorker,
    Effect.gen(function* () {
      const delivery = yield* OutboxDelivery
      const fiber = yield* Effect.forkScoped(delivery.run)
      return OutboxWorker.of({ running: Effect.sync(() => fiber.pollUnsafe() === undefined) })
    }),
  )
}
