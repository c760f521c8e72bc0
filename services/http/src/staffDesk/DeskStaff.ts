import { CurrentUser, Forbidden } from "@redline/api"
import { mayViewSubmissions } from "@redline/domain"
import { Effect } from "effect"

/** The signed-in user working the staff desk, as their session says (admins and VIEW_SUBMISSIONS); anyone else is forbidden. */
export const deskStaff = Effect.flatMap(CurrentUser, (user) =>
  mayViewSubmissions(user.isAdmin, user.permissions) ? Effect.succeed(user) : Effect.fail(Forbidden.default())
)

/** Whose submissions the user reads: their own (their id), or any (null) for those who work the staff desk. */
export const submissionReader = (user: {
  readonly id: number
  readonly isAdmin: boolean
  readonly permissions: ReadonlyArray<string>
}): number | null => (mayViewSubmissions(user.isAdmin, user.permissions) ? null : user.id)
