import { type ChildProcess, spawn } from "node:child_process"
import * as Fs from "node:fs"
import * as Net from "node:net"
import * as Os from "node:os"
import * as Path from "node:path"

const main = Path.resolve(import.meta.dirname, "../../services/server/src/main.ts")

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = Net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as Net.AddressInfo
      server.close(() => resolve(port))
    })
  })

export interface EmbeddedServer {
  readonly url: string
  readonly staff: { readonly email: string; readonly password: string }
  readonly stop: () => Promise<void>
}

/**
 * A whole Redline in one process on embedded defaults (PGlite, in-process bus),
 * a fresh data directory and no demo marketplace: what `pnpm start` runs, minus the web build.
 */
export const startEmbeddedServer = async (): Promise<EmbeddedServer> => {
  const port = await freePort()
  const dataDir = Fs.mkdtempSync(Path.join(Os.tmpdir(), "redline-load-test-"))
  const staff = { email: "staff@load-test.example.com", password: "staff-password-1" }
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_FIXTURES: "false",
      DATABASE_URL: "",
      NATS_URL: "",
      S3_ENDPOINT: "",
      ADMIN_EMAIL: staff.email,
      ADMIN_PASSWORD: staff.password
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const check = (chunk: Buffer) => {
      output += chunk
      if (output.includes("Redline is running at")) resolve()
    }
    child.stdout!.on("data", check)
    child.stderr!.on("data", check)
    child.on("exit", () => reject(new Error(`The server exited before it was running:\n${output}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    staff,
    stop: async () => {
      child.kill("SIGTERM")
      await exited
      Fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
