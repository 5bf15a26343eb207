/**
 * How long a sign-in lasts. A session ends after 14 days without use (idle)
 * and 60 days after sign-in whatever happens (absolute), so a stolen or
 * forgotten cookie stops working on its own. Use is recorded at most once an
 * hour so that reading a session is not a write on every request.
 */
export const sessionIdleDays = 14
export const sessionAbsoluteDays = 60
export const sessionTouchIntervalMinutes = 60

const dayMillis = 24 * 60 * 60 * 1000

export interface SessionTimes {
  readonly createdAt: Date
  readonly lastSeenAt: Date
}

/** Whether a session with these times may still be used at `now`. */
export const isSessionLive = (session: SessionTimes, now: Date): boolean =>
  now.getTime() - session.lastSeenAt.getTime() < sessionIdleDays * dayMillis &&
  now.getTime() - session.createdAt.getTime() < sessionAbsoluteDays * dayMillis

/** Whether this use should be written down (renewing the idle timer). */
export const shouldTouchSession = (session: SessionTimes, now: Date): boolean =>
  now.getTime() - session.lastSeenAt.getTime() >= sessionTouchIntervalMinutes * 60 * 1000

/** The cookie's Max-Age: the browser forgets it when the server would refuse it. */
export const sessionCookieMaxAgeSeconds = sessionAbsoluteDays * 24 * 60 * 60
