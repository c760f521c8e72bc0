import { SqlClient } from "@effect/sql"
import {
  AuctionStatus,
  type BidEvent,
  commentParts,
  type AuctionEndEvent,
  communityMentions,
  type ListingStatus,
  type NotificationItem,
  NotificationType,
  RUNNING_STATUSES,
  usernameKey
} from "@redline/domain"
import { currentDate, Outbox } from "@redline/infra"
import { Effect } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { TextAlerts } from "../sms/TextAlerts.ts"
import { transactionOf } from "../Transaction.ts"
import { NotificationFeed } from "./NotificationFeed.ts"
import { notificationMail, notificationSms } from "./NotificationMail.ts"
import { channelsOf, NotificationPlan } from "./NotificationPlan.ts"
import { NotificationSettingsRepo } from "./NotificationSettingsRepo.ts"
import { notificationItem, NotificationsRepo } from "./NotificationsRepo.ts"
import { TextAlertPromo } from "./TextAlertPromo.ts"

/** The event logs the notifier reads, one cursor per log and auction. */
export type NotifierLog = "auction" | "thread"

/** Events read per auction and log in one transaction; more are read in the next. */
const BATCH = 500

/** Auctions looked at per round of the scheduled notifications; more wait for the next round. */
const DUE_BATCH = 50

/** Watchers are told an auction is ending this long before its end. */
const ENDING_SOON = "1 hour"

/**
 * The seller of an auction whose reserve is not met is prompted to lower it this long before the
 * end (notification 7): late enough that the bidding has shown what the car fetches, early enough
 * to act on it before the last minutes.
 */
const LOWER_RESERVE_PROMPT = "15 minutes"

/**
 * Community posts and replies are looked for this far back: the round claims each as it tells it, and one
 * written while no notifier ran for longer is no longer news.
 */
const COMMUNITY_LOOKBACK = "1 day"

/** A follow is looked for again this long after the last one seen: a transaction may commit its follow late. */
const FOLLOW_OVERLAP = "5 minutes"

interface AuctionFacts {
  readonly id: number
  readonly title: string
  readonly seller_id: number
  readonly seller_username: string
  readonly listing_id: number
  readonly auction_start: Date
}

/** What telling of a community reply needs: whom it answers, and where. */
interface CommunityReplyFacts {
  readonly id: number
  readonly user_id: number
  readonly text: string
  readonly community_post_id: number
  readonly reply_to_community_reply_id: number | null
  readonly answered_id: number
  readonly community_name: string
}

interface LoggedEvent {
  readonly seq: number
  readonly kind: string
  readonly data: unknown
  /** Logged after notifications began: what came before is not told. */
  readonly told: boolean
}

/** A notification shown on the site, to publish on its user's channel once committed. */
export interface SiteDelivery {
  readonly userId: number
  readonly item: NotificationItem
}

const keyOf = (userId: number, type: number, subject: string) => `${userId}|${type}|${subject}`

/** What an auction's close is to its seller (spec 2 §3 'Listing statuses used in wording'). */
const listingStatusOf = (status: number): ListingStatus => {
  switch (status) {
    case AuctionStatus.sold:
    case AuctionStatus.sold_after:
      return "sold"
    case AuctionStatus.reserve_not_met:
      return "reserve_not_met"
    default:
      return "did_not_sell"
  }
}

/**
 * Turns what happened into notifications (spec 2 §3 'Notification types'), through an outbox:
 * it reads the auctions' event logs from its own cursors (bids and closes, comments and
 * questions), and asks the database what has no log (auctions gone live, their last hour,
 * follows, community posts and replies). Each read writes its notifications, their e-mail and SMS
 * to the outbox, and its cursor or its claims in one transaction, so a notifier that stops mid-way leaves nothing
 * told and the next tells it, once; notifiers in several processes skip the logs another holds.
 * The site hears of them after the commit, on each user's `notifications` channel. None of this
 * is in a bid's transaction: it follows the commits.
 */
