import { render } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { WholeWords } from "./WholeWords.tsx"

describe("WholeWords", () => {
  it("keeps each hyphenated word whole, and the text as it was", () => {
    const { container } = render(
      <h1>
        <WholeWords text="2020 Mazda MX-5 Miata, a Mercedes-Benz rival" />
      </h1>
    )
    expect(container.textContent).toBe("2020 Mazda MX-5 Miata, a Mercedes-Benz rival")
    expect([...container.querySelectorAll(".whole-word")].map((word) => word.textContent)).toEqual(["MX-5", "Mercedes-Benz"])
  })

  it("leaves text without hyphens alone", () => {
    const { container } = render(
      <p>
        <WholeWords text="1995 Toyota Supra Turbo" />
      </p>
    )
    expect(container.querySelector(".whole-word")).toBeNull()
  })
})
