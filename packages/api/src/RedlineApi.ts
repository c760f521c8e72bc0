import { HttpApi, OpenApi } from "@effect/platform"
import { BadRequest, InternalError, NotFound, ServiceBusy, UnsupportedMediaType } from "./ApiErrors.ts"
import { AccountsApi } from "./AccountsApi.ts"
import { AdminApi } from "./AdminApi.ts"
import { AuctionsApi } from "./AuctionsApi.ts"
import { AuthApi } from "./AuthApi.ts"
import { BootstrapApi } from "./BootstrapApi.ts"
import { BidsApi } from "./BidsApi.ts"
import { CommentsApi } from "./CommentsApi.ts"
import { CommunityApi } from "./CommunityApi.ts"
import { CommunityRepliesApi } from "./CommunityRepliesApi.ts"
import { ContactSellerApi } from "./ContactSellerApi.ts"
import { DevDailyEmailApi } from "./DevDailyEmailApi.ts"
import { DevMailboxApi } from "./DevMailboxApi.ts"
import { DevVideoUploadsApi } from "./DevVideoUploadsApi.ts"
import { DistanceSettingsApi } from "./DistanceSettingsApi.ts"
import { FinanceApi } from "./FinanceApi.ts"
import { HealthApi } from "./HealthApi.ts"
import { ImagesApi } from "./ImagesApi.ts"
import { InspectionReportsApi, InspectionsApi } from "./InspectionsApi.ts"
import { NotificationsApi } from "./NotificationsApi.ts"
import { PasswordsApi } from "./PasswordsApi.ts"
import { ProfileApi } from "./ProfileApi.ts"
import { QuestionsApi } from "./QuestionsApi.ts"
import { RealtimeApi } from "./RealtimeApi.ts"
import { ReserveApi } from "./ReserveApi.ts"
import { SavedSearchesApi } from "./SavedSearchesApi.ts"
import { SearchApi } from "./SearchApi.ts"
import { SessionsApi } from "./SessionsApi.ts"
import { ShippingApi } from "./ShippingApi.ts"
import { ReserveOffersApi } from "./ReserveOffersApi.ts"
import { ListingDraftsApi } from "./ListingDraftsApi.ts"
import { AuctionSchedulingApi } from "./AuctionSchedulingApi.ts"
import { RepresentativesApi } from "./RepresentativesApi.ts"
import { SingleSignOnApi } from "./SingleSignOnApi.ts"
import { DevSmsApi, SmsApi, SmsWebhookApi } from "./SmsApi.ts"
import { StripeWebhookApi } from "./StripeApi.ts"
import { StaffDeskApi } from "./StaffDeskApi.ts"
import { SubmissionsApi } from "./SubmissionsApi.ts"
import { VideosApi } from "./VideosApi.ts"
import { UsersApi } from "./UsersApi.ts"
import { WatchesApi } from "./WatchesApi.ts"

/** The whole HTTP contract, served under /api. */
export class RedlineApi extends HttpApi.make("redline")
  .add(HealthApi)
  .add(BootstrapApi)
  .add(AuctionsApi)
  .add(BidsApi)
  .add(ReserveApi)
  .add(ShippingApi)
  .add(WatchesApi)
  .add(ContactSellerApi)
  .add(SavedSearchesApi)
  .add(SearchApi)
  .add(DistanceSettingsApi)
  .add(QuestionsApi)
  .add(CommentsApi)
  .add(CommunityApi)
  .add(CommunityRepliesApi)
  .add(AuthApi)
  .add(AccountsApi)
  .add(SessionsApi)
  .add(PasswordsApi)
  .add(ProfileApi)
  .add(SingleSignOnApi)
  .add(DevMailboxApi)
  .add(DevDailyEmailApi)
  .add(AdminApi)
  .add(RealtimeApi)
  .add(ImagesApi)
  .add(FinanceApi)
  .add(VideosApi)
  .add(DevVideoUploadsApi)
  .add(UsersApi)
  .add(NotificationsApi)
  .add(SmsApi)
  .add(SmsWebhookApi)
  .add(DevSmsApi)
  .add(StripeWebhookApi)
  .add(SubmissionsApi)
  .add(StaffDeskApi)
  .add(ReserveOffersApi)
  .add(InspectionsApi)
  .add(InspectionReportsApi)
  .add(ListingDraftsApi)
  .add(AuctionSchedulingApi)
  .add(RepresentativesApi)
  .addError(BadRequest)
  .addError(NotFound)
  .addError(InternalError)
  .addError(ServiceBusy)
  .addError(UnsupportedMediaType)
  .prefix("/api")
  .annotate(OpenApi.Title, "Redline API") {}
