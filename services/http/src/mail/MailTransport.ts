import type { OutboxEntry } from "@redline/infra"
import { Data, Effect, Option } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { devMailboxTransport } from "./DevMailboxTransport.ts"
import { makeSmtpTransport } from "./SmtpTransport.ts"

export class MailNotSent extends Data.TaggedError("MailNotSent")<{ readonly reason: string }> {
  override toString() {
    return this.reason
  }
}

export interface MailTransportShape {
  readonly send: (message: OutboxEntry) => Effect.Effect<void, MailNotSent>
}

/**
 * Where e-mail from the outbox goes: an SMTP server when SMTP_URL is set, else the dev mailbox
 * of the embedded mode, which is the outbox itself (`GET /api/v1/dev/mailbox` lists it), so
 * delivering there only marks the message as delivered.
 */
export class MailTransport extends Effect.Service<MailTransport>()("@redline/http/MailTransport", {
  scoped: Effect.gen(function* () {
    const config = yield* AccountsConfig
    return Option.isSome(config.smtpUrl) ? yield* makeSmtpTransport(config.smtpUrl.value, config.mailFrom) : devMailboxTransport
  })
}) {}
