/**
 * The retake reminder's one-click opt-out, opened from the
 * e-mail's link. The page stops the reminder itself, once, as it opens: a
 * mail scanner that only fetches the link (no script) stops nothing, and the
 * person clicks nothing more. Signing in is not needed: the token is the proof.
 */
import { useMutation } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { useEffect, useRef } from "react"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi } from "../../lib/callApi.ts"
import { Button, buttonClass } from "../../ui/button.tsx"
import { LoadingPanel, StatePanel } from "../../ui/StatePanel.tsx"

export function StopReminderPage({ token }: { readonly token: string | undefined }) {
  const stop = useMutation({
    mutationFn: (token: string) => callApi(api.retakeReminder.stop, { payload: { token } }),
  })
  const asked = useRef(false)
  useEffect(() => {
    if (token === undefined || asked.current) return
    asked.current = true
    stop.mutate(token)
  }, [token, stop])

  const myReports = (
    <Link to="/my-reports" className={buttonClass("secondary")}>
      My Reports
    </Link>
  )
  if (token === undefined) {
    return (
      <StatePanel icon="alert" title="This link is incomplete" action={myReports} focusHeading>
        Open the link from the reminder e-mail again, or stop the reminder on My Reports.
      </StatePanel>
    )
  }
  if (stop.isError) {
    return (
      <StatePanel
        icon="alert"
        title="We couldn't stop the reminder"
        action={<Button onClick={() => stop.mutate(token)}>Try again</Button>}
        focusHeading
      >
        {stop.error.message}
      </StatePanel>
    )
  }
  if (stop.data === undefined) return <LoadingPanel>Stopping your reminder...</LoadingPanel>
  return stop.data.stopped ? (
    <StatePanel icon="report" title="Reminder stopped" action={myReports} focusHeading>
      You won't get the e-mail to take the quiz again. You can ask for one again on My Reports.
    </StatePanel>
  ) : (
    <StatePanel icon="report" title="Nothing to stop" action={myReports} focusHeading>
      This reminder was already stopped or replaced: no e-mail is waiting.
    </StatePanel>
  )
}
