import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Payments through Stripe: each user's customer, the card on file's expiry, the charges made and
 * the webhook events already handled, and what the local Stripe stand-in keeps.
 *
 * - `users.stripe_customer_id`: the Stripe customer of the user, made with their first card;
 *   `payment_reference` keeps the card's payment method (`pm_…`), `card_exp_month` and
 *   `card_exp_year` its expiry beside its brand and last four; `card_setup_intent_id` the SetupIntent
 *   of the card last entered, the one a `setup_intent.succeeded` event may put on file.
 * - `payments`: one per charge asked for, by its idempotency key (a second ask with the key is the
 *   same charge): the PaymentIntent, its status (`processing`, `succeeded`, `requires_action`,
 *   `failed`) and the decline's code when it failed.
 * - `stripe_events`: the webhook events handled, by Stripe's event id, so a replay changes nothing.
 * - `stripe_stand_in_objects`: the customers, payment methods, SetupIntents and PaymentIntents of
 *   the local stand-in for Stripe, as its API answers them, which any process's stand-in serves.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE users ADD COLUMN stripe_customer_id text UNIQUE, ADD COLUMN card_exp_month integer, ADD COLUMN card_exp_year integer,
    ADD COLUMN card_setup_intent_id text`
  yield* sql`
    CREATE TABLE payments (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      amount integer NOT NULL CHECK (amount > 0),
      description text NOT NULL,
      idempotency_key text NOT NULL UNIQUE,
      payment_intent_id text UNIQUE,
      status text NOT NULL,
      failure_code text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX payments_user_id_idx ON payments (user_id)`
  yield* sql`
    CREATE TABLE stripe_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`
    CREATE TABLE stripe_stand_in_objects (
      id text PRIMARY KEY,
      object jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
})
