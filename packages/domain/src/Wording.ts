import { MAX_BID } from "./BidSteps.ts"
import { formatMoney } from "./Money.ts"

/**
 * The words users see, quoted exactly from the spec, in one place so the browser and the server
 * say the same thing. Entries marked 'ours' are needed by a rule the spec states without wording.
 * Read as `Messages.…`; each is its own export, so a page's code carries only the words it uses.
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

// Sign in, sign up, password reset, linking (spec 2 §5, §8)
export const allFieldsRequired = "All fields are required"
export const enterEmail = "Please enter your email"
export const enterPassword = "Please enter your password"
export const invalidEmail = "Please enter a valid email"
export const enterUsername = "Please enter a username"
export const resetAllFieldsRequired = "All fields required"
export const passwordsDoNotMatch = "Passwords do not match"
export const usernameInEmail = "For your security, we recommend that you don't include any part of your email address in your username."
export const emailConfirmed = "Your email is confirmed. Sign in to continue."
export const confirmationLinkInvalid = "Your email confirmation link was invalid. Please sign in to request another."
export const sessionExpired = "Sorry, your session has expired, you'll need to re-enter your credentials to continue."
export const accountExists = "An account with this email already exists."
export const resetLinkSent = "Check your email for a link to reset your password"
export const confirmationLinkExpired = "Your email confirmation link has expired. Please re-submit your email to request another."
export const tooManyResetRequests = "Too many reset requests have been made. Please try again later."
export const emailPermissionRequired = (provider: string) =>
  `We need your email address to sign up. Please go back and give ${provider} permission to share your email address`
export const incorrectCredentials = "Incorrect email or password"
export const accountLocked = "The account has been temporarily locked, please try again later."
export const accountDisabled = "This account has been disabled"
export const useSignInProvider = "Please use one of the sign in providers above to access your account."
export const accountNotFound = "Couldn't find an account with this email"
export const robotSuspected = "Oops, ReCAPTCHA thinks you're a robot"

// ours: sign-in past its free failures (the browser solves the check and tries again on its own)
export const botCheckRequired = "Please complete the bot check to sign in."
export const tooManySignIns = "Too many sign-in attempts. Please wait a moment and try again."
export const somethingWentWrong = "Sorry, something went wrong"
export const somethingWentWrongTryAgain = "Sorry, something went wrong. Please try again."
export const providerConnectionIssue = (provider: string) => `There was an issue connecting with ${provider}`
export const incorrectPassword = "Incorrect password"
export const providerConnectionExpired = (provider: string) => `Your connection to ${provider} has expired. Please authenticate again.`
export const differentProviderLinked = "We found a different sign in provider tied to your account, go back."
export const errorTryAgain = "Sorry, an error occurred. Please try again."

// Usernames (spec 2 §5, §9); the spec names the 'already exists' and 'too long' rules without their words
export const usernameInvalidCharacters = "Only letters, numbers and underscores are allowed"
export const usernameTooShort = "Username must be at least 2 characters long"
export const usernameEmpty = "Username must contain at least one character"
export const usernameTooLong = "Username must be at most 30 characters long" // ours
export const usernameTaken = "This username is already taken" // ours
export const usernameInappropriate = "Username contains inappropriate content"

// Password strength (spec 2 §5)
export const weakPassword = "Weak Password"
export const strongPassword = "Strong Password"

// Profile; the spec names the bio without a limit
export const bioTooLong = (maximum: number) => `Your bio can be at most ${maximum} characters long.` // ours

// Following (spec 3 §5 states the rule without its words)
export const cannotFollowSelf = "You can't follow yourself." // ours

// Zip codes, distance and shipping (spec 1 §5, §8)
export const enterZip = "Please enter a zip code"
export const invalidZip = "Invalid zip code"
export const distanceCountryInvalid = "country must be US or CA." // ours
export const maxDistanceInvalid = "max_distance must be 100, 150, 200, 500, 1000 or 0 (no limit)." // ours
export const distanceSettingRequired = "Closest to me needs your zip code: send country and zip_code, or save a distance setting first." // ours
export const invalidAddress = "Invalid address"
export const selectValidAddress = "Please select a valid address"
export const shippingContiguousOnly = "Instant quotes cover only the 48 contiguous US states." // ours
export const shippingOutsideCoverage = "Outside instant-quote coverage" // ours
export const shippingNotEligible = "This vehicle isn't eligible for instant shipping quotes."
export const shippingQuotesUnavailable = "Instant shipping quotes aren't available on this site yet." // ours
export const shippingUsePaidZip = (zip: string) =>
  `Shipping for this car is already paid for delivery to ${zip}. Please use the zip code of your paid quote, ${zip}.` // ours
export const shippingBooked = "Shipping for this car is booked." // ours
export const shippingSameAddress = "Shipping for this car is already paid. Please enter the same address as your paid quote." // ours
export const shippingWinnerOnly = "Only the winner can book shipping for this car." // ours
export const shippingQuoteNotFound = "This shipping quote doesn't exist. Please get a new quote." // ours
export const shippingAddressNotQuoted = "This address isn't the one you got the quote for. Please get a new quote." // ours

// SMS enrollment (spec 2 §5, §8)
export const smsCodeResent = "A new code was sent." // ours
export const smsVerified = "Your phone number is verified." // ours
export const enterPhone = "Please enter your phone number"
export const invalidPhone = "Invalid phone number"
export const invalidVerificationCode = "Invalid verification code"
export const smsOptedOut = (phone: string) =>
  `You've replied STOP to receiving SMS from the product from this number. Please text START to ${phone} to resume SMS alerts.`
export const smsTooManyRequests = (time: string) => `Too many requests have been made. Please try again after ${time}.`
export const smsTooManyCodes = (time: string) => `Too many codes have been sent. Please request another after ${time}.`
export const smsInvalidCode = "Invalid code."
export const smsTooManyAttempts = "Too many attempts to verify were made. Please try again later."
export const smsCodeExpired = "This code has expired."
export const smsNotStarted = "You haven't started the SMS subscription process yet"
export const smsPhoneAlreadyVerified = "This phone number is already verified." // ours
export const smsUnavailable = "Text messages aren't available on this site yet." // ours
export const smsSignatureInvalid = "This request isn't signed by the SMS provider." // ours
export const smsWebhookUnreachable = "The SMS webhook didn't take the text: check that PUBLIC_URL reaches this server." // ours

// Daily email (spec 2 §2, §5)
export const dailyEmailSubscribed = "Thanks for subscribing!"
export const dailyEmailFailed = "Oops, an error occurred"
export const dailyEmailUnsubscribed = "You're unsubscribed from the Daily Email." // ours
export const unsubscribeLinkInvalid =
  "This unsubscribe link's token is missing or doesn't match the address. Please use the link in the email, or sign in to unsubscribe." // ours
export const dailyEmailConfirmed = "You're subscribed to the Daily Email." // ours
export const dailyEmailConfirmationInvalid =
  "This confirmation link's token is missing or doesn't match the address. Please use the link in the email, or ask for the Daily Email again." // ours
export const unsubscribeOwnAddressOnly =
  "You can unsubscribe only your own account's address. Please use the link in the email sent to the other address." // ours

// Contacting a seller (spec 1 §6, spec 3 §5, §6); the spec names the action without its words
export const enterContactMessage = "Please write your message" // ours
export const contactMessageTooLong = "Your message is too long" // ours
export const contactOwnAuction = "You can't contact yourself about your own auction." // ours
export const contactNotLive = "You can contact the seller only while the auction is live." // ours
export const contactSent = (seller: string) => `Your message was sent to ${seller}.` // ours
export const contactNotSent = "Your message wasn't sent. Please try again." // ours

// Requests the API can't read: the spec gives no words, so all ours. A field is named as the API spells it.
export const bodyNotJson = "The request body must be valid JSON." // ours
export const bodyEmpty = "The request body is empty: it must be a JSON object." // ours
export const bodyNotObject = "The request body must be a JSON object." // ours
export const bodyTooDeep = (levels: number) => `The request body is nested more than ${levels} levels deep.` // ours
export const bodyNotJsonType = "This request takes a JSON body: send it with Content-Type: application/json." // ours
export const bodyNotFormType = "This request takes a form: send it with Content-Type: application/x-www-form-urlencoded." // ours
export const fieldMissing = (field: string) => `${field} is missing.` // ours
export const fieldMustBe = (field: string, what: string) => `${field} must be ${what}.` // ours
export const fieldHasNul = (field: string) => `${field} can't contain a NUL character.` // ours
export const fieldNotTaken = (field: string) => `${field} is not something this request takes.` // ours
export const headerMissing = (header: string) => `The ${header} header is missing.` // ours
export const headerMustBe = (header: string, what: string) => `The ${header} header must be ${what}.` // ours
export const requestNotUnderstood = "The request doesn't match what this address takes: check its path, query and body." // ours
export const uriTooLong = (limit: string) => `The address is too long: at most ${limit} for the path and query together.` // ours
export const headersTooLarge = (limit: string) => `The request's headers are too large: at most ${limit} together.` // ours

// Bids; the spec states the rules (DESIGN invariant 5) without their words
export const bidNotWholeDollars = "Bids must be in whole dollars" // ours
export const bidTooLow = (minimum: number) => `Bid at least ${formatMoney(minimum)}` // ours
export const bidTooHigh = `Bids must be at most ${formatMoney(MAX_BID)}` // ours
export const bidNotRecorded = "This bid could not be recorded. Please check it and bid again." // ours
export const bidPlaced = (amount: number) => `Your bid of ${formatMoney(amount)} was placed.` // ours
export const reserveAlreadyMet = "The reserve is met: there is nothing to lower." // ours
export const reserveNotAnOption = "amount must be one of the reserve's lower steps, down to the current bid." // ours
export const reserveNotLowered = "The reserve could not be lowered. Please try again." // ours
export const reserveBeforeStart = "This auction hasn't started: its reserve can be lowered once it is live." // ours
export const reserveLowered = (amount: number) => `Your reserve is now ${formatMoney(amount)}.` // ours
export const reserveLoweringNote = "Lowering the reserve to the current bid ensures the sale." // ours
export const biddingEnded = "Bidding on this auction has ended." // ours
export const registerToBid = "You need to register to bid before placing a bid." // ours
export const highBidder = "You're the high bidder." // ours
export const outbid = "You've been outbid." // ours
export const nextMinimumBid = (amount: number) => `The minimum bid is now ${formatMoney(amount)}.` // ours
export const bidAmount = (amount: number) => `Bid ${formatMoney(amount)}` // ours
export const registerThenComeBack = "Add a card and accept the bidding agreement once; you'll come straight back to this auction." // ours
export const lastDayLeft = "Less than 24 hours left in this auction." // ours
export const lastMinuteLeft = "Less than a minute left in this auction." // ours

// Watching and following; the spec gives no words for a toggle that wasn't saved
export const watchNotSaved = "Your watch list wasn't updated. Please try again." // ours
export const followNotSaved = "Your follow wasn't saved. Please try again." // ours
export const cancelBidConfirm = "Cancel this bid?"

// Finance calculator (spec 1 §5)
export const financePriceMinimum = "$5,000 minimum"
export const financePriceMaximum = "$100,000 maximum"
export const downPaymentTooHigh = "Must be below purchase price"
export const invalidDownPayment = "Invalid down payment" // ours
export const invalidApr = "Invalid APR"
export const invalidTerm = "Invalid term" // ours

// Attachments (spec 1 §5, spec 3 §5)
export const unsupportedFileFormat = "Unsupported file format"
export const attachmentTooLarge = "Too large (max 8064x6048)"
export const uploadFailed = "Error uploading"

// Hosted videos (spec 2 §7, spec 3 §7): the spec gives no wording, so all ours
export const videoSizeInvalid = "A video's size must be a whole number of bytes."
export const videoTooLarge = (maxBytes: number) => `Videos can be at most ${maxBytes / 1024 ** 3} GB.`
export const videoNameMissing = "Please give the video a name."
export const videoNameTooLong = (max: number) => `A video's name can be at most ${max} characters.`
export const videoObjectUnsupported = "Videos can only be added to auctions and submissions."
export const videoNotSeller = "Only the auction's seller can add videos to it."
export const videoCreatorNotYou = "Videos are uploaded in your own name."
export const videoHostUnavailable = "Video uploads are unavailable right now. Please try again in a moment."
export const paymentsUnavailable = "Cards can't be registered on this site yet." // ours
export const cardAuthenticationFailed = "Your bank couldn't confirm this card. Please try again or use another card." // ours
export const stripeSignatureInvalid = "This webhook's Stripe-Signature is missing or doesn't match its body." // ours
export const cardSetupNotFound = "This card setup is not one of yours. Please enter your card again." // ours

// Registering a card to bid (spec 2 §2 names no wording)
export const cardNumberInvalid = "Please check the card number." // ours
export const cardExpiryInvalid = "Please enter the expiry as MM/YY." // ours
export const cardExpired = "This card has expired." // ours
export const cardCvcInvalid = "Please enter the 3 or 4 digit security code." // ours
export const videoNotFound = "This video doesn't exist."
export const videoUploadNotFound = "This upload link is unknown or has expired. Please start the upload again."

// Comments and questions (spec 3 §5, §8)
export const commentTooLong = "Your comment is too long"
export const commentEditExpired = "Sorry, the edit period for this comment has expired."
export const questionEditExpired = "Sorry, the edit period for this question has expired."
export const inappropriateContent = "This contains inappropriate content."
export const suspendedFromCommenting = "Your account has been temporarily suspended from commenting."
export const commentPostFailed = "There was an error posting your comment."
export const commentSendFailed = "Error sending comment"
export const questionDeleteFailed = "Sorry, there was an issue deleting this question."
export const commentingClosed = "Commenting is closed"
export const commentCooldown = "You just commented and need to register to bid or wait a little while before posting again."
export const commentEmpty = "Please write a comment" // ours
export const commentNotFound = "This comment doesn't exist or was deleted." // ours
export const notCommentAuthor = "Only the person who wrote this comment can change it." // ours
export const ownCommentVote = "You can't upvote or flag your own comment." // ours
export const ownQuestionVote = "You can't upvote or flag your own question." // ours
export const staffContentFlag = "Posts of the Redline team can't be flagged." // ours
export const commentAttachmentsInvalid = "An attachment is missing or isn't yours. Please attach it again." // ours
export const replyToNotFound = "The comment you're replying to doesn't exist or was deleted." // ours
export const commentsLoadFailed = "We couldn't load the comments." // ours, as the questions'
export const noCommentsYet = "No comments yet." // ours
export const noBidsYet = "No bids yet." // ours
export const bidCanceled = "Bid canceled by an administrator" // ours: the spec says a deleted bid shows that an administrator canceled it

// Questions and answers (spec 3 §4, §5, §6); the spec words only the expired edit and the failed delete
export const questionEmpty = "Please enter your question" // ours
export const questionTooLong = "Your question is too long" // ours, in the words of 'Your comment is too long'
export const answerEmpty = "Please enter your answer" // ours
export const answerTooLong = "Your answer is too long" // ours
export const sellerCannotAsk = "You can't ask a question on your own auction." // ours
export const questionsClosed = "Questions are closed for this auction." // ours
export const questionNotFound = "This question doesn't exist or was deleted." // ours
export const notQuestionAsker = "Only the person who asked this question can change it." // ours
export const questionAnswered = "This question has been answered and can't be changed." // ours
export const questionAlreadyAnswered = "This question has already been answered." // ours
export const answersBySellerOnly = "Only the seller can answer questions." // ours
export const answersClosed = "Answers closed a day after this auction ended." // ours
export const questionNotAnswered = "This question has no answer to edit." // ours
export const questionPostFailed = "There was an error posting your question." // ours, as the comment's
export const questionEditFailed = "Sorry, there was an issue editing this question." // ours, as the delete's
export const questionVoteFailed = "Sorry, there was an issue updating this question." // ours, as the delete's
export const answerPostFailed = "There was an error posting your answer." // ours
export const questionPosted = "Your question was posted." // ours
export const questionDeleted = "Question deleted." // ours
export const questionsLoadFailed = "We couldn't load the questions." // ours
export const noQuestionsYet = "No questions yet. Ask the seller about anything the listing doesn't cover." // ours
export const noQuestionsAsked = "No questions were asked." // ours

// Community feeds and the composer (spec 3 §2); the spec gives these states without their words
export const noCommunityPosts = "No posts yet. Be the first to post." // ours
export const noCommunitiesMatch = "No communities match your search." // ours
export const chooseCommunity = "Choose a community to post to" // ours
export const communityCallToAction = (title: string) => `Talk about the ${title} with other enthusiasts in its community.` // ours

// Community (spec 3 §4, §5, §8); the double space is in the spec's quoted wording
export const titleTooLong = "Your title is too long"
export const postTooLong = "Your post is too long"
export const replyTooLong = "Your reply is too long"
export const postCooldown = "You just posted and need to wait a little while before posting again."
export const replyCooldown = "You need to wait a little while before posting or replying again."
export const postEditExpired = "Sorry, the edit period for this post has expired."
export const replyEditExpired = "Sorry, the edit period for this reply has expired."
export const postInappropriate = "Your post contains inappropriate content."
export const replyInappropriate = "Your reply contains inappropriate content."
export const suspendedFromPosting = "Your account has been temporarily suspended from posting."
export const suspendedFromReplying = "Your account has been temporarily suspended from replying."
export const postSubmitFailed = "There was an issue submitting  your post, please try again."
export const postEditFailed = "There was an issue editing  your post, please try again."
export const replySubmitFailed = "There was an issue submitting  your reply, please try again."
export const replyEditFailed = "There was an issue editing  your reply, please try again."
export const postCreateFailed = "Error creating post"
export const replyCreateFailed = "Error creating reply"
export const replyDeleted = "This reply has been deleted" // ours, as the post's
export const postDeleted = "This post has been deleted"
export const communityFlagged = "The community has flagged this."
export const userBlocked = "You've blocked this user's content"
export const deletePostConfirm = "Are you sure you want to delete this post?"
export const deleteReplyConfirm = "Are you sure you want to delete this reply?"
export const sortBy = "Sort by"
export const titleEmpty = "Enter a title" // ours
export const replyEmpty = "Write a reply or attach a photo" // ours
export const communityNotFound = "This community doesn't exist." // ours
export const communityPostNotFound = "This post doesn't exist or was deleted." // ours
export const communityReplyNotFound = "This reply doesn't exist or was deleted." // ours
export const notCommunityAuthor = "You can only change your own posts and replies." // ours
export const communityNestingTooDeep = "This reply can't be answered: replies nest three deep." // ours
export const communityAttachmentsInvalid = "A photo is missing, isn't yours or is already used. Please attach it again." // ours
export const communityTooManyAttachments = (maximum: number) => `Attach at most ${maximum} photos` // ours
export const ownCommunityVote = "You can't upvote or flag your own post or reply." // ours
export const communityBlockSelf = "You can't block yourself." // ours

// Saved searches (spec 1 §4, §5, §8, spec 2 §4); the spec gives the nudge's words and states the rest without theirs
export const savedSearchNudge = (subject: string) => `Email me when new ${subject}s go live.`
export const savedSearchTooLong = (maximum: number) => `A search can be at most ${maximum} characters long` // ours
export const savedSearchEmpty = "Save a search text or a make" // ours
export const savedSearchModelWithoutMake = "A model needs its make" // ours
export const savedSearchUnknownMake = "We don't know this make" // ours
export const savedSearchUnknownModel = "We don't know this model of the make" // ours
export const savedSearchStartYear = (min: number, max: number) => `Start year must be from ${min} to ${max}` // ours
export const savedSearchEndYear = (min: number, max: number) => `End year must be from ${min} to ${max}` // ours
export const savedSearchOption = (name: string, values: ReadonlyArray<string>) => `${name} must be one of ${values.join(", ")}` // ours
export const savedSearchAlreadySaved = "You've already saved this search." // ours
export const searchLookupMissing = "Give a search, a make_slug or a search_id." // ours
export const searchLookupTooLong = (maximum: number) => `A search can be at most ${maximum} characters long.` // ours
export const searchSavedSearchAlone = "With search_id, leave out search, make_slug and model_slug." // ours
export const searchModelWithoutMake = "A model_slug needs its make_slug." // ours
export const searchMakeNotFound = "There is no such make." // ours
export const searchModelNotFound = "There is no such model of this make." // ours
export const searchNotFound = "This saved search doesn't exist." // ours
export const searchOffsetTooLarge = (maximum: number) =>
  `Search offset too large: only the first ${maximum} members are listed; search for a name instead.` // ours
export const savedSearchNotFound = "This saved search doesn't exist." // ours
export const savedSearchGone = "This search is no longer saved." // ours
export const textAlertsNeedPhone = "Text alerts need a verified phone number on your account." // ours
export const savedSearchNotUpdated = "Your alert settings weren't saved. Please try again." // ours
export const savedSearchNotSaved = "Your search wasn't saved. Please try again." // ours
export const savedSearchNotDeleted = "Your saved search wasn't deleted. Please try again." // ours

// How an auction is sold: the card's and auction page's tag (spec 1 §2), and while it runs, its reserve (ours)
export const noReserve = "No Reserve"
export const reserveMet = "Reserve met"
export const reserveNotMet = "Reserve not met"

// Lists and empty states (spec 1 §8)
export const noAuctionsMatch = "No auctions match."
export const noAuctionsMatchBroaden = "No auctions match. Please broaden your selections, or start over."
export const noAuctionsMatchCanada = "No auctions match. Please check back soon!"
export const zipNoMatchHome = "No auctions match. Please verify your zip code, widen your search distance, or start over."
export const zipNoMatchSearch = "No auctions match. Please verify your zip code and consider widening your search distance."
export const noLiveAuctionsSaved = "No live auctions – we'll let you know when a new listing matches your saved search."
export const noLiveAuctionsUnsaved = "No live auctions – save this search to get notified when a new listing goes live."
export const pagedTooFar = "Oops, you've paged too far."
export const noUsersMatch = "No users match."
export const noNotifications = "No notifications yet"
export const markAllAsRead = "Mark all as read"

// Notifications' words (spec 2 §3: the sold, new bids and outbid wordings are the spec's, the rest ours in their voice)
export const notificationWon = (title: string) => `Congratulations, you won the ${title}!`
export const notificationSold = (title: string, amount: number) => `Congratulations, your ${title} sold for ${formatMoney(amount)}!`
export const notificationListingStatus = (title: string, status: string) => `Your ${title} ${LISTING_STATUS_WORDS[status] ?? "was updated"}`
export const notificationSellerMessage = (title: string) => `New message(s) about your listing ${title}`
export const notificationSellerQuestions = (title: string) => `New question(s) on your listing ${title}`
export const notificationSellerBids = (title: string) => `New bid(s) on your listing ${title}`
export const notificationSellerComments = (title: string) => `New comment(s) on your listing ${title}`
export const notificationLowerReserve = (title: string) => `Lower the reserve to sell your ${title} now`
export const notificationMention = (title: string) => `You were mentioned in the comments on the ${title}`
export const notificationReply = (title: string) => `New reply to your comment on the ${title}`
export const notificationEndingSoon = (title: string) => `The ${title} ends in 1 hour`
export const notificationWatcherAnswer = (title: string) => `A question was answered on the ${title}`
export const notificationWatcherBids = (title: string) => `New bid(s) on the ${title}`
export const notificationWatcherComments = (title: string) => `New comment(s) on the ${title}`
export const notificationQuestionAnswered = (title: string) => `Your question on the ${title} was answered`
export const notificationAuctionEnded = (title: string, status: string | null, amount: number | null) =>
  status === "sold" && amount !== null ? `The ${title} sold for ${formatMoney(amount)}` : `The auction for the ${title} has ended`
export const notificationBuyerMessage = (title: string) => `New message(s) about the ${title} you won`
export const notificationOutbid = (title: string) => `You've been outbid on the ${title}`
export const notificationWatchedLive = (title: string) => `The ${title} you're watching is now live`
export const notificationInspectionReady = (title: string) => `The inspection report for your ${title} is ready`
export const notificationCommunityMention = (community: string) => `You were mentioned in ${community}`
export const notificationCommunityReply = (community: string) => `New reply to your post in ${community}`
export const notificationReserveOffer = (title: string) => `You have a reserve offer on your ${title}`
export const notificationNewFollower = (follower: string, count: number) =>
  count > 1 ? `${count} new followers` : `${follower} started following you`
export const notificationFollowedNewAuction = (seller: string, title: string) => `${seller} listed a new auction: the ${title}`
export const notificationLeaderboardPromo = "See where you rank on the leaderboard"
export const notificationTextAlertPromo = "Get a text when you're outbid or a car you watch is about to end"

// Notification settings (spec 2 §9's options; the labels are ours)
export const notificationSettingsTitle = "Notifications"
export const notificationGroups = {
  email: "Email",
  general: "General",
  watch_list: "Watch list",
  bidder: "Bidding",
  seller: "Selling",
  settings: "Settings"
}
export const notificationOptions = {
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
}
export const notificationMethods = { email: "Email", site: "Site", sms: "SMS" }
export const notificationSettingNotOffered = (option: string, method: string) => `${option} can't be sent by ${method}.` // ours
export const notificationNotFound = "This notification doesn't exist." // ours
export const noWatchedLive = "You aren't watching any live auctions. Watch a car to follow its bids here." // ours
export const noWatchedEnded = "No ended auctions on your watch list yet." // ours
export const noSavedSearches = "You have no saved searches. Save a search to hear when a matching car goes live." // ours
export const watchListAfterUnknown = "after_id must be the id of an auction." // ours
export const saveSearchLinkNotYours =
  "This link saves a search for another account, so nothing was saved. Sign in as that account to use it." // ours

// Loading and connection failures; the spec offers a retry without its words, so all ours
export const connectionFailed = "We couldn't reach Redline. Check your connection and try again." // ours
export const checkConnection = "Check your connection and try again." // ours
export const pageLoadFailed = (what: string) => `We couldn't load ${what}` // ours
export const listLoadFailed = (what: string) => `We couldn't load ${what}. Check your connection and try again.` // ours

// Error fallback screen (spec 1 §8, spec 2 §2)
export const fallbackTitle = "Something went wrong"
export const fallbackBody = "An unexpected error occurred while loading this page."
