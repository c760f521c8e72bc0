import { lazy, type ReactElement } from "react"
import { Redirect } from "wouter"

const HomePage = lazy(() => import("../home/HomePage.tsx"))
const FeaturedAuctionsPage = lazy(() => import("../featured/FeaturedAuctionsPage.tsx"))
const PastResultsPage = lazy(() => import("../past/PastResultsPage.tsx"))
const AuctionPage = lazy(() => import("../auction/AuctionPage.tsx"))
const SearchPage = lazy(() => import("../search/SearchPage.tsx"))
const AuthPage = lazy(() => import("../auth/AuthPage.tsx"))
const DevMailboxPage = lazy(() => import("../auth/DevMailboxPage.tsx"))
const DevSmsPage = lazy(() => import("../sms/DevSmsPage.tsx"))
const SignOutPage = lazy(() => import("../auth/SignOutPage.tsx"))
const ProviderLandingPage = lazy(() => import("../auth/ProviderLandingPage.tsx"))
const HandoverPage = lazy(() => import("../auth/HandoverPage.tsx"))
const RegisterToBidPage = lazy(() => import("../registration/RegisterToBidPage.tsx"))
const AccountPage = lazy(() => import("../account/AccountPage.tsx"))
const AccountSettingsPage = lazy(() => import("../account/AccountSettingsPage.tsx"))
const WatchListPage = lazy(() => import("../watchList/WatchListPage.tsx"))
const SaveSearchPage = lazy(() => import("../watchList/SaveSearchPage.tsx"))
const ProfilePage = lazy(() => import("../profile/ProfilePage.tsx"))
const DailyEmailUnsubscribePage = lazy(() => import("../dailyEmail/DailyEmailUnsubscribePage.tsx"))
const DailyEmailConfirmPage = lazy(() => import("../dailyEmail/DailyEmailConfirmPage.tsx"))
const SellLandingPage = lazy(() => import("../sell/SellLandingPage.tsx"))
const SubmitPage = lazy(() => import("../sell/SubmitPage.tsx"))
const MyListingsPage = lazy(() => import("../submissions/MyListingsPage.tsx"))
const SubmissionPage = lazy(() => import("../submissions/SubmissionPage.tsx"))
const InspectionPage = lazy(() => import("../submissions/InspectionPage.tsx"))
const ListingDraftPage = lazy(() => import("../listings/ListingDraftPage.tsx"))
const InvitationPage = lazy(() => import("../sell/InvitationPage.tsx"))
const InquiryPage = lazy(() => import("../sell/InquiryPage.tsx"))
const StaffQueuePage = lazy(() => import("../staffDesk/StaffQueuePage.tsx"))
const StaffSubmissionPage = lazy(() => import("../staffDesk/StaffSubmissionPage.tsx"))
const StaffListingPage = lazy(() => import("../staffDesk/StaffListingPage.tsx"))
const InvitePage = lazy(() => import("../staffDesk/InvitePage.tsx"))
const CommunityHomePage = lazy(() => import("../community/CommunityHomePage.tsx"))
const CommunityDirectoryPage = lazy(() => import("../community/CommunityDirectoryPage.tsx"))
const CommunityPage = lazy(() => import("../community/CommunityPage.tsx"))
const CommunityThreadPage = lazy(() => import("../community/thread/CommunityThreadPage.tsx"))
const NotBuiltPage = lazy(() => import("../page/NotBuiltPage.tsx"))
export const NotFoundPage = lazy(() => import("../page/NotFoundPage.tsx"))

const notBuilt = (title: string): ReactElement => <NotBuiltPage title={title} />

/**
 * The route table of the three spec documents, in matching order: the first pattern that
 * matches wins, so fixed segments come before parameters that would swallow them.
 * A trailing slash is optional in every pattern.
 */
