import { NotFound, RedlineApi } from "@redline/api"
import { Effect } from "effect"
import { apiGroup } from "../ReadLanes.ts"

const notYet = () => Effect.fail(NotFound.default())

/** The community's calls, answered Not found until their handlers are built. */
export const CommunityHttpLive = apiGroup(RedlineApi, "community", (handlers) =>
  Effect.succeed(
    handlers
      .handle("communities", notYet)
      .handle("directory", notYet)
      .handle("predict", notYet)
      .handle("community", notYet)
      .handle("posts", notYet)
      .handle("post", notYet)
      .handle("create", notYet)
      .handle("edit", notYet)
      .handle("delete", notYet)
      .handle("upvote", notYet)
      .handle("flag", notYet)
      .handle("attach", notYet)
      .handle("deleteAttachments", notYet)
      .handle("systemFlagPost", notYet)
      .handle("removePost", notYet)
      .handle("systemFlagAttachment", notYet)
      .handle("block", notYet)
      .handle("unblock", notYet)
  )
)
