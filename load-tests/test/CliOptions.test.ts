import { describe, expect, it } from "vitest"
import { parseCliOptions, UsageError } from "../src/CliOptions.ts"

describe("the command line", () => {
  it("reads the options, the counts as whole numbers", () => {
    expect(
      parseCliOptions([
        "--target",
        "http://127.0.0.1:3000",
        "--scenario=bidding-war",
        "--watchers",
        "10000",
        "--bidders",
        "200",
        "--threads",
        "3",
        "--out",
        "run"
      ])
    ).toEqual({ target: "http://127.0.0.1:3000", scenario: "bidding-war", watchers: 10_000, bidders: 200, threads: 3, out: "run" })
  })

  it("leaves the counts to the scenario and accepts the '--' pnpm may pass along", () => {
    const options = parseCliOptions(["--", "--target", "http://127.0.0.1:3000", "--scenario", "quiet-ending"])
    expect(options).toMatchObject({ watchers: null, bidders: null, out: null })
    expect(options!.threads).toBeGreaterThanOrEqual(1)
  })

  it("says what is wrong", () => {
    expect(() => parseCliOptions(["--scenario", "x"])).toThrow(new UsageError("--target is required"))
    expect(() => parseCliOptions(["--target", "localhost", "--scenario", "x"])).toThrow(/--target must be a URL/)
    expect(() => parseCliOptions(["--target", "http://h", "--scenario", "x", "--bidders", "1"])).toThrow(
      '--bidders must be a whole number of at least 2, not "1"'
    )
    expect(() => parseCliOptions(["--target", "http://h", "--scenario", "x", "--wachers", "5"])).toThrow(UsageError)
  })

  it("answers --help with no options", () => {
    expect(parseCliOptions(["--help"])).toBeNull()
  })
})
