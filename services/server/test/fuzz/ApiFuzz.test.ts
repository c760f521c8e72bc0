import { RUNNING, type RunningServer, startServer } from "@redline/infra/testing"
import fc from "fast-check"
import * as Fs from "node:fs"
import * as Os from "node:os"
import * as Path from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { casesFor, type FuzzCase, staticCases } from "./BadRequests.ts"
import { type Callers, makeCallers } from "./Callers.ts"
import { type OpenApiDocument, operationsOf } from "./Contract.ts"
import { faultOf } from "./Verdict.ts"

/** Cases in `pnpm test`; `pnpm fuzz` runs many more (BENCHMARKS.md). */
const RUNS = Number(process.env["FUZZ_RUNS"] ?? 3_000)
/** A failure prints its seed: FUZZ_SEED=<seed> replays the same cases. */
const SEED = Number(process.env["FUZZ_SEED"] ?? Math.floor(Math.random() * 2 ** 31))
const IN_FLIGHT = 8
const STAFF = { email: "fuzz-staff@redline.test", password: "fuzz-staff-password-1" }

let server: RunningServer
let callers: Callers

// A web app of one page, so the site's paths are answered as on a built server whether or not `pnpm build` ran before.
const webRoot = Fs.mkdtempSync(Path.join(Os.tmpdir(), "redline-fuzz-web-"))
Fs.writeFileSync(Path.join(webRoot, "index.html"), "<!doctype html><title>Redline</title>")

beforeAll(async () => {
  server = await startServer({ SEED_FIXTURES: "false", ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, WEB_ROOT: webRoot })
  await server.printed(RUNNING)
  callers = await makeCallers(server.url, STAFF)
})

afterAll(async () => {
  callers?.close()
  await server?.stop()
  Fs.rmSync(webRoot, { recursive: true, force: true })
})

interface Fault {
  readonly fault: string
  readonly fuzz: FuzzCase
  readonly answer?: string
}

it(
  "answers every generated bad request of every operation, as a visitor, a bidder and staff, with a 4xx { error_code, message } and never a 5xx, and still answers after",
  async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiDocument
    const operations = operationsOf(document)
    const cases = fc.sample(fc.oneof(...operations.map((operation) => casesFor(operation, callers.examples)), staticCases), {
      numRuns: RUNS,
      seed: SEED
    })
    const faults: Array<Fault> = []
    const statuses = new Map<number, number>()
    let next = 0
    const started = performance.now()
    const worker = async () => {
      while (next < cases.length && server.child.exitCode === null) {
        const fuzz = cases[next++]!
        try {
          const answer = await callers.send(fuzz.role, fuzz.request)
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          const fault = faultOf(fuzz.request.method, answer)
          if (fault !== null) faults.push({ fault, fuzz, answer: answer.body.slice(0, 300) })
        } catch (error) {
          faults.push({ fault: `no answer (${String(error)})`, fuzz })
        }
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
    const seconds = (performance.now() - started) / 1000
    const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0)
    console.info(
      `API fuzz: ${cases.length} cases over ${operations.length} operations in ${seconds.toFixed(1)} s (seed ${SEED}); ` +
        `5xx: ${fiveHundreds}; answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`
    )

    // one line per kind of fault and operation, with the first case that showed it
    const kinds = new Map<string, Fault>()
    for (const fault of faults) if (!kinds.has(`${fault.fuzz.aim}: ${fault.fault}`)) kinds.set(`${fault.fuzz.aim}: ${fault.fault}`, fault)
    const found = [...kinds].map(
      ([kind, { fuzz, answer }]) =>
        `${kind} (as ${fuzz.role}: ${fuzz.request.method} ${fuzz.request.target.slice(0, 120)} ${JSON.stringify(fuzz.request.headers).slice(0, 120)} ${JSON.stringify(String(fuzz.request.body ?? "").slice(0, 120))} → ${answer ?? ""})`
    )
    expect(server.child.exitCode, `The server stopped (seed ${SEED}):\n${server.output().slice(-4000)}`).toBeNull()
    expect(found, `seed ${SEED}`).toEqual([])
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
  },
  RUNS * 100 + 60_000
)
