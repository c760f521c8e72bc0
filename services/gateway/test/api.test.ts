import { BID_INTENTS } from "@redline/infra"
import { Effect, Exit, Scope } from "effect"
import { randomBytes } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { rawRequest } from "./RawHttp.ts"
import { type RunningGateway, startGateway } from "./RunningGateway.ts"

interface Seen {
  readonly method: string
  readonly url: string
  readonly headers: Record<string, string>
  readonly body: string
}

/** Stands in for the API: reports what reached it, or misbehaves on cue. */
const fakeApi = (request: Request): Promise<Response> => {
  if (new URL(request.url).pathname === "/api/throws") throw new Error("the handler broke")
  return answer(request)
}

const answer = async (request: Request): Promise<Response> => {
  const { pathname } = new URL(request.url)
  if (pathname === "/api/rejects-later") {
    await new Promise((resolve) => setTimeout(resolve, 10))
    throw new Error("the handler broke later")
  }
  if (pathname === "/api/slow") await new Promise((resolve) => setTimeout(resolve, 300))
  if (pathname === "/api/binary") {
    return new Response(await request.arrayBuffer(), {
      status: 201,
      headers: { "content-type": "application/octet-stream" }
    })
  }
  if (pathname === "/api/cookies") {
    const headers = new Headers({ "content-type": "text/plain" })
    headers.append("set-cookie", "session=abc; Path=/; HttpOnly")
    headers.append("set-cookie", "theme=dark; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT")
    return new Response("ok", { status: 200, headers })
  }
  const seen: Seen = {
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(request.headers),
    body: await request.text()
  }
  return Response.json(seen, { status: 202, headers: { "x-api": "yes" } })
}

let gateway: RunningGateway
beforeAll(async () => {
  gateway = await startGateway({ port: 0, host: "127.0.0.1", webRoot: undefined }, fakeApi)
})
afterAll(() => gateway.stop())

const api = (path: string, init?: RequestInit) => fetch(`${gateway.url}${path}`, init)

