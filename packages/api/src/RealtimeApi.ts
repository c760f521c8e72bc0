import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { AuctionNotFound, Forbidden, RewindUnavailable, Unauthorized, UnknownConnection } from "./ApiErrors.ts"
import { CommunityNotFound, CommunityPostNotFound } from "./CommunityErrors.ts"
import { Registered, Registration, Rewind, RewindQuery } from "./Realtime.ts"

/**
 * Channels are registered over HTTP for a socket's connection id; private
 * channels need a session (a bearer key), checked by the handler since
 * public channels need none; a staff channel (a submission's chat) needs the
 * staff desk's ability, else Forbidden. A logged channel of an auction, a community or a
 * post that doesn't exist is refused as that thing is.
 */
export class RealtimeApi extends HttpApiGroup.make("realtime")
  .add(
    HttpApiEndpoint.post("register", "/v1/realtime/register")
      .setPayload(Registration)
      .addSuccess(Registered)
      .addError(UnknownConnection)
      .addError(AuctionNotFound)
      .addError(CommunityNotFound)
      .addError(CommunityPostNotFound)
      .addError(Unauthorized)
      .addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.post("deregister", "/v1/realtime/deregister")
      .setPayload(Registration)
      .addSuccess(Schema.Struct({}))
      .addError(Unauthorized)
      .addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.get("rewind", "/v1/realtime/rewind")
      .setUrlParams(RewindQuery)
      .addSuccess(Rewind)
      .addError(RewindUnavailable)
      .addError(Unauthorized)
      .addError(Forbidden)
  ) {}
