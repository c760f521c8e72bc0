import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { AuctionStatus } from "../src/AuctionStatus.ts"
import { followedAs, followProblem, offersFollow, showsFollowBanner } from "../src/Follow.ts"

describe("followProblem", () => {
  it("refuses following oneself, whatever the case of the name", () => {
    expect(followProblem("flat6fan", "flat6fan")).toEqual({ _tag: "self", message: "You can't follow yourself." })
    expect(followProblem("Flat6Fan", "flat6FAN")?._tag).toBe("self")
  })

  it("lets anyone follow someone else", () => {
    expect(followProblem("flat6fan", "flat6fan_2")).toBeNull()
    expect(followProblem("turbo_tess", "flat6fan")).toBeNull()
  })
})

describe("followedAs", () => {
  it("flips the follow and moves the follower count by one with it", () => {
    expect(followedAs({ is_followed: false, follower_count: 3 }, true)).toEqual({ is_followed: true, follower_count: 4 })
    expect(followedAs({ is_followed: true, follower_count: 4 }, false)).toEqual({ is_followed: false, follower_count: 3 })
  })

  it("changes nothing when asked for what already is", () => {
    const followed = { is_followed: true, follower_count: 4 }
    expect(followedAs(followed, true)).toBe(followed)
    const not = { is_followed: false, follower_count: 4 }
    expect(followedAs(not, false)).toBe(not)
  })

  it("keeps the other fields and never counts below zero", () => {
    expect(followedAs({ username: "flat6fan", is_followed: true, follower_count: 0, following_count: 2 }, false)).toEqual({
      username: "flat6fan",
      is_followed: false,
      follower_count: 0,
      following_count: 2
    })
  })

  it("comes back to where it started after following and unfollowing", () => {
    const consistent = fc
      .tuple(fc.boolean(), fc.nat(10_000))
      .map(([is_followed, others]) => ({ is_followed, follower_count: others + (is_followed ? 1 : 0) }))
    fc.assert(
      fc.property(consistent, (user) => {
        expect(followedAs(followedAs(user, !user.is_followed), user.is_followed)).toEqual(user)
      })
    )
  })
})

describe("offersFollow", () => {
  it("offers a visitor and other users the follow", () => {
    expect(offersFollow(null, "flat6fan")).toBe(true)
    expect(offersFollow("turbo_tess", "flat6fan")).toBe(true)
  })

  it("hides it for oneself", () => {
    expect(offersFollow("flat6fan", "Flat6Fan")).toBe(false)
  })

  it("hides it for removed accounts and names that can't be usernames", () => {
    expect(offersFollow("turbo_tess", "removed_1234")).toBe(false)
    expect(offersFollow(null, "not a name")).toBe(false)
    expect(offersFollow(null, "")).toBe(false)
  })
})

describe("showsFollowBanner", () => {
  const live = { status: AuctionStatus.live, seller: "flat6fan", winner: null }

  it("shows while the auction runs, to visitors and other users", () => {
    expect(showsFollowBanner(live, null)).toBe(true)
    expect(showsFollowBanner(live, "turbo_tess")).toBe(true)
    expect(showsFollowBanner({ ...live, status: AuctionStatus.last_second_bids }, "turbo_tess")).toBe(true)
  })

  it("never shows to the seller", () => {
    expect(showsFollowBanner(live, "FLAT6FAN")).toBe(false)
  })

  it("never shows to the winner", () => {
    expect(showsFollowBanner({ ...live, winner: "Turbo_Tess" }, "turbo_tess")).toBe(false)
    expect(showsFollowBanner({ ...live, winner: "Turbo_Tess" }, "someone_else")).toBe(true)
  })

  it("shows only while the auction runs", () => {
    for (const status of [
      AuctionStatus.queued,
      AuctionStatus.sold,
      AuctionStatus.reserve_not_met,
      AuctionStatus.canceled,
      AuctionStatus.no_bids,
      AuctionStatus.sold_after
    ]) {
      expect(showsFollowBanner({ ...live, status }, "turbo_tess")).toBe(false)
    }
  })
})
