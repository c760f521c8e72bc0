import { Effect, Option } from "effect"
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
    expect(first.connection_id).toMatch(/^[0-9a-f-]{36}$/)
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

describe("Connections", () => {
  it("finds an open connection by id, subscribes it to a topic and delivers what is published", async () => {
    const watcher = await SocketClient.connect(gateway.url)
    const bystander = await SocketClient.connect(gateway.url)
    const { connection_id } = await askId(watcher, "init")

    const connection = Option.getOrThrow(await Effect.runPromise(gateway.connections.lookup(connection_id)))
    expect(await Effect.runPromise(connection.subscribe("auction:12"))).toBe(true)
    const event = JSON.stringify({ channel: "auction:12", sequence: 1, kind: "bid", data: { amount: 15250 } })
    expect(await Effect.runPromise(gateway.connections.publish("auction:12", event))).toBe(true)
    expect(await watcher.next()).toEqual(JSON.parse(event))

    // the bystander got nothing: its next message is the answer to its own question
    expect(await askId(bystander, "quiet")).toMatchObject({ echo: "quiet" })

    await watcher.close()
    await bystander.close()
    expect(Option.isNone(await Effect.runPromise(gateway.connections.lookup(connection_id)))).toBe(true)
    expect(await Effect.runPromise(connection.subscribe("auction:12"))).toBe(false)
  })

  it("knows no unknown id", async () => {
    expect(Option.isNone(await Effect.runPromise(gateway.connections.lookup("nobody")))).toBe(true)
  })
})
