import { textError } from "../Questions.ts"

/** Ours: a chat message is a few paragraphs, as a comment is. */
export const SUBMISSION_MESSAGE_MAX_LENGTH = 2000

/** Who wrote a message of a submission's chat: its seller, or Redline's staff. */
export type SubmissionMessageSender = "seller" | "staff"

/** A message is sent trimmed: it must say something, and fit; null when it can go. */
export function submissionMessageError(text: string): string | null {
  return textError(
    text,
    SUBMISSION_MESSAGE_MAX_LENGTH,
    "Please write a message.",
    `A message can be at most ${SUBMISSION_MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters.`
  )
}

/**
 * The seller's unread count: staff's messages the seller hasn't seen. Their own are never unread
 * to them; what staff haven't read is the staff desk's count.
 */
export const isUnreadBySeller = (message: { readonly from: SubmissionMessageSender; readonly seen_at: string | null }): boolean =>
  message.from === "staff" && message.seen_at === null
