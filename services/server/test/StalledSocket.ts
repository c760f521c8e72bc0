import { randomBytes } from "node:crypto"
import * as Net from "node:net"

/**
 * A `/ws` client that gets its connection id and then stops reading, as a
 * phone in a tunnel does: the gateway's writes to it pile up.
 */
export const stalledSocket = (port: number) =>
  new Promise<{ readonly connectionId: string; readonly close: () => void }>((resolve, reject) => {
    const socket = Net.connect({ host: "127.0.0.1", port })
    let buffered = Buffer.alloc(0)
    let upgraded = false
    socket.on("error", reject)
    socket.on("connect", () =>
      socket.write(
        [
          "GET /ws HTTP/1.1",
          `Host: 127.0.0.1:${port}`,
          "Upgrade: websocket",
          "Connection: Upgrade",
          `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}`,
          "Sec-WebSocket-Version: 13",
          "",
          ""
        ].join("\r\n")
      )
    )
    socket.on("data", (chunk) => {
      buffered = Buffer.concat([buffered, chunk])
      if (!upgraded) {
        const end = buffered.indexOf("\r\n\r\n")
        if (end < 0) return
        upgraded = true
        buffered = buffered.subarray(end + 4)
        socket.write(maskedTextFrame(JSON.stringify({ type: "get_connection_id", echo: "stall" })))
      }
      // The answer is an unmasked text frame: 0x81, a length (126 means: in the next two bytes), the payload.
      if (buffered.length < 4) return
      const short = buffered[1]! & 0x7f
      const [length, offset] = short === 126 ? [buffered.readUInt16BE(2), 4] : [short, 2]
      if (buffered.length < offset + length) return
      const answer = JSON.parse(buffered.subarray(offset, offset + length).toString("utf8")) as { connection_id: string }
      socket.pause()
      resolve({ connectionId: answer.connection_id, close: () => socket.destroy() })
    })
  })

const maskedTextFrame = (text: string) => {
  const payload = Buffer.from(text, "utf8")
  const mask = randomBytes(4)
  const masked = payload.map((byte, index) => byte ^ mask[index % 4]!)
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked])
}
