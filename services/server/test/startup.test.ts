import { type ChildProcess, spawn } from "node:child_process"
import * as Fs from "node:fs"
import * as Net from "node:net"
import * as Os from "node:os"
import * as Path from "node:path"
import { afterAll, describe, expect, it } from "vitest"

const main = Path.resolve(import.meta.dirname, "../src/main.ts")
const running: Array<ChildProcess> = []

/** `pnpm start`'s process (without the web build), on embedded defaults unless `env` says otherwise. */
const start = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      NATS_URL: "",
      S3_ENDPOINT: "",
      HOST: "127.0.0.1",
      DATA_DIR: Fs.mkdtempSync(Path.join(Os.tmpdir(), "redline-start-")),
      ...env
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  running.push(child)
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

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = Net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as Net.AddressInfo
      server.close(() => resolve(port))
    })
  })

afterAll(() => {
  for (const child of running) child.kill("SIGTERM")
})

describe("start-up", () => {
  it("serves the seeded marketplace, its photos and the OpenAPI document from a fresh DATA_DIR", async () => {
    const port = await freePort()
    const server = start({ PORT: String(port) })
    await server.printed(/Redline is running at/)
    const base = `http://127.0.0.1:${port}`
    expect(server.output()).toMatch(/Demo accounts/)
    expect(server.output()).toMatch(/Staff account: admin@redline\.local/)

    const openapi = await fetch(`${base}/api/openapi.json`)
    expect(openapi.status).toBe(200)
    expect(((await openapi.json()) as { paths: object }).paths).toHaveProperty("/api/v1/auctions")

    // Checked field by field below.
    const live: any = await (await fetch(`${base}/api/v1/auctions`)).json()
    expect(live.auctions.length).toBeGreaterThanOrEqual(60)
    const past: any = await (await fetch(`${base}/api/v1/auctions/closed?limit=100`)).json()
    expect(past.total).toBe(200)

    const photo = live.auctions[0].main_photo
    const image = await fetch(`${base}${photo.base_url}${photo.path}?w=384&q=70`)
    expect(image.status).toBe(200)
    expect(image.headers.get("content-type")).toBe("image/jpeg")
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000)

    server.child.kill("SIGTERM")
    expect(await server.exited).toBe(0)
  }, 120_000)

  it("stops with one clear line when DATABASE_URL does not answer", async () => {
    const server = start({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/redline", PORT: String(await freePort()) })
    expect(await server.exited).not.toBe(0)
    const lines = server.output().trim().split("\n").filter((line) => line.trim() !== "")
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/Redline could not start\. Cannot reach the database at DATABASE_URL \(127\.0\.0\.1:1\/redline\)/)
  }, 60_000)

  it("stops with one clear line when the port is in use", async () => {
    const holder = Net.createServer()
    const port = await new Promise<number>((resolve) =>
      holder.listen(0, "127.0.0.1", () => resolve((holder.address() as Net.AddressInfo).port)))
    try {
      const server = start({ PORT: String(port), SEED_FIXTURES: "false" })
      expect(await server.exited).not.toBe(0)
      const lines = server.output().trim().split("\n").filter((line) => line.trim() !== "")
      expect(lines.map((line) => line.trim())).toEqual([`Redline could not start. Port ${port} is already in use: stop what holds it or set PORT to another port.`])
    } finally {
      holder.close()
    }
  }, 60_000)
})
