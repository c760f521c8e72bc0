import { describe, expect, it } from "vitest"
import { submitHref } from "./sellCampaign.ts"

describe("submitHref", () => {
  it("tags a call from the landing page with the landing page's own campaign", () => {
    expect(submitHref({ kind: "sell" }, "")).toBe(
      "/sell-car/submit/?utm_source=sell-car&utm_medium=site&utm_campaign=sell&utm_content=landing"
    )
  })

  it("names the variant as the campaign's content", () => {
    expect(submitHref({ kind: "sell", variant: "porsche" }, "?x=1")).toBe(
      "/sell-car/submit/?utm_source=sell-car&utm_medium=site&utm_campaign=sell&utm_content=porsche"
    )
  })

  it("carries the tags the landing page was reached with, and only those", () => {
    expect(submitHref({ kind: "sell" }, "?utm_source=newsletter&utm_campaign=spring&ref=7")).toBe(
      "/sell-car/submit/?utm_source=newsletter&utm_campaign=spring"
    )
  })

  it("starts a dealer's application as a dealer", () => {
    expect(submitHref({ kind: "dealers" }, "")).toBe(
      "/sell-car/submit/?utm_source=sell-car&utm_medium=site&utm_campaign=sell&utm_content=dealers&seller_type=2"
    )
  })
})
