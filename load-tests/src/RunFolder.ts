import * as Fs from "node:fs"
import * as Path from "node:path"
import { reportHtml } from "./Report.ts"
import type { Results } from "./Results.ts"

export const RESULTS_DIR = Path.resolve(import.meta.dirname, "../results")

/** `load-tests/results/2026-11-21T01-20-03-bidding-war`: sorts by time, says what ran. */
export const defaultRunFolder = (scenario: string, at = new Date()) =>
  Path.join(RESULTS_DIR, `${at.toISOString().slice(0, 19).replace(/:/g, "-")}-${scenario}`)

export const writeRunFolder = (dir: string, results: Results): void => {
  Fs.mkdirSync(dir, { recursive: true })
  Fs.writeFileSync(Path.join(dir, "results.json"), `${JSON.stringify(results, null, 2)}\n`)
  Fs.writeFileSync(Path.join(dir, "report.html"), reportHtml(results))
}
