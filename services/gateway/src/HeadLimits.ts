import { ErrorCode, Messages } from "@redline/domain"
import type * as uws from "uWebSockets.js"
import { jsonErrorReply, PendingResponse, type Reply } from "./Reply.ts"

/** The longest path and query together the gateway reads. */
export const MAX_URL_BYTES = 8 * 1024

/** The most header names and values together the gateway reads (as Node's own server). */
export const MAX_HEADER_BYTES = 16 * 1024

/**
 * What uWS itself takes before it answers with its own HTML page: well above the gateway's limits,
 * so a request past them is refused in the API's JSON shape instead. uWS reads it once, when it
 * loads, so this module is imported before uWebSockets.js. An operator's own value is kept.
 */
export const UWS_HEAD_BYTES = 64 * 1024
process.env["UWS_HTTP_MAX_HEADERS_SIZE"] ??= String(UWS_HEAD_BYTES)

const refusal = (status: number, errorCode: number, message: string): Reply => ({
  ...jsonErrorReply(status, errorCode, message),
  // the body, if any, is never read, so this connection cannot carry another request
  closeConnection: true
})

const uriTooLong = refusal(414, ErrorCode.uri_too_long, Messages.uriTooLong("8 KiB"))
const headersTooLarge = refusal(431, ErrorCode.headers_too_large, Messages.headersTooLarge("16 KiB"))

type Route = (res: uws.HttpResponse, req: uws.HttpRequest) => void

/** A route that first refuses a request line or headers past the gateway's limits, with `{ error_code, message }`. */
export const withinHeadLimits =
  (route: Route, siteHeaders: Reply["headers"]): Route =>
  (res, req) => {
    const refuse = (reply: Reply) => new PendingResponse(res, req.getMethod() === "head", siteHeaders).send(reply)
    // typed as a string, but uWS gives undefined when the URL has no query
    if (req.getUrl().length + (req.getQuery() ?? "").length > MAX_URL_BYTES) return refuse(uriTooLong)
    let headerBytes = 0
    req.forEach((name, value) => (headerBytes += name.length + value.length))
    if (headerBytes > MAX_HEADER_BYTES) return refuse(headersTooLarge)
    route(res, req)
  }
