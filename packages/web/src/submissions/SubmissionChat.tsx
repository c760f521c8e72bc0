import type { SuccessOf } from "@redline/api"
import { formatLongDate, submissionMessageError } from "@redline/domain"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useEffect, useId, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { isExplained } from "../api/refusal.ts"
import { useReaderId } from "../session/readerId.ts"
import { submissionsKeys, submissionsQueries } from "./submissionsQueries.ts"
import "../ui/TextAreaField.css"

/**
 * Staff at the desk reading the chat: the seller's name for the seller's messages, and the
 * seller's messages staff haven't seen (`unread`), which count as seen once shown (`onSeen`).
 */
export interface StaffReader {
  readonly seller: string
  readonly unread: number
  readonly onSeen: () => void
}

interface SubmissionChatProps {
  readonly submissionId: number
  /** Staff at the desk; the seller when left out. */
  readonly staff?: StaffReader
}

/**
 * The chat between the seller and staff about one submission (spec 3 §4 'Submission messages'):
 * the messages both ways and a box to write. The other side's messages shown here count as seen,
 * now and as they arrive while it is open.
 */
export function SubmissionChat({ submissionId, staff }: SubmissionChatProps) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  // the page keeps it live: the seller's with useLiveSubmissionMessages, the desk's with useLiveStaffChat
  const conversation = useQuery(submissionsQueries.messages(api, submissionId, reader))
  const [text, setText] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const boxId = useId()
  const side = staff === undefined ? "seller" : "staff"
  const unread = staff === undefined ? (conversation.data?.unread_count ?? 0) : staff.unread
  const onSeen = staff?.onSeen

  useEffect(() => {
    if (unread === 0) return
    void api("submissions.messagesSeen", { path: { submission_id: submissionId } }).then(() => {
      if (onSeen !== undefined) return onSeen()
      queryClient.setQueryData<SuccessOf<"submissions.messages">>(submissionsKeys.messages(submissionId, reader), (shown) =>
        shown === undefined ? shown : { ...shown, unread_count: 0 }
      )
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.counts(reader) })
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.detail(submissionId, reader) })
    })
  }, [api, onSeen, queryClient, reader, submissionId, unread])

  const send = useMutation({
    mutationFn: (message: string) => api("submissions.sendMessage", { path: { submission_id: submissionId }, body: { message } }),
    onSuccess: (message) => {
      setText("")
      queryClient.setQueryData<SuccessOf<"submissions.messages">>(submissionsKeys.messages(submissionId, reader), (shown) =>
        shown === undefined || shown.messages.some((each) => each.id === message.id)
          ? shown
          : { ...shown, messages: [...shown.messages, message] }
      )
    },
    onError: (error) => setProblem(isExplained(error) ? error.message : "Your message wasn't sent. Please try again.")
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const error = submissionMessageError(text)
    setProblem(error)
    if (error === null) send.mutate(text.trim())
  }

  return (
    <section className="submission-chat" aria-labelledby="submission-chat-heading">
      <h2 id="submission-chat-heading" className="submission-page__heading">
        {staff === undefined ? "Chat with us" : "Chat with the seller"}
      </h2>
      {conversation.data === undefined ? (
        <p className="submission-chat__empty">{conversation.isError ? "The chat couldn't be loaded." : "Loading the chat…"}</p>
      ) : conversation.data.messages.length === 0 ? (
        <p className="submission-chat__empty">
          {staff === undefined ? "Questions about your submission? Our team answers here." : "No messages yet."}
        </p>
      ) : (
        <ol className="submission-chat__messages" aria-live="polite">
          {conversation.data.messages.map((message) => (
            <li
              key={message.id}
              className="submission-chat__message"
              data-from={message.from}
              data-mine={message.from === side ? "" : undefined}
            >
              <p className="submission-chat__meta">
                {message.from === "staff" ? "Redline" : (staff?.seller ?? "You")} ·{" "}
                <time dateTime={message.timestamp}>{formatLongDate(new Date(message.timestamp))}</time>
              </p>
              <p className="submission-chat__text">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="submission-chat__form" noValidate onSubmit={submit}>
        <label htmlFor={boxId} className="text-field__label">
          Your message
        </label>
        <textarea
          id={boxId}
          className="text-area-field__input"
          rows={3}
          value={text}
          aria-invalid={problem !== null ? true : undefined}
          aria-describedby={problem !== null ? `${boxId}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {problem !== null && (
          <p id={`${boxId}-error`} className="text-field__error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button" disabled={send.isPending}>
          Send
        </button>
      </form>
    </section>
  )
}
