import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The listing fee a seller pays once staff accept the car, and the promo codes that lower it.
 *
 * - `promo_codes`: each code (kept lower-case) with its discount, a percent or an amount in cents;
 *   when it may be used (either end open) and how often (`max_uses`, null for no limit), and how
 *   often it was (`uses`, which the check keeps within `max_uses` however many pay at once).
 * - `submission_payments`: a submission's listing fee, one per submission: the fee, the promo code
 *   and the amount charged, the seller's idempotency key, the charge's key at Stripe (new for each
 *   payment, so a payment after a declined one is a charge of its own) and the charge (`payments`,
 *   by its key; none for a fee a code took to $0) and whether it is `pending` (the charge under way, the code's use
 *   counted) or `paid`. A declined charge removes its row and gives the code's use back.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE promo_codes (
      code text PRIMARY KEY CHECK (code ~ '^[a-z0-9-]{1,32}$'),
      percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
      amount_off integer CHECK (amount_off > 0),
      starts_at timestamptz,
      ends_at timestamptz,
      max_uses integer CHECK (max_uses >= 0),
      uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND (max_uses IS NULL OR uses <= max_uses)),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((percent_off IS NULL) <> (amount_off IS NULL))
    )`
  yield* sql`
    CREATE TABLE submission_payments (
      submission_id integer PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
      idempotency_key text NOT NULL,
      promo_code text REFERENCES promo_codes (code),
      fee integer NOT NULL CHECK (fee >= 0),
      amount integer NOT NULL CHECK (amount >= 0),
      charge_key text UNIQUE,
      payment_key text UNIQUE,
      status text NOT NULL CHECK (status IN ('pending', 'paid')),
      created_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz
    )`
})
