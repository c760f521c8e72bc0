/**
 * How a gateway hands the API its hottest requests (bids) without a web `Request`: the request as
 * the gateway read it from the socket, and a JSON answer. See `ApiHandler.lane` in the gateway.
 */
export interface LaneRequest {
  readonly path: string
  /** A header's value, "" when absent. */
  readonly header: (name: string) => string
  readonly body: Uint8Array
  readonly receivedAt: number
  /** The bid announcement's token of a bid request. */
  readonly intent: string | undefined
}

export interface LaneAnswer {
  readonly status: number
  readonly body: string
}
