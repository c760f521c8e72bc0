import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as uws from "uWebSockets.js"
import { apiRoute } from "../src/ApiRoute.ts"
import { guard, guardedRoute, internalErrorReply } from "../src/Guard.ts"
import { realtimeSocket } from "../src/RealtimeSocket.ts"
import { OpenSockets } from "../src/OpenSockets.ts"
import { ReadCache } from "../src/ReadCache.ts"

const reported: Array<string> = []
const report = (cause: unknown) => reported.push(cause instanceof Error ? cause.message : String(cause))

let app: uws.TemplatedApp
let listening: uws.us_listen_socket
let base = ""

const announced: Array<number> = []

beforeAll(async () => {
  app = uws
    .App()
    .get(
      "/ok",
      guardedRoute(report, [], (_res, _req, pending) => pending.send({ status: 200, headers: [], body: "ok" }))
    )
    .get(
      "/throws",
      guardedRoute(report, [], () => {
        throw new Error("the route broke")
      })
    )
    .post(
      "/throws-on-data",
      guardedRoute(report, [], (res, _req, pending) =>
        res.onData(
          guard(
            report,
            () => {
              throw new Error("the body reader broke")
            },
            () => pending.abandon(internalErrorReply)
          )
        )
      )
    )
    .any(
      "/api/*",
      apiRoute({
        handler: { handle: async () => ({ status: 200, headers: [["content-type", "application/json"]], body: "{}" }) },
        maxInFlight: 10,
        ownAuthority: () => "127.0.0.1",
        reportFailure: report,
        siteHeaders: [],
        trustsProxy: () => false,
        visitorReads: new ReadCache(),
        changed: () => undefined,
        announceBid: (auctionId) => {
          announced.push(auctionId)
          return () => {
            throw new Error("the announcement's end broke")
          }
        }
      })
    )
    .ws(
      "/ws",
      realtimeSocket(
        new OpenSockets(),
        "g1",
        () => {
          throw new Error("the close listener broke")
        },
        report
      )
    )
  listening = await new Promise<uws.us_listen_socket>((resolve, reject) =>
    app.listen("127.0.0.1", 0, (socket) => (socket ? resolve(socket) : reject(new Error("no port"))))
  )
  base = `http://127.0.0.1:${uws.us_socket_local_port(listening as unknown as uws.us_socket)}`
})

afterAll(() => {
  uws.us_listen_socket_close(listening)
  app.close()
})

const stillServing = async () => expect(await (await fetch(`${base}/ok`)).text()).toBe("ok")

describe("a defect in a uWS callback", () => {
  it("thrown by a route is logged and answered 500 with the standard body, and the process serves on", async () => {
    const response = await fetch(`${base}/throws`)
    expect(response.status).toBe(500)
    expect(response.headers.get("content-type")).toBe("application/json")
    expect(await response.json()).toEqual({ error_code: 1099, message: "Sorry, something went wrong" })
    expect(reported).toContain("the route broke")
    await stillServing()
  })

  it("thrown while a body is read is answered 500 too", async () => {
    const response = await fetch(`${base}/throws-on-data`, { method: "POST", body: "{}" })
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({ error_code: 1099 })
    expect(reported).toContain("the body reader broke")
    await stillServing()
  })

  it("thrown by a listener once the answer is written is logged, and the answer stands", async () => {
    const response = await fetch(`${base}/api/v1/auctions/12/bids`, { method: "POST", body: "{}" })
    expect(response.status).toBe(200)
    expect(announced).toEqual([12])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reported).toContain("the announcement's end broke")
    await stillServing()
  })

  it("thrown when a socket closes is logged, and the process serves on", async () => {
    const socket = new WebSocket(`${base.replace("http", "ws")}/ws`)
    await new Promise((resolve, reject) => {
      socket.onopen = resolve
      socket.onerror = reject
    })
    socket.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(reported).toContain("the close listener broke")
    await stillServing()
  })
})
