import { SqlClient } from "@effect/sql"
import { Data, Effect } from "effect"

/** Why a block was not changed: no member of that name, or it is the person themselves. */
export class BlockRefused extends Data.TaggedError("BlockRefused")<{ readonly reason: "user_not_found" | "self" }> {}

/**
 * The members whose posts and replies a member asked not to see (`community_blocks`): the native
 * app covers their content for them; each answer of a post or reply says whether its author is
 * blocked by the reader. Blocking twice, or unblocking someone not blocked, changes nothing. A
 * database error is a defect.
 */
export class CommunityBlocks extends Effect.Service<CommunityBlocks>()("@redline/http/CommunityBlocks", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** The id of the member named (in any case), other than the blocker. */
    const blockedId = (blockerId: number, username: string) =>
      Effect.gen(function* () {
        const [user] = yield* sql<{ id: number }>`SELECT id FROM users WHERE lower(username) = lower(${username})`.pipe(Effect.orDie)
        if (user === undefined) return yield* new BlockRefused({ reason: "user_not_found" })
        if (user.id === blockerId) return yield* new BlockRefused({ reason: "self" })
        return user.id
      })

    return {
      block: (blockerId: number, username: string) =>
        Effect.gen(function* () {
          const blocked = yield* blockedId(blockerId, username)
          yield* sql`
            INSERT INTO community_blocks (blocker_id, blocked_id) VALUES (${blockerId}, ${blocked})
            ON CONFLICT DO NOTHING`.pipe(Effect.orDie)
          return { blocked: true }
        }),

      unblock: (blockerId: number, username: string) =>
        Effect.gen(function* () {
          const blocked = yield* blockedId(blockerId, username)
          yield* sql`DELETE FROM community_blocks WHERE blocker_id = ${blockerId} AND blocked_id = ${blocked}`.pipe(Effect.orDie)
          return { blocked: false }
        })
    }
  })
}) {}
