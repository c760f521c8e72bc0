import { SqlClient, type Statement } from "@effect/sql"
import type { Question, QuestionAuthor } from "@redline/api"
import type { QuestionEntry, Reaction } from "@redline/domain"
import { Effect, Option } from "effect"
import { profilePhotoOf } from "../auctions/AuctionRows.ts"
import { transactionOf } from "../Transaction.ts"

/** What deciding on a question needs to know of its auction, and what a mail about it says. */
export interface QuestionAuction {
  readonly id: number
  readonly title: string
  readonly status: number
  readonly auction_end: Date
  readonly seller_id: number
  readonly seller: string
  readonly seller_email: string
}

/** What deciding on a change needs to know of a question, read locked until the transaction ends. */
export interface QuestionFacts {
  readonly id: number
  readonly user_id: number
  readonly text: string
  readonly created_at: Date
  readonly answered: boolean
  readonly answer_text: string | null
  readonly asker: string
  readonly asker_email: string
  /** The asker is staff, whose questions can't be flagged. */
  readonly asker_is_staff: boolean
}

interface QuestionRow {
  readonly id: number
  readonly user_id: number
  readonly username: string
  readonly photo_key: string | null
  readonly text: string
  readonly created_at: Date
  readonly edited_at: Date | null
  readonly answer_text: string | null
  readonly answered_at: Date | null
  readonly answer_edited_at: Date | null
  readonly answer_username: string | null
  readonly answer_photo_key: string | null
  readonly upvotes: number
  readonly flags: number
  readonly system_flagged: boolean
  readonly upvoted: boolean
  readonly flagged: boolean
}

const authorOf = (username: string, photoKey: string | null): QuestionAuthor => ({
  username,
  photo: profilePhotoOf(photoKey)
})

const entryOf = (row: QuestionRow): QuestionEntry => ({
  id: row.id,
  user: authorOf(row.username, row.photo_key),
  text: row.text,
  timestamp: row.created_at.toISOString(),
  edited_at: row.edited_at?.toISOString() ?? null,
  answer:
    row.answer_text === null || row.answered_at === null || row.answer_username === null
      ? null
      : {
          user: authorOf(row.answer_username, row.answer_photo_key),
          text: row.answer_text,
          timestamp: row.answered_at.toISOString(),
          edited_at: row.answer_edited_at?.toISOString() ?? null
        },
  upvotes: row.upvotes,
  flags: row.flags,
  system_flagged: row.system_flagged
})

const questionOf = (row: QuestionRow, viewerId: number | null): Question => ({
  ...entryOf(row),
  mine: viewerId !== null && row.user_id === viewerId,
  upvoted: row.upvoted,
  flagged: row.flagged
})

/** Where each vote is kept, and the question's count of it. */
const VOTES = {
  upvote: { table: "question_upvotes", count: "upvotes" },
  flag: { table: "question_flags", count: "flags" }
} as const

/**
 * The questions of auctions, their answers and votes. Deleting marks the question, so staff can
 * see what was there; only questions not deleted are listed and counted. The auction's count moves
 * in the same transaction as the question it counts, and a question's upvotes and flags in the
 * same statement as the vote. A database error is a defect.
 */
