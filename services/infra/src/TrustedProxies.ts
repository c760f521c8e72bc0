import * as Net from "node:net"

/**
 * The proxies whose `X-Forwarded-For` the gateway believes (`TRUSTED_PROXIES`): addresses and
 * CIDR blocks, IPv4 or IPv6, comma-separated. Anything else in the list is a problem, named.
 */
export const trustedProxyProblem = (entries: ReadonlyArray<string>): string | null => {
  const wrong = entries.find((entry) => parseEntry(entry) === null)
  return wrong === undefined ? null : `TRUSTED_PROXIES: '${wrong}' is not an address or a CIDR block (e.g. 10.0.0.0/8, 2001:db8::/32)`
}

const parseEntry = (entry: string): { readonly address: string; readonly family: "ipv4" | "ipv6"; readonly prefix: number } | null => {
  const [address = "", prefixText, ...rest] = entry.split("/")
  const version = Net.isIP(address)
  if (version === 0 || rest.length > 0) return null
  const bits = version === 4 ? 32 : 128
  const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN
  if (!(prefix >= 0 && prefix <= bits)) return null
  return { address, family: version === 4 ? "ipv4" : "ipv6", prefix }
}

/** Whether an address is one of the trusted proxies; an empty list trusts no one. */
export const trustsProxy = (entries: ReadonlyArray<string>): ((address: string) => boolean) => {
  if (entries.length === 0) return () => false
  const list = new Net.BlockList()
  for (const entry of entries) {
    const parsed = parseEntry(entry)
    if (parsed !== null) list.addSubnet(parsed.address, parsed.prefix, parsed.family)
  }
  return (address) => {
    const version = Net.isIP(address)
    return version !== 0 && list.check(address, version === 4 ? "ipv4" : "ipv6")
  }
}
