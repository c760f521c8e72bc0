import { MAX_BID } from "./BidSteps.ts"
import { formatMoney } from "./Money.ts"

/**
 * The words users see, quoted exactly from the spec, in one place so the browser and the server
 * say the same thing. Entries marked 'ours' are needed by a rule the spec states without wording.
 */
/** How the wording of a listing's status reads (spec 2 §3), after 'Your {title} '. */
const LISTING_STATUS_WORDS: Readonly<Record<string, string>> = {
  not_a_fit: "is not a fit for Redline",
  accepted: "was accepted",
  ready_for_review: "is ready for your review",
  scheduled: "is scheduled",
  live: "is live",
  did_not_sell: "did not sell",
  sold: "sold",
  reserve_not_met: "ended with the reserve not met"
}

export const Messages = {
  // Sign in, sign up, password reset, linking (spec 2 §5, §8)
  allFieldsRequired: "All fields are required",
  enterEmail: "Please enter your email",
  enterPassword: "Please enter your password",
  invalidEmail: "Please enter a valid email",
  enterUsername: "Please enter a username",
  resetAllFieldsRequired: "All fields required",
  passwordsDoNotMatch: "Passwords do not match",
  usernameInEmail: "For your security, we recommend that you don't include any part of your email address in your username.",
  emailConfirmed: "Your email is confirmed. Sign in to continue.",
  confirmationLinkInvalid: "Your email confirmation link was invalid. Please sign in to request another.",
  sessionExpired: "Sorry, your session has expired, you'll need to re-enter your credentials to continue.",
  accountExists: "An account with this email already exists.",
  resetLinkSent: "Check your email for a link to reset your password",
  confirmationLinkExpired: "Your email confirmation link has expired. Please re-submit your email to request another.",
  tooManyResetRequests: "Too many reset requests have been made. Please try again later.",
  emailPermissionRequired: (provider: string) =>
    `We need your email address to sign up. Please go back and give ${provider} permission to share your email address`,
  incorrectCredentials: "Incorrect email or password",
  accountLocked: "The account has been temporarily locked, please try again later.",
  accountDisabled: "This account has been disabled",
  useSignInProvider: "Please use one of the sign in providers above to access your account.",
  accountNotFound: "Couldn't find an account with this email",
  robotSuspected: "Oops, ReCAPTCHA thinks you're a robot",
  // ours: sign-in past its free failures (the browser solves the check and tries again on its own)
  botCheckRequired: "Please complete the bot check to sign in.",
  tooManySignIns: "Too many sign-in attempts. Please wait a moment and try again.",
  somethingWentWrong: "Sorry, something went wrong",
  somethingWentWrongTryAgain: "Sorry, something went wrong. Please try again.",
  providerConnectionIssue: (provider: string) => `There was an issue connecting with ${provider}`,
  incorrectPassword: "Incorrect password",
  providerConnectionExpired: (provider: string) => `Your connection to ${provider} has expired. Please authenticate again.`,
  differentProviderLinked: "We found a different sign in provider tied to your account, go back.",
  errorTryAgain: "Sorry, an error occurred. Please try again.",

  // Usernames (spec 2 §5, §9); the spec names the 'already exists' and 'too long' rules without their words
  usernameInvalidCharacters: "Only letters, numbers and underscores are allowed",
  usernameTooShort: "Username must be at least 2 characters long",
  usernameEmpty: "Username must contain at least one character",
  usernameTooLong: "Username must be at most 30 characters long", // ours
  usernameTaken: "This username is already taken", // ours
  usernameInappropriate: "Username contains inappropriate content",

  // Password strength (spec 2 §5)
  weakPassword: "Weak Password",
  strongPassword: "Strong Password",

  // Profile; the spec names the bio without a limit
  bioTooLong: (maximum: number) => `Your bio can be at most ${maximum} characters long.`, // ours

  // Following (spec 3 §5 states the rule without its words)
  cannotFollowSelf: "You can't follow yourself.", // ours

  // Zip codes, distance and shipping (spec 1 §5, §8)
  enterZip: "Please enter a zip code",
  invalidZip: "Invalid zip code",
  distanceCountryInvalid: "country must be US or CA.", // ours
  maxDistanceInvalid: "max_distance must be 100, 150, 200, 500, 1000 or 0 (no limit).", // ours
  distanceSettingRequired: "Closest to me needs your zip code: send country and zip_code, or save a distance setting first.", // ours
  invalidAddress: "Invalid address",
  selectValidAddress: "Please select a valid address",
  shippingContiguousOnly: "Instant quotes cover only the 48 contiguous US states.", // ours
  shippingOutsideCoverage: "Outside instant-quote coverage", // ours
  shippingNotEligible: "This vehicle isn't eligible for instant shipping quotes.",
  shippingQuotesUnavailable: "Instant shipping quotes aren't available on this site yet.", // ours
  shippingUsePaidZip: (zip: string) =>
    `Shipping for this car is already paid for delivery to ${zip}. Please use the zip code of your paid quote, ${zip}.`, // ours
  shippingBooked: "Shipping for this car is booked.", // ours
  shippingSameAddress: "Shipping for this car is already paid. Please enter the same address as your paid quote.", // ours
  shippingWinnerOnly: "Only the winner can book shipping for this car.", // ours
  shippingQuoteNotFound: "This shipping quote doesn't exist. Please get a new quote.", // ours
  shippingAddressNotQuoted: "This address isn't the one you got the quote for. Please get a new quote.", // ours

  // SMS enrollment (spec 2 §5, §8)
  smsCodeResent: "A new code was sent.", // ours
  smsVerified: "Your phone number is verified.", // ours
  enterPhone: "Please enter your phone number",
  invalidPhone: "Invalid phone number",
  invalidVerificationCode: "Invalid verification code",
  smsOptedOut: (phone: string) =>
    `You've replied STOP to receiving SMS from the product from this number. Please text START to ${phone} to resume SMS alerts.`,
  smsTooManyRequests: (time: string) => `Too many requests have been made. Please try again after ${time}.`,
  smsTooManyCodes: (time: string) => `Too many codes have been sent. Please request another after ${time}.`,
  smsInvalidCode: "Invalid code.",
  smsTooManyAttempts: "Too many attempts to verify were made. Please try again later.",
  smsCodeExpired: "This code has expired.",
  smsNotStarted: "You haven't started the SMS subscription process yet",
  smsPhoneAlreadyVerified: "This phone number is already verified.", // ours
  smsUnavailable: "Text messages aren't available on this site yet.", // ours
  smsSignatureInvalid: "This request isn't signed by the SMS provider.", // ours
  smsWebhookUnreachable: "The SMS webhook didn't take the text: check that PUBLIC_URL reaches this server.", // ours

  // Daily email (spec 2 §2, §5)
  dailyEmailSubscribed: "Thanks for subscribing!",
  dailyEmailFailed: "Oops, an error occurred",
  dailyEmailUnsubscribed: "You're unsubscribed from the Daily Email.", // ours
  unsubscribeLinkInvalid:
    "This unsubscribe link's token is missing or doesn't match the address. Please use the link in the email, or sign in to unsubscribe.", // ours
  dailyEmailConfirmed: "You're subscribed to the Daily Email.", // ours
  dailyEmailConfirmationInvalid:
    "This confirmation link's token is missing or doesn't match the address. Please use the link in the email, or ask for the Daily Email again.", // ours
  unsubscribeOwnAddressOnly:
    "You can unsubscribe only your own account's address. Please use the link in the email sent to the other address.", // ours

  // Contacting a seller (spec 1 §6, spec 3 §5, §6); the spec names the action without its words
  enterContactMessage: "Please write your message", // ours
  contactMessageTooLong: "Your message is too long", // ours
  contactOwnAuction: "You can't contact yourself about your own auction.", // ours
  contactNotLive: "You can contact the seller only while the auction is live.", // ours
  contactSent: (seller: string) => `Your message was sent to ${seller}.`, // ours
  contactNotSent: "Your message wasn't sent. Please try again.", // ours

  // Requests the API can't read: the spec gives no words, so all ours. A field is named as the API spells it.
  bodyNotJson: "The request body must be valid JSON.", // ours
  bodyEmpty: "The request body is empty: it must be a JSON object.", // ours
  bodyNotObject: "The request body must be a JSON object.", // ours
  bodyTooDeep: (levels: number) => `The request body is nested more than ${levels} levels deep.`, // ours
  bodyNotJsonType: "This request takes a JSON body: send it with Content-Type: application/json.", // ours
  bodyNotFormType: "This request takes a form: send it with Content-Type: application/x-www-form-urlencoded.", // ours
  fieldMissing: (field: string) => `${field} is missing.`, // ours
  fieldMustBe: (field: string, what: string) => `${field} must be ${what}.`, // ours
  fieldHasNul: (field: string) => `${field} can't contain a NUL character.`, // ours
  fieldNotTaken: (field: string) => `${field} is not something this request takes.`, // ours
  headerMissing: (header: string) => `The ${header} header is missing.`, // ours
  headerMustBe: (header: string, what: string) => `The ${header} header must be ${what}.`, // ours
  requestNotUnderstood: "The request doesn't match what this address takes: check its path, query and body.", // ours
  uriTooLong: (limit: string) => `The address is too long: at most ${limit} for the path and query together.`, // ours
  headersTooLarge: (limit: string) => `The request's headers are too large: at most ${limit} together.`, // ours

  // Bids; the spec states the rules (DESIGN invariant 5) without their words
  bidNotWholeDollars: "Bids must be in whole dollars", // ours
  bidTooLow: (minimum: number) => `Bid at least ${formatMoney(minimum)}`, // ours
  bidTooHigh: `Bids must be at most ${formatMoney(MAX_BID)}`, // ours
  bidNotRecorded: "This bid could not be recorded. Please check it and bid again.", // ours
  bidPlaced: (amount: number) => `Your bid of ${formatMoney(amount)} was placed.`, // ours
  reserveAlreadyMet: "The reserve is met: there is nothing to lower.", // ours
  reserveNotAnOption: "amount must be one of the reserve's lower steps, down to the current bid.", // ours
  reserveNotLowered: "The reserve could not be lowered. Please try again.", // ours
  reserveBeforeStart: "This auction hasn't started: its reserve can be lowered once it is live.", // ours
  reserveLowered: (amount: number) => `Your reserve is now ${formatMoney(amount)}.`, // ours
  reserveLoweringNote: "Lowering the reserve to the current bid ensures the sale.", // ours
  biddingEnded: "Bidding on this auction has ended.", // ours
  registerToBid: "You need to register to bid before placing a bid.", // ours
  highBidder: "You're the high bidder.", // ours
  outbid: "You've been outbid.", // ours
  nextMinimumBid: (amount: number) => `The minimum bid is now ${formatMoney(amount)}.`, // ours
  bidAmount: (amount: number) => `Bid ${formatMoney(amount)}`, // ours
  registerThenComeBack: "Add a card and accept the bidding agreement once; you'll come straight back to this auction.", // ours
  lastDayLeft: "Less than 24 hours left in this auction.", // ours
  lastMinuteLeft: "Less than a minute left in this auction.", // ours

  // Watching and following; the spec gives no words for a toggle that wasn't saved
  watchNotSaved: "Your watch list wasn't updated. Please try again.", // ours
  followNotSaved: "Your follow wasn't saved. Please try again.", // ours
  cancelBidConfirm: "Cancel this bid?",

  // Finance calculator (spec 1 §5)
  financePriceMinimum: "$5,000 minimum",
  financePriceMaximum: "$100,000 maximum",
  downPaymentTooHigh: "Must be below purchase price",
  invalidDownPayment: "Invalid down payment", // ours
  invalidApr: "Invalid APR",
  invalidTerm: "Invalid term", // ours

  // Attachments (spec 1 §5, spec 3 §5)
  unsupportedFileFormat: "Unsupported file format",
  attachmentTooLarge: "Too large (max 8064x6048)",
  uploadFailed: "Error uploading",

  // Hosted videos (spec 2 §7, spec 3 §7): the spec gives no wording, so all ours
  videoSizeInvalid: "A video's size must be a whole number of bytes.",
  videoTooLarge: (maxBytes: number) => `Videos can be at most ${maxBytes / 1024 ** 3} GB.`,
  videoNameMissing: "Please give the video a name.",
  videoNameTooLong: (max: number) => `A video's name can be at most ${max} characters.`,
  videoObjectUnsupported: "Videos can only be added to auctions and submissions.",
  videoNotSeller: "Only the auction's seller can add videos to it.",
  videoCreatorNotYou: "Videos are uploaded in your own name.",
  videoHostUnavailable: "Video uploads are unavailable right now. Please try again in a moment.",
  paymentsUnavailable: "Cards can't be registered on this site yet.", // ours
  cardAuthenticationFailed: "Your bank couldn't confirm this card. Please try again or use another card.", // ours
  stripeSignatureInvalid: "This webhook's Stripe-Signature is missing or doesn't match its body.", // ours
  cardSetupNotFound: "This card setup is not one of yours. Please enter your card again.", // ours

  // Registering a card to bid (spec 2 §2 names no wording)
  cardNumberInvalid: "Please check the card number.", // ours
  cardExpiryInvalid: "Please enter the expiry as MM/YY.", // ours
  cardExpired: "This card has expired.", // ours
  cardCvcInvalid: "Please enter the 3 or 4 digit security code.", // ours
  videoNotFound: "This video doesn't exist.",
  videoUploadNotFound: "This upload link is unknown or has expired. Please start the upload again.",

  // Comments and questions (spec 3 §5, §8)
  commentTooLong: "Your comment is too long",
  commentEditExpired: "Sorry, the edit period for this comment has expired.",
  questionEditExpired: "Sorry, the edit period for this question has expired.",
  inappropriateContent: "This contains inappropriate content.",
  suspendedFromCommenting: "Your account has been temporarily suspended from commenting.",
  commentPostFailed: "There was an error posting your comment.",
  commentSendFailed: "Error sending comment",
  questionDeleteFailed: "Sorry, there was an issue deleting this question.",
  commentingClosed: "Commenting is closed",
  commentCooldown: "You just commented and need to register to bid or wait a little while before posting again.",
  commentEmpty: "Please write a comment", // ours
  commentNotFound: "This comment doesn't exist or was deleted.", // ours
  notCommentAuthor: "Only the person who wrote this comment can change it.", // ours
  ownCommentVote: "You can't upvote or flag your own comment.", // ours
  ownQuestionVote: "You can't upvote or flag your own question.", // ours
  staffContentFlag: "Posts of the Redline team can't be flagged.", // ours
  commentAttachmentsInvalid: "An attachment is missing or isn't yours. Please attach it again.", // ours
  replyToNotFound: "The comment you're replying to doesn't exist or was deleted.", // ours
  commentsLoadFailed: "We couldn't load the comments.", // ours, as the questions'
  noCommentsYet: "No comments yet.", // ours
  noBidsYet: "No bids yet.", // ours
  bidCanceled: "Bid canceled by an administrator", // ours: the spec says a deleted bid shows that an administrator canceled it

  // Questions and answers (spec 3 §4, §5, §6); the spec words only the expired edit and the failed delete
  questionEmpty: "Please enter your question", // ours
  questionTooLong: "Your question is too long", // ours, in the words of 'Your comment is too long'
  answerEmpty: "Please enter your answer", // ours
  answerTooLong: "Your answer is too long", // ours
  sellerCannotAsk: "You can't ask a question on your own auction.", // ours
  questionsClosed: "Questions are closed for this auction.", // ours
  questionNotFound: "This question doesn't exist or was deleted.", // ours
  notQuestionAsker: "Only the person who asked this question can change it.", // ours
  questionAnswered: "This question has been answered and can't be changed.", // ours
  questionAlreadyAnswered: "This question has already been answered.", // ours
  answersBySellerOnly: "Only the seller can answer questions.", // ours
  answersClosed: "Answers closed a day after this auction ended.", // ours
  questionNotAnswered: "This question has no answer to edit.", // ours
  questionPostFailed: "There was an error posting your question.", // ours, as the comment's
  questionEditFailed: "Sorry, there was an issue editing this question.", // ours, as the delete's
  questionVoteFailed: "Sorry, there was an issue updating this question.", // ours, as the delete's
  answerPostFailed: "There was an error posting your answer.", // ours
  questionPosted: "Your question was posted.", // ours
  questionDeleted: "Question deleted.", // ours
  questionsLoadFailed: "We couldn't load the questions.", // ours
  noQuestionsYet: "No questions yet. Ask the seller about anything the listing doesn't cover.", // ours
  noQuestionsAsked: "No questions were asked.", // ours

  // Community (spec 3 §4, §5, §8); the double space is in the spec's quoted wording
  titleTooLong: "Your title is too long",
  postTooLong: "Your post is too long",
  replyTooLong: "Your reply is too long",
  postCooldown: "You just posted and need to wait a little while before posting again.",
  replyCooldown: "You need to wait a little while before posting or replying again.",
  postEditExpired: "Sorry, the edit period for this post has expired.",
  replyEditExpired: "Sorry, the edit period for this reply has expired.",
  postInappropriate: "Your post contains inappropriate content.",
  replyInappropriate: "Your reply contains inappropriate content.",
  suspendedFromPosting: "Your account has been temporarily suspended from posting.",
  suspendedFromReplying: "Your account has been temporarily suspended from replying.",
  postSubmitFailed: "There was an issue submitting  your post, please try again.",
  postEditFailed: "There was an issue editing  your post, please try again.",
  replySubmitFailed: "There was an issue submitting  your reply, please try again.",
  replyEditFailed: "There was an issue editing  your reply, please try again.",
  postCreateFailed: "Error creating post",
  replyCreateFailed: "Error creating reply",
  postDeleted: "This post has been deleted",
  communityFlagged: "The community has flagged this.",
  userBlocked: "You've blocked this user's content",
  deletePostConfirm: "Are you sure you want to delete this post?",
  deleteReplyConfirm: "Are you sure you want to delete this reply?",

  // Saved searches (spec 1 §4, §5, §8, spec 2 §4); the spec gives the nudge's words and states the rest without theirs
  savedSearchNudge: (subject: string) => `Email me when new ${subject}s go live.`,
  savedSearchTooLong: (maximum: number) => `A search can be at most ${maximum} characters long`, // ours
  savedSearchEmpty: "Save a search text or a make", // ours
  savedSearchModelWithoutMake: "A model needs its make", // ours
  savedSearchUnknownMake: "We don't know this make", // ours
  savedSearchUnknownModel: "We don't know this model of the make", // ours
  savedSearchStartYear: (min: number, max: number) => `Start year must be from ${min} to ${max}`, // ours
  savedSearchEndYear: (min: number, max: number) => `End year must be from ${min} to ${max}`, // ours
  savedSearchOption: (name: string, values: ReadonlyArray<string>) => `${name} must be one of ${values.join(", ")}`, // ours
  savedSearchAlreadySaved: "You've already saved this search.", // ours
  searchLookupMissing: "Give a search, a make_slug or a search_id.", // ours
  searchLookupTooLong: (maximum: number) => `A search can be at most ${maximum} characters long.`, // ours
  searchSavedSearchAlone: "With search_id, leave out search, make_slug and model_slug.", // ours
  searchModelWithoutMake: "A model_slug needs its make_slug.", // ours
  searchMakeNotFound: "There is no such make.", // ours
  searchModelNotFound: "There is no such model of this make.", // ours
  searchNotFound: "This saved search doesn't exist.", // ours
  searchOffsetTooLarge: (maximum: number) =>
    `Search offset too large: only the first ${maximum} members are listed; search for a name instead.`, // ours
  savedSearchNotFound: "This saved search doesn't exist.", // ours
  savedSearchGone: "This search is no longer saved.", // ours
  textAlertsNeedPhone: "Text alerts need a verified phone number on your account.", // ours
  savedSearchNotUpdated: "Your alert settings weren't saved. Please try again.", // ours
  savedSearchNotSaved: "Your search wasn't saved. Please try again.", // ours
  savedSearchNotDeleted: "Your saved search wasn't deleted. Please try again.", // ours

  // How an auction is sold: the card's and auction page's tag (spec 1 §2), and while it runs, its reserve (ours)
  noReserve: "No Reserve",
  reserveMet: "Reserve met",
  reserveNotMet: "Reserve not met",

  // Lists and empty states (spec 1 §8)
  noAuctionsMatch: "No auctions match.",
  noAuctionsMatchBroaden: "No auctions match. Please broaden your selections, or start over.",
  noAuctionsMatchCanada: "No auctions match. Please check back soon!",
  zipNoMatchHome: "No auctions match. Please verify your zip code, widen your search distance, or start over.",
  zipNoMatchSearch: "No auctions match. Please verify your zip code and consider widening your search distance.",
  noLiveAuctionsSaved: "No live auctions – we'll let you know when a new listing matches your saved search.",
  noLiveAuctionsUnsaved: "No live auctions – save this search to get notified when a new listing goes live.",
  pagedTooFar: "Oops, you've paged too far.",
  noUsersMatch: "No users match.",
  noNotifications: "No notifications yet",
  markAllAsRead: "Mark all as read",

  // Notifications' words (spec 2 §3: the sold, new bids and outbid wordings are the spec's, the rest ours in their voice)
  notificationWon: (title: string) => `Congratulations, you won the ${title}!`,
  notificationSold: (title: string, amount: number) => `Congratulations, your ${title} sold for ${formatMoney(amount)}!`,
  notificationListingStatus: (title: string, status: string) => `Your ${title} ${LISTING_STATUS_WORDS[status] ?? "was updated"}`,
  notificationSellerMessage: (title: string) => `New message(s) about your listing ${title}`,
  notificationSellerQuestions: (title: string) => `New question(s) on your listing ${title}`,
  notificationSellerBids: (title: string) => `New bid(s) on your listing ${title}`,
  notificationSellerComments: (title: string) => `New comment(s) on your listing ${title}`,
  notificationLowerReserve: (title: string) => `Lower the reserve to sell your ${title} now`,
  notificationMention: (title: string) => `You were mentioned in the comments on the ${title}`,
  notificationReply: (title: string) => `New reply to your comment on the ${title}`,
  notificationEndingSoon: (title: string) => `The ${title} ends in 1 hour`,
  notificationWatcherAnswer: (title: string) => `A question was answered on the ${title}`,
  notificationWatcherBids: (title: string) => `New bid(s) on the ${title}`,
  notificationWatcherComments: (title: string) => `New comment(s) on the ${title}`,
  notificationQuestionAnswered: (title: string) => `Your question on the ${title} was answered`,
  notificationAuctionEnded: (title: string, status: string | null, amount: number | null) =>
    status === "sold" && amount !== null ? `The ${title} sold for ${formatMoney(amount)}` : `The auction for the ${title} has ended`,
  notificationBuyerMessage: (title: string) => `New message(s) about the ${title} you won`,
  notificationOutbid: (title: string) => `You've been outbid on the ${title}`,
  notificationWatchedLive: (title: string) => `The ${title} you're watching is now live`,
  notificationInspectionReady: (title: string) => `The inspection report for your ${title} is ready`,
  notificationCommunityMention: (community: string) => `You were mentioned in ${community}`,
  notificationCommunityReply: (community: string) => `New reply to your post in ${community}`,
  notificationReserveOffer: (title: string) => `You have a reserve offer on your ${title}`,
  notificationNewFollower: (follower: string, count: number) =>
    count > 1 ? `${count} new followers` : `${follower} started following you`,
  notificationFollowedNewAuction: (seller: string, title: string) => `${seller} listed a new auction: the ${title}`,
  notificationLeaderboardPromo: "See where you rank on the leaderboard",
  notificationTextAlertPromo: "Get a text when you're outbid or a car you watch is about to end",

  // Notification settings (spec 2 §9's options; the labels are ours)
  notificationSettingsTitle: "Notifications",
  notificationGroups: {
    email: "Email",
    general: "General",
    watch_list: "Watch list",
    bidder: "Bidding",
    seller: "Selling",
    settings: "Settings"
  },
  notificationOptions: {
    daily_email: "Daily Email: the day's new auctions",
    mentions: "Mentions of me",
    replies: "Replies to my comments",
    new_follower: "New followers",
    followed_new_auction: "New auctions from people I follow",
    watcher_closing_soon: "1 hour before the end",
    watcher_new_bids: "New bids",
    watcher_comments: "New comments",
    watcher_answers: "Answered questions",
    watcher_results: "Results",
    on_outbid: "When I'm outbid",
    on_lost: "When I don't win",
    seller_bids: "Bids on my listings",
    seller_comments: "Comments on my listings",
    seller_questions: "Questions on my listings",
    play_bid_sound: "Play a sound on new bids (desktop)"
  },
  notificationMethods: { email: "Email", site: "Site", sms: "SMS" },
  notificationSettingNotOffered: (option: string, method: string) => `${option} can't be sent by ${method}.`, // ours
  notificationNotFound: "This notification doesn't exist.", // ours
  noWatchedLive: "You aren't watching any live auctions. Watch a car to follow its bids here.", // ours
  noWatchedEnded: "No ended auctions on your watch list yet.", // ours
  noSavedSearches: "You have no saved searches. Save a search to hear when a matching car goes live.", // ours
  watchListAfterUnknown: "after_id must be the id of an auction.", // ours
  saveSearchLinkNotYours: "This link saves a search for another account, so nothing was saved. Sign in as that account to use it.", // ours

  // Loading and connection failures; the spec offers a retry without its words, so all ours
  connectionFailed: "We couldn't reach Redline. Check your connection and try again.", // ours
  checkConnection: "Check your connection and try again.", // ours
  pageLoadFailed: (what: string) => `We couldn't load ${what}`, // ours
  listLoadFailed: (what: string) => `We couldn't load ${what}. Check your connection and try again.`, // ours

  // Error fallback screen (spec 1 §8, spec 2 §2)
  fallbackTitle: "Something went wrong",
  fallbackBody: "An unexpected error occurred while loading this page."
} as const
