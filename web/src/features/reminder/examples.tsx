/** The opt-out page as stories render it, with the token from the e-mail's link. */
import { StopReminderPage } from "./StopReminderPage.tsx"

export function StopReminderExample({ token }: { readonly token?: string }) {
  return <StopReminderPage token={token} />
}
