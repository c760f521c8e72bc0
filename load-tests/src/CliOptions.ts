import * as Os from "node:os"
import { parseArgs } from "node:util"

export interface CliOptions {
  readonly target: string
  readonly scenario: string
  readonly watchers: number | null
  readonly bidders: number | null
  readonly threads: number
  readonly out: string | null
}

export const USAGE = `Usage: pnpm load-test --target <url> --scenario <name or file> [--watchers N] [--bidders M] [--threads T] [--out DIR]

  --target    the Redline to test, e.g. http://127.0.0.1:3000
  --scenario  a name from fixtures/scenarios (quiet-ending, bidding-war, sniper-storm, reconnect-churn, ...) or a .json file
  --watchers  WebSocket watchers (default: the scenario's)
  --bidders   bidders (default: the scenario's)
  --threads   worker threads holding the watchers (default: one per core)
  --out       where results.json and report.html go (default: load-tests/results/<time>-<scenario>)

Staff credentials come from ADMIN_EMAIL and ADMIN_PASSWORD (defaults: the server's).
Exits 0 when every audit check passes, 1 when one fails, 2 when the run could not be made.`

export class UsageError extends Error {
  override readonly name = "UsageError"
}

const wholeNumber = (flag: string, value: string | undefined, min: number) => {
  if (value === undefined) return null
  const number = Number(value)
  if (!Number.isInteger(number) || number < min) throw new UsageError(`--${flag} must be a whole number of at least ${min}, not "${value}"`)
  return number
}

/** The options, or null when help was asked for. */
export const parseCliOptions = (argv: ReadonlyArray<string>): CliOptions | null => {
  let values
  try {
    // A leading "--" is what some pnpm versions pass through after the script's name.
    ;({ values } = parseArgs({
      args: argv[0] === "--" ? argv.slice(1) : [...argv],
      options: {
        target: { type: "string" },
        scenario: { type: "string" },
        watchers: { type: "string" },
        bidders: { type: "string" },
        threads: { type: "string" },
        out: { type: "string" },
        help: { type: "boolean", short: "h" }
      }
    }))
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  if (values.help === true) return null
  const { target, scenario } = values
  if (target === undefined) throw new UsageError("--target is required")
  if (scenario === undefined) throw new UsageError("--scenario is required")
  if (!URL.canParse(target)) throw new UsageError(`--target must be a URL such as http://127.0.0.1:3000, not "${target}"`)
  return {
    target,
    scenario,
    watchers: wholeNumber("watchers", values.watchers, 0),
    bidders: wholeNumber("bidders", values.bidders, 2),
    threads: wholeNumber("threads", values.threads, 1) ?? Os.availableParallelism(),
    out: values.out ?? null
  }
}
