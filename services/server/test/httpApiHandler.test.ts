import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import type { ApiCall, Reply } from "@redline/gateway"
import { Effect, Runtime, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { httpApiHandler } from "../src/HttpApiHandler.ts"

let interrupted = 0

const app = HttpRouter.empty.pipe(
  HttpRouter.post(
    "/echo",
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const body = yield* request.json
      return yield* HttpServerResponse.json({ method: request.method, url: request.url, headers: request.headers, body })
    })
  ),
  HttpRouter.get(
    "/cookies",
    HttpServerResponse.text("ok").pipe(
      HttpServerResponse.setCookies([
        ["session", "abc", { path: "/", httpOnly: true }],
        ["theme", "dark", { path: "/" }]
      ]),
      Effect.orDie
    )
  ),
  HttpRouter.get("/empty", HttpServerResponse.empty({ status: 204 })),
  HttpRouter.get(
    "/stream",
    Effect.succeed(HttpServerResponse.stream(Stream.make("a", "b", "c").pipe(Stream.encodeText), { contentType: "text/plain" }))
  ),
  HttpRouter.get("/broken", Effect.die(new Error("broken"))),
  HttpRouter.get(
    "/slow",
    Effect.never.pipe(
      Effect.onInterrupt(() => Effect.sync(() => interrupted++)),
      Effect.as(HttpServerResponse.empty())
    )
  )
)

const handle = httpApiHandler(Runtime.defaultRuntime, app)

const call = (method: string, url: string, options: Partial<ApiCall> = {}): ApiCall => ({
  method,
  authority: "redline.test",
  url,
  headers: {},
  body: undefined,
  onAbort: () => undefined,
  ...options
})

const text = (reply: Reply) => (typeof reply.body === "string" ? reply.body : new TextDecoder().decode(reply.body))
const header = (reply: Reply, name: string) => reply.headers.filter(([own]) => own === name).map(([, value]) => value)

describe("the HTTP API as the gateway's handler", () => {
  it("hands the app the method, path with query, headers and body", async () => {
    const reply = await handle(
      call("POST", "/echo?q=porsche%20911", {
        headers: { "content-type": "application/json", authorization: "Bearer k" },
        body: new TextEncoder().encode(JSON.stringify({ amount: 500 }))
      })
    )
    expect(reply.status).toBe(200)
    expect(header(reply, "content-type")).toEqual(["application/json"])
    expect(JSON.parse(text(reply))).toEqual({
      method: "POST",
      url: "/echo?q=porsche%20911",
      headers: { "content-type": "application/json", authorization: "Bearer k" },
      body: { amount: 500 }
    })
  })

  it("writes every cookie as its own set-cookie header", async () => {
    const reply = await handle(call("GET", "/cookies"))
    expect(header(reply, "set-cookie")).toEqual(["session=abc; Path=/; HttpOnly", "theme=dark; Path=/"])
    expect(text(reply)).toBe("ok")
  })

  it("answers an empty body, a streamed one read to its end, and a defect as 500", async () => {
    expect(await handle(call("GET", "/empty"))).toMatchObject({ status: 204, body: "" })
    const streamed = await handle(call("GET", "/stream"))
    expect(streamed.status).toBe(200)
    expect(text(streamed)).toBe("abc")
    expect(header(streamed, "content-type")).toEqual(["text/plain"])
    expect((await handle(call("GET", "/broken"))).status).toBe(500)
  })

  it("interrupts the request's fiber when the client leaves", async () => {
    let leave = () => {}
    void handle(call("GET", "/slow", { onAbort: (listener) => (leave = listener) }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    leave()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(interrupted).toBe(1)
  })
})
