import { connectionIdAnswer, readConnectionIdQuestion } from "@redline/domain"
import { randomUUID } from "node:crypto"
import type * as uws from "uWebSockets.js"
import type { OpenSockets, SocketData } from "./OpenSockets.ts"

/**
 * `/ws`. Clients only ever ask for their connection id here; channels are
 * registered over HTTP with that id and fed through uWS topics.
 */
export const realtimeSocket = (
  sockets: OpenSockets,
  gatewayId: string,
  onClosed: (connectionId: string) => void
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
  upgrade: (res, req, context) => {
    res.upgrade<SocketData>(
      { connectionId: `${gatewayId}_${randomUUID()}` },
      req.getHeader("sec-websocket-key"),
      req.getHeader("sec-websocket-protocol"),
      req.getHeader("sec-websocket-extensions"),
      context
    )
  },
  open: (socket) => sockets.add(socket),
  close: (socket) => {
    const { connectionId } = socket.getUserData()
    sockets.remove(connectionId)
    onClosed(connectionId)
  },
  message: (socket, message, isBinary) => {
    if (isBinary) return
    // anything unparseable or unknown is ignored: an old or foreign client must not cost us the socket
    const question = readConnectionIdQuestion(Buffer.from(message).toString("utf8"))
    if (question === null) return
    socket.send(connectionIdAnswer(socket.getUserData().connectionId, question.echo, Date.now()))
  }
})
