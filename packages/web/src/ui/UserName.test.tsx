import { render } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { UserName } from "./UserName.tsx"

describe("UserName", () => {
  it("may wrap after each underscore, reading as it is written", () => {
    const { container } = render(
      <p>
        <UserName name="overland_outfitters_co" />
      </p>
    )
    expect(container.textContent).toBe("overland_outfitters_co")
    expect(container.querySelector("p")?.innerHTML).toBe("overland_<wbr>outfitters_<wbr>co")
  })

  it("leaves a name without underscores whole", () => {
    const { container } = render(
      <p>
        <UserName name="slowcarfast" />
      </p>
    )
    expect(container.querySelector("wbr")).toBeNull()
  })
})
