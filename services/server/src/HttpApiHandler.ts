import { Cookies, HttpApp, HttpServerError, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import type { ApiCall, ApiHandler, Reply } from "@redline/gateway"
import type { ReadLanes } from "@redline/http"
import { Effect, Runtime } from "effect"

/** Framing headers: uWS frames the body itself. */
const framing = new Set(["content-length", "transfer-encoding", "connection", "keep-alive"])

/**
 * What `HttpServerRequest.fromWeb` reads of a web `Request`, made from the gateway's call
 * without building one: the method, the URL, the headers and the body.
 */
const sourceOf = (call: ApiCall) => {
  const bytes = call.body ?? new Uint8Array(0)
  return {
    method: call.method,
    url: call.url,
    headers: call.headers,
    text: () => Promise.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8")),
    arrayBuffer: () => Promise.resolve(bytes.slice().buffer),
    get body() {
      return call.body === undefined ? null : new Blob([bytes]).stream()
    }
  }
}

const headersOf = (response: HttpServerResponse.HttpServerResponse): Array<readonly [string, string]> => {
  const headers: Array<readonly [string, string]> = []
  for (const [name, value] of Object.entries(response.headers)) {
    if (!framing.has(name)) headers.push([name, value])
  }
  if (!Cookies.isEmpty(response.cookies)) {
    for (const cookie of Cookies.toSetCookieHeaders(response.cookies)) headers.push(["set-cookie", cookie])
  }
  return headers
}

/** A response as a reply; any body but bytes (a stream, say) is read to its end through a web `Response` first. */
const replyOf = (response: HttpServerResponse.HttpServerResponse, runtime: Runtime.Runtime<never>): Reply | Promise<Reply> => {
  const { status, body } = response
  if (body._tag === "Empty") return { status, headers: headersOf(response), body: "" }
  if (body._tag === "Uint8Array") return { status, headers: headersOf(response), body: body.body }
  const web = HttpServerResponse.toWeb(response, { runtime })
  return web.arrayBuffer().then((bytes) => {
    const headers: Array<readonly [string, string]> = []
    web.headers.forEach((value, name) => {
      if (name !== "set-cookie" && !framing.has(name)) headers.push([name, value])
    })
    // `forEach` folds cookies into one comma-joined value, which browsers misread
    for (const cookie of web.headers.getSetCookie()) headers.push(["set-cookie", cookie])
    return { status, headers, body: new Uint8Array(bytes) }
  })
}

const answers = new WeakMap<HttpServerRequest.HttpServerRequest, (reply: Reply | Promise<Reply>) => void>()

/**
 * The HTTP API as the gateway's handler: each call runs `app` in `runtime` as an
 * `HttpServerRequest` made from the call, and its `HttpServerResponse` becomes the reply, with no
 * web `Request` or `Response` in between (as `HttpApp.toWebHandlerRuntime` would make). A read
 * `lanes` take is answered by its handler without the pipeline. A client that leaves interrupts
 * its request's fiber.
 */
export const httpApiHandler = <E, R>(
  runtime: Runtime.Runtime<R>,
  app: HttpApp.Default<E, R>,
  lanes?: ReadLanes
): ApiHandler["Type"]["handle"] => {
  const run = Runtime.runFork(runtime)
  const plain = runtime as Runtime.Runtime<never>
  const handled = HttpApp.toHandled(app, (request, response) => Effect.sync(() => answers.get(request)?.(replyOf(response, plain))))
  const pipeline = (call: ApiCall, request: HttpServerRequest.HttpServerRequest) =>
    new Promise<Reply>((resolve) => {
      answers.set(request, resolve)
      const fiber = run(Effect.provideService(handled, HttpServerRequest.HttpServerRequest, request))
      call.onAbort(() => fiber.unsafeInterruptAsFork(HttpServerError.clientAbortFiberId))
    })
  return (call) => {
    const request = HttpServerRequest.fromWeb(sourceOf(call) as unknown as globalThis.Request)
    const read = lanes?.answer(call, request, plain)
    if (read === undefined) return pipeline(call, request)
    return read.then((answer) =>
      answer === undefined
        ? pipeline(call, request)
        : { status: answer.status, headers: [["content-type", "application/json"]], body: answer.body }
    )
  }
}
