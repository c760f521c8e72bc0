import * as Net from "node:net"
import type * as uws from "uWebSockets.js"

/** An IPv4 peer as uWS gives it on a dual-stack socket: `::ffff:a.b.c.d`. */
const isIpv4Mapped = (bytes: Uint8Array) =>
  bytes.length === 16 && bytes[10] === 0xff && bytes[11] === 0xff && bytes.subarray(0, 10).every((byte) => byte === 0)

/**
 * The peer's IP: the other end of the socket. uWS listens dual-stack and gives IPv4 peers as
 * mapped IPv6 addresses; those become dotted quads so one client has one spelling whichever
 * family it came in on. Read from the address's bytes: only an IPv6 peer needs its text.
 */
export const peerAddress = (res: uws.HttpResponse): string => {
  const bytes = new Uint8Array(res.getRemoteAddress())
  if (bytes.length === 4) return bytes.join(".")
  if (isIpv4Mapped(bytes)) return bytes.subarray(12).join(".")
  return Buffer.from(res.getRemoteAddressAsText()).toString("latin1")
}

/** One hop of `X-Forwarded-For` as an address: `[v6]:port` and `v4:port` lose their port; anything else is no address. */
const hopAddress = (hop: string): string | null => {
  const text = hop.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text)
  const address = bracketed?.[1] ?? withPort?.[1] ?? text
  return Net.isIP(address) === 0 ? null : address
}

/**
 * The client's address as rate limits and the developer's pages key on it: the peer, unless the
 * peer is a trusted proxy. Then `X-Forwarded-For` (`forwardedFor`, its values joined) is read
 * from the right, each trusted proxy's hop skipped: the first hop no trusted proxy is is the
 * client, as the last trusted proxy saw it. Hops to its left were written by the client and are
 * never read. A hop that is no address ends the walk at the proxy that passed it on.
 */
export const clientAddress = (peer: string, forwardedFor: string, trusted: (address: string) => boolean): string => {
  let client = peer
  if (!trusted(client)) return client
  const hops = forwardedFor.split(",").reverse()
  for (const hop of hops) {
    if (hop.trim() === "") continue
    const address = hopAddress(hop)
    if (address === null) return client
    client = address
    if (!trusted(client)) return client
  }
  return client
}