export class Notifier extends Effect.Service<Notifier>()("@redline/http/Notifier", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const notifications = yield* NotificationsRepo
    const settings = yield* NotificationSettingsRepo
    const feed = yield* NotificationFeed
    const outbox = yield* Outbox
    const texts = yield* TextAlerts
    const promo = yield* TextAlertPromo
    const { publicUrl } = yield* AccountsConfig

    /** The sources not claimed before, now claimed (in the caller's transaction). */
    const claim = (sources: ReadonlyArray<string>): Effect.Effect<ReadonlySet<string>> =>
      sources.length === 0
        ? Effect.succeed(new Set())
        : sql<{ source: string }>`
            INSERT INTO notifier_sources (source) SELECT jsonb_array_elements_text(${JSON.stringify(sources)}::jsonb)
            ON CONFLICT DO NOTHING RETURNING source`.pipe(
            Effect.map((rows) => new Set(rows.map((row) => row.source))),
            Effect.orDie
          )

    const auctionFacts = (auctionId: number) =>
      sql<AuctionFacts>`
        SELECT a.id, a.title, a.seller_id, u.username AS seller_username, a.listing_id, a.auction_start
          FROM auctions a JOIN users u ON u.id = a.seller_id WHERE a.id = ${auctionId}`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie
      )

    /** Who watches the auction, and since when. */
    const watchesOf = (auctionId: number) =>
      sql<{ user_id: number; since: Date }>`SELECT user_id, created_at AS since FROM watches WHERE auction_id = ${auctionId}`.pipe(
        Effect.orDie
      )

    const watchersOf = (auctionId: number) => Effect.map(watchesOf(auctionId), (watches) => watches.map((watch) => watch.user_id))

    /**
     * Who watched the auction at `moment`: news of a bid, or of the car going live, is no news to
     * someone who began watching after it (a bidder's own bid makes them watch the car).
     */
    const watchedAt = (watches: ReadonlyArray<{ readonly user_id: number; readonly since: Date }>, moment: Date) =>
      watches.filter((watch) => watch.since <= moment).map((watch) => watch.user_id)

    /** The ids of the usernames that name an account, by their key (`usernameKey`). */
    const idsOfUsernames = (usernames: ReadonlyArray<string>): Effect.Effect<ReadonlyMap<string, number>> =>
      usernames.length === 0
        ? Effect.succeed(new Map())
        : sql<{ id: number; username: string }>`
            SELECT id, username FROM users WHERE lower(username) IN ${sql.in([...new Set(usernames.map((name) => name.toLowerCase()))])}`.pipe(
            Effect.map((rows) => new Map(rows.map((row) => [usernameKey(row.username), row.id]))),
            Effect.orDie
          )

    /**
     * Writes the plan's notifications, as each recipient's settings allow, and queues the e-mail
     * and texts of those due (in the caller's transaction), and the text-alert promo to those just
     * outbid who can't receive texts; answers those to show on the site.
     */
    const deliver = (plan: NotificationPlan, now: Date): Effect.Effect<ReadonlyArray<SiteDelivery>> =>
      Effect.gen(function* () {
        const chosen = yield* settings.chosenBy(plan.userIds)
        const sending = plan.notices.flatMap((notice) => {
          const channels = channelsOf(notice, chosen.get(notice.userId) ?? [])
          return channels.length === 0 ? [] : [{ notice, channels }]
        })
        const written = yield* notifications.write(
          sending.map(({ notice, channels }) => ({
            userId: notice.userId,
            type: NotificationType[notice.name],
            subject: notice.subject,
            relatedTo: notice.relatedTo,
            count: notice.count,
            onSite: channels.includes("site")
          })),
          now
        )
        const channelsByKey = new Map(
          sending.map(({ notice, channels }) => [keyOf(notice.userId, NotificationType[notice.name], notice.subject), channels])
        )
        const alerts = written.flatMap((row) => {
          const channels = channelsByKey.get(keyOf(row.user_id, row.type, row.subject)) ?? []
          return row.alert_due ? channels.filter((method) => method !== "site").map((method) => ({ row, method })) : []
        })
        const mailed = [...new Set(alerts.filter((alert) => alert.method === "email").map((alert) => alert.row.user_id))]
        const recipients = yield* notifications.mailRecipients(mailed)
        const outbid = [...new Set(written.filter((row) => row.type === NotificationType.outbid).map((row) => row.user_id))]
        // one lookup serves the texts and the text-alert promo, which goes to the outbid who have no number
        const numbers = yield* texts.numbersToText([
          ...new Set([...alerts.filter((alert) => alert.method === "sms").map((alert) => alert.row.user_id), ...outbid])
        ])
        yield* outbox.enqueueAll(
          alerts.flatMap(({ row, method }) => {
            const item = notificationItem(row)
            if (method === "email") {
              const recipient = recipients.get(row.user_id)
              return recipient === undefined ? [] : [notificationMail(recipient, item, publicUrl)]
            }
            const number = numbers.get(row.user_id)
            return number === undefined ? [] : [notificationSms(number, item, publicUrl)]
          })
        )
        const promos = yield* promo.offer(
          outbid.filter((userId) => !numbers.has(userId)),
          now
        )
        return [...written, ...promos].filter((row) => row.on_site).map((row) => ({ userId: row.user_id, item: notificationItem(row) }))
      }).pipe(Effect.provideService(SqlClient.SqlClient, sql))

    /** Tells each user's open tabs of their new notifications, with the bell's count; after the commit. */
    const publish = (deliveries: ReadonlyArray<SiteDelivery>): Effect.Effect<void> =>
      deliveries.length === 0
        ? Effect.void
        : Effect.gen(function* () {
            const counts = yield* notifications.unseenCounts([...new Set(deliveries.map((delivery) => delivery.userId))])
            yield* Effect.forEach(
              deliveries,
              ({ userId, item }) => feed.publish(userId, "notification", { notification: item, unseen_count: counts.get(userId) ?? 0 }),
              { discard: true }
            )
          })

    /** Runs one transaction that plans and delivers (null: another notifier is on it), then publishes what it committed. */
    const told = (work: Effect.Effect<ReadonlyArray<SiteDelivery> | null>): Effect.Effect<void> =>
      transaction(work).pipe(Effect.flatMap((deliveries) => (deliveries === null ? Effect.void : publish(deliveries))))

    /** The log's cursor for the auction, locked until the commit; null while another notifier holds it. */
    const lockCursor = (log: NotifierLog, auctionId: number) =>
      Effect.gen(function* () {
        yield* sql`INSERT INTO notifier_cursors (log, auction_id, seq) VALUES (${log}, ${auctionId}, 0) ON CONFLICT DO NOTHING`
        const [cursor] = yield* sql<{ seq: number }>`
          SELECT seq FROM notifier_cursors WHERE log = ${log} AND auction_id = ${auctionId} FOR UPDATE SKIP LOCKED`
        return cursor?.seq ?? null
      }).pipe(Effect.orDie)

    const eventsAfter = (log: NotifierLog, auctionId: number, seq: number) =>
      sql<LoggedEvent>`
        SELECT e.seq, e.kind, e.data, e.created_at >= m.at AS told
          FROM ${sql(log === "auction" ? "auction_events" : "thread_events")} e, notifier_marks m
         WHERE m.name = 'start' AND e.auction_id = ${auctionId} AND e.seq > ${seq}
         ORDER BY e.seq LIMIT ${BATCH}`.pipe(Effect.orDie)

    /** The bids' notifications: the leader they outbid, the seller, the watchers. */
    const planBids = (plan: NotificationPlan, auction: AuctionFacts, bids: ReadonlyArray<BidEvent>, before: string | null) =>
      Effect.gen(function* () {
        const ids = yield* idsOfUsernames([...bids.flatMap((bid) => [bid.bid.bidder]), ...(before === null ? [] : [before])])
        const watches = yield* watchesOf(auction.id)
        const about = { title: auction.title, auction_id: auction.id, listing_id: auction.listing_id }
        let leader = before
        for (const { bid, auction: after } of bids) {
          const bidderId = ids.get(usernameKey(bid.bidder)) ?? null
          const related = { ...about, highest_bid: after.current_bid, comment_id: bid.comment_id }
          const subject = `auction:${auction.id}`
          // The leader outbid is told so, and not also, as a watcher, that there was a new bid.
          const outbidId =
            leader !== null && usernameKey(leader) !== usernameKey(bid.bidder) ? (ids.get(usernameKey(leader)) ?? null) : null
          if (outbidId !== null) plan.add({ userId: outbidId, name: "outbid", subject, relatedTo: related })
          plan.add({ userId: auction.seller_id, name: "seller_bids", subject, relatedTo: related })
          plan.addEach(watchedAt(watches, new Date(bid.received_at)), [bidderId, auction.seller_id, outbidId], {
            name: "watcher_bids",
            subject,
            relatedTo: related
          })
          leader = after.current_bidder ?? bid.bidder
        }
      })

    /** The close's notifications: the winner, the seller, the other bidders and the watchers. */
    const planEnd = (plan: NotificationPlan, auction: AuctionFacts, end: AuctionEndEvent) =>
      Effect.gen(function* () {
        const claimed = yield* claim([`end:${auction.id}`])
        if (claimed.size === 0) return
        const winnerId = end.winner === null ? null : ((yield* idsOfUsernames([end.winner])).get(usernameKey(end.winner)) ?? null)
        const status = listingStatusOf(end.status)
        const related = {
          title: auction.title,
          auction_id: auction.id,
          listing_id: auction.listing_id,
          status,
          highest_bid: end.sale_amount ?? (end.current_bid > 0 ? end.current_bid : null)
        }
        const subject = `auction:${auction.id}`
        if (winnerId !== null) plan.add({ userId: winnerId, name: "won", subject, relatedTo: related })
        plan.add({ userId: auction.seller_id, name: "listing_status", subject, relatedTo: related })
        const bidders = (yield* sql<{ bidder_id: number }>`
          SELECT DISTINCT bidder_id FROM bids WHERE auction_id = ${auction.id} AND deleted_at IS NULL`.pipe(Effect.orDie)).map(
          (row) => row.bidder_id
        )
        plan.addEach(bidders, [winnerId, auction.seller_id], { name: "auction_ended", subject, relatedTo: related, option: "on_lost" })
        const watchers = yield* watchersOf(auction.id)
        plan.addEach(watchers, [winnerId, auction.seller_id, ...bidders], { name: "auction_ended", subject, relatedTo: related })
      })

    /**
     * Tells the auction's events logged since its cursor (bids and the close) and moves the
     * cursor past them, in one transaction. False when another notifier holds the log.
     */
    const tellAuctionLog = (auctionId: number) =>
      Effect.gen(function* () {
        const cursor = yield* lockCursor("auction", auctionId)
        if (cursor === null) return null
        const events = yield* eventsAfter("auction", auctionId, cursor)
        if (events.length === 0) return { deliveries: [], full: false }
        const auction = yield* auctionFacts(auctionId)
        const plan = new NotificationPlan()
        if (auction !== undefined) {
          const bids = events.filter((event) => event.told && event.kind === "bid").map((event) => event.data as BidEvent)
          if (bids.length > 0) {
            const [before] = yield* sql<{ leader: string | null }>`
              SELECT data->'auction'->>'current_bidder' AS leader FROM auction_events
               WHERE auction_id = ${auctionId} AND kind = 'bid' AND seq < ${events.find((event) => event.told && event.kind === "bid")!.seq}
               ORDER BY seq DESC LIMIT 1`.pipe(Effect.orDie)
            yield* planBids(plan, auction, bids, before?.leader ?? null)
          }
          const end = events.find((event) => event.told && event.kind === "auction_end")
          if (end !== undefined) yield* planEnd(plan, auction, end.data as AuctionEndEvent)
        }
        const deliveries = yield* deliver(plan, yield* currentDate)
        yield* sql`UPDATE notifier_cursors SET seq = ${events[events.length - 1]!.seq} WHERE log = 'auction' AND auction_id = ${auctionId}`.pipe(
          Effect.orDie
        )
        return { deliveries, full: events.length === BATCH }
      })

    /** The comments' notifications: the seller, the watchers, the author replied to, the people mentioned (`@seller` too). */
    const planComments = (plan: NotificationPlan, auction: AuctionFacts, commentIds: ReadonlyArray<number>) =>
      Effect.gen(function* () {
        if (commentIds.length === 0) return
        const comments = yield* sql<{ id: number; user_id: number; text: string; reply_to_user: number | null }>`
          SELECT c.id, c.user_id, c.text, r.user_id AS reply_to_user
            FROM comments c LEFT JOIN comments r ON r.id = c.reply_to
           WHERE c.id IN ${sql.in(commentIds)} AND c.type = 1 AND c.deleted_at IS NULL AND c.user_id IS NOT NULL
           ORDER BY c.id`.pipe(Effect.orDie)
        const claimed = yield* claim(comments.map((comment) => `comment:${comment.id}`))
        const fresh = comments.filter((comment) => claimed.has(`comment:${comment.id}`))
        if (fresh.length === 0) return
        const mentioned = fresh.map((comment) =>
          commentParts(comment.text, auction.seller_username).flatMap((part) => (part.type === "mention" ? [part.username] : []))
        )
        const ids = yield* idsOfUsernames(mentioned.flat())
        const watchers = yield* watchersOf(auction.id)
        fresh.forEach((comment, index) => {
          const related = { title: auction.title, auction_id: auction.id, listing_id: auction.listing_id, comment_id: comment.id }
          const rolled = `auction:${auction.id}`
          const own = `comment:${comment.id}`
          if (comment.user_id !== auction.seller_id) {
            plan.add({ userId: auction.seller_id, name: "seller_comments", subject: rolled, relatedTo: related })
          }
          plan.addEach(watchers, [comment.user_id, auction.seller_id], { name: "watcher_comments", subject: rolled, relatedTo: related })
          if (comment.reply_to_user !== null && comment.reply_to_user !== comment.user_id) {
            plan.add({ userId: comment.reply_to_user, name: "reply", subject: own, relatedTo: related })
          }
          const mentions = new Set(mentioned[index]!.flatMap((username) => ids.get(usernameKey(username)) ?? []))
          plan.addEach(mentions, [comment.user_id], { name: "mention", subject: own, relatedTo: related })
        })
      })

    /** The questions' notifications: a new one to the seller; an answer to its asker and the watchers. */
    const planQuestions = (plan: NotificationPlan, auction: AuctionFacts, questionIds: ReadonlyArray<number>) =>
      Effect.gen(function* () {
        if (questionIds.length === 0) return
        const questions = yield* sql<{ id: number; user_id: number; answered: boolean }>`
          SELECT id, user_id, answered_at IS NOT NULL AS answered FROM questions
           WHERE id IN ${sql.in(questionIds)} AND deleted_at IS NULL ORDER BY id`.pipe(Effect.orDie)
        const claimed = yield* claim(
          questions.flatMap((question) => [`question:${question.id}`, ...(question.answered ? [`answer:${question.id}`] : [])])
        )
        const watchers = questions.some((question) => claimed.has(`answer:${question.id}`)) ? yield* watchersOf(auction.id) : []
        for (const question of questions) {
          const related = { title: auction.title, auction_id: auction.id, listing_id: auction.listing_id, question_id: question.id }
          const own = `question:${question.id}`
          if (claimed.has(own)) plan.add({ userId: auction.seller_id, name: "seller_question", subject: own, relatedTo: related })
          if (claimed.has(`answer:${question.id}`)) {
            plan.add({ userId: question.user_id, name: "question_answered", subject: own, relatedTo: related })
            plan.addEach(watchers, [question.user_id, auction.seller_id], {
              name: "watcher_answer",
              subject: `auction:${auction.id}`,
              relatedTo: related
            })
          }
        }
      })

    /** Tells the auction thread's events logged since its cursor (comments, questions and answers); as `tellAuctionLog`. */
    const tellThreadLog = (auctionId: number) =>
      Effect.gen(function* () {
        const cursor = yield* lockCursor("thread", auctionId)
        if (cursor === null) return null
        const events = yield* eventsAfter("thread", auctionId, cursor)
        if (events.length === 0) return { deliveries: [], full: false }
        const auction = yield* auctionFacts(auctionId)
        const plan = new NotificationPlan()
        if (auction !== undefined) {
          const idsOf = (kind: string) => [
            ...new Set(events.filter((event) => event.told && event.kind === kind).map((event) => (event.data as { id: number }).id))
          ]
          yield* planComments(plan, auction, idsOf("comment"))
          yield* planQuestions(plan, auction, idsOf("question"))
        }
        const deliveries = yield* deliver(plan, yield* currentDate)
        yield* sql`UPDATE notifier_cursors SET seq = ${events[events.length - 1]!.seq} WHERE log = 'thread' AND auction_id = ${auctionId}`.pipe(
          Effect.orDie
        )
        return { deliveries, full: events.length === BATCH }
      })

    /**
     * Tells what the auction's log holds past its cursor, batch by batch; false when another
     * notifier holds it (it tells them, and hears of any event logged meanwhile as this one does).
     */
    const tellLog = (log: NotifierLog, auctionId: number): Effect.Effect<boolean> =>
      Effect.gen(function* () {
        while (true) {
          const batch = yield* transaction(log === "auction" ? tellAuctionLog(auctionId) : tellThreadLog(auctionId))
          if (batch === null) return false
          yield* publish(batch.deliveries)
          if (!batch.full) return true
        }
      })

    /** The logs with events past their cursors, of every auction: those no wake-up told this notifier of (a restart, a lost message). */
    const logsBehind = sql<{ log: NotifierLog; auction_id: number }>`
      SELECT 'auction' AS log, a.id AS auction_id FROM auctions a
        LEFT JOIN notifier_cursors c ON c.log = 'auction' AND c.auction_id = a.id
       WHERE a.event_seq > coalesce(c.seq, 0)
      UNION ALL
      SELECT 'thread', t.auction_id FROM auction_threads t
        LEFT JOIN notifier_cursors c ON c.log = 'thread' AND c.auction_id = t.auction_id
       WHERE t.seq > coalesce(c.seq, 0)`.pipe(Effect.orDie)

    /** An auction gone live: its seller ('your auction is live'), its watchers (if they watched it queued) and the seller's followers. */
    const tellLive = (auctionId: number) =>
      told(
        Effect.gen(function* () {
          if ((yield* claim([`live:${auctionId}`])).size === 0) return []
          const auction = yield* auctionFacts(auctionId)
          if (auction === undefined) return []
          const plan = new NotificationPlan()
          const related = { title: auction.title, auction_id: auction.id, listing_id: auction.listing_id, status: "live" as const }
          const subject = `auction:${auction.id}`
          plan.addEach(watchedAt(yield* watchesOf(auction.id), auction.auction_start), [auction.seller_id], {
            name: "watched_live",
            subject,
            relatedTo: related
          })
          const [submission] = yield* sql<{ id: number }>`SELECT id FROM submissions WHERE auction_id = ${auction.id}`.pipe(Effect.orDie)
          plan.add({
            userId: auction.seller_id,
            name: "auction_live",
            subject,
            relatedTo: { ...related, submission_id: submission?.id ?? null }
          })
          const followers = yield* sql<{
            follower_id: number
          }>`SELECT follower_id FROM follows WHERE followed_id = ${auction.seller_id}`.pipe(Effect.orDie)
          plan.addEach(
            followers.map((row) => row.follower_id),
            [],
            { name: "followed_new_auction", subject, relatedTo: { ...related, seller_username: auction.seller_username } }
          )
          return yield* deliver(plan, yield* currentDate)
        })
      )

    /** An auction's last hour: its watchers. */
    const tellEndingSoon = (auctionId: number) =>
      told(
        Effect.gen(function* () {
          if ((yield* claim([`ending_soon:${auctionId}`])).size === 0) return []
          const auction = yield* auctionFacts(auctionId)
          if (auction === undefined) return []
          const plan = new NotificationPlan()
          plan.addEach(yield* watchersOf(auction.id), [auction.seller_id], {
            name: "ending_soon",
            subject: `auction:${auction.id}`,
            relatedTo: { title: auction.title, auction_id: auction.id, listing_id: auction.listing_id }
          })
          return yield* deliver(plan, yield* currentDate)
        })
      )

    /** The reserve not met near the end: its seller, prompted to lower it (the auction page with lr=true). */
    const tellLowerReserve = (auctionId: number) =>
      told(
        Effect.gen(function* () {
          if ((yield* claim([`lower_reserve:${auctionId}`])).size === 0) return []
          const auction = yield* auctionFacts(auctionId)
          if (auction === undefined) return []
          const plan = new NotificationPlan()
          plan.add({
            userId: auction.seller_id,
            name: "lower_reserve",
            subject: `auction:${auction.id}`,
            relatedTo: { title: auction.title, auction_id: auction.id, listing_id: auction.listing_id }
          })
          return yield* deliver(plan, yield* currentDate)
        })
      )

    /** New follows since the last seen (with an overlap a late commit can't slip through): the followed user, rolled up. */
    const tellFollows = told(
      Effect.gen(function* () {
        const [mark] = yield* sql<{ at: Date }>`SELECT at FROM notifier_marks WHERE name = 'follows' FOR UPDATE SKIP LOCKED`.pipe(
          Effect.orDie
        )
        if (mark === undefined) return null
        const follows = yield* sql<{ follower_id: number; followed_id: number; follower: string; followed: string; created_at: Date }>`
          SELECT f.follower_id, f.followed_id, fu.username AS follower, tu.username AS followed, f.created_at
            FROM follows f JOIN users fu ON fu.id = f.follower_id JOIN users tu ON tu.id = f.followed_id,
                 notifier_marks s
           WHERE s.name = 'start' AND f.created_at >= s.at AND f.created_at > ${mark.at}::timestamptz - ${FOLLOW_OVERLAP}::interval
           ORDER BY f.created_at LIMIT ${BATCH}`.pipe(Effect.orDie)
        if (follows.length === 0) return []
        const claimed = yield* claim(follows.map((follow) => `follow:${follow.follower_id}:${follow.followed_id}`))
        const plan = new NotificationPlan()
        for (const follow of follows) {
          if (!claimed.has(`follow:${follow.follower_id}:${follow.followed_id}`)) continue
          plan.add({
            userId: follow.followed_id,
            name: "new_follower",
            subject: "followers",
            relatedTo: { follower_username: follow.follower, following_username: follow.followed }
          })
        }
        const latest = follows[follows.length - 1]!.created_at
        if (latest > mark.at) yield* sql`UPDATE notifier_marks SET at = ${latest} WHERE name = 'follows'`.pipe(Effect.orDie)
        return yield* deliver(plan, yield* currentDate)
      })
    )

    /**
     * New replies in the community no notifier told yet: the author of the post (a level-1 reply)
     * or of the reply answered, rolled up per post or reply answered, and the members mentioned.
     */
    const tellCommunityReplies = told(
      Effect.gen(function* () {
        const now = yield* currentDate
        const replies = yield* sql<CommunityReplyFacts>`
          SELECT r.id, r.user_id, r.text, r.community_post_id, r.reply_to_community_reply_id,
                 coalesce(parent.user_id, p.user_id) AS answered_id, c.title AS community_name
            FROM community_replies r
            JOIN community_posts p ON p.id = r.community_post_id
            JOIN communities c ON c.id = p.community_id
            LEFT JOIN community_replies parent ON parent.id = r.reply_to_community_reply_id,
                 notifier_marks m
           WHERE m.name = 'start' AND r.created_at >= greatest(m.at, ${now}::timestamptz - ${COMMUNITY_LOOKBACK}::interval)
             AND r.deleted_at IS NULL
             AND NOT EXISTS (SELECT 1 FROM notifier_sources s WHERE s.source = 'community_reply:' || r.id)
           ORDER BY r.id LIMIT ${BATCH}`.pipe(Effect.orDie)
        const claimed = yield* claim(replies.map((reply) => `community_reply:${reply.id}`))
        const fresh = replies.filter((reply) => claimed.has(`community_reply:${reply.id}`))
        if (fresh.length === 0) return []
        const mentioned = fresh.map((reply) => communityMentions(reply.text))
        const ids = yield* idsOfUsernames(mentioned.flat())
        const plan = new NotificationPlan()
        fresh.forEach((reply, index) => {
          const related = {
            post_id: reply.community_post_id,
            reply_id: reply.id,
            reply_to_community_reply_id: reply.reply_to_community_reply_id,
            community_name: reply.community_name
          }
          const answered =
            reply.reply_to_community_reply_id === null
              ? `community_post:${reply.community_post_id}`
              : `community_reply:${reply.reply_to_community_reply_id}`
          if (reply.answered_id !== reply.user_id) {
            plan.add({ userId: reply.answered_id, name: "community_reply", subject: answered, relatedTo: related })
          }
          const mentions = new Set(mentioned[index]!.flatMap((username) => ids.get(usernameKey(username)) ?? []))
          plan.addEach(mentions, [reply.user_id], { name: "community_mention", subject: `community_reply:${reply.id}`, relatedTo: related })
        })
        return yield* deliver(plan, now)
      })
    )

    /** New community posts no notifier told yet: the members each mentions. */
    const tellCommunityPosts = told(
      Effect.gen(function* () {
        const now = yield* currentDate
        const posts = yield* sql<{ id: number; user_id: number; title: string; text: string; community: string }>`
          SELECT p.id, p.user_id, p.title, p.text, c.title AS community
            FROM community_posts p JOIN communities c ON c.id = p.community_id, notifier_marks m
           WHERE m.name = 'start' AND p.created_at >= greatest(m.at, ${now}::timestamptz - ${COMMUNITY_LOOKBACK}::interval)
             AND p.deleted_at IS NULL
             AND NOT EXISTS (SELECT 1 FROM notifier_sources s WHERE s.source = 'community_post:' || p.id)
           ORDER BY p.id LIMIT ${BATCH}`.pipe(Effect.orDie)
        const claimed = yield* claim(posts.map((post) => `community_post:${post.id}`))
        const fresh = posts.filter((post) => claimed.has(`community_post:${post.id}`))
        if (fresh.length === 0) return []
        const mentioned = fresh.map((post) => communityMentions(post.text))
        const ids = yield* idsOfUsernames(mentioned.flat())
        const plan = new NotificationPlan()
        fresh.forEach((post, index) => {
          plan.addEach(new Set(mentioned[index]!.flatMap((username) => ids.get(usernameKey(username)) ?? [])), [post.user_id], {
            name: "community_mention",
            subject: `community_post:${post.id}`,
            relatedTo: { title: post.title, post_id: post.id, community_name: post.community }
          })
        })
        return yield* deliver(plan, now)
      })
    )

    /**
     * One round of what has no log: auctions gone live, auctions in their last hour, reserves not
     * met near the end, follows, community posts' mentions, community replies.
     */
    const tellScheduled = Effect.gen(function* () {
      const now = yield* currentDate
      const live = yield* sql<{ id: number }>`
        SELECT a.id FROM auctions a, notifier_marks m
         WHERE m.name = 'start' AND a.status IN ${sql.in(RUNNING_STATUSES)} AND a.auction_start >= m.at
           AND NOT EXISTS (SELECT 1 FROM notifier_sources s WHERE s.source = 'live:' || a.id)
         ORDER BY a.id LIMIT ${DUE_BATCH}`.pipe(Effect.orDie)
      yield* Effect.forEach(live, ({ id }) => tellLive(id), { discard: true })
      const ending = yield* sql<{ id: number }>`
        SELECT a.id FROM auctions a
         WHERE a.status IN ${sql.in(RUNNING_STATUSES)} AND a.auction_end > ${now}
           AND a.auction_end <= ${now}::timestamptz + ${ENDING_SOON}::interval
           AND NOT EXISTS (SELECT 1 FROM notifier_sources s WHERE s.source = 'ending_soon:' || a.id)
         ORDER BY a.auction_end LIMIT ${DUE_BATCH}`.pipe(Effect.orDie)
      yield* Effect.forEach(ending, ({ id }) => tellEndingSoon(id), { discard: true })
      const unmet = yield* sql<{ id: number }>`
        SELECT a.id FROM auctions a
         WHERE a.status IN ${sql.in(RUNNING_STATUSES)} AND a.auction_end > ${now}
           AND a.auction_end <= ${now}::timestamptz + ${LOWER_RESERVE_PROMPT}::interval
           AND NOT a.no_reserve AND a.reserve IS NOT NULL AND a.current_bid < a.reserve
           AND NOT EXISTS (SELECT 1 FROM notifier_sources s WHERE s.source = 'lower_reserve:' || a.id)
         ORDER BY a.auction_end LIMIT ${DUE_BATCH}`.pipe(Effect.orDie)
      yield* Effect.forEach(unmet, ({ id }) => tellLowerReserve(id), { discard: true })
      yield* tellFollows
      yield* tellCommunityPosts
      yield* tellCommunityReplies
    })

    return { tellLog, logsBehind, tellScheduled }
  }),
  dependencies: [
    NotificationsRepo.Default,
    NotificationSettingsRepo.Default,
    NotificationFeed.Default,
    TextAlerts.Default,
    TextAlertPromo.Default
  ]
}) {}
