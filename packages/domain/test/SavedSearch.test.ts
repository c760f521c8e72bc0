import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  checkSavedSearch,
  type ListedCar,
  modelSearch,
  SAVED_SEARCH_TEXT_MAX_LENGTH,
  type SavedSearchCriteria,
  savedSearchFilters,
  savedSearchHref,
  savedSearchKey,
  savedSearchMatches,
  savedSearchSubject,
  type SavedSearchRequest
} from "../src/SavedSearch.ts"

const NOW = new Date("2025-06-01T12:00:00Z")

const criteriaOf = (request: SavedSearchRequest): SavedSearchCriteria => {
  const check = checkSavedSearch(request, NOW)
  if (check._tag === "invalid") throw new Error(`refused: ${check.message}`)
  return check.criteria
}
const problemOf = (request: SavedSearchRequest): string | null => {
  const check = checkSavedSearch(request, NOW)
  return check._tag === "invalid" ? check.message : null
}

describe("checkSavedSearch", () => {
  it("puts a make and model search in normal form, everything else null", () => {
    expect(criteriaOf({ make_slug: "porsche", model_slug: "911" })).toEqual(modelSearch("porsche", "911"))
    expect(criteriaOf({ make_slug: " Porsche ", model_slug: "911", search: "   " })).toEqual(modelSearch("porsche", "911"))
  })

  it("keeps a search text with its spaces collapsed", () => {
    expect(criteriaOf({ search: "  air-cooled   911 " }).search).toBe("air-cooled 911")
  })

  it("keeps filters the list URL accepts, in their URL values", () => {
    expect(criteriaOf({ make_slug: "bmw", start_year: 1985, end_year: 1991, transmission: "manual", body_style: "coupe" })).toEqual({
      search: null,
      make_slug: "bmw",
      model_slug: null,
      start_year: 1985,
      end_year: 1991,
      transmission: "manual",
      body_style: "coupe"
    })
    expect(criteriaOf({ search: "wagon", end_year: 1990 })).toMatchObject({ start_year: null, end_year: 1990 })
    expect(criteriaOf({ search: "new", start_year: 2026, end_year: 2026 })).toMatchObject({ start_year: 2026, end_year: 2026 })
  })

  it("needs a text or a make, and a model needs its make", () => {
    expect(problemOf({})).toBe("Save a search text or a make")
    expect(problemOf({ start_year: 1990, transmission: "manual" })).toBe("Save a search text or a make")
    expect(problemOf({ model_slug: "911" })).toBe("A model needs its make")
  })

  it("refuses slugs no listing could have", () => {
    expect(problemOf({ make_slug: "Mercedes Benz" })).toBe("We don't know this make")
    expect(problemOf({ make_slug: "mercedes-benz", model_slug: "190e/2.3" })).toBe("We don't know this model of the make")
    expect(problemOf({ make_slug: "mercedes-benz", model_slug: "190e-2-3-16v" })).toBeNull()
  })

  it("refuses a text over the limit", () => {
    expect(problemOf({ search: "a".repeat(SAVED_SEARCH_TEXT_MAX_LENGTH) })).toBeNull()
    expect(problemOf({ search: "a".repeat(SAVED_SEARCH_TEXT_MAX_LENGTH + 1) })).toBe("A search can be at most 100 characters long")
  })

  it("refuses years outside 1900 to next year, and an end before the start, instead of dropping them", () => {
    expect(problemOf({ search: "x", start_year: 1900 })).toBe("Start year must be from 1901 to 2026")
    expect(problemOf({ search: "x", start_year: 2027 })).toBe("Start year must be from 1901 to 2026")
    expect(problemOf({ search: "x", start_year: 1990.5 })).toBe("Start year must be from 1901 to 2026")
    expect(problemOf({ search: "x", end_year: 1899 })).toBe("End year must be from 1900 to 2026")
    expect(problemOf({ search: "x", start_year: 1995, end_year: 1990 })).toBe("End year must be from 1995 to 2026")
  })

  it("refuses options by their labels or unknown ones", () => {
    expect(problemOf({ search: "x", transmission: "Manual" })).toBe("Transmission must be one of automatic, manual")
    expect(problemOf({ search: "x", body_style: "limo" })).toMatch(/^Body style must be one of coupe, convertible, /)
  })
})

describe("savedSearchKey", () => {
  it("is one for searches that find the same cars, whatever their spelling", () => {
    expect(savedSearchKey(criteriaOf({ search: "Porsche  911" }))).toBe(savedSearchKey(criteriaOf({ search: "porsche 911 " })))
    expect(savedSearchKey(criteriaOf({ make_slug: "Porsche", model_slug: "911" }))).toBe(savedSearchKey(modelSearch("porsche", "911")))
  })

  it("tells apart searches that differ in any field", () => {
    const searches: ReadonlyArray<SavedSearchRequest> = [
      { make_slug: "porsche" },
      { make_slug: "porsche", model_slug: "911" },
      { make_slug: "porsche", model_slug: "911", start_year: 1990 },
      { make_slug: "porsche", model_slug: "911", end_year: 1990 },
      { make_slug: "porsche", model_slug: "911", transmission: "manual" },
      { make_slug: "porsche", model_slug: "911", body_style: "coupe" },
      { search: "porsche" },
      { search: "porsche", make_slug: "porsche" }
    ]
    const keys = searches.map((search) => savedSearchKey(criteriaOf(search)))
    expect(new Set(keys).size).toBe(searches.length)
  })

  it("can't be made to collide by a text that looks like other fields", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9 ]{1,20}$/).filter((text) => text.trim() !== ""),
        (text) => {
          const spoofed = criteriaOf({ search: `${text}&make=bmw` })
          const real = criteriaOf({ search: text, make_slug: "bmw" })
          expect(savedSearchKey(spoofed)).not.toBe(savedSearchKey(real))
        }
      )
    )
  })
})

