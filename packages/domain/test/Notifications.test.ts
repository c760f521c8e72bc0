import { describe, expect, it } from "vitest"
import {
  isShownNotification,
  NOTIFICATION_OPTIONS,
  NOTIFICATION_TYPES,
  notificationSettings,
  notificationTarget,
  notificationText,
  NotificationType,
  offersChannel,
  optionValues,
  relatedTo,
  wantsOn
} from "../src/index.ts"

const miata = { title: "1991 Mazda MX-5 Miata", auction_id: 12 }
const facts = (fields: Parameters<typeof relatedTo>[0], count = 1) => ({ related_to: relatedTo(fields), count })
const page = "/auctions/12/1991-mazda-mx-5-miata"

describe("the notification types", () => {
  it("say the spec's words", () => {
    expect(notificationText(NotificationType.outbid, facts(miata))).toBe("You've been outbid on the 1991 Mazda MX-5 Miata")
    expect(notificationText(NotificationType.seller_bids, facts(miata, 3))).toBe("New bid(s) on your listing 1991 Mazda MX-5 Miata")
    expect(notificationText(NotificationType.listing_status, facts({ ...miata, status: "sold", highest_bid: 21_500 }))).toBe(
      "Congratulations, your 1991 Mazda MX-5 Miata sold for $21,500!"
    )
    expect(notificationText(NotificationType.listing_status, facts({ ...miata, status: "reserve_not_met" }))).toBe(
      "Your 1991 Mazda MX-5 Miata ended with the reserve not met"
    )
  })

  it("go where spec 2 §2 sends each click", () => {
    expect(notificationTarget(NotificationType.outbid, facts(miata))).toBe(`${page}?c=all`)
    expect(notificationTarget(NotificationType.seller_comments, facts({ ...miata, comment_id: 7 }))).toBe(`${page}?c=7`)
    // rolled up, the comments are all of them
    expect(notificationTarget(NotificationType.seller_comments, facts({ ...miata, comment_id: 7 }, 2))).toBe(`${page}?c=all`)
    expect(notificationTarget(NotificationType.seller_question, facts({ ...miata, question_id: 4 }))).toBe(`${page}?q=4`)
    expect(notificationTarget(NotificationType.watcher_answer, facts({ ...miata, question_id: 4 }))).toBe(`${page}?q=all`)
    expect(notificationTarget(NotificationType.lower_reserve, facts(miata))).toBe(`${page}?lr=true`)
    expect(notificationTarget(NotificationType.won, facts(miata))).toBe("/buyer/12/chat?m=true")
    expect(notificationTarget(NotificationType.new_follower, facts({ follower_username: "ann", following_username: "bo" }))).toBe(
      "/user/ann/"
    )
    expect(notificationTarget(NotificationType.new_follower, facts({ follower_username: "ann", following_username: "bo" }, 3))).toBe(
      "/user/bo/followers"
    )
    expect(notificationTarget(NotificationType.text_alert_promo, facts({}))).toBe("/account/settings?enroll_sms=true")
    expect(notificationTarget(NotificationType.leaderboard_promo, facts({}))).toBe("/leaderboard/")
    expect(notificationTarget(NotificationType.seller_message, facts({ submission_id: 3 }))).toBe("/submissions/3?m=true")
    expect(notificationTarget(NotificationType.reserve_offer, facts({ submission_id: 3 }))).toBe("/submissions/3?utm_campaign=reserveoffer")
    expect(notificationTarget(NotificationType.inspection_ready, facts({ submission_id: 3 }))).toBe(
      "/submissions/3/inspection?utm_source=notification&utm_medium=site&utm_campaign=ppi&utm_content=review"
    )
    expect(notificationTarget(NotificationType.community_reply, facts({ post_id: 9, reply_id: 2, reply_to_community_reply_id: 1 }))).toBe(
      "/community/p/9?rid=2"
    )
    expect(
      notificationTarget(NotificationType.community_reply, facts({ post_id: 9, reply_id: 2, reply_to_community_reply_id: 1 }, 2))
    ).toBe("/community/p/9?rid=2&prid=1")
  })

  it("send a listing to its review, its auction or its submission by its status", () => {
    const listing = { ...miata, listing_id: 5, submission_id: 3 }
    expect(notificationTarget(NotificationType.listing_status, facts({ ...listing, status: "ready_for_review" }))).toBe("/listings/5")
    expect(notificationTarget(NotificationType.auction_live, facts({ ...listing, status: "live" }))).toBe(page)
    expect(notificationTarget(NotificationType.listing_status, facts({ ...listing, status: "scheduled" }))).toBe("/submissions/3")
    // a closed auction without a submission: its page
    expect(notificationTarget(NotificationType.listing_status, facts({ ...miata, status: "sold", highest_bid: 1 }))).toBe(page)
  })

  it("are shown but for the spec's hidden numbers, and the leaderboard promo only with the leaderboard", () => {
    expect(isShownNotification(19, { leaderboard: true })).toBe(false)
    expect(isShownNotification(30, { leaderboard: true })).toBe(false)
    expect(isShownNotification(NotificationType.leaderboard_promo, { leaderboard: false })).toBe(false)
    expect(isShownNotification(NotificationType.leaderboard_promo, { leaderboard: true })).toBe(true)
    expect(isShownNotification(NotificationType.outbid, { leaderboard: false })).toBe(true)
  })

  it("each name a preference that offers their channels, or none", () => {
    for (const spec of Object.values(NOTIFICATION_TYPES)) {
      expect(new Set(spec.channels).size).toBe(spec.channels.length)
      if (spec.option === null) continue
      for (const method of spec.channels) expect(offersChannel(spec.option, method), `${spec.type} by ${method}`).toBe(true)
    }
  })
})

describe("the notification settings", () => {
  it("start from the defaults, a channel not offered null", () => {
    expect(optionValues("on_outbid", [])).toEqual({ email: true, site: true, sms: false })
    expect(optionValues("mentions", [])).toEqual({ email: true, site: true, sms: null })
    expect(optionValues("daily_email", [])).toEqual({ email: true, site: null, sms: null })
  })

  it("take what the user chose on the channels offered", () => {
    const chosen = [
      { option: "on_outbid", method: "sms", value: true },
      { option: "mentions", method: "sms", value: true }
    ] as const
    expect(wantsOn("on_outbid", "sms", chosen)).toBe(true)
    expect(optionValues("mentions", chosen).sms).toBeNull()
  })

  it("list every group's options in the table's order", () => {
    const groups = notificationSettings([])
    expect(groups.map((group) => group.group)).toEqual(["email", "general", "watch_list", "bidder", "seller", "settings"])
    expect(groups.flatMap((group) => group.options.map((option) => option.type))).toEqual(Object.keys(NOTIFICATION_OPTIONS))
  })
})
