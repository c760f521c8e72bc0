import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * SMS: each user's enrollment, the numbers that replied STOP, the text alerts already sent, and
 * what the local SMS stand-in carried.
 *
 * - `sms_enrollments`: one per user. `phone_number` is the enrolled number (verified once
 *   `validated_at` is set); `new_phone_number` one replacing a verified number, awaiting its code.
 *   The code sent last is kept as its HMAC (`code_hash`) until `validation_expires_at`, with the
 *   wrong guesses at it (`verification_attempts`). `is_opted_in` is false while the number has
 *   replied STOP.
 * - `sms_opt_outs`: numbers that replied STOP and not START since, whoever's they are: no text
 *   goes to them, enrolled or not (the carrier would refuse it anyway).
 * - `sms_alerts_sent`: the last text alert of each kind about an auction to a user, so a bidding
 *   war doesn't text an outbid bidder on every bid (one per window).
 * - `sms_stand_in_messages`: the texts the local stand-in for Twilio carried, for the dev SMS
 *   outbox page, which any process may serve.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE sms_enrollments (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      phone_number text NOT NULL,
      new_phone_number text,
      validated_at timestamptz,
      validation_expires_at timestamptz,
      code_hash text,
      code_sent_at timestamptz,
      verification_attempts integer NOT NULL DEFAULT 0,
      is_opted_in boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX sms_enrollments_phone_number_idx ON sms_enrollments (phone_number)`

  yield* sql`
    CREATE TABLE sms_opt_outs (
      phone_number text PRIMARY KEY,
      opted_out_at timestamptz NOT NULL
    )`

  yield* sql`
    CREATE TABLE sms_alerts_sent (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      auction_id integer NOT NULL REFERENCES auctions (id) ON DELETE CASCADE,
      kind text NOT NULL,
      sent_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, auction_id, kind)
    )`

  yield* sql`
    CREATE TABLE sms_stand_in_messages (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      sid text NOT NULL UNIQUE,
      direction text NOT NULL CHECK (direction IN ('outbound', 'inbound')),
      from_number text NOT NULL,
      to_number text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
})
