import { describe, expect, it } from "vitest"
import { LISTING_VIDEO_PLAYERS, listingVideoOf } from "../src/ListingVideo.ts"

const YOUTUBE = { provider: "YouTube", player: "https://www.youtube-nocookie.com/embed/4EZdXJQmqB2?autoplay=1" }

describe("a listing's video link", () => {
  it.each([
    "https://www.youtube.com/watch?v=4EZdXJQmqB2",
    "https://youtube.com/watch?v=4EZdXJQmqB2&t=42s",
    "https://m.youtube.com/watch?v=4EZdXJQmqB2",
    "https://youtu.be/4EZdXJQmqB2",
    "https://www.youtube.com/embed/4EZdXJQmqB2",
    "https://www.youtube.com/shorts/4EZdXJQmqB2",
    " https://www.youtube.com/watch?v=4EZdXJQmqB2 "
  ])("plays %s in YouTube's privacy-enhanced player", (link) => {
    expect(listingVideoOf(link)).toEqual(YOUTUBE)
  })

  it.each(["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871", "https://vimeo.com/channels/staffpicks/76979871"])(
    "plays %s in Vimeo's player, without tracking",
    (link) => {
      expect(listingVideoOf(link)).toEqual({ provider: "Vimeo", player: "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1" })
    }
  )

  it.each([
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=4EZdXJQmqB2%22%3E",
    "https://www.youtube.com/channel/UC123",
    "https://youtube.com.evil.example/watch?v=4EZdXJQmqB2",
    "javascript:alert(1)//youtube.com/watch?v=4EZdXJQmqB2",
    "https://vimeo.com/about",
    "https://example.com/video.mp4",
    "not a link"
  ])("is no video for %s", (link) => {
    expect(listingVideoOf(link)).toBeNull()
  })

  it("only ever names a player the security policy frames", () => {
    for (const link of ["https://youtu.be/4EZdXJQmqB2", "https://vimeo.com/76979871"]) {
      expect(LISTING_VIDEO_PLAYERS).toContain(new URL(listingVideoOf(link)!.player).origin)
    }
  })
})
