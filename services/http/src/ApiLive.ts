import { HttpApiBuilder, HttpMiddleware, HttpServer } from "@effect/platform"
import { RedlineApi } from "@redline/api"
import { Outbox } from "@redline/infra"
import { type Context, Layer } from "effect"
import { AccountsHttpLive } from "./accounts/AccountsHttp.ts"
import { BotCheck } from "./accounts/BotCheck.ts"
import { AccountsRepo } from "./accounts/AccountsRepo.ts"
import { Confirmations } from "./accounts/Confirmations.ts"
import { AdminHttpLive } from "./admin/AdminHttp.ts"
import { AuctionsHttpLive } from "./auctions/AuctionsHttp.ts"
import { AuctionsRepo } from "./auctions/AuctionsRepo.ts"
import { AuthenticationLive, OptionalAuthenticationLive } from "./auth/AuthenticationLive.ts"
import { AuthHttpLive } from "./auth/AuthHttp.ts"
import { DeveloperOnlyLive } from "./auth/DeveloperOnlyLive.ts"
import { ClosestToMe } from "./distance/ClosestToMe.ts"
import { DistanceSettingsHttpLive } from "./distance/DistanceSettingsHttp.ts"
import { BrowserHandshake } from "./auth/BrowserHandshake.ts"
import { SessionsHttpLive } from "./auth/SessionsHttp.ts"
import { SessionsRepo } from "./auth/SessionsRepo.ts"
import { SigningKey } from "./auth/SigningKey.ts"
import { SignInThrottle } from "./auth/SignInThrottle.ts"
import { BidsHttpLive } from "./bids/BidsHttp.ts"
import { ReserveHttpLive } from "./reserve/ReserveHttp.ts"
import { BootstrapHttpLive } from "./bootstrap/BootstrapHttp.ts"
import { CommentsHttpLive } from "./comments/CommentsHttp.ts"
import { CommunityHttpLive } from "./community/CommunityHttp.ts"
import { ContactSellerHttpLive } from "./contact/ContactSellerHttp.ts"
import { FinanceHttpLive } from "./finance/FinanceHttp.ts"
import { HealthHttpLive } from "./health/HealthHttp.ts"
import { ImagesHttpLive } from "./images/ImagesHttp.ts"
import { DevMailboxHttpLive } from "./mail/DevMailboxHttp.ts"
import { DevDailyEmailHttpLive } from "./dailyEmail/DevDailyEmailHttp.ts"
import { NotificationsHttpLive } from "./notifications/NotificationsHttp.ts"
import { PasswordsHttpLive } from "./passwords/PasswordsHttp.ts"
import { ProfileHttpLive } from "./profile/ProfileHttp.ts"
import { PathIdsLive } from "./PathIds.ts"
import { QuestionsHttpLive } from "./questions/QuestionsHttp.ts"
import { RateLimits } from "./RateLimits.ts"
import { ReadLanes } from "./ReadLanes.ts"
import { RealtimeHttpLive } from "./realtime/RealtimeHttp.ts"
import { RefusalsLive } from "./Refusals.ts"
import { SavedSearchesHttpLive } from "./savedSearches/SavedSearchesHttp.ts"
import { SearchHttpLive } from "./search/SearchHttp.ts"
import { ShippingHttpLive } from "./shipping/ShippingHttp.ts"
import { DevSmsHttpLive } from "./sms/DevSmsHttp.ts"
import { SmsHttpLive } from "./sms/SmsHttp.ts"
import { SmsWebhookHttpLive } from "./sms/SmsWebhookHttp.ts"
import { SingleSignOn } from "./sso/SingleSignOn.ts"
import { SubmissionsHttpLive } from "./submissions/SubmissionsHttp.ts"
import { StaffDeskHttpLive } from "./staffDesk/StaffDeskHttp.ts"
import { InspectionReportsHttpLive, InspectionsHttpLive } from "./inspections/InspectionsHttp.ts"
import { ReserveOffersHttpLive } from "./reserveOffers/ReserveOffersHttp.ts"
import { ListingDraftsHttpLive } from "./listingDrafts/ListingDraftsHttp.ts"
import { AuctionSchedulingHttpLive } from "./auctionScheduling/AuctionSchedulingHttp.ts"
import { RepresentativesHttpLive } from "./representatives/RepresentativesHttp.ts"
import { SingleSignOnHttpLive } from "./sso/SingleSignOnHttp.ts"
import { DevVideoUploadsHttpLive } from "./videos/DevVideoUploadsHttp.ts"
import { VideosHttpLive } from "./videos/VideosHttp.ts"
import { UsersHttpLive } from "./users/UsersHttp.ts"
import { WatchesHttpLive } from "./watches/WatchesHttp.ts"
import { Payments } from "./payments/Payments.ts"
import { StripeWebhookHttpLive } from "./payments/StripeWebhookHttp.ts"

