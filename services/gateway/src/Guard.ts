import { InternalError } from "@redline/api"
import type * as uws from "uWebSockets.js"
import { jsonErrorReply, PendingResponse, type Reply } from "./Reply.ts"

/** The answer to a request our own code failed on. */
export const internalErrorReply: Reply = (() => {
  const error = InternalError.default()
  return jsonErrorReply(500, error.error_code, error.message)
})()

/**
 * uWS ends the process when one of its callbacks throws, so every callback the gateway hands it
 * goes through here: a defect is reported (logged) and `onDefect` cleans up after it (answers
 * the request, say), and the process lives on.
 */
export const guard =
  <Args extends ReadonlyArray<unknown>>(
    reportFailure: (cause: unknown) => void,
    callback: (...args: Args) => void,
    onDefect: (...args: Args) => void = () => undefined
  ) =>
  (...args: Args): void => {
    try {
      callback(...args)
    } catch (cause) {
      reportFailure(cause)
      try {
        onDefect(...args)
      } catch (again) {
        reportFailure(again)
      }
    }
  }

/**
 * An HTTP route whose answer goes through a `PendingResponse` made for it, guarded: a defect,
 * thrown at once or later in one of the callbacks it registers through the response, is reported
 * and answered 500 with the standard body if nothing was written yet, and the connection closed
 * if an answer was half written.
 */
export const guardedRoute =
  (
    reportFailure: (cause: unknown) => void,
    siteHeaders: Reply["headers"],
    route: (res: uws.HttpResponse, req: uws.HttpRequest, pending: PendingResponse) => void
  ) =>
  (res: uws.HttpResponse, req: uws.HttpRequest): void => {
    let pending: PendingResponse | undefined
    guard(
      reportFailure,
      () => {
        // not getMethod(), which lowercases the method in place for everyone who reads it later
        pending = new PendingResponse(res, req.getCaseSensitiveMethod().toUpperCase() === "HEAD", siteHeaders, reportFailure)
        route(res, req, pending)
      },
      () => (pending === undefined ? res.close() : pending.abandon(internalErrorReply))
    )()
  }
