import { type AddressInfo, createServer } from "node:net"
import { Cause, Exit, Option } from "effect"
import { describe, expect, it } from "vitest"
import { PortInUse } from "../src/index.ts"
import { startGateway, tryStartGateway } from "./RunningGateway.ts"
import { SocketClient } from "./SocketClient.ts"

const local = { host: "127.0.0.1", webRoot: undefined } as const

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer()
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

describe("listening", () => {
  it("reports the port it bound when asked for any", async () => {
    const gateway = await startGateway({ port: 0, ...local })
    expect(gateway.port).toBeGreaterThan(0)
    expect(gateway.url).toBe(`http://127.0.0.1:${gateway.port}`)
    await gateway.stop()
  })

  it("fails with PortInUse when another gateway holds the port", async () => {
    const holder = await startGateway({ port: await freePort(), ...local })
    try {
      const exit = await tryStartGateway({ port: holder.port, ...local })
      expect(Exit.isFailure(exit) && Cause.failureOption(exit.cause)).toEqual(Option.some(new PortInUse({ port: holder.port })))
      // the holder is untouched
      expect((await fetch(`${holder.url}/`)).status).toBe(503)
    } finally {
      await holder.stop()
    }
  })

  it("fails with PortInUse when another process holds the port", async () => {
    const holder = createServer()
    const port = await new Promise<number>((resolve) =>
      holder.listen(0, "127.0.0.1", () => resolve((holder.address() as AddressInfo).port))
    )
    try {
      const exit = await tryStartGateway({ port, ...local })
      expect(Exit.isFailure(exit) && Cause.failureOption(exit.cause)).toEqual(Option.some(new PortInUse({ port })))
    } finally {
      await new Promise((resolve) => holder.close(resolve))
    }
  })

  it("frees the port and closes open sockets on release", async () => {
    // a fixed port: one picked by the system (0) is bound without SO_REUSEADDR, so the
    // connections the gateway closed would hold it in TIME_WAIT for a minute
    const port = await freePort()
    const first = await startGateway({ port, ...local })
    const client = await SocketClient.connect(first.url)
    expect((await fetch(`${first.url}/`)).status).toBe(503)
    await first.stop()
    await client.closed
    await expect(fetch(`${first.url}/`)).rejects.toThrow()

    const second = await startGateway({ port, ...local })
    expect(second.port).toBe(port)
    expect((await fetch(`${second.url}/`)).status).toBe(503)
    await second.stop()
  })

  it("listens on every interface when no host is given", async () => {
    const gateway = await startGateway({ port: 0, webRoot: undefined })
    expect(gateway.url).toBe(`http://localhost:${gateway.port}`)
    expect((await fetch(`http://127.0.0.1:${gateway.port}/`)).status).toBe(503)
    await gateway.stop()
  })
})
