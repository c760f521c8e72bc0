/**
 * A submission's statuses (spec 3 §4 'Submission flow'): the seller's draft (1) through the
 * auction's end (11), and canceled (104). The numbers are the spec's; the names of 1 (not shown
 * there) and the lists each status belongs to are ours.
 */
export const SubmissionStatus = {
  draft: 1,
  submitted: 2,
  accepted: 3,
  declined: 4,
  paid: 5,
  archived: 6,
  listing: 7,
  approved: 8,
  scheduled: 9,
  live: 10,
  auction_ended: 11,
  canceled: 104
} as const
export type SubmissionStatus = (typeof SubmissionStatus)[keyof typeof SubmissionStatus]

export const SUBMISSION_STATUSES: ReadonlyArray<SubmissionStatus> = Object.values(SubmissionStatus)

export const isSubmissionStatus = (value: number): value is SubmissionStatus =>
  (SUBMISSION_STATUSES as ReadonlyArray<number>).includes(value)

/**
 * The seller's lists (spec 3 §2 'in-progress list, live listings and past'): in progress from the
 * draft until the auction is scheduled, live while it runs, past once it ended or the submission
 * was declined, archived or canceled.
 */
export const SUBMISSION_LISTS = {
  in_progress: [
    SubmissionStatus.draft,
    SubmissionStatus.submitted,
    SubmissionStatus.accepted,
    SubmissionStatus.paid,
    SubmissionStatus.listing,
    SubmissionStatus.approved,
    SubmissionStatus.scheduled
  ],
  live_listings: [SubmissionStatus.live],
  past: [SubmissionStatus.declined, SubmissionStatus.archived, SubmissionStatus.auction_ended, SubmissionStatus.canceled]
} as const satisfies Readonly<Record<string, ReadonlyArray<SubmissionStatus>>>

export type SubmissionList = keyof typeof SUBMISSION_LISTS
export const SUBMISSION_LIST_NAMES = Object.keys(SUBMISSION_LISTS) as unknown as readonly [SubmissionList, ...SubmissionList[]]

/** The list a status belongs to. */
export function submissionListOf(status: SubmissionStatus): SubmissionList {
  return SUBMISSION_LIST_NAMES.find((list) => (SUBMISSION_LISTS[list] as ReadonlyArray<number>).includes(status)) ?? "past"
}

/** In progress or live: what the site's calls to action and banners follow (spec 1 §3 'Active submission'). */
export const isActiveSubmission = (status: SubmissionStatus): boolean => submissionListOf(status) !== "past"

/**
 * The seller may change the application and the sections until the listing is written (7): while
 * a draft, and while staff review (2), have accepted (3) or await the inspection (5), when they may
 * ask for more information. Declined, canceled and later submissions are fixed.
 */
export const sectionsEditable = (status: SubmissionStatus): boolean =>
  status === SubmissionStatus.draft ||
  status === SubmissionStatus.submitted ||
  status === SubmissionStatus.accepted ||
  status === SubmissionStatus.paid

/**
 * The seller may cancel a submission (104) while it is not live (spec 3 §4): from the draft to a
 * scheduled auction. A live or ended auction, a declined or archived submission, stay as they are.
 * Canceling one already canceled is no change, and no refusal.
 */
export const sellerMayCancel = (status: SubmissionStatus): boolean => submissionListOf(status) === "in_progress"

/** Photos are part of the media section: they change while the sections do. */
export const photosEditable = sectionsEditable

/** The sorts of the seller's lists: newest first (default), oldest first, last changed first. */
export const SubmissionSort = { newest: 1, oldest: 2, updated: 3 } as const
export type SubmissionSort = (typeof SubmissionSort)[keyof typeof SubmissionSort]

/**
 * Where a submission stands, in a sentence (ours): what a step refuses with when the submission
 * isn't where the step belongs. A step words a status its own way where it has more to say.
 */
const STANDING: Readonly<Record<SubmissionStatus, string>> = {
  [SubmissionStatus.draft]: "This submission hasn't been submitted yet.",
  [SubmissionStatus.submitted]: "This submission hasn't been accepted yet.",
  [SubmissionStatus.accepted]: "This submission's listing fee isn't paid yet.",
  [SubmissionStatus.declined]: "This submission was declined.",
  [SubmissionStatus.paid]: "This submission was accepted and paid for already.",
  [SubmissionStatus.archived]: "This submission was archived.",
  [SubmissionStatus.listing]: "This submission's listing is being written already.",
  [SubmissionStatus.approved]: "This submission's listing was approved already.",
  [SubmissionStatus.scheduled]: "This submission's auction is scheduled already.",
  [SubmissionStatus.live]: "This submission's auction is live already.",
  [SubmissionStatus.auction_ended]: "This submission's auction has ended.",
  [SubmissionStatus.canceled]: "This submission was canceled."
}

/** Where the submission stands (`STANDING`), or the step's own words for its status. */
export const standingOf = (status: SubmissionStatus, ownWords: Partial<Readonly<Record<SubmissionStatus, string>>> = {}): string =>
  ownWords[status] ?? STANDING[status]
