import { connectionIdQuestion } from "@redline/domain"
import { type AskConnectionId, readSocketMessage } from "@redline/machines"
import { fromCallback } from "xstate"

/** `/ws` on the page's own host: `wss:` under https, `ws:` otherwise. */
export const socketUrl = (location: Location): string => `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`

/** The browser's WebSocket to `/ws`, as the realtime machine's socket actor. */
export const browserSocket = fromCallback<AskConnectionId>(({ sendBack, receive }) => {
  const socket = new WebSocket(socketUrl(window.location))
  socket.onopen = () => sendBack({ type: "SOCKET_OPENED" })
  socket.onmessage = (message: MessageEvent<unknown>) => {
    if (typeof message.data !== "string") return
    const event = readSocketMessage(message.data)
    if (event !== null) sendBack(event)
  }
  // a socket that fails also closes; its error event tells nothing more
  socket.onclose = () => sendBack({ type: "SOCKET_CLOSED" })
  receive(() => socket.send(connectionIdQuestion()))
  return () => {
    socket.onopen = null
    socket.onmessage = null
    socket.onclose = null
    socket.close()
  }
})
