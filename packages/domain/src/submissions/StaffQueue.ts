import { SubmissionStatus } from "./SubmissionStatus.ts"

/** The queue opens on what awaits staff: the submitted cars (2). */
export const STAFF_QUEUE_DEFAULT_STATUS = SubmissionStatus.submitted

/** A page of the queue holds this many submissions. */
export const STAFF_QUEUE_PAGE_SIZE = 50

/** Ours: more words than a title, a VIN and a name take is a paste, not a search. */
export const STAFF_QUEUE_SEARCH_WORDS_MAX = 8

/**
 * The words of a queue search, each of which a submission must match somewhere (its title 'year
 * make model', its VIN, its seller's username or e-mail), in any case: '2003 911' finds the 2003
 * Porsche 911. Lower-cased, each once, at most `STAFF_QUEUE_SEARCH_WORDS_MAX`; none for a blank search.
 */
export const queueSearchWords = (q: string): ReadonlyArray<string> =>
  [
    ...new Set(
      q
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word.length > 0)
    )
  ].slice(0, STAFF_QUEUE_SEARCH_WORDS_MAX)
