import { NotFound, RedlineApi } from "@redline/api"
import { Outbox } from "@redline/infra"
import { Effect, Option } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { listHeaders } from "./ListUnsubscribe.ts"
import { apiGroup } from "../ReadLanes.ts"

const MAILBOX_SIZE = 100
const LINK = /https?:\/\/[^\s<>"]+/g

export const DevMailboxHttpLive = apiGroup(RedlineApi, "devMailbox", (handlers) =>
  Effect.gen(function* () {
    const outbox = yield* Outbox
    const config = yield* AccountsConfig
    return handlers.handle("mailbox", () =>
      Effect.gen(function* () {
        // With a real mail server the outbox holds real people's mail: not for anyone to read.
        if (Option.isSome(config.smtpUrl)) return yield* Effect.fail(NotFound.default())
        const messages = yield* outbox.recent(MAILBOX_SIZE)
        return {
          messages: messages.map((message) => ({
            id: message.id,
            channel: message.channel,
            to: message.recipient,
            reply_to: message.replyTo ?? null,
            headers: listHeaders(message),
            subject: message.subject,
            body: message.body,
            html: message.html ?? null,
            links: [...new Set(message.body.match(LINK))],
            created_at: message.createdAt.toISOString(),
            sent_at: message.sentAt?.toISOString() ?? null
          }))
        }
      })
    )
  })
)
