import type { LaneAnswer, LaneRequest } from "@redline/api"
import { Context } from "effect"
import type { ApiCall } from "./ApiRequest.ts"
import type { Reply } from "./Reply.ts"

/**
 * The HTTP API as the gateway hands it every `/api` request: the request as read from the socket
 * (`ApiCall`), answered with a complete `Reply` (the composition root runs the Effect HttpApi on
 * it). The API maps its own failures to replies. A function handed in rather than a service with
 * a layer of its own, so a plain tag.
 *
 * `lane` answers the hottest requests (bids) without the HttpApi pipeline: undefined at once for a
 * request that is not its own, or later for one it hands back to `handle` (whatever is not the
 * common case, so every refusal comes from one place).
 */
export class ApiHandler extends Context.Tag("@redline/gateway/ApiHandler")<
  ApiHandler,
  {
    readonly handle: (call: ApiCall) => Promise<Reply>
    readonly lane?: (request: LaneRequest) => Promise<LaneAnswer | undefined> | undefined
  }
>() {}
