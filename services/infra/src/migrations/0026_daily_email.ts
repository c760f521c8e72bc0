import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * E-mail carries an HTML body beside its text. The Daily Email goes out once a day: an edition
 * is a row, the scheduled ones one per day (the unique `day` is the claim every process races
 * for), and `sent_through` is the last address mailed, advanced in the transaction that queues
 * a batch, so an edition a process left half-sent is finished by another without mailing anyone
 * twice; one a developer sends may go to one subscriber (`only_to`). An address is welcomed to
 * the list once, ever.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE outbox ADD COLUMN html text`
  yield* sql`
    CREATE TABLE daily_emails (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      day date UNIQUE,
      since timestamptz NOT NULL,
      until timestamptz NOT NULL,
      only_to text,
      auctions integer,
      sent_through text,
      mails integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`
  yield* sql`CREATE INDEX daily_emails_unfinished_idx ON daily_emails (id) WHERE finished_at IS NULL`
  yield* sql`
    CREATE TABLE daily_email_welcomes (
      email text PRIMARY KEY,
      sent_at timestamptz NOT NULL DEFAULT now()
    )`
  // Addresses on the list today were welcomed already, or joined at sign-up and were mailed its verification.
  yield* sql`INSERT INTO daily_email_welcomes (email) SELECT email FROM daily_email_subscriptions`
})
