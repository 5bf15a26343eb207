/**
 * Composes every e-mail: subject, recipient and plain text from the domain
 * (mailEnvelope), and the designed HTML part rendered from the React Email
 * templates. The templates (React, react-dom/server) load with the first
 * e-mail rather than at start-up, which they would slow down for nothing.
 * Rendering is pure: it cannot fail for a well-formed Mail, so a failure is
 * a defect.
 */
import { type Mail, mailEnvelope } from "@strand/domain/mail/Mail"
import { MailComposer } from "@strand/domain/mail/MailComposer"
import { Effect, Layer } from "effect"
import type { TemplateOptions } from "./templates/MailTemplates.ts"

export type ComposerOptions = TemplateOptions

export const reactEmailComposer = (options: ComposerOptions) =>
  Layer.effect(
    MailComposer,
    Effect.gen(function* () {
      const templates = yield* Effect.cached(
        Effect.promise(() => import("./templates/MailTemplates.ts")),
      )
      return MailComposer.of({
        compose: Effect.fn("MailComposer.compose")(function* (mail: Mail) {
          const { renderMailHtml } = yield* templates
          const html = yield* Effect.promise(() => renderMailHtml(mail, options))
          return { ...mailEnvelope(mail, options.contactEmail), html }
        }),
      })
    }),
  )