const HandlersLive = HttpApiBuilder.api(RedlineApi).pipe(
  Layer.provide([
    HealthHttpLive,
    BootstrapHttpLive,
    AuctionsHttpLive,
    BidsHttpLive,
    ReserveHttpLive,
    ShippingHttpLive,
    WatchesHttpLive,
    ContactSellerHttpLive,
    SavedSearchesHttpLive,
    SearchHttpLive,
    DistanceSettingsHttpLive,
    QuestionsHttpLive,
    CommentsHttpLive,
    CommunityHttpLive,
    AuthHttpLive,
    AccountsHttpLive,
    SessionsHttpLive,
    PasswordsHttpLive,
    ProfileHttpLive,
    DevMailboxHttpLive,
    DevDailyEmailHttpLive,
    SingleSignOnHttpLive,
    AdminHttpLive,
    RealtimeHttpLive,
    ImagesHttpLive,
    FinanceHttpLive,
    VideosHttpLive,
    DevVideoUploadsHttpLive,
    UsersHttpLive,
    NotificationsHttpLive,
    SmsHttpLive,
    SmsWebhookHttpLive,
    DevSmsHttpLive,
    StripeWebhookHttpLive,
    SubmissionsHttpLive,
    StaffDeskHttpLive,
    ReserveOffersHttpLive,
    InspectionsHttpLive,
    InspectionReportsHttpLive,
    ListingDraftsHttpLive,
    AuctionSchedulingHttpLive,
    RepresentativesHttpLive
  ]),
  // What several groups use; each group provides what it alone uses.
  Layer.provide([
    AuthenticationLive,
    OptionalAuthenticationLive,
    Layer.provide(DeveloperOnlyLive, AuthenticationLive),
    AuctionsRepo.Default,
    ClosestToMe.Default,
    AccountsRepo.Default,
    Confirmations.Default,
    SignInThrottle.Default,
    SingleSignOn.Default,
    Payments.Default
  ]),
  Layer.provide([SessionsRepo.Default, BrowserHandshake.DefaultWithoutDependencies, Outbox.Default, RateLimits.Default, BotCheck.Default]),
  Layer.provide(SigningKey.Default)
)

/**
 * The HTTP API with its handlers, the refusal mapping and /api/openapi.json generated from the
 * contract. The video host, the sign-in providers, the SMS provider and Stripe come from the caller, which
 * builds them at start-up (`VideoHost.Default`, `IdentityProviders.Default`, `SmsProvider.Default`, `StripeClient.Configured`)
 * so a configuration mistake stops it there, or a test's. Its `ReadLanes` lists the groups' handlers, for reads answered
 * without the pipeline.
 */
export const ApiLive = Layer.mergeAll(
  // Built after the path ids' middleware, so it wraps it: a misspelled path id is a 404 before any decode error is a 400.
  RefusalsLive.pipe(Layer.provide(PathIdsLive)),
  HttpApiBuilder.middlewareOpenApi({ path: "/api/openapi.json" })
).pipe(Layer.provideMerge(HandlersLive), Layer.merge(HttpServer.layerContext), Layer.provideMerge(ReadLanes.Default))

/** Redline exports no traces, so requests make no spans: the tracer's bookkeeping is a good part of a cheap request. */
const untraced = Layer.fiberRefLocallyScopedWith(HttpMiddleware.currentTracerDisabledWhen, () => () => true)

/**
 * What running the API takes, over what it stands on (`services`): `ApiLive`, untraced, with the
 * router and middleware `HttpApiBuilder.httpApp` builds the app from. The api role runs it, and
 * the HTTP tests.
 */
export const apiRunnable = <R extends Layer.Layer.Context<typeof ApiLive>>(services: Context.Context<R>) =>
  Layer.mergeAll(
    Layer.provide(ApiLive, Layer.succeedContext(services)),
    untraced,
    HttpApiBuilder.Router.Live,
    HttpApiBuilder.Middleware.layer
  )
