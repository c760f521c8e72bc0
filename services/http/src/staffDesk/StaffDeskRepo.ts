import { SqlClient } from "@effect/sql"
import { auctionUrl, type SubmissionDecision, type SubmissionStatus } from "@redline/domain"
import { Effect, Option } from "effect"
import { submissionTitle } from "../submissions/CarNames.ts"
import { photoOf, type PhotoRow } from "../submissions/SubmissionsRepo.ts"

/** A decision as stored (staff's, or the seller's answer to a reserve offer), with its author's username (null once the account is gone). */
interface DecisionRow {
  readonly id: number
  readonly submission_id: number
  readonly decision: SubmissionDecision
  readonly username: string | null
  readonly message: string
  readonly created_at: Date
}

interface QueueRow {
  readonly id: number
  readonly status: SubmissionStatus
  readonly title: string
  readonly username: string
  readonly submitted_at: Date | null
  readonly unread: number
  readonly representative_id: number | null
  readonly representative: string | null
}

/** The queue's submissions by their representative: anyone's (null), no one's, or this user's. */
export type RepresentedBy = null | "none" | number

export const decisionOf = (row: DecisionRow) => ({
  id: row.id,
  decision: row.decision,
  user: row.username === null ? null : { username: row.username },
  message: row.message,
  created_at: row.created_at.toISOString()
})

/** A word searched for anywhere in a text, `%` and `_` in it meaning themselves. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, "\\$&")}%`

/** The seller's messages staff haven't seen, of the submission `s`. */
const UNREAD_BY_STAFF = `(SELECT count(*)::int FROM submission_messages m
                           WHERE m.submission_id = s.id AND m.sender = 'seller' AND m.seen_at IS NULL)`

/**
 * The staff desk's facts: the queue of submissions, the seller, staff's decisions. Repos
 * die on database errors, as the API's do.
 */
export class StaffDeskRepo extends Effect.Service<StaffDeskRepo>()("@redline/http/StaffDeskRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const decisionRows = (submissionIds: ReadonlyArray<number>) =>
      submissionIds.length === 0
        ? Effect.succeed<ReadonlyArray<DecisionRow>>([])
        : sql<DecisionRow>`
            SELECT d.id, d.submission_id, d.decision, u.username, d.message, d.created_at
              FROM submission_decisions d LEFT JOIN users u ON u.id = d.user_id
             WHERE d.submission_id IN ${sql.in(submissionIds)} ORDER BY d.submission_id, d.id`.pipe(Effect.orDie)

    return {
      /**
       * A page of the submissions of one status, newest submitted first (drafts by when they were
       * made), each matching every word searched for in its title, VIN, or seller's username or
       * e-mail, and represented as asked; and how many match.
       */
      queue: (status: SubmissionStatus, words: ReadonlyArray<string>, representedBy: RepresentedBy, offset: number, limit: number) =>
        Effect.gen(function* () {
          const title = submissionTitle(sql)
          const matching = sql.and([
            sql`s.status = ${status}`,
            ...(representedBy === null
              ? []
              : [representedBy === "none" ? sql`s.representative_id IS NULL` : sql`s.representative_id = ${representedBy}`]),
            ...words.map((word) => {
              const pattern = containing(word)
              return sql`(${title} ILIKE ${pattern} ESCAPE '\\' OR s.vin ILIKE ${pattern} ESCAPE '\\'
                          OR u.username ILIKE ${pattern} ESCAPE '\\' OR u.email ILIKE ${pattern} ESCAPE '\\')`
            })
          ])
          const from = sql`
            submissions s JOIN users u ON u.id = s.user_id
            LEFT JOIN users r ON r.id = s.representative_id`
          const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM ${from} WHERE ${matching}`
          const rows = yield* sql<QueueRow>`
            SELECT s.id, s.status, ${title} AS title, u.username, s.submitted_at, ${sql.literal(UNREAD_BY_STAFF)} AS unread,
                   s.representative_id, r.username AS representative
              FROM ${from} WHERE ${matching}
             ORDER BY coalesce(s.submitted_at, s.created_at) DESC, s.id DESC LIMIT ${limit} OFFSET ${offset}`
          const ids = rows.map((row) => row.id)
          const mainPhotos =
            ids.length === 0
              ? []
              : yield* sql<PhotoRow>`
                  SELECT p.id, p.submission_id, p.section, p.position, p.is_main, p.key, p.width, p.height
                    FROM submission_photos p WHERE p.submission_id IN ${sql.in(ids)} AND p.is_main`
          const lastDecisions =
            ids.length === 0
              ? []
              : yield* sql<DecisionRow>`
                  SELECT DISTINCT ON (d.submission_id) d.id, d.submission_id, d.decision, u.username, d.message, d.created_at
                    FROM submission_decisions d LEFT JOIN users u ON u.id = d.user_id
                   WHERE d.submission_id IN ${sql.in(ids)} ORDER BY d.submission_id, d.id DESC`
          return {
            total: counted!.total,
            submissions: rows.map((row) => {
              const photo = mainPhotos.find((found) => found.submission_id === row.id)
              const decision = lastDecisions.find((found) => found.submission_id === row.id)
              return {
                id: row.id,
                status: row.status,
                title: row.title,
                seller: { username: row.username },
                submitted_at: row.submitted_at?.toISOString() ?? null,
                main_photo: photo === undefined ? null : photoOf(photo),
                unread_count: row.unread,
                last_decision: decision === undefined ? null : decisionOf(decision),
                representative:
                  row.representative_id === null || row.representative === null
                    ? null
                    : { id: row.representative_id, username: row.representative }
              }
            })
          }
        }).pipe(Effect.orDie),

      /** The submission's auction once scheduled: when it runs (its scheduled end) and how it stands. */
      auction: (submissionId: number) =>
        sql<{ id: number; title: string; status: number; auction_start: Date; scheduled_end: Date }>`
          SELECT a.id, a.title, a.status, a.auction_start, a.scheduled_end
            FROM submissions s JOIN auctions a ON a.id = s.auction_id WHERE s.id = ${submissionId}`.pipe(
          Effect.map(([row]) =>
            row === undefined
              ? null
              : {
                  id: row.id,
                  status: row.status,
                  auction_start: row.auction_start.toISOString(),
                  auction_end: row.scheduled_end.toISOString(),
                  url: auctionUrl(row.id, row.title)
                }
          ),
          Effect.orDie
        ),

      /** The seller of the submission, and the seller's messages staff haven't seen. */
      seller: (submissionId: number) =>
        sql<{ id: number; username: string; email: string; unread: number }>`
          SELECT u.id, u.username, u.email, ${sql.literal(UNREAD_BY_STAFF)} AS unread
            FROM submissions s JOIN users u ON u.id = s.user_id WHERE s.id = ${submissionId}`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      /** The decisions on the submission, oldest first. */
      decisions: (submissionId: number) => Effect.map(decisionRows([submissionId]), (rows) => rows.map(decisionOf)),

      /** Whether a decision on the submission was made with this key. */
      decidedWithKey: (submissionId: number, key: string) =>
        sql`SELECT 1 FROM submission_decisions WHERE submission_id = ${submissionId} AND idempotency_key = ${key}`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        ),

      /** Keeps a step on the submission, by staff or its seller; `key` makes a retried staff decision count once. */
      record: (submissionId: number, userId: number, decision: SubmissionDecision, message: string, key: string | null, now: Date) =>
        sql`
          INSERT INTO submission_decisions ${sql.insert({
            submission_id: submissionId,
            user_id: userId,
            decision,
            message,
            idempotency_key: key,
            created_at: now
          })}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
