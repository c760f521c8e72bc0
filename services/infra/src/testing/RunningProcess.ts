import { type ChildProcess, spawn } from "node:child_process"
import * as Fs from "node:fs"
import * as Net from "node:net"
import * as Os from "node:os"
import * as Path from "node:path"
import { fileURLToPath } from "node:url"

const repoRoot = fileURLToPath(new URL("../../../..", import.meta.url))
const serverMain = Path.join(repoRoot, "services/server/src/main.ts")

/** A port nobody listens on now, for a process a test starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = Net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as Net.AddressInfo
      server.close(() => resolve(port))
    })
  })

export interface RunningProcess {
  readonly child: ChildProcess
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>
  /** Everything it printed so far, standard output and error together. */
  readonly output: () => string
  /** Resolves with the output once it matches, rejects if the process exits first. */
  readonly printed: (pattern: RegExp) => Promise<string>
  /** Sends `signal` (a polite SIGTERM unless told) and resolves once the process has ended. */
  readonly stop: (signal?: NodeJS.Signals) => Promise<void>
}

/**
 * A TypeScript entry of the repository run in a Node process of its own, as tests and benchmarks
 * start servers and engines: with `env` over this process's environment, from the repository's
 * root. Every test that starts a process starts it here.
 */
export const startProcess = (entry: string, env: Record<string, string>, options: { readonly label?: string } = {}): RunningProcess => {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  const take = (chunk: Buffer) => {
    output += chunk
    if (options.label !== undefined) process.stderr.write(`[${options.label}] ${chunk.toString()}`)
  }
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk))
  child.stderr!.on("data", take)
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve))
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => (pattern.test(output) ? resolve(output) : undefined)
      child.stdout!.on("data", check)
      child.stderr!.on("data", check)
      void exited.then(() => (pattern.test(output) ? resolve(output) : reject(new Error(`Exited without printing ${pattern}:\n${output}`))))
      check()
    })
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return { child, exited, output: () => output, printed, stop }
}

export interface RunningServer extends RunningProcess {
  /** Where its gateway answers. */
  readonly url: string
  readonly port: number
}

/** What a server prints once it runs (its banner's first line). */
export const RUNNING = /Redline is running/

/**
 * `pnpm start`'s process (without the web build) on a free port, on embedded defaults in a fresh
 * DATA_DIR (removed when it ends) unless `env` says otherwise (DATABASE_URL, NATS_URL, ROLES …).
 * Wait for `printed(RUNNING)` before calling it; a process whose roles include no gateway has no
 * `url` to answer on.
 */
export const startServer = async (env: Record<string, string> = {}, options: { readonly label?: string } = {}): Promise<RunningServer> => {
  const port = env["PORT"] === undefined ? await freePort() : Number(env["PORT"])
  const dataDir = env["DATA_DIR"] ?? Fs.mkdtempSync(Path.join(Os.tmpdir(), "redline-server-"))
  const server = startProcess(
    serverMain,
    {
      DATABASE_URL: "",
      NATS_URL: "",
      S3_ENDPOINT: "",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PORT: String(port),
      ...env
    },
    options
  )
  if (env["DATA_DIR"] === undefined) void server.exited.then(() => Fs.rmSync(dataDir, { recursive: true, force: true }))
  return { ...server, url: `http://127.0.0.1:${port}`, port }
}
