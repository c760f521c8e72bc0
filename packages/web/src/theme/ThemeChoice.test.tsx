import { fireEvent, render, screen } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it } from "vitest"
import { ThemeChoice } from "./ThemeChoice.tsx"
import { useAppliedTheme } from "./useAppliedTheme.ts"

function ThemedPage() {
  useAppliedTheme()
  return <ThemeChoice />
}

const renderPage = () =>
  render(
    <Provider store={createStore()}>
      <ThemedPage />
    </Provider>
  )

describe("ThemeChoice", () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme
  })

  it("follows the system until the user picks a theme", () => {
    renderPage()
    expect(screen.getByRole("radio", { name: "System" })).toHaveProperty("checked", true)
    const systemTheme = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"
    expect(document.documentElement.dataset.theme).toBe(systemTheme)
  })

  it("applies and remembers the chosen theme", () => {
    renderPage()
    fireEvent.click(screen.getByRole("radio", { name: "Dark" }))
    expect(document.documentElement.dataset.theme).toBe("dark")
    expect(localStorage.getItem("redline.theme")).toBe('"dark"')

    fireEvent.click(screen.getByRole("radio", { name: "Light" }))
    expect(document.documentElement.dataset.theme).toBe("light")
    expect(localStorage.getItem("redline.theme")).toBe('"light"')
  })

  it("starts from the stored choice", () => {
    localStorage.setItem("redline.theme", '"dark"')
    renderPage()
    expect(screen.getByRole("radio", { name: "Dark" })).toHaveProperty("checked", true)
    expect(document.documentElement.dataset.theme).toBe("dark")
  })

  it("reads a stored value it doesn't know as the system choice", () => {
    localStorage.setItem("redline.theme", '"sepia"')
    renderPage()
    expect(screen.getByRole("radio", { name: "System" })).toHaveProperty("checked", true)
  })
})
