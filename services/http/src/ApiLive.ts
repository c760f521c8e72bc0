import { HttpApiBuilder, HttpServer } from "@effect/platform"
import { RedlineApi } from "@redline/api"
import { EngineClient } from "@redline/engine"
import { Outbox } from "@redline/infra"
import { Layer } from "effect"
import { AccountsHttpLive } from "./accounts/AccountsHttp.ts"
import { BotCheck } from "./accounts/BotCheck.ts"
import { Confirmations } from "./accounts/Confirmations.ts"
import { AdminHttpLive } from "./admin/AdminHttp.ts"
import { AuctionsHttpLive } from "./auctions/AuctionsHttp.ts"
import { AuctionsRepo } from "./auctions/AuctionsRepo.ts"
import { AuthenticationLive, OptionalAuthenticationLive } from "./auth/AuthenticationLive.ts"
import { AuthHttpLive } from "./auth/AuthHttp.ts"
import { BrowserHandshake } from "./auth/BrowserHandshake.ts"
import { SessionsHttpLive } from "./auth/SessionsHttp.ts"
import { SessionsRepo } from "./auth/SessionsRepo.ts"
import { SignInLockout } from "./auth/SignInLockout.ts"
import { PaymentProvider } from "./auth/PaymentProvider.ts"
import { BidsHttpLive } from "./bids/BidsHttp.ts"
import { BootstrapHttpLive } from "./bootstrap/BootstrapHttp.ts"
import { ContactSellerHttpLive } from "./contact/ContactSellerHttp.ts"
import { SellerMessages } from "./contact/SellerMessages.ts"
import { FinanceHttpLive } from "./finance/FinanceHttp.ts"
import { FinanceRepo } from "./finance/FinanceRepo.ts"
import { LendingPartner } from "./finance/LendingPartner.ts"
import { HealthHttpLive } from "./health/HealthHttp.ts"
import { ImagesHttpLive } from "./images/ImagesHttp.ts"
import { DevMailboxHttpLive } from "./mail/DevMailboxHttp.ts"
import { PasswordResets } from "./passwords/PasswordResets.ts"
import { PasswordsHttpLive } from "./passwords/PasswordsHttp.ts"
import { ProfileHttpLive } from "./profile/ProfileHttp.ts"
import { QuestionsHttpLive } from "./questions/QuestionsHttp.ts"
import { QuestionsRepo } from "./questions/QuestionsRepo.ts"
import { RateLimiter } from "./RateLimiter.ts"
import { RealtimeHttpLive } from "./realtime/RealtimeHttp.ts"
import { RefusalsLive } from "./Refusals.ts"
import { SavedSearchAlerts } from "./savedSearches/SavedSearchAlerts.ts"
import { SavedSearchesHttpLive } from "./savedSearches/SavedSearchesHttp.ts"
import { SavedSearchesRepo } from "./savedSearches/SavedSearchesRepo.ts"
import { Carrier } from "./shipping/Carrier.ts"
import { ShippingHttpLive } from "./shipping/ShippingHttp.ts"
import { ShippingRepo } from "./shipping/ShippingRepo.ts"
import { Handovers } from "./sso/Handovers.ts"
import { SingleSignOn } from "./sso/SingleSignOn.ts"
import { SingleSignOnHttpLive } from "./sso/SingleSignOnHttp.ts"
import { DevVideoUploadsHttpLive } from "./videos/DevVideoUploadsHttp.ts"
import { LocalVideoUploads } from "./videos/LocalVideoUploads.ts"
import { VideosHttpLive } from "./videos/VideosHttp.ts"
import { VideosRepo } from "./videos/VideosRepo.ts"
import { UsersHttpLive } from "./users/UsersHttp.ts"
import { UsersRepo } from "./users/UsersRepo.ts"
import { WatchesHttpLive } from "./watches/WatchesHttp.ts"
import { WatchesRepo } from "./watches/WatchesRepo.ts"

const HandlersLive = HttpApiBuilder.api(RedlineApi).pipe(
  Layer.provide([
    HealthHttpLive,
    BootstrapHttpLive,
    AuctionsHttpLive,
    BidsHttpLive,
    ShippingHttpLive,
    WatchesHttpLive,
    ContactSellerHttpLive,
    SavedSearchesHttpLive,
    QuestionsHttpLive,
    AuthHttpLive,
    AccountsHttpLive,
    SessionsHttpLive,
    PasswordsHttpLive,
    ProfileHttpLive,
    DevMailboxHttpLive,
    SingleSignOnHttpLive,
    AdminHttpLive,
    RealtimeHttpLive,
    ImagesHttpLive,
    FinanceHttpLive,
    VideosHttpLive,
    DevVideoUploadsHttpLive,
    UsersHttpLive
  ]),
  Layer.provide([
    AuthenticationLive,
    OptionalAuthenticationLive,
    AuctionsRepo.Default,
    WatchesRepo.Default,
    SavedSearchesRepo.Default,
    SavedSearchAlerts.Default,
    UsersRepo.Default,
    QuestionsRepo.Default,
    RateLimiter.Default,
    PaymentProvider.Default,
    EngineClient.Default,
    ShippingRepo.Default,
    SellerMessages.Default,
    Carrier.Default,
    BotCheck.Default,
    Confirmations.Default,
    PasswordResets.Default,
    SignInLockout.Default,
    SingleSignOn.Default,
    Handovers.Default,
    FinanceRepo.Default,
    LendingPartner.Default,
    VideosRepo.Default,
    LocalVideoUploads.Default
  ]),
  Layer.provide([SessionsRepo.Default, BrowserHandshake.Default, Outbox.Default])
)

/**
 * The HTTP API with its handlers, the refusal mapping and /api/openapi.json generated from the
 * contract. The video host and the sign-in providers come from the caller, which builds them
 * at start-up (`VideoHost.Default`, `IdentityProviders.Default`) so a configuration mistake
 * stops it there, or a test's.
 */
export const ApiLive = Layer.mergeAll(
  RefusalsLive,
  HttpApiBuilder.middlewareOpenApi({ path: "/api/openapi.json" })
).pipe(Layer.provideMerge(HandlersLive), Layer.merge(HttpServer.layerContext))
