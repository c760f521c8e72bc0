import { describe, expect, it } from "vitest"
import * as Domain from "../src/index.ts"

/** Other packages import these names; renaming one must fail here first. */
const PUBLISHED = [
  "AuctionStatus", "statusName", "RUNNING_STATUSES", "isRunning", "hasEnded", "isExpired",
  "bidStep", "minimumNextBid", "bidAmountProblem", "reserveStep", "lowerReserveOptions",
  "buyersFee", "DEFAULT_BUYER_COMMISSION",
  "DEFAULT_SOFT_CLOSE_SECONDS", "softCloseEnd", "runningStatusAfter", "acceptsBidAt", "auctionBidRefusal", "bidRefusal",
  "closingStatus", "reserveMet",
  "LIVE_SORTS", "WATCHLIST_LIVE_SORTS", "ENDED_SORTS", "sortsFor", "defaultSort", "parseSort",
  "TRANSMISSIONS", "BODY_STYLES", "DRIVETRAINS", "SELLER_TYPES", "PHOTO_SECTIONS", "yearBounds", "parseFilters",
  "decodeListQuery", "encodeListQuery", "changeListQuery",
  "formatMoney", "formatLongDate", "formatShortDate",
  "FINANCE_TERMS", "DEFAULT_MIN_APR", "financeErrors", "monthlyPayment", "readFinancePrice", "amortizedPayment",
  "percentOfRate", "calculatorPrice", "financeQuote", "termInYears", "AUTOPAY_DISCOUNT_POINTS", "financingOffered",
  "signInErrors", "normalizeZip", "usernameProblem", "Messages",
  "auctionSlug", "auctionUrl",
  "IMAGE_WIDTHS", "IMAGE_QUALITIES", "imageWidthFor", "imageQualityFor", "CARD_IMAGE",
  "PAGE_SIZES",
  "passwordStrength", "passwordStrengthLabel", "providerLabel", "SIGN_IN_PROVIDERS", "BIO_MAX_LENGTH", "bioError",
  "watchedAs", "isAuctionSeller", "backoffDelay",
  "CONTACT_MESSAGE_MAX_LENGTH", "contactSellerBlock", "contactMessageError", "contactPhoneError", "normalizePhoneNumber",
  "VIDEO_MAX_BYTES", "VIDEO_MAX_DURATION_SECONDS", "VIDEO_UPLOAD_URL_SECONDS", "VIDEO_PROCESSING_DELAY_SECONDS",
  "isVideoObjectType", "videoName", "videoUploadProblem", "videoUploadMessage", "isVideoProcessed",
  "checkSavedSearch", "modelSearch", "savedSearchKey", "savedSearchMatches",
  "followProblem", "followedAs", "offersFollow", "showsFollowBanner", "isRemovedUsername",
  "QUESTION_MAX_LENGTH", "ANSWER_MAX_LENGTH", "QUESTION_EDIT_WINDOW_MS", "questionTextError", "answerTextError",
  "askRefusal", "answerRefusal", "answerEditRefusal", "questionChangeRefusal", "questionDeleteRefusal", "questionActions",
  "withinQuestionEditWindow", "relativeTime", "ErrorCode",
  "CHANNELS", "CHANNEL_TYPES", "CHANNEL_ID_FIELDS", "isChannelType", "isPrivateChannel", "keepsEventLog",
  "requestedChannel", "channelName", "parseChannelName", "channelIdOf",
  "ENVELOPE_KINDS", "isEnvelopeOf", "REWIND_LIMIT",
  "connectionIdQuestion", "connectionIdAnswer", "readConnectionIdQuestion", "readServerFrame"
]

describe("index", () => {
  it("exports every published name", () => {
    const exported = new Set(Object.keys(Domain))
    expect(PUBLISHED.filter((name) => !exported.has(name))).toEqual([])
  })
})
