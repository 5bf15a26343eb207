/** A message's files as nodemailer takes them: both transports send them the same way. */
import type { MailMessage } from "@strand/domain/mail/Mailer"

export const nodemailerAttachments = (message: MailMessage) =>
  message.attachments === undefined
    ? {}
    : {
        attachments: message.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      }
