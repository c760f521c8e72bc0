import { SqlClient } from "@effect/sql"
import { type NotificationItem, notificationTarget, notificationText, pageOffset, relatedTo, type RelatedTo } from "@redline/domain"
import { Effect } from "effect"
import type { Recipient } from "../accounts/AccountMail.ts"

/** A notification as stored. */
export interface NotificationRow {
  readonly id: number
  readonly user_id: number
  readonly type: number
  readonly related_to: Partial<RelatedTo>
  readonly count: number
  readonly updated_at: Date
  readonly seen_at: Date | null
}

/** The notification as its reader sees it: its stored facts, its words and where a click goes, from the domain's table. */
export const notificationItem = (row: NotificationRow): NotificationItem => {
  const facts = { related_to: relatedTo(row.related_to), count: row.count }
  return {
    id: row.id,
    updated_at: row.updated_at.toISOString(),
    notification_type: row.type,
    seen_at: row.seen_at?.toISOString() ?? null,
    count: row.count,
    related_to: facts.related_to,
    text: notificationText(row.type, facts),
    target: notificationTarget(row.type, facts)
  }
}

/**
 * One notification to write: to `userId`, of `type`, about `subject` (its roll-up key), with
 * `count` events (more than 1 only for a rolled-up type taking several at once).
 */
export interface PlannedNotification {
  readonly userId: number
  readonly type: number
  readonly subject: string
  readonly relatedTo: Partial<RelatedTo>
  readonly count: number
  readonly onSite: boolean
}

/** A notification once written, and whether it is due to go out by e-mail and SMS (see `write`). */
export interface WrittenNotification extends NotificationRow {
  readonly subject: string
  readonly on_site: boolean
  readonly alert_due: boolean
}

/** E-mail and SMS of a notification still unseen go out again only after this long. */
const ALERT_PACE = "1 hour"

const COLUMNS = "id, user_id, type, related_to, count, updated_at, seen_at"

/** What `write` and `writeOnce` answer of each notification written, beside whether it is due to go out. */
const WRITTEN = "n.id, n.user_id, n.type, n.subject, n.related_to, n.count, n.on_site, n.updated_at, n.seen_at"

/**
 * The users' notifications. Repos die on database errors, as the API's do.
 */
