import { auctionSlug } from "@redline/domain"
import { generateMarketplace } from "@redline/fixtures"
import { searchCatalogue } from "@redline/infra"
import { describe, expect, it } from "vitest"

/** The search pages' catalogue (migration 0017) and the demo marketplace the server seeds. */
describe("the search catalogue", () => {
  const described = new Set(
    searchCatalogue.flatMap((make) => make.models.map((model) => `${auctionSlug(make.name)}/${auctionSlug(model.name)}`))
  )

  it("describes every make and model of the demo marketplace", () => {
    const listed = new Set(
      generateMarketplace({ now: new Date("2026-06-01T15:00:00Z") }).auctions.map((a) => `${a.listing.makeSlug}/${a.listing.modelSlug}`)
    )
    expect([...listed].filter((slugs) => !described.has(slugs))).toEqual([])
  })

  it("names each make and each model of a make once, every one described", () => {
    const makes = searchCatalogue.map((make) => auctionSlug(make.name))
    expect(new Set(makes).size).toBe(makes.length)
    expect(described.size).toBe(searchCatalogue.reduce((sum, make) => sum + make.models.length, 0))
    for (const make of searchCatalogue) {
      expect(make.description.length, make.name).toBeGreaterThan(40)
      for (const model of make.models) expect(model.description.length, `${make.name} ${model.name}`).toBeGreaterThan(40)
    }
  })
})
