import { SqlClient, type SqlError } from "@effect/sql"
import { Context, Effect, Layer } from "effect"

export type OutboxChannel = "email" | "sms"

export interface OutgoingMessage {
  readonly channel: OutboxChannel
  readonly recipient: string
  readonly subject: string
  readonly body: string
}

export interface OutboxEntry extends OutgoingMessage {
  readonly id: number
  readonly createdAt: Date
  readonly sentAt: Date | null
}

/**
 * E-mail and SMS leave through the outbox: a message is written in the same
 * transaction as the change that caused it, and a sender delivers it later
 * (in embedded mode the dev mailbox shows it instead).
 */
export class Outbox extends Context.Tag("@redline/infra/Outbox")<Outbox, {
  readonly enqueue: (message: OutgoingMessage) => Effect.Effect<number, SqlError.SqlError>
  readonly recent: (limit: number) => Effect.Effect<ReadonlyArray<OutboxEntry>, SqlError.SqlError>
}>() {
  static readonly layer = Layer.effect(
    Outbox,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return Outbox.of({
        enqueue: (message) =>
          sql<{ id: number }>`
            INSERT INTO outbox ${sql.insert({ channel: message.channel, recipient: message.recipient, subject: message.subject, body: message.body })}
            RETURNING id`.pipe(Effect.map((rows) => rows[0]!.id)),
        recent: (limit) =>
          sql<{ id: number; channel: OutboxChannel; recipient: string; subject: string; body: string; created_at: Date; sent_at: Date | null }>`
            SELECT id, channel, recipient, subject, body, created_at, sent_at FROM outbox ORDER BY id DESC LIMIT ${limit}`.pipe(
            Effect.map((rows) =>
              rows.map((row) => ({
                id: row.id,
                channel: row.channel,
                recipient: row.recipient,
                subject: row.subject,
                body: row.body,
                createdAt: row.created_at,
                sentAt: row.sent_at
              }))
            )
          )
      })
    })
  )
}
