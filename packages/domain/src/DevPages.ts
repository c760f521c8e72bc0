/**
 * The developer's pages of the embedded mode (the dev mailbox, the local video host's upload
 * URLs, the SMS outbox to come) show what is not the visitor's: everyone's mail, anyone's
 * uploads. They answer a request from this machine, where the developer sits, or staff.
 */

/** 127.0.0.0/8 in a dotted quad. */
const loopbackQuad = (quad: string) => /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(quad) && quad.split(".").every((part) => Number(part) <= 255)

/** The eight 16-bit groups of an IPv6 address in any spelling (`::1`, zero-padded, a dotted quad at the end), or null. */
const ipv6Groups = (address: string): ReadonlyArray<number> | null => {
  let text = address
  const quad = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)
  if (quad !== null) {
    const parts = quad[1]!.split(".").map(Number)
    if (parts.some((part) => part > 255)) return null
    text = `${text.slice(0, quad.index)}:${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`
  }
  const halves = text.split("::")
  if (halves.length > 2) return null
  const groupsOf = (half: string) => (half === "" ? [] : half.split(":"))
  const head = groupsOf(halves[0]!)
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail]
  if (!groups.every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group))) return null
  return groups.map((group) => Number.parseInt(group, 16))
}

/**
 * An IP address of this machine's loopback interface: 127.0.0.0/8, `::1`, or 127.x.x.x mapped
 * into IPv6 (as a dual-stack socket spells an IPv4 peer), in any spelling. Anything else,
 * "unknown" included, is not.
 */
export function isLoopbackAddress(address: string): boolean {
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "")
  if (loopbackQuad(bare)) return true
  const groups = ipv6Groups(bare)
  if (groups === null) return false
  const zerosBefore = (count: number) => groups.slice(0, count).every((group) => group === 0)
  if (zerosBefore(7) && groups[7] === 1) return true
  // ::ffff:127.x.x.x
  return zerosBefore(5) && groups[5] === 0xffff && groups[6]! >> 8 === 127
}

/** A host name or address that only this machine reaches: `localhost` (and names under it) or a loopback address. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/\.$/, "")
  return name === "localhost" || name.endsWith(".localhost") || isLoopbackAddress(name)
}

/** Who may open a developer's page: a request from this machine's loopback address, or staff. */
export function mayOpenDevPage(request: { readonly clientAddress: string; readonly isStaff: boolean }): boolean {
  return request.isStaff || isLoopbackAddress(request.clientAddress)
}
