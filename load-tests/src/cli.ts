import * as Path from "node:path"
import { parseCliOptions, USAGE, UsageError } from "./CliOptions.ts"
import { runLoadTest } from "./LoadTest.ts"
import { TargetUnreachable } from "./RedlineApi.ts"
import { ProgressLine } from "./ProgressLine.ts"
import { defaultRunFolder, writeRunFolder } from "./RunFolder.ts"
import { loadScenario, ScenarioError } from "./ScenarioFile.ts"
import { summaryText } from "./Summary.ts"

/** `pnpm load-test`: exit 0 when the audit passed, 1 when it failed, 2 when no verdict could be reached. */
const main = async (): Promise<number> => {
  const options = parseCliOptions(process.argv.slice(2))
  if (options === null) {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
  const scenario = loadScenario(options.scenario)
  const out = Path.resolve(options.out ?? defaultRunFolder(scenario.name))
  const progress = new ProgressLine(process.stderr)
  try {
    const results = await runLoadTest({
      target: options.target,
      scenario,
      watchers: options.watchers ?? scenario.watchers,
      bidders: options.bidders ?? scenario.bidders,
      threads: options.threads,
      staff: {
        email: process.env["ADMIN_EMAIL"] ?? "admin@redline.local",
        password: process.env["ADMIN_PASSWORD"] ?? "redline-admin"
      },
      onProgress: (snapshot) => progress.update(snapshot)
    })
    progress.finish()
    writeRunFolder(out, results)
    process.stdout.write(summaryText(results, out))
    return results.audit.passed ? 0 : 1
  } finally {
    progress.finish()
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    const expected = error instanceof UsageError || error instanceof ScenarioError || error instanceof TargetUnreachable
    process.stderr.write(
      `\n${expected ? error.message : (error.stack ?? error.message)}\n${error instanceof UsageError ? `\n${USAGE}\n` : ""}`
    )
    process.exit(2)
  }
)
