import { connectionIdAnswer, readConnectionIdQuestion } from "@redline/domain"
import { randomUUID } from "node:crypto"
import type * as uws from "uWebSockets.js"
import { guard, internalErrorReply } from "./Guard.ts"
import type { OpenSockets, SocketData } from "./OpenSockets.ts"

/** A failed upgrade is answered as any request our code failed on. */
const refuseUpgrade = (res: uws.HttpResponse) =>
  res.cork(() => {
    res.writeStatus("500 Internal Server Error")
    for (const [name, value] of internalErrorReply.headers) res.writeHeader(name, value)
    res.end(internalErrorReply.body, true)
  })

/**
 * `/ws`. Clients only ever ask for their connection id here; channels are
 * registered over HTTP with that id and fed through uWS topics. Each
 * callback is guarded: a defect is reported and costs at most its socket.
 */
export const realtimeSocket = (
  sockets: OpenSockets,
  gatewayId: string,
  onClosed: (connectionId: string) => void,
  reportFailure: (cause: unknown) => void
): uws.WebSocketBehavior<SocketData> => ({
  // client messages are a few dozen bytes; anything large is not ours
  maxPayloadLength: 16 * 1024,
  // A slow client never slows the others: past this it is skipped by publish
  // and loses messages, sees the gap in sequence numbers and rewinds. Closing
  // it instead would turn a slow phone into a reconnect storm.
  maxBackpressure: 256 * 1024,
  closeOnBackpressureLimit: false,
  // pings keep idle watchers alive through proxies and find dead peers
  idleTimeout: 60,
  sendPingsAutomatically: true,
  upgrade: guard(
    reportFailure,
    (res: uws.HttpResponse, req: uws.HttpRequest, context: uws.us_socket_context_t) => {
      res.upgrade<SocketData>(
        { connectionId: `${gatewayId}_${randomUUID()}` },
        req.getHeader("sec-websocket-key"),
        req.getHeader("sec-websocket-protocol"),
        req.getHeader("sec-websocket-extensions"),
        context
      )
    },
    refuseUpgrade
  ),
  open: guard(
    reportFailure,
    (socket: uws.WebSocket<SocketData>) => sockets.add(socket),
    (socket) => socket.end(1011)
  ),
  close: guard(reportFailure, (socket: uws.WebSocket<SocketData>) => {
    const { connectionId } = socket.getUserData()
    sockets.remove(connectionId)
    onClosed(connectionId)
  }),
  message: guard(reportFailure, (socket: uws.WebSocket<SocketData>, message: ArrayBuffer, isBinary: boolean) => {
    if (isBinary) return
    // anything unparseable or unknown is ignored: an old or foreign client must not cost us the socket
    const question = readConnectionIdQuestion(Buffer.from(message).toString("utf8"))
    if (question === null) return
    socket.send(connectionIdAnswer(socket.getUserData().connectionId, question.echo, Date.now()))
  })
})
