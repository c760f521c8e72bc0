import { SqlClient, type SqlError } from "@effect/sql"
import { Cause, Effect, Either } from "effect"

export type OutboxChannel = "email" | "sms"

export interface OutgoingMessage {
  readonly channel: OutboxChannel
  readonly recipient: string
  readonly subject: string
  /** The text body; every e-mail has one, for mail programs that show no HTML. */
  readonly body: string
  /** The HTML body of an e-mail, sent beside the text one (multipart/alternative). */
  readonly html?: string | undefined
  /** Where an answer to an e-mail goes instead of the site's own address (a buyer writing to a seller). */
  readonly replyTo?: string | undefined
  /** Where a POST unsubscribes the recipient at one click (RFC 8058), for mail to a list they may leave. */
  readonly listUnsubscribe?: string | undefined
}

export interface OutboxEntry extends OutgoingMessage {
  readonly id: number
  readonly html: string | undefined
  readonly replyTo: string | undefined
  readonly listUnsubscribe: string | undefined
  readonly createdAt: Date
  readonly sentAt: Date | null
}

export interface DeliveryRound {
  readonly sent: number
  readonly failed: number
}

/** A message that fails is tried again later, waiting longer each time, and given up after this many tries. */
const MAX_DELIVERY_ATTEMPTS = 8
const retryDelayMillis = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 3_600_000)

type OutboxRow = {
  id: number
  channel: OutboxChannel
  recipient: string
  subject: string
  body: string
  html: string | null
  reply_to: string | null
  list_unsubscribe: string | null
  created_at: Date
  sent_at: Date | null
}

const entryOf = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  html: row.html ?? undefined,
  replyTo: row.reply_to ?? undefined,
  listUnsubscribe: row.list_unsubscribe ?? undefined,
  createdAt: row.created_at,
  sentAt: row.sent_at
})

/**
 * E-mail and SMS leave through the outbox: a message is written in the same
 * transaction as the change that caused it, and a sender delivers it later
 * (in embedded mode the dev mailbox shows it instead).
 */
export class Outbox extends Effect.Service<Outbox>()("@redline/infra/Outbox", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /**
     * Queues the messages in one statement, in the caller's transaction when it is in one. A
     * database error is a defect here, as in the API's repos: the transaction it is in rolls back.
     */
    const enqueueAll = (messages: ReadonlyArray<OutgoingMessage>): Effect.Effect<void> =>
      messages.length === 0
        ? Effect.void
        : sql`
            INSERT INTO outbox ${sql.insert(
              messages.map((message) => ({
                channel: message.channel,
                recipient: message.recipient,
                subject: message.subject,
                body: message.body,
                html: message.html ?? null,
                reply_to: message.replyTo ?? null,
                list_unsubscribe: message.listUnsubscribe ?? null
              }))
            )}`.pipe(Effect.asVoid, Effect.orDie)

    /** Queues one message, as `enqueueAll`. */
    const enqueue = (message: OutgoingMessage): Effect.Effect<void> => enqueueAll([message])

    const recent = (limit: number): Effect.Effect<ReadonlyArray<OutboxEntry>> =>
      sql<OutboxRow>`
        SELECT id, channel, recipient, subject, body, html, reply_to, list_unsubscribe, created_at, sent_at FROM outbox ORDER BY id DESC LIMIT ${limit}`.pipe(
        Effect.map((rows) => rows.map(entryOf)),
        Effect.orDie
      )

    /**
     * Hands the due messages of a channel to `deliver`, one at a time, and records each outcome.
     * Rows are locked while they are delivered, so senders in several processes never send one
     * message twice.
     */
    const deliverDue = <E>(
      channel: OutboxChannel,
      { limit, now }: { readonly limit: number; readonly now: Date },
      deliver: (entry: OutboxEntry) => Effect.Effect<void, E>
    ): Effect.Effect<DeliveryRound, SqlError.SqlError> =>
      sql.withTransaction(
        Effect.gen(function* () {
          const due = yield* sql<OutboxRow & { attempts: number }>`
            SELECT id, channel, recipient, subject, body, html, reply_to, list_unsubscribe, created_at, sent_at, attempts FROM outbox
             WHERE channel = ${channel} AND sent_at IS NULL AND next_attempt_at <= ${now}
               AND attempts < ${MAX_DELIVERY_ATTEMPTS}
             ORDER BY id LIMIT ${limit}
             FOR UPDATE SKIP LOCKED`
          let sent = 0
          for (const row of due) {
            // A message its sender dies on fails like one it refuses: the others still go, and it is retried later.
            const outcome = yield* Effect.either(
              Effect.suspend(() => deliver(entryOf(row))).pipe(
                Effect.catchAllDefect((defect) =>
                  Effect.zipRight(
                    Effect.logError(`Outbox message ${row.id} could not be delivered`, Cause.die(defect)),
                    Effect.fail(defect)
                  )
                )
              )
            )
            if (Either.isRight(outcome)) {
              sent++
              yield* sql`UPDATE outbox SET sent_at = ${now}, attempts = ${row.attempts + 1}, last_error = NULL WHERE id = ${row.id}`
            } else {
              const attempts = row.attempts + 1
              yield* sql`
                UPDATE outbox SET attempts = ${attempts}, last_error = ${String(outcome.left)},
                       next_attempt_at = ${new Date(now.getTime() + retryDelayMillis(attempts))}
                 WHERE id = ${row.id}`
            }
          }
          return { sent, failed: due.length - sent }
        })
      )

    return { enqueue, enqueueAll, recent, deliverDue }
  })
}) {}
