import { Migrator } from "@effect/sql"
import initial from "./migrations/0001_initial.ts"
import enginePartitions from "./migrations/0002_engine_partitions.ts"
import cards from "./migrations/0003_cards.ts"
import accounts from "./migrations/0004_accounts.ts"
import singleSignOn from "./migrations/0005_single_sign_on.ts"
import ticketPackages from "./migrations/0006_ticket_packages.ts"
import shipping from "./migrations/0007_shipping.ts"
import follows from "./migrations/0008_follows.ts"
import questions from "./migrations/0009_questions.ts"
import sellerMessages from "./migrations/0010_seller_messages.ts"
import savedSearches from "./migrations/0011_saved_searches.ts"
import videos from "./migrations/0012_videos.ts"
import statelessHandshakes from "./migrations/0013_stateless_handshakes.ts"
import listUnsubscribe from "./migrations/0014_list_unsubscribe.ts"
import rateLimits from "./migrations/0015_rate_limits.ts"
import signInThrottle from "./migrations/0016_sign_in_throttle.ts"
import search from "./migrations/0017_search.ts"
import zipCodes from "./migrations/0018_zip_codes.ts"
import commentsThread from "./migrations/0019_comments_thread.ts"
import threadEntriesAndQuestionVotes from "./migrations/0020_thread_entries_and_question_votes.ts"
import commentAttachmentUploads from "./migrations/0021_comment_attachment_uploads.ts"
import notifications from "./migrations/0022_notifications.ts"
import sms from "./migrations/0024_sms.ts"
import dailyEmail from "./migrations/0026_daily_email.ts"
import oneTextPace from "./migrations/0027_one_text_pace.ts"
import submissions from "./migrations/0028_submissions.ts"
import submissionInvitations from "./migrations/0029_submission_invitations.ts"
import sellInquiries from "./migrations/0030_sell_inquiries.ts"
import stripe from "./migrations/0031_stripe.ts"
import listingFee from "./migrations/0032_listing_fee.ts"
import submissionCampaign from "./migrations/0033_submission_campaign.ts"
import submissionDecisions from "./migrations/0034_submission_decisions.ts"
import reserveOffers from "./migrations/0035_reserve_offers.ts"
import inspections from "./migrations/0036_inspections.ts"
import listingDrafts from "./migrations/0037_listing_drafts.ts"
import scheduledAuctions from "./migrations/0038_scheduled_auctions.ts"
import bdRepresentatives from "./migrations/0039_bd_representatives.ts"
import sessionReplacement from "./migrations/0040_session_replacement.ts"
import community from "./migrations/0041_community.ts"

const migrate = Migrator.make({})

/** Runs the migrations that have not run yet; later features add theirs to this record. */
export const runMigrations = migrate({
  loader: Migrator.fromRecord({
    "0001_initial": initial,
    "0002_engine_partitions": enginePartitions,
    "0003_cards": cards,
    "0004_accounts": accounts,
    "0005_single_sign_on": singleSignOn,
    "0006_ticket_packages": ticketPackages,
    "0007_shipping": shipping,
    "0008_follows": follows,
    "0009_questions": questions,
    "0010_seller_messages": sellerMessages,
    "0011_saved_searches": savedSearches,
    "0012_videos": videos,
    "0013_stateless_handshakes": statelessHandshakes,
    "0014_list_unsubscribe": listUnsubscribe,
    "0015_rate_limits": rateLimits,
    "0016_sign_in_throttle": signInThrottle,
    "0017_search": search,
    "0018_zip_codes": zipCodes,
    "0019_comments_thread": commentsThread,
    "0020_thread_entries_and_question_votes": threadEntriesAndQuestionVotes,
    "0021_comment_attachment_uploads": commentAttachmentUploads,
    "0022_notifications": notifications,
    "0024_sms": sms,
    "0026_daily_email": dailyEmail,
    "0027_one_text_pace": oneTextPace,
    "0028_submissions": submissions,
    "0029_submission_invitations": submissionInvitations,
    "0030_sell_inquiries": sellInquiries,
    "0031_stripe": stripe,
    "0032_listing_fee": listingFee,
    "0033_submission_campaign": submissionCampaign,
    "0034_submission_decisions": submissionDecisions,
    "0035_reserve_offers": reserveOffers,
    "0036_inspections": inspections,
    "0037_listing_drafts": listingDrafts,
    "0038_scheduled_auctions": scheduledAuctions,
    "0039_bd_representatives": bdRepresentatives,
    "0040_session_replacement": sessionReplacement,
    "0041_community": community
  })
})
