/**
 * The last guard before a message leaves: a header (recipient, subject,
 * reply-to, Message-ID) with a line break or another control character in
 * it is refused for good, whatever built the message. Names are cleaned
 * long before this (domain/mail/MailHeader.ts); this catches anything that
 * was not.
 */

import { MailError, type MailMessage } from "@strand/domain/mail/Mailer"
import { hasControlCharacters } from "@strand/domain/mail/MailHeader"
import { Effect } from "effect"

export const refuseHeaderInjection = (message: MailMessage): Effect.Effect<void, MailError> => {
  const headers = [message.to, message.subject, message.replyTo ?? "", message.messageId ?? ""]
  return headers.some(hasControlCharacters)
    ? Effect.fail(
        new MailError({
          reason: "Rejected",
          message: "A header of the message contains a line break or control character",
        }),
      )
    : Effect.void
}
