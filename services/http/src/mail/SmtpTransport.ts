import { Effect, Redacted, type Scope } from "effect"
import nodemailer from "nodemailer"
import { listHeaders } from "./ListUnsubscribe.ts"
import { MailNotSent, type MailTransportShape } from "./MailTransport.ts"

/** E-mail over the SMTP server at `url` (SMTP_URL), from `from`; the connection closes with the scope. */
export const makeSmtpTransport = (url: Redacted.Redacted, from: string): Effect.Effect<MailTransportShape, never, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.sync(() => nodemailer.createTransport(Redacted.value(url))),
    (transporter) => Effect.sync(() => transporter.close())
  ).pipe(
    Effect.map((transporter) => ({
      send: (message) =>
        Effect.tryPromise({
          try: () =>
            transporter.sendMail({
              from,
              to: message.recipient,
              subject: message.subject,
              text: message.body,
              ...(message.html === undefined ? {} : { html: message.html }),
              headers: listHeaders(message),
              ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo })
            }),
          catch: (error) => new MailNotSent({ reason: error instanceof Error ? error.message : String(error) })
        }).pipe(Effect.asVoid)
    }))
  )
