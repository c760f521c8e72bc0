import * as Fs from "node:fs"
import * as Path from "node:path"
import type { Churn, Phase, Scenario } from "./Scenario.ts"

export const SCENARIO_DIR = Path.resolve(import.meta.dirname, "../../fixtures/scenarios")

export class ScenarioError extends Error {
  override readonly name = "ScenarioError"
}

type Json = Record<string, unknown>

/**
 * Reads a scenario the way a person wrote it and says exactly what is wrong,
 * with the field's path: a typo must not silently become a default.
 */
class Reader {
  readonly problems: Array<string> = []

  object(value: unknown, path: string, keys: ReadonlyArray<string>): Json | null {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      this.problems.push(`${path} must be an object`)
      return null
    }
    for (const key of Object.keys(value)) {
      if (!keys.includes(key)) this.problems.push(`${path}.${key} is not a known field (known: ${keys.join(", ")})`)
    }
    return value as Json
  }

  string(value: unknown, path: string): string {
    if (typeof value === "string" && value.trim() !== "") return value
    this.problems.push(`${path} must be a non-empty string`)
    return ""
  }

  number(value: unknown, path: string, { min, max, whole }: { min: number; max?: number; whole?: boolean }): number {
    const ok =
      typeof value === "number" &&
      Number.isFinite(value) &&
      value >= min &&
      (max === undefined || value <= max) &&
      (whole !== true || Number.isInteger(value))
    if (ok) return value
    const range = max === undefined ? `at least ${min}` : `between ${min} and ${max}`
    this.problems.push(`${path} must be ${whole === true ? "a whole number" : "a number"} ${range}`)
    return min
  }
}

const phaseKeys = {
  steady: ["kind", "from_seconds_left", "to_seconds_left", "bids_per_second"],
  war: ["kind", "rounds", "at_seconds_left", "share_of_bidders", "spread_ms"],
  storm: ["kind", "bids", "last_seconds"],
  closing_shots: ["kind", "bids", "spread_ms"]
} as const

const readPhase = (read: Reader, value: unknown, path: string, softClose: number): Phase | null => {
  const kind = (value as Json | null)?.["kind"]
  if (typeof kind !== "string" || !(kind in phaseKeys)) {
    read.problems.push(`${path}.kind must be one of ${Object.keys(phaseKeys).join(", ")}`)
    return null
  }
  const phase = read.object(value, path, phaseKeys[kind as keyof typeof phaseKeys])
  if (phase === null) return null
  const at = (key: string) => `${path}.${key}`
  switch (kind) {
    case "steady": {
      const from = read.number(phase["from_seconds_left"], at("from_seconds_left"), { min: 0 })
      const to = read.number(phase["to_seconds_left"], at("to_seconds_left"), { min: 0 })
      if (to >= from) read.problems.push(`${at("to_seconds_left")} must be less than from_seconds_left`)
      return {
        kind,
        from_seconds_left: from,
        to_seconds_left: to,
        bids_per_second: read.number(phase["bids_per_second"], at("bids_per_second"), { min: 0.01, max: 1000 })
      }
    }
    case "war": {
      const atSecondsLeft = read.number(phase["at_seconds_left"], at("at_seconds_left"), { min: 0.5 })
      // A round outside the window would not extend anything: it would not be a war.
      if (atSecondsLeft >= softClose)
        read.problems.push(`${at("at_seconds_left")} must be less than auction.soft_close_seconds (${softClose})`)
      return {
        kind,
        rounds: read.number(phase["rounds"], at("rounds"), { min: 1, max: 100, whole: true }),
        at_seconds_left: atSecondsLeft,
        share_of_bidders: read.number(phase["share_of_bidders"], at("share_of_bidders"), { min: 0.01, max: 1 }),
        spread_ms: read.number(phase["spread_ms"], at("spread_ms"), { min: 0, max: atSecondsLeft * 1000, whole: true })
      }
    }
    case "storm":
      return {
        kind,
        bids: read.number(phase["bids"], at("bids"), { min: 1, max: 100_000, whole: true }),
        last_seconds: read.number(phase["last_seconds"], at("last_seconds"), { min: 0.1 })
      }
    default:
      return {
        kind: "closing_shots",
        bids: read.number(phase["bids"], at("bids"), { min: 1, max: 10_000, whole: true }),
        spread_ms: read.number(phase["spread_ms"], at("spread_ms"), { min: 1, whole: true })
      }
  }
}

