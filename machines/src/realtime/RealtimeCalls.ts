import type { Envelope, Watch } from "@redline/domain"

/** Registrations follow the session: private with a signed-in user, public without. */
export type Access = "public" | "private"

/** The body of `POST /api/v1/realtime/register` and `/deregister`. */
export type Registration = Watch & { readonly connection_id: string; readonly type: Access }

/** The register answer: the channel's name and its latest sequence number at that moment. */
export interface Registered {
  readonly channel: string
  readonly seq: number
}

/** `GET /api/v1/realtime/rewind`: the channel's envelopes after `since`. */
export interface RewindRequest {
  readonly channel: string
  readonly since: number
}

export interface RewindPage {
  readonly channel: string
  readonly events: readonly Envelope[]
}

/**
 * What the register call throws when the server no longer knows the
 * connection id (its socket closed there): only a new socket gets a new id.
 */
export class UnknownConnection extends Error {
  constructor() {
    super("The server doesn't know this connection; connect again.")
    this.name = "UnknownConnection"
  }
}

/** What the app is told to refetch when a channel's missed events can't be replayed. */
export interface Resync {
  /** The server's channel name, e.g. `auction:12`. */
  readonly channel: string
  readonly watch: Watch
}