const CAR: ListedCar = {
  title: "1995 Porsche 911 Carrera Coupe",
  year: 1995,
  make: "Porsche",
  make_slug: "porsche",
  model: "911",
  model_slug: "911",
  transmission: "Manual",
  body_style: "Coupe"
}

describe("savedSearchMatches", () => {
  it("matches the car's make and model, and only those", () => {
    expect(savedSearchMatches(modelSearch("porsche", "911"), CAR)).toBe(true)
    expect(savedSearchMatches(criteriaOf({ make_slug: "porsche" }), CAR)).toBe(true)
    expect(savedSearchMatches(modelSearch("porsche", "944"), CAR)).toBe(false)
    expect(savedSearchMatches(modelSearch("bmw", "911"), CAR)).toBe(false)
  })

  it("matches years within the range, its ends included", () => {
    const within = (start_year?: number, end_year?: number) =>
      savedSearchMatches(criteriaOf({ make_slug: "porsche", start_year, end_year }), CAR)
    expect(within(1995, 1995)).toBe(true)
    expect(within(1989, undefined)).toBe(true)
    expect(within(undefined, 1994)).toBe(false)
    expect(within(1996, undefined)).toBe(false)
  })

  it("matches options by the labels listings store", () => {
    expect(savedSearchMatches(criteriaOf({ make_slug: "porsche", transmission: "manual", body_style: "coupe" }), CAR)).toBe(true)
    expect(savedSearchMatches(criteriaOf({ make_slug: "porsche", transmission: "automatic" }), CAR)).toBe(false)
    expect(savedSearchMatches(criteriaOf({ make_slug: "porsche", body_style: "convertible" }), CAR)).toBe(false)
  })

  it("matches a text when every word is in the car's year, make, model or title, whatever the case", () => {
    expect(savedSearchMatches(criteriaOf({ search: "porsche carrera" }), CAR)).toBe(true)
    expect(savedSearchMatches(criteriaOf({ search: "1995 911" }), CAR)).toBe(true)
    expect(savedSearchMatches(criteriaOf({ search: "CARRERA" }), CAR)).toBe(true)
    expect(savedSearchMatches(criteriaOf({ search: "porsche targa" }), CAR)).toBe(false)
  })
})

describe("savedSearchHref", () => {
  it("goes to the make's or the model's search page, the text and filters in its query", () => {
    expect(savedSearchHref(modelSearch("mazda", "mx-5-miata"))).toBe("/search/mazda/mx-5-miata/")
    expect(savedSearchHref(criteriaOf({ make_slug: "porsche" }))).toBe("/search/porsche/")
    expect(
      savedSearchHref(criteriaOf({ make_slug: "porsche", search: "targa", start_year: 1990, end_year: 1998, transmission: "manual" }))
    ).toBe("/search/porsche/?start_year=1990&end_year=1998&transmission=manual&q=targa")
  })

  it("goes to the search page with the text alone for a text search", () => {
    expect(savedSearchHref(criteriaOf({ search: "miata na", body_style: "convertible" }))).toBe(
      "/search/?body_style=convertible&q=miata+na"
    )
  })
})

describe("savedSearchSubject", () => {
  const named = (request: SavedSearchRequest, make: string | null, model: string | null) => ({ ...criteriaOf(request), make, model })

  it("names the make and model as listings write them, then the text", () => {
    expect(savedSearchSubject(named({ make_slug: "mazda", model_slug: "mx-5-miata" }, "Mazda", "MX-5 Miata"))).toBe("Mazda MX-5 Miata")
    expect(savedSearchSubject(named({ make_slug: "porsche", search: "targa" }, "Porsche", null))).toBe("Porsche targa")
    expect(savedSearchSubject(named({ search: "miata na" }, null, null))).toBe("miata na")
  })

  it("falls back to the slugs where no listing names them any more", () => {
    expect(savedSearchSubject(named({ make_slug: "mazda", model_slug: "rx-7" }, null, null))).toBe("mazda rx-7")
  })
})

describe("savedSearchFilters", () => {
  it("says the years and the options by their labels", () => {
    expect(
      savedSearchFilters(
        criteriaOf({ search: "miata", start_year: 1990, end_year: 1997, transmission: "manual", body_style: "suv-crossover" })
      )
    ).toEqual(["1990–1997", "Manual", "SUV/Crossover"])
    expect(savedSearchFilters(criteriaOf({ search: "miata", start_year: 1990 }))).toEqual(["From 1990"])
    expect(savedSearchFilters(criteriaOf({ search: "miata", end_year: 1997 }))).toEqual(["Up to 1997"])
    expect(savedSearchFilters(modelSearch("mazda", "mx-5-miata"))).toEqual([])
  })
})
