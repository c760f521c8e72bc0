import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { SearchBox } from "./SearchBox.tsx"

const PREDICTIONS = {
  predictions: [
    { kind: "make", label: "Porsche", make_slug: "porsche", model_slug: null, search: null },
    { kind: "model", label: "Porsche 911", make_slug: "porsche", model_slug: "911", search: null },
    { kind: "search", label: "porsche 911 turbo", make_slug: null, model_slug: null, search: "porsche 911 turbo" }
  ]
}

function renderSearchBox() {
  const location = memoryLocation({ path: "/", record: true })
  const api = fakeApi(on("GET", "/v1/search/predict", PREDICTIONS))
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <SearchBox />
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  const field = screen.getByRole("combobox", { name: "Search for a make, model or anything" })
  return { location, api, field }
}

/** Types and lets the 150 ms pause pass, then the answer come. */
async function type(field: HTMLElement, text: string) {
  fireEvent.focus(field)
  fireEvent.change(field, { target: { value: text } })
  await act(async () => {
    await vi.advanceTimersByTimeAsync(150)
  })
  await act(async () => {
    await vi.runOnlyPendingTimersAsync()
  })
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("the header's search box", () => {
  it("asks for predictions once the typing pauses, and a screen reader hears how many", async () => {
    const { api, field } = renderSearchBox()
    fireEvent.focus(field)
    fireEvent.change(field, { target: { value: "p" } })
    fireEvent.change(field, { target: { value: "po" } })
    fireEvent.change(field, { target: { value: "por" } })
    expect(api.calls).toHaveLength(0)
    await type(field, "pors")
    expect(api.calls.map((call) => call.url)).toEqual(["/api/v1/search/predict?query=pors&limit=10"])
    expect(field.getAttribute("aria-expanded")).toBe("true")
    const options = screen.getAllByRole("option")
    expect(options.map((option) => option.textContent)).toEqual(["PorscheMake", "Porsche 911Model", "porsche 911 turboSearch"])
    expect(screen.getByRole("status").textContent).toBe("3 suggestions")
  })

  it("moves through them with the arrows and opens the highlighted one with Enter", async () => {
    const { location, field } = renderSearchBox()
    await type(field, "porsche")
    fireEvent.keyDown(field, { key: "ArrowDown" })
    fireEvent.keyDown(field, { key: "ArrowDown" })
    const highlighted = screen.getByRole("option", { selected: true })
    expect(highlighted.textContent).toBe("Porsche 911Model")
    expect(field.getAttribute("aria-activedescendant")).toBe(highlighted.id)
    // up past the first goes back to the text, and around to the last
    fireEvent.keyDown(field, { key: "ArrowUp" })
    fireEvent.keyDown(field, { key: "ArrowUp" })
    expect(field.getAttribute("aria-activedescendant")).toBeNull()
    fireEvent.keyDown(field, { key: "ArrowUp" })
    expect(screen.getByRole("option", { selected: true }).textContent).toBe("porsche 911 turboSearch")
    fireEvent.keyDown(field, { key: "ArrowDown" })
    fireEvent.keyDown(field, { key: "ArrowDown" })
    fireEvent.keyDown(field, { key: "ArrowDown" })
    fireEvent.submit(field)
    expect(location.history.at(-1)).toBe("/search/porsche/911")
    expect((field as HTMLInputElement).value).toBe("")
  })

  it("searches the text itself when nothing is highlighted, and Escape closes the list", async () => {
    const { location, field } = renderSearchBox()
    await type(field, "  rare wagon ")
    expect(screen.getAllByRole("option")).toHaveLength(3)
    fireEvent.keyDown(field, { key: "Escape" })
    expect(screen.queryAllByRole("option")).toHaveLength(0)
    expect(field.getAttribute("aria-expanded")).toBe("false")
    fireEvent.submit(field)
    expect(location.history.at(-1)).toBe("/search/?q=rare+wagon")
  })

  it("opens a prediction that is clicked", async () => {
    const { location, field } = renderSearchBox()
    await type(field, "porsche")
    fireEvent.click(screen.getByRole("option", { name: /^Porsche\s*Make$/ }))
    expect(location.history.at(-1)).toBe("/search/porsche")
  })
})
