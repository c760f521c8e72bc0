import { isContiguousState, US_STATES } from "@redline/domain"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { localQuote } from "../src/shipping/Carrier.ts"
import { originPlaceOf, originStateOf } from "../src/shipping/ShippingOrigin.ts"
import { milesBetween, STATE_CENTROIDS } from "../src/shipping/StateCentroids.ts"
import { isNoncontiguousZip, stateOfZip } from "../src/shipping/ZipPrefixes.ts"

describe("zip code prefixes", () => {
  it.each([
    ["10001", "NY"],
    ["00501", "NY"],
    ["02108", "MA"],
    ["05501", "MA"],
    ["05401", "VT"],
    ["20001", "DC"],
    ["20166", "VA"],
    ["56901", "DC"],
    ["33101", "FL"],
    ["73301", "TX"],
    ["73102", "OK"],
    ["88510", "TX"],
    ["90210", "CA"],
    ["98101", "WA"]
  ])("puts %s in %s", (zip, state) => {
    expect(stateOfZip(zip)).toBe(state)
  })

  it.each(["99501", "96813", "00901", "00802", "96910", "96939", "09012", "34002", "96201", "00012", "21301", "7870", "787011", "7870A"])(
    "has no contiguous state for %s",
    (zip) => {
      expect(stateOfZip(zip)).toBeNull()
    }
  )

  it.each(["99501", "96813", "00901", "00802", "96910", "96939", "09012", "34002", "96201"])(
    "knows %s as a US zip code outside the contiguous states",
    (zip) => {
      expect(isNoncontiguousZip(zip)).toBe(true)
    }
  )

  it.each(["10001", "00012", "21301", "7870", "787011", "9681A"])("doesn't count %s as outside the contiguous states", (zip) => {
    expect(isNoncontiguousZip(zip)).toBe(false)
  })

  it("reaches every contiguous state and DC", () => {
    const reached = new Set<string>()
    for (let prefix = 0; prefix < 1000; prefix++) {
      const state = stateOfZip(`${String(prefix).padStart(3, "0")}01`)
      if (state !== null) reached.add(state)
    }
    expect([...reached].sort()).toEqual(
      US_STATES.map((state) => state.code)
        .filter(isContiguousState)
        .sort()
    )
  })
})

describe("state centers", () => {
  it("cover the contiguous states and DC", () => {
    expect(Object.keys(STATE_CENTROIDS).sort()).toEqual(
      US_STATES.map((state) => state.code)
        .filter(isContiguousState)
        .sort()
    )
  })

  it("measure great-circle miles", () => {
    expect(milesBetween("TX", "TX")).toBe(0)
    expect(milesBetween("CA", "NY")).toBeGreaterThan(2_200)
    expect(milesBetween("CA", "NY")).toBeLessThan(2_400)
    expect(milesBetween("NY", "CA")).toBeCloseTo(milesBetween("CA", "NY"))
  })
})

describe("the local carrier", () => {
  const quote = (origin: Parameters<typeof localQuote>[0]["origin"], destinationZip: string) =>
    Effect.runSync(localQuote({ origin, destinationZip }))

  it("charges the floor and one to three days within a state", () => {
    expect(quote("TX", "78701")).toEqual({
      destinationState: "TX",
      distanceMiles: 0,
      openPrice: 450,
      enclosedPrice: 720,
      transitDays: { min: 1, max: 3 }
    })
  })

  it("adds a rate per mile above a base, in five-dollar steps, enclosed at a markup", () => {
    const coast = quote("CA", "10001")
    expect(coast.distanceMiles).toBe(Math.round(milesBetween("CA", "NY") * 1.2))
    expect(coast.openPrice).toBe(Math.ceil((250 + 0.65 * coast.distanceMiles) / 5) * 5)
    expect(coast.openPrice % 5).toBe(0)
    expect(coast.enclosedPrice).toBe(Math.ceil((coast.openPrice * 1.6) / 5) * 5)
    expect(coast.transitDays).toEqual({ min: 1 + Math.ceil(coast.distanceMiles / 500), max: 3 + Math.ceil(coast.distanceMiles / 500) })
  })

  it("doesn't deliver outside the contiguous states, nor to a zip code that doesn't exist, and says which", () => {
    const reasonFor = (destinationZip: string) =>
      Effect.runSync(Effect.flip(localQuote({ origin: "TX", destinationZip })).pipe(Effect.map((refused) => refused.reason)))
    expect(reasonFor("99501")).toBe("outside_coverage")
    expect(reasonFor("96813")).toBe("outside_coverage")
    expect(reasonFor("00012")).toBe("unknown_zip")
    expect(reasonFor("7870A")).toBe("unknown_zip")
  })
})

describe("a car's origin", () => {
  it("is the state of its listing's location", () => {
    expect(originStateOf("Austin, TX 78701")).toBe("TX")
    expect(originStateOf("Washington, DC 20001")).toBe("DC")
    expect(originPlaceOf("Austin, TX 78701")).toBe("Austin, TX")
    expect(originPlaceOf("Austin, TX")).toBe("Austin, TX")
  })

  it("is none outside the contiguous states or without a state", () => {
    expect(originStateOf("Anchorage, AK 99501")).toBeNull()
    expect(originStateOf("Honolulu, HI 96813")).toBeNull()
    expect(originStateOf("Toronto, ON M5V 2T6")).toBeNull()
    expect(originStateOf("Somewhere")).toBeNull()
  })
})
