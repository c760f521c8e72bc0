import { OpenApi } from "@effect/platform"
import { describe, expect, it } from "vitest"
import { ErrorCode, RedlineApi } from "../src/index.ts"

describe("RedlineApi", () => {
  const spec = OpenApi.fromApi(RedlineApi)

  it("documents every endpoint under /api with its version prefix", () => {
    expect(Object.keys(spec.paths).sort()).toEqual([
      "/api/health",
      "/api/v1/admin/auctions",
      "/api/v1/admin/users",
      "/api/v1/applications",
      "/api/v1/applications/prefill",
      "/api/v1/applications/{submission_id}",
      "/api/v1/applications/{submission_id}/submit",
      "/api/v1/auctions",
      "/api/v1/auctions/closed",
      "/api/v1/auctions/{auction_id}/bids",
      "/api/v1/auctions/{auction_id}/check_end",
      "/api/v1/auctions/{auction_id}/comments",
      "/api/v1/auctions/{auction_id}/comments/{comment_id}",
      "/api/v1/auctions/{auction_id}/comments/{comment_id}/flag",
      "/api/v1/auctions/{auction_id}/comments/{comment_id}/upvote",
      "/api/v1/auctions/{auction_id}/contact_seller",
      "/api/v1/auctions/{auction_id}/finance",
      "/api/v1/auctions/{auction_id}/questions",
      "/api/v1/auctions/{auction_id}/questions/{question_id}",
      "/api/v1/auctions/{auction_id}/questions/{question_id}/answer",
      "/api/v1/auctions/{auction_id}/questions/{question_id}/flag",
      "/api/v1/auctions/{auction_id}/questions/{question_id}/upvote",
      "/api/v1/auctions/{auction_id}/shipping_order",
      "/api/v1/auctions/{auction_id}/shipping_quote",
      "/api/v1/auctions/{auction_id}/stats",
      "/api/v1/auctions/{auction_id}/views",
      "/api/v1/auctions/{auction_id}/watch",
      "/api/v1/auth/access",
      "/api/v1/auth/auth_source",
      "/api/v1/auth/bidding_agreement",
      "/api/v1/auth/challenge",
      "/api/v1/auth/change",
      "/api/v1/auth/confirm",
      "/api/v1/auth/daily_email",
      "/api/v1/auth/daily_email/confirm",
      "/api/v1/auth/daily_email/unsubscribe",
      "/api/v1/auth/handover",
      "/api/v1/auth/handover/token",
      "/api/v1/auth/login",
      "/api/v1/auth/logout",
      "/api/v1/auth/payment",
      "/api/v1/auth/r2-token",
      "/api/v1/auth/refresh",
      "/api/v1/auth/resend",
      "/api/v1/auth/reset",
      "/api/v1/auth/reset/link",
      "/api/v1/auth/s3-token",
      "/api/v1/auth/sso/apple/return",
      "/api/v1/auth/sso/{provider}",
      "/api/v1/auth/sso/{provider}/callback",
      "/api/v1/auth/ti_ni",
      "/api/v1/auth/users/request_removal",
      "/api/v1/auth/valid_session",
      "/api/v1/auth/video-token",
      "/api/v1/bootstrap",
      "/api/v1/comment_attachments",
      "/api/v1/dev/daily-email/send",
      "/api/v1/dev/mailbox",
      "/api/v1/dev/sms",
      "/api/v1/dev/sms/inbound",
      "/api/v1/dev/videos/uploads/{token}",
      "/api/v1/dev/videos/{uid}/watch",
      "/api/v1/distance_settings",
      "/api/v1/finance/payment",
      "/api/v1/images/{folder}/{name}",
      "/api/v1/invitations",
      "/api/v1/invitations/{invitation_id}",
      "/api/v1/notifications",
      "/api/v1/notifications/badge_reset",
      "/api/v1/notifications/clicked",
      "/api/v1/notifications/seen",
      "/api/v1/notifications/seen_all",
      "/api/v1/profile/bio",
      "/api/v1/profile/photo",
      "/api/v1/realtime/deregister",
      "/api/v1/realtime/register",
      "/api/v1/realtime/rewind",
      "/api/v1/saved_searches",
      "/api/v1/saved_searches/{id}",
      "/api/v1/search/closed",
      "/api/v1/search/live",
      "/api/v1/search/predict",
      "/api/v1/search/translate",
      "/api/v1/search/users",
      "/api/v1/settings",
      "/api/v1/settings/notifications",
      "/api/v1/sms/enrollment",
      "/api/v1/sms/enrollment/phone_number",
      "/api/v1/sms/inbound",
      "/api/v1/submissions",
      "/api/v1/submissions/counts",
      "/api/v1/submissions/{submission_id}",
      "/api/v1/submissions/{submission_id}/condition",
      "/api/v1/submissions/{submission_id}/details",
      "/api/v1/submissions/{submission_id}/media",
      "/api/v1/submissions/{submission_id}/messages",
      "/api/v1/submissions/{submission_id}/messages/seen",
      "/api/v1/submissions/{submission_id}/photos",
      "/api/v1/submissions/{submission_id}/photos/main",
      "/api/v1/submissions/{submission_id}/photos/order",
      "/api/v1/submissions/{submission_id}/photos/{photo_id}",
      "/api/v1/submissions/{submission_id}/scheduling",
      "/api/v1/users/{username}",
      "/api/v1/users/{username}/follow",
      "/api/v1/videos/{video_id}",
      "/api/v1/vin_lookup",
      "/api/v1/watch_list",
      "/api/v2/auctions/{auction_id}",
      "/api/v2/auth/users"
    ])
  })

  it("documents refusals with an error_code and a message", () => {
    const responses = spec.paths["/api/v2/auctions/{auction_id}"]?.get?.responses ?? {}
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(["200", "400", "404", "500"]))
    const notFound = JSON.stringify(responses["404"])
    expect(notFound).toContain("AuctionNotFound")
    expect(JSON.stringify(spec.components.schemas["AuctionNotFound"])).toContain("error_code")
  })

  it("keeps error codes unique", () => {
    const codes = Object.values(ErrorCode)
    expect(new Set(codes).size).toBe(codes.length)
  })
})
