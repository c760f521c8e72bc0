import * as Fs from "node:fs"
import * as Os from "node:os"
import * as Path from "node:path"
import { describe, expect, it } from "vitest"
import { loadScenario, parseScenario, ScenarioError, scenarioNames } from "../src/ScenarioFile.ts"

const valid = {
  name: "tiny",
  description: "A tiny ending.",
  watchers: 10,
  bidders: 3,
  auction: { soft_close_seconds: 5, opening_bid: 1000, reserve: null },
  phases: [{ kind: "war", rounds: 2, at_seconds_left: 2, share_of_bidders: 1, spread_ms: 500 }],
  churn: null
}

const problemsOf = (json: unknown) => {
  try {
    parseScenario(json, "bad.json")
  } catch (error) {
    expect(error).toBeInstanceOf(ScenarioError)
    return (error as Error).message
  }
  throw new Error("the scenario was accepted")
}

describe("scenario files", () => {
  it("reads every scenario in fixtures/scenarios", () => {
    expect(scenarioNames()).toEqual(expect.arrayContaining(["quiet-ending", "bidding-war", "sniper-storm", "reconnect-churn", "ci-ending"]))
    for (const name of scenarioNames()) expect(loadScenario(name).name).toBe(name)
  })

  it("reads a valid scenario as written", () => {
    expect(parseScenario(valid, "tiny.json")).toEqual(valid)
  })

  it("names every problem with its field's path", () => {
    const message = problemsOf({
      ...valid,
      bidders: 1.5,
      auction: { soft_close_seconds: 5, opening_bid: 50, reserv: 1 },
      phases: [{ kind: "war", rounds: 0, at_seconds_left: 6, share_of_bidders: 1, spread_ms: 500 }, { kind: "raid" }]
    })
    expect(message).toContain("bad.json is not a valid scenario")
    expect(message).toContain("bidders must be a whole number at least 2")
    expect(message).toContain("auction.reserv is not a known field")
    expect(message).toContain("auction.reserve must be a whole number of dollars, or null for no reserve")
    expect(message).toContain("auction.opening_bid must be a whole number at least 100")
    expect(message).toContain("phases[0].rounds must be a whole number between 1 and 100")
    expect(message).toContain("phases[0].at_seconds_left must be less than auction.soft_close_seconds (5)")
    expect(message).toContain("phases[1].kind must be one of steady, war, storm, closing_shots")
  })

  it("wants at least one phase and a steady phase that runs forwards", () => {
    expect(problemsOf({ ...valid, phases: [] })).toContain("phases must be a non-empty array")
    expect(problemsOf({ ...valid, phases: [{ kind: "steady", from_seconds_left: 5, to_seconds_left: 10, bids_per_second: 1 }] })).toContain(
      "phases[0].to_seconds_left must be less than from_seconds_left"
    )
  })

  it("says which names exist when one does not, and where a file is not JSON", () => {
    expect(() => loadScenario("no-such-ending")).toThrow(/Known scenarios: .*bidding-war/)
    const file = Path.join(Fs.mkdtempSync(Path.join(Os.tmpdir(), "scenario-")), "broken.json")
    Fs.writeFileSync(file, "{ not json")
    expect(() => loadScenario(file)).toThrow(`${file} is not valid JSON`)
  })
})
