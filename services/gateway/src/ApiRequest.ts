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

/** An `/api` request as the API sees it. */
export interface ApiCall {
  readonly method: string
  /** `host[:port]` the client addressed (`ApiRequestHead.authority`). */
  readonly authority: string
  /** Path and query, as sent. */
  readonly url: string
  /** Lower-case names; repeated headers joined as a web `Headers` joins them; the gateway's stamps in place of the client's. */
  readonly headers: Readonly<Record<string, string>>
  /** Undefined for GET and HEAD. */
  readonly body: Uint8Array | undefined
  /** Runs `listener` if the client leaves before the answer is written. */
  readonly onAbort: (listener: () => void) => void
}

/**
 * Headers only the gateway may set. Fair close counts a bid by the moment the
 * gateway received it and rate limits key on the client's address, so values a
 * client sends under these names are dropped, never passed on.
 */
const stampedByGateway = new Set(["x-received-at", "x-client-address", "x-bid-intent"])

const withoutBody = new Set(["GET", "HEAD"])

export const hasBody = (method: string): boolean => !withoutBody.has(method.toUpperCase())

/** A character no header value may carry (uWS lets it through). */
const nul = "\0"

/**
 * The API's view of a request, or undefined for a head no URL can be built from or a header
 * value with a NUL in it.
 */
export const toApiCall = (head: ApiRequestHead, body: Uint8Array | undefined, onAbort: ApiCall["onAbort"]): ApiCall | undefined => {
  const url = head.query === "" ? head.path : `${head.path}?${head.query}`
  if (!URL.canParse(`http://${head.authority}${url}`)) return undefined
  // no prototype: a header named "__proto__" is a header like any other
  const headers: Record<string, string> = Object.create(null) as Record<string, string>
  for (const [name, raw] of head.headers) {
    if (stampedByGateway.has(name)) continue
    if (raw.includes(nul)) return undefined
    const value = raw.trim()
    const earlier = headers[name]
    headers[name] = earlier === undefined ? value : `${earlier}${name === "cookie" ? "; " : ", "}${value}`
  }
  headers["x-received-at"] = String(head.receivedAt)
  headers["x-client-address"] = head.clientAddress
  if (head.bidIntent !== undefined) headers["x-bid-intent"] = head.bidIntent
  return {
    method: head.method,
    authority: head.authority,
    url,
    headers,
    body: hasBody(head.method) ? (body ?? new Uint8Array(0)) : undefined,
    onAbort
  }
}