describe("/api pass-through", () => {
  it("hands method, full URL with query and headers to the API and its status and headers back", async () => {
    const response = await api("/api/v1/auctions?sort=ending_soon&q=porsche%20911", {
      headers: { "x-custom": "value", accept: "application/json" }
    })
    expect(response.status).toBe(202)
    expect(response.headers.get("x-api")).toBe("yes")
    const seen = (await response.json()) as Seen
    expect(seen.method).toBe("GET")
    expect(seen.url).toBe(`${gateway.url}/api/v1/auctions?sort=ending_soon&q=porsche%20911`)
    expect(seen.headers["x-custom"]).toBe("value")
    expect(seen.headers["accept"]).toBe("application/json")
  })

  it("takes /api itself too", async () => {
    const seen = (await (await api("/api")).json()) as Seen
    expect(new URL(seen.url).pathname).toBe("/api")
  })

  it("passes a JSON body", async () => {
    const body = JSON.stringify({ amount: 15250, idempotency_key: "k-1" })
    const response = await api("/api/v1/auctions/12/bids", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body
    })
    const seen = (await response.json()) as Seen
    expect(seen.method).toBe("POST")
    expect(seen.headers["content-type"]).toBe("application/json")
    expect(JSON.parse(seen.body)).toEqual({ amount: 15250, idempotency_key: "k-1" })
  })

  it("keeps PATCH and DELETE as sent", async () => {
    for (const method of ["PATCH", "DELETE", "PUT"]) {
      const seen = (await (await api("/api/v1/thing", { method, body: "x" })).json()) as Seen
      expect(seen.method).toBe(method)
      expect(seen.body).toBe("x")
    }
  })

  it("passes binary bodies both ways unchanged", async () => {
    const bytes = randomBytes(300 * 1024)
    const response = await api("/api/binary", { method: "PUT", body: bytes })
    expect(response.status).toBe(201)
    expect(response.headers.get("content-type")).toBe("application/octet-stream")
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it("writes every set-cookie separately", async () => {
    const response = await api("/api/cookies")
    expect(response.headers.getSetCookie()).toEqual([
      "session=abc; Path=/; HttpOnly",
      "theme=dark; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT"
    ])
    expect(await response.text()).toBe("ok")
  })

  it("answers HEAD without a body", async () => {
    const response = await rawRequest(gateway.port, "/api/v1/auctions", { method: "HEAD" })
    expect(response.status).toBe(202)
    expect(response.body.byteLength).toBe(0)
    expect(Number(response.headers["content-length"])).toBeGreaterThan(0)
  })
})

describe("gateway stamps", () => {
  it("stamps the receive time and replaces a client's own", async () => {
    const before = Date.now()
    const honest = (await (await api("/api/v1/auctions/12/bids", { method: "POST", body: "{}" })).json()) as Seen
    const spoofed = (await (
      await api("/api/v1/auctions/12/bids", { method: "POST", body: "{}", headers: { "x-received-at": "1" } })
    ).json()) as Seen
    const after = Date.now()
    for (const seen of [honest, spoofed]) {
      const receivedAt = Number(seen.headers["x-received-at"])
      expect(receivedAt).toBeGreaterThanOrEqual(before)
      expect(receivedAt).toBeLessThanOrEqual(after)
    }
  })

  const clientOf = async (port: number, localAddress: string, headers: Record<string, string> = {}) => {
    const response = await rawRequest(port, "/api/v1/me", { localAddress, headers })
    return (JSON.parse(response.body.toString()) as Seen).headers["x-client-address"]
  }

  it("passes the peer address as x-client-address, whatever the client claims", async () => {
    expect(await clientOf(gateway.port, "127.0.0.1")).toBe("127.0.0.1")
    expect(await clientOf(gateway.port, "127.0.0.2")).toBe("127.0.0.2")
    const forged = { "x-forwarded-for": "203.0.113.9", "x-client-address": "203.0.113.10" }
    expect(await clientOf(gateway.port, "127.0.0.2", forged)).toBe("127.0.0.2")
  })

  it("reads X-Forwarded-For from the right as far as trusted proxies wrote it", async () => {
    const behindProxies = await startGateway(
      { port: 0, host: "127.0.0.1", webRoot: undefined, trustedProxies: ["127.0.0.3", "10.0.0.0/8"] },
      fakeApi
    )
    try {
      const proxied = (forwardedFor: string, from = "127.0.0.3") =>
        clientOf(behindProxies.port, from, { "x-forwarded-for": forwardedFor, "x-client-address": "203.0.113.10" })
      expect(await proxied("198.51.100.7")).toBe("198.51.100.7")
      // what the client wrote itself, left of the hop its proxy added, is never read
      expect(await proxied("203.0.113.9, 198.51.100.7")).toBe("198.51.100.7")
      // a chain of trusted proxies is skipped
      expect(await proxied("203.0.113.9, 198.51.100.7, 10.1.2.3, 10.0.0.9")).toBe("198.51.100.7")
      expect(await proxied("[2001:db8::5]:4431, 10.0.0.9")).toBe("2001:db8::5")
      expect(await proxied("198.51.100.7:5123")).toBe("198.51.100.7")
      // a hop that is no address stops at the proxy that passed it on
      expect(await proxied("198.51.100.7, not-an-address, 10.0.0.9")).toBe("10.0.0.9")
      // no X-Forwarded-For: the proxy itself is the client
      expect(await clientOf(behindProxies.port, "127.0.0.3")).toBe("127.0.0.3")
      // from a peer that is no trusted proxy, X-Forwarded-For is the client's own claim
      expect(await proxied("198.51.100.7", "127.0.0.4")).toBe("127.0.0.4")
    } finally {
      await behindProxies.stop()
    }
  })
})

describe("failures", () => {
  const bodyLimit = 1024 * 1024

  it("refuses a body over 1 MiB with 413 JSON", async () => {
    const response = await api("/api/binary", { method: "POST", body: new Uint8Array(bodyLimit + 1) })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error_code: 1005, message: "The request body is larger than 1 MiB." })
  })

  it("accepts a body of exactly 1 MiB", async () => {
    const response = await api("/api/binary", { method: "POST", body: new Uint8Array(bodyLimit) })
    expect(response.status).toBe(201)
    expect((await response.arrayBuffer()).byteLength).toBe(bodyLimit)
  })

  it("refuses an oversized streamed body that announced no length", async () => {
    const chunk = new Uint8Array(256 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > bodyLimit * 2) controller.close()
        else {
          sent += chunk.byteLength
          controller.enqueue(chunk)
        }
      }
    })
    const response = await api("/api/binary", { method: "POST", body, duplex: "half" } as RequestInit)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error_code: number }).error_code).toBe(1005)
  })

  it("answers 500 JSON when the handler throws, and keeps serving", async () => {
    for (const path of ["/api/throws", "/api/rejects-later"]) {
      const response = await api(path)
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({ error_code: 1099, message: "Sorry, something went wrong" })
    }
    expect((await api("/api/v1/still-there")).status).toBe(202)
  })

  it("survives a client that leaves before the answer", async () => {
    const leaving = api("/api/slow", { signal: AbortSignal.timeout(50) })
    await expect(leaving).rejects.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect((await api("/api/v1/still-there")).status).toBe(202)
  })
})

