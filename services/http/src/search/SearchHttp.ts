import { HttpApiBuilder } from "@effect/platform"
import { RedlineApi } from "@redline/api"
import { Effect } from "effect"

/** Search (spec 1 §2, §7): the handlers read the request and turn the search's outcomes into answers. */
export const SearchHttpLive = HttpApiBuilder.group(RedlineApi, "search", (handlers) =>
  Effect.succeed(
    handlers
      .handle("predict", () => Effect.dieMessage("search.predict is being built"))
      .handle("translate", () => Effect.dieMessage("search.translate is being built"))
      .handle("live", () => Effect.dieMessage("search.live is being built"))
      .handle("closed", () => Effect.dieMessage("search.closed is being built"))
      .handle("users", () => Effect.dieMessage("search.users is being built"))
  )
)
