import { channelSubject, gatewaySubject } from "@redline/infra"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningGateway, startGateway } from "./RunningGateway.ts"
import { SocketClient } from "./SocketClient.ts"

interface ConnectionIdAnswer {
  readonly type: "connection_id"
  readonly connection_id: string
  readonly echo: string | number
  readonly server_time: number
}

let gateway: RunningGateway
beforeAll(async () => {
  gateway = await startGateway({ port: 0, host: "127.0.0.1", webRoot: undefined })
})
afterAll(() => gateway.stop())

const askId = async (client: SocketClient, echo: string | number) => {
  client.send(JSON.stringify({ type: "get_connection_id", echo }))
  return (await client.next()) as ConnectionIdAnswer
}

describe("/ws", () => {
  it("gives the connection id back with the echo and the server time", async () => {
    const client = await SocketClient.connect(gateway.url)
    const before = Date.now()
    const first = await askId(client, "init")
    expect(first).toMatchObject({ type: "connection_id", echo: "init" })
    expect(first.connection_id).toMatch(/^[0-9a-f]{12}_[0-9a-f-]{36}$/)
    expect(first.server_time).toBeGreaterThanOrEqual(before)
    expect(first.server_time).toBeLessThanOrEqual(Date.now())

    const check = await askId(client, "1763686800000")
    expect(check.echo).toBe("1763686800000")
    expect(check.connection_id).toBe(first.connection_id)
    expect(await askId(client, 1763686800000)).toMatchObject({ echo: 1763686800000 })
    await client.close()
  })

  it("gives every connection its own id", async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, () => SocketClient.connect(gateway.url)))
    const ids = await Promise.all(clients.map((client) => askId(client, "init")))
    expect(new Set(ids.map((answer) => answer.connection_id)).size).toBe(5)
    await Promise.all(clients.map((client) => client.close()))
  })

  it("ignores what it does not understand and keeps the socket", async () => {
    const client = await SocketClient.connect(gateway.url)
    client.send("not json")
    client.send(JSON.stringify({ type: "subscribe_everything" }))
    client.send(JSON.stringify({ type: "get_connection_id" }))
    client.send("[]")
    client.send("null")
    expect(await askId(client, "after-noise")).toMatchObject({ type: "connection_id", echo: "after-noise" })
    await client.close()
  })
})

describe("channels", () => {
  const encoder = new TextEncoder()
  const ask = (op: "register" | "deregister", connection_id: string, channel: string) =>
    Effect.runPromise(
      gateway.bus.request(gatewaySubject(gateway.id), encoder.encode(JSON.stringify({ op, connection_id, channel })), "1 second")
    ).then((reply) => JSON.parse(new TextDecoder().decode(reply)) as { ok: boolean })
  const publishBid = (seq: number) => {
    const envelope = JSON.stringify({ channel: "auction:12", seq, kind: "bid", data: { amount: 15_000 + seq * 250 } })
    return Effect.runPromise(gateway.bus.publish(channelSubject({ type: "auction", id: 12 }), encoder.encode(envelope))).then(() =>
      JSON.parse(envelope)
    )
  }

  it("names the gateway in every connection id", async () => {
    const client = await SocketClient.connect(gateway.url)
    expect((await askId(client, "init")).connection_id.startsWith(`${gateway.id}_`)).toBe(true)
    await client.close()
  })

  it("delivers a channel's events to the sockets registered on it, and stops after deregistering", async () => {
    const watcher = await SocketClient.connect(gateway.url)
    const bystander = await SocketClient.connect(gateway.url)
    const { connection_id } = await askId(watcher, "init")

    expect(await ask("register", connection_id, "auction:12")).toEqual({ ok: true })
    const published = await publishBid(1)
    expect(await watcher.next()).toEqual(published)
    // the bystander got nothing: its next message is the answer to its own question
    expect(await askId(bystander, "quiet")).toMatchObject({ echo: "quiet" })

    expect(await ask("deregister", connection_id, "auction:12")).toEqual({ ok: true })
    await publishBid(2)
    expect(await askId(watcher, "after")).toMatchObject({ echo: "after" })
    await watcher.close()
    await bystander.close()
  })

  it("refuses to register a connection it doesn't hold", async () => {
    expect(await ask("register", `${gateway.id}_nobody`, "auction:12")).toEqual({ ok: false })
  })
})
