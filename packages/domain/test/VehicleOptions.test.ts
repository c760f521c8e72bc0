import { describe, expect, it } from "vitest"
import {
  BODY_STYLES,
  DRIVETRAINS,
  PHOTO_SECTIONS,
  SELLER_TYPES,
  sellerTypeLabel,
  TRANSMISSIONS,
  vehicleOption
} from "../src/VehicleOptions.ts"

describe("vehicle options", () => {
  it("carry the spec's labels", () => {
    expect(BODY_STYLES.map(({ label }) => label)).toEqual([
      "Coupe",
      "Convertible",
      "Hatchback",
      "Sedan",
      "SUV/Crossover",
      "Truck",
      "Van/Minivan",
      "Wagon"
    ])
    expect(TRANSMISSIONS.map(({ label }) => label)).toEqual(["Automatic", "Manual"])
    expect(DRIVETRAINS.map(({ label }) => label)).toEqual(["Front-wheel drive", "Rear-wheel drive", "4WD/AWD"])
    expect(SELLER_TYPES).toEqual([
      { key: 1, label: "Private Party" },
      { key: 2, label: "Dealer" }
    ])
    expect(PHOTO_SECTIONS).toEqual(["exterior", "interior", "mechanical", "docs", "other"])
  })

  it("use URL-safe values, unique per list", () => {
    for (const list of [BODY_STYLES, TRANSMISSIONS, DRIVETRAINS]) {
      const values = list.map(({ value }) => value)
      expect(new Set(values).size).toBe(values.length)
      for (const value of values) expect(encodeURIComponent(value)).toBe(value)
    }
  })

  it("finds an option by its URL value", () => {
    expect(vehicleOption(BODY_STYLES, "suv-crossover")?.label).toBe("SUV/Crossover")
    expect(vehicleOption(BODY_STYLES, "SUV/Crossover")).toBeUndefined()
    expect(vehicleOption(BODY_STYLES, null)).toBeUndefined()
  })

  it("names a seller type by the spec's label, and an unknown one not at all", () => {
    expect(sellerTypeLabel(1)).toBe("Private Party")
    expect(sellerTypeLabel(2)).toBe("Dealer")
    expect(sellerTypeLabel(3)).toBe("")
  })
})
