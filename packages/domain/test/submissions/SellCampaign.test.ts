import { describe, expect, it } from "vitest"
import { CAMPAIGN_TAG_LENGTH, campaignOfQuery, keptCampaign } from "../../src/index.ts"

describe("a submission's campaign tags", () => {
  it("are the utm tags of a query string, named without their prefix", () => {
    expect(campaignOfQuery(new URLSearchParams("utm_source=newsletter&utm_medium=email&utm_campaign=spring&ref=7"))).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "spring"
    })
  })

  it("are none when no tag has a value", () => {
    expect(campaignOfQuery(new URLSearchParams("utm_source=&utm_term=%20%20&q=bmw"))).toBeNull()
    expect(keptCampaign({})).toBeNull()
  })

  it("are kept trimmed, blanks left out, and cut at their longest", () => {
    expect(keptCampaign({ source: "  site ", medium: " ", content: "x".repeat(CAMPAIGN_TAG_LENGTH + 20) })).toEqual({
      source: "site",
      content: "x".repeat(CAMPAIGN_TAG_LENGTH)
    })
  })

  it("are cut between characters, never inside one, and lose control characters", () => {
    const cut = keptCampaign({ source: `${"a".repeat(CAMPAIGN_TAG_LENGTH - 1)}😀`, medium: "e\u0000mail\u0007" })
    expect(cut).toEqual({ source: "a".repeat(CAMPAIGN_TAG_LENGTH - 1), medium: "email" })
  })
})
