import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Sell inquiries (spec 3 §2 `/sell-car/inquiry/`): someone with the submit-inquiries ability
 * records a seller's car and contact, and an invitation prefilled with them goes to the seller.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE sell_inquiries (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      contact jsonb NOT NULL,
      car jsonb NOT NULL,
      notes text NOT NULL DEFAULT '',
      invitation_id integer NOT NULL REFERENCES submission_invitations (id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`
})
