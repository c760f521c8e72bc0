/**
 * Gateway memory per idle `/ws` connection: start a server (embedded, no
 * demo data), open N sockets that each got their connection id and then sit
 * idle, and compare the server's resident memory before and after.
 *
 *   node --import tsx services/gateway/bench/idle-connections.ts [N]
 */
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import * as Fs from "node:fs"
import * as Net from "node:net"
import * as Os from "node:os"
import * as Path from "node:path"

const connections = Number(process.argv[2] ?? 10_000)
const main = Path.resolve(import.meta.dirname, "../../server/src/main.ts")

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = Net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as Net.AddressInfo
      server.close(() => resolve(port))
    })
  })

const residentKiB = (pid: number) => {
  const line = Fs.readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("VmRSS:"))
  return Number(line?.replace(/\D+/g, ""))
}

/** A socket that upgrades, asks for its id, reads the answer and then stays open doing nothing. */
const idleSocket = (port: number) =>
  new Promise<Net.Socket>((resolve, reject) => {
    const socket = Net.connect({ host: "127.0.0.1", port })
    let upgraded = false
    socket.on("error", reject)
    socket.on("connect", () =>
      socket.write(
        `GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\nSec-WebSocket-Version: 13\r\n\r\n`
      )
    )
    socket.on("data", (chunk) => {
      if (!upgraded && chunk.includes("\r\n\r\n")) {
        upgraded = true
        const payload = Buffer.from(JSON.stringify({ type: "get_connection_id", echo: "init" }))
        const mask = randomBytes(4)
        socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, payload.map((byte, i) => byte ^ mask[i % 4]!)]))
      } else if (upgraded) resolve(socket)
    })
  })

const port = await freePort()
const server = spawn(process.execPath, ["--import", "tsx", main], {
  env: {
    ...process.env,
    PORT: String(port),
    SEED_FIXTURES: "false",
    DATABASE_URL: "",
    NATS_URL: "",
    S3_ENDPOINT: "",
    DATA_DIR: Fs.mkdtempSync(Path.join(Os.tmpdir(), "redline-idle-"))
  },
  stdio: ["ignore", "pipe", "inherit"]
})
await new Promise<void>((resolve) => server.stdout.on("data", (chunk: Buffer) => chunk.includes("Redline is running") && resolve()))
await new Promise((resolve) => setTimeout(resolve, 3_000))
const before = residentKiB(server.pid!)

const sockets: Array<Net.Socket> = []
for (let opened = 0; opened < connections; opened += 500) {
  sockets.push(...(await Promise.all(Array.from({ length: Math.min(500, connections - opened) }, () => idleSocket(port)))))
}
await new Promise((resolve) => setTimeout(resolve, 3_000))
const after = residentKiB(server.pid!)

console.log(
  JSON.stringify({
    connections,
    server_rss_before_mib: +(before / 1024).toFixed(1),
    server_rss_after_mib: +(after / 1024).toFixed(1),
    bytes_per_idle_connection: Math.round(((after - before) * 1024) / connections)
  })
)
for (const socket of sockets) socket.destroy()
server.kill("SIGTERM")
