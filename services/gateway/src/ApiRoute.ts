import { BadRequest, ErrorCode, type LaneAnswer, type LaneRequest, ServiceBusy } from "@redline/api"
import { parseId } from "@redline/domain"
import { randomUUID } from "node:crypto"
import type { ApiHandler } from "./ApiHandler.ts"
import { type ApiCall, type ApiRequestHead, hasBody, toApiCall } from "./ApiRequest.ts"
import { clientAddress, peerAddress } from "./ClientAddress.ts"
import { guard, guardedRoute, internalErrorReply } from "./Guard.ts"
import type { ReadCache } from "./ReadCache.ts"
import { jsonErrorReply, type Reply } from "./Reply.ts"
import { type Change, changedBy, visitorRead } from "./VisitorReads.ts"

/** Uploads go straight to object storage, so API bodies are small JSON. */
const apiBodyLimit = 1024 * 1024

const tooLarge: Reply = {
  ...jsonErrorReply(413, ErrorCode.payload_too_large, "The request body is larger than 1 MiB."),
  // the rest of the body is never read, so this connection cannot carry another request
  closeConnection: true
}

const busy = (() => {
  const error = ServiceBusy.default()
  return jsonErrorReply(503, error.error_code, error.message)
})()

/**
 * API requests one gateway lets wait at once. Past this a request is
 * answered 503 at once: a queue that only grows would fail everyone late
 * (and a bid received before the end would be decided long after it).
 */
export const API_REQUESTS_IN_FLIGHT = 1_000

const badRequest = (message: string) => {
  const error = BadRequest.of(message)
  return jsonErrorReply(400, error.error_code, error.message)
}

const laneRequest = (head: ApiRequestHead, call: ApiCall, body: Uint8Array): LaneRequest => ({
  path: head.path,
  header: (name) => call.headers[name] ?? "",
  body,
  receivedAt: head.receivedAt,
  intent: head.bidIntent
})

const laneReply = (answer: LaneAnswer): Reply => ({
  status: answer.status,
  headers: [["content-type", "application/json"]],
  body: answer.body
})

const authorityPattern = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/

const bidPath = /^\/api\/v1\/auctions\/([^/]*)\/bids$/

/** The auction a request bids on, if it is a bid on one that can exist (`parseId`). */
const biddenAuction = (method: string, path: string): number | undefined => {
  const bid = method === "POST" ? bidPath.exec(path) : null
  return bid === null ? undefined : parseId(bid[1]!)
}

export interface ApiRouteOptions {
  readonly handler: ApiHandler["Type"]
  /** Announces a received bid to its auction's owner; the returned function says its request is over. */
  readonly announceBid: (auctionId: number, token: string, receivedAt: number) => () => void
  readonly maxInFlight: number
  /** Used when the client named no usable host. */
  readonly ownAuthority: () => string
  readonly reportFailure: (cause: unknown) => void
  /** Sent with every answer (`securityHeaders`). */
  readonly siteHeaders: Reply["headers"]
  /** Whether a peer is a proxy whose `X-Forwarded-For` names the client. */
  readonly trustsProxy: (address: string) => boolean
  /** Visitors' reads of auction pages (`VisitorReads`). */
  readonly visitorReads: ReadCache
  /** A call answered here changed an auction (its id) or possibly any ("all"). */
  readonly changed: (change: Change) => void
}

/**
 * `/api` through the API's handler. Everything is read from the uWS request
 * synchronously (it is gone once this callback returns), the body is
 * collected up to the limit, and the answer is written whenever the API's
 * promise settles, unless the client has gone. A bid is announced to its
 * auction's owner only when its auction id is one (the API answers the rest).
 */
export const apiRoute = ({
  handler,
  ownAuthority,
  reportFailure,
  announceBid,
  maxInFlight,
  siteHeaders,
  trustsProxy,
  visitorReads,
  changed
}: ApiRouteOptions) => {
  let inFlight = 0
  return guardedRoute(reportFailure, siteHeaders, (res, req, pending) => {
    const receivedAt = Date.now()
    const method = req.getCaseSensitiveMethod()
    if (inFlight >= maxInFlight) {
      pending.send(busy)
      return
    }
    inFlight++
    pending.onDone(() => inFlight--)
    const headers: Array<readonly [string, string]> = []
    req.forEach((name, value) => headers.push([name, value]))
    const host = req.getHeader("host")
    const auctionId = biddenAuction(method, req.getUrl())
    const bidIntent = auctionId === undefined ? undefined : randomUUID()
    if (auctionId !== undefined && bidIntent !== undefined) pending.onDone(announceBid(auctionId, bidIntent, receivedAt))
    const head: ApiRequestHead = {
      method,
      authority: authorityPattern.test(host) ? host : ownAuthority(),
      path: req.getUrl(),
      // typed as a string, but uWS gives undefined when the URL has no query
      query: req.getQuery() ?? "",
      headers,
      receivedAt,
      clientAddress: clientAddress(
        peerAddress(res),
        headers.flatMap(([name, value]) => (name === "x-forwarded-for" ? [value] : [])).join(","),
        trustsProxy
      ),
      bidIntent
    }

    const read = visitorRead(method, head.path, req.getHeader("authorization"))
    const change = changedBy(method, head.path)

    const dispatch = (body: Uint8Array | undefined) => {
      // a read shared by several visitors goes on when one of them leaves
      const call = toApiCall(head, body, (listener) => (read === undefined ? pending.onAbort(listener) : undefined))
      if (call === undefined) {
        pending.send(badRequest("The request line or headers are malformed."))
        return
      }
      // a handler that throws before returning its promise lands in the same 500
      const generic = (): Promise<Reply> => new Promise<Reply>((resolve) => resolve(handler.handle(call)))
      const answer = (): Promise<Reply> => {
        const laned = body === undefined || handler.lane === undefined ? undefined : handler.lane(laneRequest(head, call, body))
        if (laned === undefined) return generic()
        return laned.then((fast) => (fast === undefined ? generic() : laneReply(fast)))
      }
      const answered =
        read === undefined
          ? answer().then((reply) => {
              if (change !== undefined && reply.status < 400) changed(change)
              return reply
            })
          : visitorReads.answer(`${head.authority}${head.path}?${head.query}`, read, answer)
      answered
        .then(
          (reply) => pending.send(reply),
          (cause: unknown) => {
            if (pending.aborted) return
            reportFailure(cause)
            pending.send(internalErrorReply)
          }
        )
        // the answer's writing failed: an unhandled rejection would end the process as surely as a throw in uWS
        .catch((cause: unknown) => {
          reportFailure(cause)
          pending.abandon(internalErrorReply)
        })
    }

    if (!hasBody(method)) {
      dispatch(undefined)
      return
    }
    if (Number(req.getHeader("content-length")) > apiBodyLimit) {
      pending.send(tooLarge)
      return
    }
    const chunks: Array<Uint8Array> = []
    let size = 0
    res.onData(
      guard(
        reportFailure,
        (chunk: ArrayBuffer, isLast: boolean) => {
          if (pending.aborted || size > apiBodyLimit) return
          size += chunk.byteLength
          if (size > apiBodyLimit) {
            pending.send(tooLarge)
            return
          }
          // uWS reuses the chunk's memory once this callback returns
          chunks.push(new Uint8Array(chunk.slice(0)))
          if (isLast) dispatch(Buffer.concat(chunks))
        },
        () => pending.abandon(internalErrorReply)
      )
    )
  })
}