export const routes: ReadonlyArray<readonly [path: string, page: ReactElement]> = [
  // Browsing, search and the auction page
  ["/", <HomePage />],
  ["/past-auctions/", <PastResultsPage />],
  ["/featured-auctions/", <FeaturedAuctionsPage />],
  ["/auctions/:auctionId/video", notBuilt("Auction Video")],
  ["/auctions/:auctionId/:auctionSlug?", <AuctionPage />],
  ["/widgets/:auctionId?/:widget?", notBuilt("Widgets")],
  ["/buyer/", notBuilt("Buyer")],
  ["/buyer/:auctionId/chat", notBuilt("Messages")],
  ["/search/:makeSlug?/:modelSlug?", <SearchPage />],
  ["/save-search/:makeSlug?/:modelSlug?/:userId?", <SaveSearchPage />],
  ["/watch-list/", <WatchListPage />],
  ["/register-to-bid", <RegisterToBidPage />],
  ["/safepay/", notBuilt("SafePay")],
  ["/safepay-loading/", notBuilt("SafePay")],
  ["/safepay/auth", notBuilt("SafePay")],
  ["/safepay/redirect", notBuilt("SafePay")],
  ["/shipping/", notBuilt("Shipping")],
  ["/financing/", notBuilt("Financing")],
  ["/usdc/", notBuilt("Pay with USDC")],
  ["/browse/", notBuilt("Browse")],
  ["/concierge/", notBuilt("Concierge")],
  ["/support/", notBuilt("Support")],
  ["/photos/", notBuilt("Book a Photo Shoot")],
  ["/photos/guide/", notBuilt("Photo Guide")],
  ["/photos/shot-list", notBuilt("Shot List")],
  ["/404", <NotFoundPage />],

  // Accounts
  ["/signin/", <AuthPage screen="signin" />],
  ["/signup/", <AuthPage screen="signup" />],
  ["/logout", <SignOutPage />],
  ["/account/verify/:token", <AuthPage screen="verifyemail" />],
  ["/forgot-password/", <AuthPage screen="forgotpassword" />],
  ["/reset-password/:token", <AuthPage screen="resetpassword" />],
  ["/dev/mailbox", <DevMailboxPage />],
  ["/dev/sms", <DevSmsPage />],
  ["/account/settings", <AccountSettingsPage />],
  ["/account/listings/:section?", <MyListingsPage />],
  ["/account/", <AccountPage />],
  ["/auth/google", <ProviderLandingPage provider="google" />],
  ["/auth/fb/", <ProviderLandingPage provider="facebook" />],
  ["/auth/apple", <ProviderLandingPage provider="apple" />],
  ["/auth/:subAuth?", <HandoverPage />],
  ["/daily-email/unsubscribe", <DailyEmailUnsubscribePage />],
  ["/daily-email/confirm", <DailyEmailConfirmPage />],

  // Participation, community and selling
  ["/listings/", <Redirect to="/account/listings/" replace />],
  ["/listings/:listingId", <ListingDraftPage />],
  ["/listings/:listingId/v/:versionId", <ListingDraftPage />],
  ["/submissions/", <Redirect to="/account/listings/" replace />],
  ["/submissions/:submissionId", <SubmissionPage />],
  ["/submissions/:submissionId/inspection", <InspectionPage />],
  ["/submissions/:submissionId/view", <SubmissionPage />],
  ["/submissions/:submissionId/:screen", notBuilt("Submission")],
  ["/user/:username/follow", <ProfilePage follow />],
  ["/user/:username/:section?", <ProfilePage />],
  ["/sell-car/submit/:partner?", <SubmitPage />],
  ["/sell-car/inquiry/", <InquiryPage />],
  ["/sell-car/invitation/:invitationId", <InvitationPage />],
  ["/staff/submissions/", <StaffQueuePage />],
  ["/staff/submissions/:submissionId", <StaffSubmissionPage />],
  ["/staff/submissions/:submissionId/listing", <StaffListingPage />],
  ["/staff/invitations/new", <InvitePage />],
  ["/sell-car/:variant?", <SellLandingPage />],
  ["/dealers/", <SellLandingPage dealers />],
  ["/communities/", <CommunityHomePage />],
  ["/communities/directory", <CommunityDirectoryPage />],
  ["/community/", <CommunityHomePage />],
  ["/community/p/:postId/:postTitle?", <CommunityThreadPage />],
  ["/community/:communitySlug", <CommunityPage />],
  ["/community/:communityId/:communitySlug", <CommunityPage />],
  ["/events/", notBuilt("Events")],
  ["/events/past", notBuilt("Past Events")],
  ["/events/:slug", notBuilt("Event")],
  ["/certified-sellers/", notBuilt("Certified Sellers")],
  ["/faq/", notBuilt("FAQ")],
  ["/what-is/", notBuilt("How Redline Works")],
  ["/leaderboard/:subtab?", notBuilt("Leaderboard")]
]