export class QuestionsRepo extends Effect.Service<QuestionsRepo>()("@redline/http/QuestionsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const listed = (where: Statement.Fragment, viewerId: number | null) => sql<QuestionRow>`
      SELECT q.id, q.user_id, u.username, u.photo_key, q.text, q.created_at, q.edited_at,
             q.answer_text, q.answered_at, q.answer_edited_at,
             au.username AS answer_username, au.photo_key AS answer_photo_key,
             q.upvotes, q.flags, q.system_flagged,
             EXISTS (SELECT 1 FROM question_upvotes v WHERE v.question_id = q.id AND v.user_id = ${viewerId}) AS upvoted,
             EXISTS (SELECT 1 FROM question_flags f WHERE f.question_id = q.id AND f.user_id = ${viewerId}) AS flagged
        FROM questions q
        JOIN users u ON u.id = q.user_id
        LEFT JOIN users au ON au.id = q.answer_user_id
       WHERE q.deleted_at IS NULL AND ${where}
       ORDER BY q.created_at DESC, q.id DESC`

    /** The auction, or none. */
    const auction = (id: number) =>
      sql<QuestionAuction>`
        SELECT a.id, a.title, a.status, a.auction_end, a.seller_id, s.username AS seller, s.email AS seller_email
          FROM auctions a JOIN users s ON s.id = a.seller_id
         WHERE a.id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** A listed question of the auction, locked against changes made at the same time. */
    const facts = (auctionId: number, questionId: number) =>
      sql<QuestionFacts>`
        SELECT q.id, q.user_id, q.text, q.created_at, q.answer_text IS NOT NULL AS answered, q.answer_text, u.username AS asker, u.email AS asker_email,
               u.is_admin AS asker_is_staff
          FROM questions q JOIN users u ON u.id = q.user_id
         WHERE q.id = ${questionId} AND q.auction_id = ${auctionId} AND q.deleted_at IS NULL
           FOR UPDATE OF q`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const list = (auctionId: number, viewerId: number | null) =>
      listed(sql`q.auction_id = ${auctionId}`, viewerId).pipe(
        Effect.map((rows) => rows.map((row) => questionOf(row, viewerId))),
        Effect.orDie
      )

    const one = (questionId: number, viewerId: number | null) =>
      listed(sql`q.id = ${questionId}`, viewerId).pipe(
        Effect.map((rows) => questionOf(rows[0]!, viewerId)),
        Effect.orDie
      )

    /** The question as everyone sees it, or none once deleted. */
    const entry = (questionId: number) =>
      listed(sql`q.id = ${questionId}`, null).pipe(
        Effect.map((rows) => (rows[0] === undefined ? null : entryOf(rows[0]))),
        Effect.orDie
      )

    /**
     * Sets the user's vote as asked and answers the question's count of it, and whether the vote
     * changed: the count moves only then, so a repeated vote counts once, and never below 0.
     */
    const vote = (kind: Reaction, questionId: number, userId: number, on: boolean) => {
      const { table, count } = VOTES[kind]
      const changed = on
        ? sql`INSERT INTO ${sql(table)} (question_id, user_id) VALUES (${questionId}, ${userId}) ON CONFLICT DO NOTHING RETURNING 1`
        : sql`DELETE FROM ${sql(table)} WHERE question_id = ${questionId} AND user_id = ${userId} RETURNING 1`
      return sql<{ count: number; changed: boolean }>`
        WITH changed AS (${changed})
        UPDATE questions SET ${sql(count)} = greatest(${sql(count)} + ${on ? 1 : -1} * (SELECT count(*) FROM changed)::int, 0)
         WHERE id = ${questionId}
         RETURNING ${sql(count)} AS count, EXISTS (SELECT 1 FROM changed) AS changed`.pipe(
        Effect.map(([row]) => row!),
        Effect.orDie
      )
    }

    const ask = (auctionId: number, userId: number, text: string, at: Date) =>
      Effect.gen(function* () {
        const [inserted] = yield* sql<{ id: number }>`
          INSERT INTO questions ${sql.insert({ auction_id: auctionId, user_id: userId, text, created_at: at })} RETURNING id`
        yield* sql`UPDATE auctions SET question_count = question_count + 1 WHERE id = ${auctionId}`
        return inserted!.id
      }).pipe(Effect.orDie)

    const edit = (questionId: number, text: string, at: Date) =>
      sql`UPDATE questions SET text = ${text}, edited_at = ${at} WHERE id = ${questionId}`.pipe(Effect.asVoid, Effect.orDie)

    /** Marks the question deleted and answers the auction's count without it. */
    const remove = (auctionId: number, questionId: number, byUserId: number, at: Date) =>
      Effect.gen(function* () {
        yield* sql`UPDATE questions SET deleted_at = ${at}, deleted_by = ${byUserId} WHERE id = ${questionId}`
        const [counted] = yield* sql<{ question_count: number }>`
          UPDATE auctions SET question_count = greatest(question_count - 1, 0) WHERE id = ${auctionId} RETURNING question_count`
        return counted!.question_count
      }).pipe(Effect.orDie)

    const answer = (questionId: number, sellerId: number, text: string, at: Date) =>
      sql`UPDATE questions SET answer_text = ${text}, answered_at = ${at}, answer_user_id = ${sellerId} WHERE id = ${questionId}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const editAnswer = (questionId: number, text: string, at: Date) =>
      sql`UPDATE questions SET answer_text = ${text}, answer_edited_at = ${at} WHERE id = ${questionId}`.pipe(Effect.asVoid, Effect.orDie)

    return {
      auction,
      facts,
      list,
      one,
      entry,
      vote,
      ask,
      edit,
      remove,
      answer,
      editAnswer,
      /** One transaction; a refusal inside it rolls it back and reaches the caller. */
      transaction: transactionOf(sql)
    } as const
  })
}) {}
