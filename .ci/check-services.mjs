// Fails unless Postgres (DATABASE_URL) and NATS (NATS_URL) answer: tests must not skip them silently.
import * as net from "node:net"

const answers = (name, url, defaultPort, greeting) =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url)
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) })
    const fail = (why) => {
      socket.destroy()
      reject(new Error(`${name} at ${hostname}:${port || defaultPort} does not answer: ${why}`))
    }
    socket.setTimeout(5000, () => fail("timed out"))
    socket.on("error", (error) => fail(error.message))
    socket.on("connect", () => {
      if (greeting === undefined) {
        socket.end()
        resolve()
      }
    })
    socket.on("data", (data) => {
      if (greeting !== undefined && data.toString().startsWith(greeting)) {
        socket.end()
        resolve()
      } else fail("unexpected greeting")
    })
  })

try {
  await answers("Postgres", process.env.DATABASE_URL, 5432)
  await answers("NATS", process.env.NATS_URL, 4222, "INFO")
  console.log("Postgres and NATS answer.")
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
