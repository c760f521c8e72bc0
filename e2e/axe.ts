import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** A serious or critical accessibility finding, named by where it was seen. */
export interface Violation {
  readonly colorScheme: "light" | "dark"
  readonly id: string
  readonly nodes: ReadonlyArray<string>
}

/**
 * The serious and critical findings of axe on the page as it stands, in the light and the dark
 * theme: every browser test that checks accessibility scans through here. `within` narrows the
 * scan to one part of the page (a panel), as axe's `include` does.
 */
export async function seriousViolations(page: Page, within?: string): Promise<ReadonlyArray<Violation>> {
  const found: Array<Violation> = []
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme })
    await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme)
    const scan = new AxeBuilder({ page })
    const { violations } = await (within === undefined ? scan : scan.include(within)).analyze()
    found.push(
      ...violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => ({ colorScheme, id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")) }))
    )
  }
  return found
}
