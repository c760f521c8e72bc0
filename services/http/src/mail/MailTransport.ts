import type { OutboxEntry } from "@redline/infra"
import { Context, Data, Effect, Layer, Option, Redacted } from "effect"
import nodemailer from "nodemailer"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"

export class MailNotSent extends Data.TaggedError("MailNotSent")<{ readonly reason: string }> {
  override toString() {
    return this.reason
  }
}

/**
 * Where e-mail from the outbox goes: an SMTP server when SMTP_URL is set, else the dev mailbox
 * of the embedded mode, which is the outbox itself (`GET /api/v1/dev/mailbox` lists it), so
 * delivering there only marks the message as delivered.
 */
export class MailTransport extends Context.Tag("@redline/http/MailTransport")<MailTransport, {
  readonly send: (message: OutboxEntry) => Effect.Effect<void, MailNotSent>
}>() {
  static readonly devMailbox = MailTransport.of({ send: () => Effect.void })

  static readonly smtp = (url: Redacted.Redacted, from: string) =>
    Effect.acquireRelease(
      Effect.sync(() => nodemailer.createTransport(Redacted.value(url))),
      (transporter) => Effect.sync(() => transporter.close())
    ).pipe(
      Effect.map((transporter) =>
        MailTransport.of({
          send: (message) =>
            Effect.tryPromise({
              try: () => transporter.sendMail({
                  from,
                  to: message.recipient,
                  subject: message.subject,
                  text: message.body,
                  ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo })
                }),
              catch: (error) => new MailNotSent({ reason: error instanceof Error ? error.message : String(error) })
            }).pipe(Effect.asVoid)
        })
      )
    )

  static readonly layer = Layer.scoped(
    MailTransport,
    Effect.flatMap(AccountsConfig, (config) =>
      Option.match(config.smtpUrl, {
        onNone: () => Effect.succeed(MailTransport.devMailbox),
        onSome: (url) => MailTransport.smtp(url, config.mailFrom)
      })
    )
  )
}