export class NotificationsRepo extends Effect.Service<NotificationsRepo>()("@redline/http/NotificationsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const badgeFilter = (userIds: ReadonlyArray<number>) => sql`
      n.user_id IN ${sql.in(userIds)} AND n.on_site AND n.seen_at IS NULL
      AND n.updated_at > coalesce((SELECT u.notifications_badge_reset_at FROM users u WHERE u.id = n.user_id), '-infinity')`

    /** The bell's count of each user: their notifications unseen that came after their last badge reset. */
    const unseenCounts = (userIds: ReadonlyArray<number>): Effect.Effect<ReadonlyMap<number, number>> =>
      userIds.length === 0
        ? Effect.succeed(new Map())
        : sql<{ user_id: number; unseen: number }>`
            SELECT n.user_id, count(*)::int AS unseen FROM notifications n WHERE ${badgeFilter(userIds)} GROUP BY n.user_id`.pipe(
            Effect.map((rows) => {
              const counted = new Map(rows.map((row) => [row.user_id, row.unseen]))
              return new Map(userIds.map((id) => [id, counted.get(id) ?? 0]))
            }),
            Effect.orDie
          )

    const unseenCount = (userId: number) => Effect.map(unseenCounts([userId]), (counts) => counts.get(userId) ?? 0)

    /** The insert of planned notifications, as new, for `write` and `writeOnce` to finish. */
    const inserted = (planned: ReadonlyArray<PlannedNotification>, now: Date) => sql`
      INSERT INTO notifications AS n (user_id, type, subject, related_to, count, on_site, created_at, updated_at, alerted_at)
      SELECT p.user_id, p.type, p.subject, p.related_to, p.count, p.on_site, ${now}, ${now}, ${now}
        FROM jsonb_to_recordset(${JSON.stringify(
          planned.map((entry) => ({
            user_id: entry.userId,
            type: entry.type,
            subject: entry.subject,
            related_to: entry.relatedTo,
            count: entry.count,
            on_site: entry.onSite
          }))
        )}::jsonb) AS p(user_id integer, type smallint, subject text, related_to jsonb, count integer, on_site boolean)`

    return {
      unseenCounts,
      unseenCount,

      /** Where the users' notifications are mailed, by id; a banned user is mailed none. */
      mailRecipients: (userIds: ReadonlyArray<number>): Effect.Effect<ReadonlyMap<number, Recipient>> =>
        userIds.length === 0
          ? Effect.succeed(new Map())
          : sql<{ id: number; username: string; email: string }>`
              SELECT id, username, email FROM users WHERE id IN ${sql.in(userIds)} AND NOT banned`.pipe(
              Effect.map((rows) => new Map(rows.map((row) => [row.id, row]))),
              Effect.orDie
            ),

      /** A page of the user's notifications shown on the site, newest first, and whether more follow. */
      list: (userId: number, page: number, size: number) =>
        sql<NotificationRow>`
          SELECT ${sql.literal(COLUMNS)} FROM notifications
           WHERE user_id = ${userId} AND on_site
           ORDER BY updated_at DESC, id DESC
           LIMIT ${size + 1} OFFSET ${pageOffset(page, size)}`.pipe(
          Effect.map((rows) => ({ items: rows.slice(0, size).map(notificationItem), hasMore: rows.length > size })),
          Effect.orDie
        ),

      /** Marks one of the user's notifications seen (and clicked, when it was); false when the user has none by that id. */
      markSeen: (userId: number, id: number, now: Date, clicked: boolean): Effect.Effect<boolean> =>
        sql`
          UPDATE notifications SET seen_at = coalesce(seen_at, ${now}),
                 clicked_at = CASE WHEN ${clicked} THEN ${now} ELSE clicked_at END
           WHERE id = ${id} AND user_id = ${userId} AND on_site
           RETURNING id`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        ),

      /** 'Mark all as read'. */
      markAllSeen: (userId: number, now: Date): Effect.Effect<void> =>
        sql`UPDATE notifications SET seen_at = ${now} WHERE user_id = ${userId} AND seen_at IS NULL`.pipe(Effect.asVoid, Effect.orDie),

      /** The bell back to 0: what came before now is no longer counted, seen or not. */
      resetBadge: (userId: number, now: Date): Effect.Effect<void> =>
        sql`UPDATE users SET notifications_badge_reset_at = ${now} WHERE id = ${userId}`.pipe(Effect.asVoid, Effect.orDie),

      /**
       * Writes the notifications in one statement (call it inside the notifier's transaction; one
       * entry per user, type and subject). A rolled-up type adds its count to its unseen
       * notification, or starts it again at its own count once seen; it comes back to the top
       * (`updated_at`) and unseen either way. `alert_due` says whether it goes out by e-mail and SMS
       * now: when it is new, was seen since, or last went out an hour ago or more.
       */
      write: (planned: ReadonlyArray<PlannedNotification>, now: Date): Effect.Effect<ReadonlyArray<WrittenNotification>> =>
        planned.length === 0
          ? Effect.succeed([])
          : sql<WrittenNotification>`
                ${inserted(planned, now)}
                ON CONFLICT (user_id, type, subject) DO UPDATE SET
                  count = CASE WHEN n.seen_at IS NULL THEN n.count + EXCLUDED.count ELSE EXCLUDED.count END,
                  related_to = EXCLUDED.related_to,
                  on_site = EXCLUDED.on_site,
                  updated_at = EXCLUDED.updated_at,
                  seen_at = NULL,
                  alerted_at = CASE
                    WHEN n.seen_at IS NOT NULL OR n.alerted_at <= EXCLUDED.updated_at - ${ALERT_PACE}::interval THEN EXCLUDED.updated_at
                    ELSE n.alerted_at END
                RETURNING ${sql.literal(WRITTEN)}, n.alerted_at = n.updated_at AS alert_due`.pipe(Effect.orDie),

      /**
       * Writes notifications a user gets once, ever (inside the notifier's transaction, as `write`):
       * one the user already has of that type and subject, seen or not, stays as it is, and a
       * notifier writing the same at the same time waits for the other's commit and writes nothing.
       * Answers those written now, all new.
       */
      writeOnce: (planned: ReadonlyArray<PlannedNotification>, now: Date): Effect.Effect<ReadonlyArray<WrittenNotification>> =>
        planned.length === 0
          ? Effect.succeed([])
          : sql<WrittenNotification>`
                ${inserted(planned, now)}
                ON CONFLICT (user_id, type, subject) DO NOTHING
                RETURNING ${sql.literal(WRITTEN)}, true AS alert_due`.pipe(Effect.orDie)
    }
  })
}) {}
