import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { DeveloperOnly } from "./DeveloperOnly.ts"

/** One message of the outbox as the dev mailbox page shows it, with the links of its body. */
export const MailboxMessage = Schema.Struct({
  id: Schema.Int,
  channel: Schema.Literal("email", "sms"),
  to: Schema.String,
  /** Where an answer goes, when not to the site (a buyer's message to a seller). */
  reply_to: Schema.NullOr(Schema.String),
  /** The headers it goes out with beside From, To, Subject and Reply-To: a list's `List-Unsubscribe`. */
  headers: Schema.Record({ key: Schema.String, value: Schema.String }),
  subject: Schema.String,
  /** The text body. */
  body: Schema.String,
  /** The HTML body sent beside it, or null for a message that has none (SMS). */
  html: Schema.NullOr(Schema.String),
  links: Schema.Array(Schema.String),
  created_at: Schema.String,
  sent_at: Schema.NullOr(Schema.String)
})

/**
 * The embedded mode's stand-in for an inbox: the newest e-mail and SMS, so verify and reset
 * links can be followed without a mail server. For developers on the server's machine and staff
 * only (`DeveloperOnly`), and not found at all when SMTP_URL delivers real mail.
 */
export class DevMailboxApi extends HttpApiGroup.make("devMailbox")
  .add(HttpApiEndpoint.get("mailbox", "/v1/dev/mailbox").addSuccess(Schema.Struct({ messages: Schema.Array(MailboxMessage) })))
  .middleware(DeveloperOnly) {}
