import { SqlClient } from "@effect/sql"
import { type ChannelAddress, channelName, type EventData, NotificationType } from "@redline/domain"
import { EnvelopeCodec } from "@redline/engine"
import { Bus, channelSubject } from "@redline/infra"
import { Effect } from "effect"
import { SellerNotice } from "../notifications/SellerNotice.ts"
import { transactionOf } from "../Transaction.ts"
import { SubmissionsRepo } from "./SubmissionsRepo.ts"

type ChatKind = "message" | "messages_seen"

/** The submission a chat is of: its id, its seller and its title, which the seller's notification names. */
export interface ChatSubmission {
  readonly id: number
  readonly user_id: number
  readonly title: string
}

/**
 * A submission's chat with staff (spec 3 §4 'Submission messages'). A message is written, and a
 * staff message's notification to the seller (type 2, on the site and by e-mail, rolled up per
 * submission while unseen) with its e-mail in the outbox, in one transaction; once committed the
 * seller's open tabs hear it on their private `messages` channel, the staff desk's on the
 * submission's `submission_chat`, and the bell on `notifications`. Neither channel keeps a log: a
 * tab that was away reads the chat again.
 */
export class SubmissionChat extends Effect.Service<SubmissionChat>()("@redline/http/SubmissionChat", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const repo = yield* SubmissionsRepo
    const bus = yield* Bus
    const notice = yield* SellerNotice

    const publishOn = <K extends ChatKind>(channel: ChannelAddress, kind: K, data: EventData<K>): Effect.Effect<void> =>
      bus.publish(channelSubject(channel), EnvelopeCodec.encode({ channel: channelName(channel), seq: 0, kind, data }))

    /** The seller's tabs hear on their private `messages` channel; the staff desk's on the submission's `submission_chat`. */
    const channelOf = (submission: { readonly id: number; readonly user_id: number }, side: "seller" | "staff"): ChannelAddress =>
      side === "seller" ? { type: "messages", id: submission.user_id } : { type: "submission_chat", id: submission.id }

    /** The seller's notification of a staff message, and its e-mail when due; answers it to publish after the commit. */
    const notifySeller = (submission: ChatSubmission, now: Date) =>
      notice.write(
        {
          userId: submission.user_id,
          type: NotificationType.seller_message,
          subject: `submission:${submission.id}`,
          relatedTo: { submission_id: submission.id, title: submission.title },
          mail: true
        },
        now
      )

    /**
     * Writes a message in the submission's chat, from its seller or from staff, with a staff
     * message's notification to the seller; in the caller's transaction. Answers what `announce`
     * tells once it is committed.
     */
    const write = (submission: ChatSubmission, sender: "seller" | "staff", authorId: number, text: string, now: Date) =>
      Effect.gen(function* () {
        const message = yield* repo.postMessage(submission.id, sender, authorId, text, now)
        const notification = sender === "staff" ? yield* notifySeller(submission, now) : null
        return { message, notification }
      })

    /** After the commit of `write`: the seller's tabs hear the message, and the bell a staff message's notification. */
    const announce = (submission: ChatSubmission, written: Effect.Effect.Success<ReturnType<typeof write>>) =>
      Effect.gen(function* () {
        const unread = yield* repo.unread(submission.id)
        const heard = { message: written.message, unread_count: unread.unread, total_unread_count: unread.total }
        yield* publishOn(channelOf(submission, "seller"), "message", heard)
        yield* publishOn(channelOf(submission, "staff"), "message", heard)
        if (written.notification !== null) yield* notice.publish(written.notification)
      })

    /** Writes a message in the submission's chat in its own transaction and tells the seller's tabs; a staff message also notifies the seller. */
    const send = (submission: ChatSubmission, sender: "seller" | "staff", authorId: number, text: string, now: Date) =>
      Effect.gen(function* () {
        const written = yield* transaction(write(submission, sender, authorId, text, now))
        yield* announce(submission, written)
        return written.message
      })

    /** The reader saw the other side's messages; the reader's other tabs (the seller's, or the desk's) clear the count. */
    const seen = (submission: { readonly id: number; readonly user_id: number }, reader: "seller" | "staff", now: Date) =>
      Effect.gen(function* () {
        yield* repo.markSeen(submission.id, reader, now)
        const unread = yield* repo.unread(submission.id)
        yield* publishOn(channelOf(submission, reader), "messages_seen", {
          submission_id: submission.id,
          total_unread_count: unread.total
        })
        return { unread_count: unread.unread, total_unread_count: unread.total }
      })

    return { send, write, announce, seen } as const
  }),
  dependencies: [SubmissionsRepo.Default, SellerNotice.Default]
}) {}
