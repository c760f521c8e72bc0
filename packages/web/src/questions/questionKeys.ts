/**
 * Query keys of an auction's questions. The list answers differently to each reader (which
 * questions are theirs, whether they moderate), so the reader is part of the key: signing in or
 * out reads it afresh.
 */
export const questionKeys = {
  all: ["questions"] as const,
  list: (auctionId: number, reader: string | null) => [...questionKeys.all, auctionId, reader] as const
}

export type QuestionListKey = ReturnType<typeof questionKeys.list>