describe("bid announcements", () => {
  it("announces a bid request to its auction's owner with its own token, and says when the request is over", async () => {
    const heard: Array<{ token: string; auction_id: number; settled: boolean; received_at: number }> = []
    const subscription = await Effect.runPromise(Scope.make())
    await Effect.runPromise(
      gateway.bus
        .subscribe(BID_INTENTS, (message) => Effect.sync(() => heard.push(JSON.parse(new TextDecoder().decode(message.data)))))
        .pipe(Scope.extend(subscription))
    )
    const response = await fetch(`${gateway.url}/api/v1/auctions/12/bids`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-bid-intent": "spoofed" },
      body: JSON.stringify({ amount: 500 })
    })
    const seen = (await response.json()) as Seen
    await new Promise((resolve) => setTimeout(resolve, 50))
    await Effect.runPromise(Scope.close(subscription, Exit.void))

    const token = seen.headers["x-bid-intent"]
    expect(token).toMatch(/^[0-9a-f-]{36}$/)
    expect(heard.map((intent) => [intent.auction_id, intent.token, intent.settled])).toEqual([
      [12, token, false],
      [12, token, true]
    ])
    expect(heard[0]!.received_at).toBe(Number(seen.headers["x-received-at"]))
  })

  it("announces no bid on an auction that cannot exist, and keeps answering after one", async () => {
    const heard: Array<unknown> = []
    const subscription = await Effect.runPromise(Scope.make())
    await Effect.runPromise(
      gateway.bus.subscribe(BID_INTENTS, (message) => Effect.sync(() => heard.push(message))).pipe(Scope.extend(subscription))
    )
    for (const id of ["9007199254740993", "99999999999999999999", "2147483648", "0x1A", "0", "1e3"]) {
      // no session, no body: as the request that once stopped the server
      const response = await fetch(`${gateway.url}/api/v1/auctions/${id}/bids`, { method: "POST" })
      expect(response.status, id).toBe(202)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
    await Effect.runPromise(Scope.close(subscription, Exit.void))
    expect(heard).toEqual([])
    expect((await api("/api/v1/still-there")).status).toBe(202)
  })

  it("announces nothing for other requests", async () => {
    const heard: Array<unknown> = []
    const subscription = await Effect.runPromise(Scope.make())
    await Effect.runPromise(
      gateway.bus.subscribe(BID_INTENTS, (message) => Effect.sync(() => heard.push(message))).pipe(Scope.extend(subscription))
    )
    await fetch(`${gateway.url}/api/v1/auctions/12/stats`)
    await Effect.runPromise(Scope.close(subscription, Exit.void))
    expect(heard).toEqual([])
  })
})

describe("load shedding", () => {
  it("answers 503 with an error code at once when too many API requests wait", async () => {
    const small = await startGateway({ port: 0, host: "127.0.0.1", webRoot: undefined, maxApiRequestsInFlight: 2 }, fakeApi)
    try {
      const waiting = [fetch(`${small.url}/api/slow`), fetch(`${small.url}/api/slow`)]
      await new Promise((resolve) => setTimeout(resolve, 50))
      const shed = await fetch(`${small.url}/api/slow`)
      expect(shed.status).toBe(503)
      expect(await shed.json()).toMatchObject({ error_code: 1006 })
      expect((await Promise.all(waiting)).map((response) => response.ok)).toEqual([true, true])
      expect((await fetch(`${small.url}/api/slow`)).ok).toBe(true)
    } finally {
      await small.stop()
    }
  })
})
