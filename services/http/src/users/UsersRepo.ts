import { SqlClient, type SqlError } from "@effect/sql"
import type { PublicProfile } from "@redline/api"
import { followProblem, usernameKey } from "@redline/domain"
import { Effect, Option } from "effect"
import { profilePhotoOf } from "../auctions/AuctionRows.ts"
import { transactionOf } from "../Transaction.ts"

/** What asking to follow or unfollow came to; only a follow can be of oneself. */
export type UnfollowOutcome = { readonly _tag: "Followed"; readonly profile: PublicProfile } | { readonly _tag: "UserNotFound" }
export type FollowOutcome = UnfollowOutcome | { readonly _tag: "CannotFollowSelf" }

/** The signed-in user asking. */
interface Follower {
  readonly id: number
  readonly username: string
}

interface ProfileRow {
  readonly id: number
  readonly username: string
  readonly photo_key: string | null
  readonly bio: string
  readonly created_at: Date
  readonly is_seller: boolean
  readonly follower_count: number
  readonly following_count: number
  readonly is_followed: boolean
}

const profileOf = (row: ProfileRow): PublicProfile => ({
  username: row.username,
  photo: profilePhotoOf(row.photo_key),
  bio: row.bio,
  created_at: row.created_at.toISOString(),
  is_seller: row.is_seller,
  follower_count: row.follower_count,
  following_count: row.following_count,
  is_followed: row.is_followed
})

export class UsersRepo extends Effect.Service<UsersRepo>()("@redline/http/UsersRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)

    // Disabled accounts are nobody: not shown, not followable, and their follows not counted.
    const profileRow = (username: string, readerId: number | null) =>
      sql<ProfileRow>`
        SELECT u.id, u.username, u.photo_key, u.bio, u.created_at,
               EXISTS (SELECT 1 FROM auctions a WHERE a.seller_id = u.id) AS is_seller,
               (SELECT count(*)::int FROM follows f JOIN users r ON r.id = f.follower_id
                 WHERE f.followed_id = u.id AND NOT r.banned) AS follower_count,
               (SELECT count(*)::int FROM follows f JOIN users r ON r.id = f.followed_id
                 WHERE f.follower_id = u.id AND NOT r.banned) AS following_count,
               EXISTS (SELECT 1 FROM follows f WHERE f.followed_id = u.id AND f.follower_id = ${readerId}) AS is_followed
          FROM users u
         WHERE lower(u.username) = ${usernameKey(username)} AND NOT u.banned`.pipe(Effect.map((rows) => Option.fromNullable(rows[0])))

    /** The public profile of `username` (any case) as `readerId` sees it; none for an unknown or disabled account. */
    const profile = (username: string, readerId: number | null): Effect.Effect<Option.Option<PublicProfile>> =>
      Effect.map(profileRow(username, readerId), Option.map(profileOf)).pipe(Effect.orDie)

    /** Runs `change` on the account named, in one transaction with finding it. */
    const changing = <A>(
      username: string,
      change: (followed: Follower) => Effect.Effect<A, SqlError.SqlError>
    ): Effect.Effect<A | { readonly _tag: "UserNotFound" }> =>
      transaction(
        Effect.gen(function* () {
          const [followed] = yield* sql<Follower>`
            SELECT id, username FROM users WHERE lower(username) = ${usernameKey(username)} AND NOT banned`
          if (followed === undefined) return { _tag: "UserNotFound" } as const
          return yield* change(followed)
        })
      )

    const profileAfter = (followed: Follower, follower: Follower) =>
      Effect.map(
        profileRow(followed.username, follower.id),
        (row) => ({ _tag: "Followed", profile: profileOf(Option.getOrThrow(row)) }) as const
      )

    /**
     * Makes `follower` follow `username` (any case) and answers the profile as it then stands.
     * Following someone already followed changes nothing.
     */
    const follow = (follower: Follower, username: string): Effect.Effect<FollowOutcome> =>
      changing(username, (followed): Effect.Effect<FollowOutcome, SqlError.SqlError> =>
        followProblem(follower.username, followed.username) !== null
          ? Effect.succeed({ _tag: "CannotFollowSelf" } as const)
          : Effect.zipRight(
              sql`INSERT INTO follows (follower_id, followed_id) VALUES (${follower.id}, ${followed.id}) ON CONFLICT DO NOTHING`,
              profileAfter(followed, follower)
            )
      )

    /** Makes `follower` no longer follow `username`, as `follow` does the opposite. */
    const unfollow = (follower: Follower, username: string): Effect.Effect<UnfollowOutcome> =>
      changing(username, (followed) =>
        Effect.zipRight(
          sql`DELETE FROM follows WHERE follower_id = ${follower.id} AND followed_id = ${followed.id}`,
          profileAfter(followed, follower)
        )
      )

    return { profile, follow, unfollow }
  })
}) {}
