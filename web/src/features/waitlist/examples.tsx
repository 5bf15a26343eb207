/**
 * The waitlist's components in the states the spec names, ready to render.
 * Storybook re-exports these as stories, and the story tests run them, so
 * what a designer looks at is what the tests check.
 */
import type { UserJson } from "@strand/api/contract/accounts/UserJson"
import type { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { signedInViewer, signedOutViewer } from "../../lib/viewer.ts"
import { WaitlistForm } from "./WaitlistForm.tsx"
import { WaitlistJoined } from "./WaitlistJoined.tsx"
import { WaitlistSection } from "./WaitlistSection.tsx"

interface FormExampleProps {
  readonly onJoin: (request: JoinWaitlist) => void
}

/** Empty, waiting for a visitor. */
export const IdleForm = ({ onJoin }: FormExampleProps) => <WaitlistForm onJoin={onJoin} />

/** Sent, waiting for the server: locked, "Joining...". */
export const PendingForm = ({ onJoin }: FormExampleProps) => (
  <WaitlistForm
    onJoin={onJoin}
    pending
    defaultValues={{ name: "Ada", email: "ada@example.com", concern: "dryness" }}
  />
)

/** The server refused a field (a 400 ValidationError), shown under it. */
export const RejectedByServerForm = ({ onJoin }: FormExampleProps) => (
  <WaitlistForm
    onJoin={onJoin}
    defaultValues={{ name: "Ada", email: "ada@example.com" }}
    serverErrors={{ email: "Please enter a valid email address" }}
  />
)

/** Joined: thanks and the way into the quiz. */
export const Joined = () => <WaitlistJoined name="Ada" />

/** The whole section for a visitor, talking to whatever answers /api (the real server or a stand-in). */
export const Section = ({ referralCode }: { readonly referralCode?: string }) => (
  <WaitlistSection referralCode={referralCode} viewer={signedOutViewer} />
)

const ada: UserJson = {
  name: "Ada",
  email: "ada@example.com",
  referralCode: "ada_7f3k",
  referralCount: 1,
  isAdmin: false,
}

/** Signed in, quiz status still on its way. */
export const SectionQuizStatusLoading = () => (
  <WaitlistSection viewer={signedInViewer(ada, "loading")} />
)

/** Signed in, quiz not done: the "Start Your Haircare Audit" card. */
export const SectionQuizNotDone = () => (
  <WaitlistSection viewer={signedInViewer(ada, "not-completed")} />
)

/** Signed in, quiz done: the way to their reports. */
export const SectionQuizDone = () => <WaitlistSection viewer={signedInViewer(ada, "completed")} />
