import type { SuccessOf } from "@redline/api"
import { useChannel } from "../realtime/useChannel.ts"
import { useEnvelopeHandler } from "../realtime/useEnvelopeHandler.ts"
import { useResyncHandler } from "../realtime/useResyncHandler.ts"
import { useReaderId } from "../session/readerId.ts"
import { submissionsKeys } from "./submissionsQueries.ts"

const MESSAGES = { channel: "messages" } as const

/**
 * Keeps the seller's chats live (spec 3 §4 'New messages arrive in real time'): the private
 * `messages` channel brings each message written in one of their submissions' chats (by staff,
 * or by them in another tab) into the open chat, and what another tab saw; the counts of the
 * lists and the calls to action are read again, and after staff's message the submission and its
 * reserve offers. What the channel misses is read again.
 */
export function useLiveSubmissionMessages(): void {
  const reader = useReaderId()

  useEnvelopeHandler("message", (envelope, queryClient) => {
    const { message, unread_count } = envelope.data
    queryClient.setQueryData<SuccessOf<"submissions.messages">>(submissionsKeys.messages(message.submission_id, reader), (conversation) =>
      conversation === undefined || conversation.messages.some((each) => each.id === message.id)
        ? conversation
        : { ...conversation, messages: [...conversation.messages, message], unread_count }
    )
    void queryClient.invalidateQueries({ queryKey: submissionsKeys.counts(reader) })
    void queryClient.invalidateQueries({ queryKey: submissionsKeys.lists() })
    if (message.from === "staff") {
      // staff's decisions and reserve offers reach the seller as a message: the submission and its offers are read again
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.detail(message.submission_id, reader) })
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.reserveOffers(message.submission_id, reader) })
    }
  })

  useEnvelopeHandler("messages_seen", (envelope, queryClient) => {
    queryClient.setQueryData<SuccessOf<"submissions.messages">>(
      submissionsKeys.messages(envelope.data.submission_id, reader),
      (conversation) => (conversation === undefined ? conversation : { ...conversation, unread_count: 0 })
    )
    void queryClient.invalidateQueries({ queryKey: submissionsKeys.counts(reader) })
    void queryClient.invalidateQueries({ queryKey: submissionsKeys.lists() })
  })

  useResyncHandler("messages", (_resync, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: submissionsKeys.all })
  })

  useChannel(MESSAGES)
}
