import type * as uws from "uWebSockets.js"

const ipv4MappedPrefix = "0000:0000:0000:0000:0000:ffff:"

/**
 * The peer's IP as rate limiting keys it. uWS listens dual-stack and spells
 * IPv4 peers as mapped IPv6 ("0000:…:ffff:7f00:0001"); those become dotted
 * quads so one client has one spelling whichever family it came in on.
 */
export const clientAddress = (res: uws.HttpResponse): string => {
  const text = Buffer.from(res.getRemoteAddressAsText()).toString("latin1")
  if (!text.startsWith(ipv4MappedPrefix)) return text
  return new Uint8Array(res.getRemoteAddress()).subarray(12).join(".")
}
