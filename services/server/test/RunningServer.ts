import { type ChildProcess, spawn } from "node:child_process"
import * as Fs from "node:fs"
import * as Net from "node:net"
import * as Os from "node:os"
import * as Path from "node:path"

const main = Path.resolve(import.meta.dirname, "../src/main.ts")

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = Net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as Net.AddressInfo
      server.close(() => resolve(port))
    })
  })

export interface RunningServer {
  readonly child: ChildProcess
  readonly exited: Promise<number | null>
  readonly output: () => string
  /** Resolves with the output once it matches, rejects if the process exits first. */
  readonly printed: (pattern: RegExp) => Promise<string>
}

/** `pnpm start`'s process (without the web build), on embedded defaults unless `env` says otherwise. */
export const startServer = (env: Record<string, string>): RunningServer => {
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      NATS_URL: "",
      S3_ENDPOINT: "",
      HOST: "127.0.0.1",
      DATA_DIR: Fs.mkdtempSync(Path.join(Os.tmpdir(), "redline-server-")),
      ...env
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve))
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => (pattern.test(output) ? resolve(output) : undefined)
      child.stdout.on("data", check)
      child.stderr.on("data", check)
      child.on("exit", () => (pattern.test(output) ? resolve(output) : reject(new Error(`Exited without ${pattern}:\n${output}`))))
      check()
    })
  return { child, exited, printed, output: () => output }
}
