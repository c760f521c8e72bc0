import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Invitations to apply (spec 3 §2 `/sell-car/invitation/{invitation_id}`): staff prefill a
 * seller's application (`prefill`: the contact and car fields they know) behind an unguessable
 * token, the link's id. An application made from it names it (`submissions.invitation_id`), one
 * application per invitation.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE submission_invitations (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      token text NOT NULL UNIQUE,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      email text,
      partner text,
      prefill jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`
  yield* sql`
    ALTER TABLE submissions ADD CONSTRAINT submissions_invitation_fk
      FOREIGN KEY (invitation_id) REFERENCES submission_invitations (id) ON DELETE SET NULL`
  yield* sql`CREATE UNIQUE INDEX submissions_invitation_idx ON submissions (invitation_id) WHERE invitation_id IS NOT NULL`
})
