/** What the gateway read from uWS before the request handler returned (uWS requests die with the callback). */
export interface ApiRequestHead {
  readonly method: string
  /** `host[:port]` the client addressed, or the gateway's own when the client sent none. */
  readonly authority: string
  readonly path: string
  readonly query: string
  readonly headers: ReadonlyArray<readonly [name: string, value: string]>
  readonly receivedAt: number
  /** The client as the gateway determined it (`clientAddress`), passed to the API as `x-client-address`. */
  readonly clientAddress: string
  /** Names a bid request to the auction's owner, so it waits for it at the end. */
  readonly bidIntent: string | undefined
}

/**
 * Headers only the gateway may set. Fair close counts a bid by the moment the
 * gateway received it and rate limits key on the client's address, so values a
 * client sends under these names are dropped, never passed on.
 */
const stampedByGateway = new Set(["x-received-at", "x-client-address", "x-bid-intent"])

const withoutBody = new Set(["GET", "HEAD"])

export const hasBody = (method: string): boolean => !withoutBody.has(method.toUpperCase())

/** The web `Request` the API handler sees. Throws on a head no URL can be built from. */
export const toApiRequest = (head: ApiRequestHead, body: Uint8Array | undefined, signal: AbortSignal): Request => {
  const headers = new Headers()
  for (const [name, value] of head.headers) {
    if (!stampedByGateway.has(name)) headers.append(name, value)
  }
  headers.set("x-received-at", String(head.receivedAt))
  headers.set("x-client-address", head.clientAddress)
  if (head.bidIntent !== undefined) headers.set("x-bid-intent", head.bidIntent)
  const url = new URL(`http://${head.authority}${head.path}${head.query === "" ? "" : `?${head.query}`}`)
  return new Request(url, {
    method: head.method,
    headers,
    body: hasBody(head.method) ? (body ?? null) : null,
    signal
  })
}
