import type { SuccessOf } from "@redline/api"
import { isEnvelopeOf } from "@redline/domain"
import { useQueryClient } from "@tanstack/react-query"
import { useChannel } from "../realtime/useChannel.ts"
import { useResyncHandler } from "../realtime/useResyncHandler.ts"
import { useReaderId } from "../session/readerId.ts"
import { submissionsKeys } from "../submissions/submissionsQueries.ts"
import { staffDeskKeys } from "./staffDeskQueries.ts"

/**
 * Keeps the desk's chat with the seller live (spec 3 §4 'New messages arrive in real time'): the
 * submission's staff-only `submission_chat` channel brings each message, the seller's or staff's
 * from another tab, into the open chat; a seller's message, or staff having seen them elsewhere,
 * reads the desk's unread counts again. What the channel misses is read again.
 */
export function useLiveStaffChat(submissionId: number): void {
  const reader = useReaderId()
  const queryClient = useQueryClient()

  const readCountsAgain = () => {
    void queryClient.invalidateQueries({ queryKey: staffDeskKeys.submission(submissionId, reader) })
    void queryClient.invalidateQueries({ queryKey: staffDeskKeys.queues() })
  }

  useChannel({ channel: "submission_chat", submission_id: submissionId }, (envelope) => {
    if (isEnvelopeOf(envelope, "message")) {
      const { message } = envelope.data
      queryClient.setQueryData<SuccessOf<"submissions.messages">>(submissionsKeys.messages(submissionId, reader), (conversation) =>
        conversation === undefined || conversation.messages.some((each) => each.id === message.id)
          ? conversation
          : { ...conversation, messages: [...conversation.messages, message] }
      )
      if (message.from === "seller") readCountsAgain()
    }
    if (isEnvelopeOf(envelope, "messages_seen")) readCountsAgain()
  })

  useResyncHandler("submission_chat", (resync) => {
    if (resync.watch.channel !== "submission_chat" || resync.watch.submission_id !== submissionId) return
    void queryClient.invalidateQueries({ queryKey: submissionsKeys.messages(submissionId, reader) })
    readCountsAgain()
  })
}