const readChurn = (read: Reader, value: unknown): Churn | null => {
  if (value === null || value === undefined) return null
  const churn = read.object(value, "churn", ["share_per_second", "offline_ms"])
  if (churn === null) return null
  const share = read.number(churn["share_per_second"], "churn.share_per_second", { min: 0.001, max: 1 })
  const offline = read.object(churn["offline_ms"], "churn.offline_ms", ["min", "max"])
  if (offline === null) return null
  const min = read.number(offline["min"], "churn.offline_ms.min", { min: 0, whole: true })
  const max = read.number(offline["max"], "churn.offline_ms.max", { min, whole: true })
  return { share_per_second: share, offline_ms: { min, max } }
}

/** The scenario in `json`, or a ScenarioError listing every problem, each prefixed with `source`. */
export const parseScenario = (json: unknown, source: string): Scenario => {
  const read = new Reader()
  const root = read.object(json, "scenario", ["name", "description", "watchers", "bidders", "auction", "phases", "churn"])
  if (root === null) throw new ScenarioError(`${source}: the scenario must be a JSON object`)
  const auction = read.object(root["auction"], "auction", ["soft_close_seconds", "opening_bid", "reserve"])
  const softClose = read.number(auction?.["soft_close_seconds"], "auction.soft_close_seconds", { min: 1, max: 3600, whole: true })
  // No reserve must be said (null), never implied by a missing field.
  if (auction !== null && !("reserve" in auction))
    read.problems.push("auction.reserve must be a whole number of dollars, or null for no reserve")
  const reserve = auction?.["reserve"] ?? null
  const scenario: Scenario = {
    name: read.string(root["name"], "name"),
    description: read.string(root["description"], "description"),
    watchers: read.number(root["watchers"], "watchers", { min: 0, whole: true }),
    bidders: read.number(root["bidders"], "bidders", { min: 2, whole: true }),
    auction: {
      soft_close_seconds: softClose,
      opening_bid: read.number(auction?.["opening_bid"], "auction.opening_bid", { min: 100, whole: true }),
      reserve: reserve === null ? null : read.number(reserve, "auction.reserve", { min: 1, whole: true })
    },
    phases:
      Array.isArray(root["phases"]) && root["phases"].length > 0
        ? root["phases"].flatMap((phase, index) => readPhase(read, phase, `phases[${index}]`, softClose) ?? [])
        : (read.problems.push("phases must be a non-empty array"), []),
    churn: readChurn(read, root["churn"])
  }
  if (read.problems.length > 0) {
    throw new ScenarioError(`${source} is not a valid scenario:\n${read.problems.map((problem) => `  - ${problem}`).join("\n")}`)
  }
  return scenario
}

export const scenarioNames = (): ReadonlyArray<string> =>
  Fs.existsSync(SCENARIO_DIR)
    ? Fs.readdirSync(SCENARIO_DIR)
        .filter((file) => file.endsWith(".json"))
        .map((file) => file.slice(0, -".json".length))
        .sort()
    : []

/** A name picks `fixtures/scenarios/<name>.json`; anything that looks like a path is read as one. */
export const loadScenario = (nameOrFile: string): Scenario => {
  const isPath = nameOrFile.endsWith(".json") || nameOrFile.includes("/") || nameOrFile.includes(Path.sep)
  const file = isPath ? Path.resolve(nameOrFile) : Path.join(SCENARIO_DIR, `${nameOrFile}.json`)
  if (!Fs.existsSync(file)) {
    throw new ScenarioError(
      isPath
        ? `No scenario file at ${file}`
        : `No scenario named "${nameOrFile}". Known scenarios: ${scenarioNames().join(", ")}; or pass a path to a .json file.`
    )
  }
  let json: unknown
  try {
    json = JSON.parse(Fs.readFileSync(file, "utf8"))
  } catch (error) {
    throw new ScenarioError(`${file} is not valid JSON: ${(error as Error).message}`)
  }
  return parseScenario(json, file)
}
