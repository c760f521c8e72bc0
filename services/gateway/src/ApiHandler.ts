import type { LaneAnswer, LaneRequest } from "@redline/api"
import { Context } from "effect"

/**
 * The HTTP API as a web-standard handler (built by the composition root with
 * `HttpApiBuilder.toWebHandler`). The gateway hands it every `/api` request;
 * the API maps its own failures to responses. A function handed in rather
 * than a service with a layer of its own, so a plain tag.
 *
 * `lane` answers the hottest requests (bids) without the web handler: undefined at once for a
 * request that is not its own, or later for one it hands back to `handle` (whatever is not the
 * common case, so every refusal comes from one place).
 */
export class ApiHandler extends Context.Tag("@redline/gateway/ApiHandler")<
  ApiHandler,
  {
    readonly handle: (request: Request) => Promise<Response>
    readonly lane?: (request: LaneRequest) => Promise<LaneAnswer | undefined> | undefined
  }
>() {}
