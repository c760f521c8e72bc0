import { SqlClient } from "@effect/sql"
import { AppConfig } from "@redline/infra"
import { Effect, Either, Option, Redacted, Schema } from "effect"
import Stripe from "stripe"
import { BidderRegistration, type CardOnFile } from "../auth/BidderRegistration.ts"
import { ListingFeesRepo } from "../submissions/ListingFeesRepo.ts"
import { type StripeAccess, StripeClient } from "./StripeClient.ts"

/** The card was not taken: declined by its bank, not a card (unknown or unusable payment method), or its authentication failed. */
export class CardRefused extends Schema.TaggedError<CardRefused>()("CardRefused", {
  reason: Schema.Literal("declined", "invalid", "authentication_failed")
}) {}

/** No payment provider takes cards here, or Stripe could not be reached. */
export class PaymentsUnreachable extends Schema.TaggedError<PaymentsUnreachable>()("PaymentsUnreachable", {}) {}

/** A SetupIntent that is unknown or another user's. */
export class CardSetupUnknown extends Schema.TaggedError<CardSetupUnknown>()("CardSetupUnknown", {}) {}

/** The user has no card on file to charge. */
export class NoCardOnFile extends Schema.TaggedError<NoCardOnFile>()("NoCardOnFile", {}) {}

/** The charge was declined: Stripe's decline code (`insufficient_funds`, `generic_decline`, `authentication_required`…) and its message. */
export class ChargeDeclined extends Schema.TaggedError<ChargeDeclined>()("ChargeDeclined", {
  code: Schema.String,
  message: Schema.String
}) {}

/** A webhook post without Stripe's valid signature of its body. */
export class WebhookSignatureInvalid extends Schema.TaggedError<WebhookSignatureInvalid>()("WebhookSignatureInvalid", {}) {}

/** Where entering a card stands: on file, or waiting for the bank's authentication at `url`. */
export type CardSetup =
  | { readonly status: "succeeded"; readonly card: CardOnFile }
  | { readonly status: "requires_action"; readonly setupIntentId: string; readonly url: string }

/** A charge as Redline keeps it (`payments`); `amount` in cents. */
export interface Payment {
  readonly id: number
  readonly paymentIntentId: string | null
  readonly amount: number
  readonly status: "processing" | "succeeded" | "requires_action" | "failed"
  readonly failureCode: string | null
  /** Where the bank confirms the payment (3-D Secure) while it `requires_action`; null otherwise. */
  readonly authenticationUrl: string | null
}

/** What a charge asks: `amount` in cents (US dollars), a description the statement and receipt show, and the caller's idempotency key. */
export interface ChargeRequest {
  readonly userId: number
  readonly amount: number
  readonly description: string
  readonly idempotencyKey: string
  /**
   * Where the bank sends the person back after confirming a charge it would not take off the
   * session (`authentication_required`); without one that decline is final.
   */
  readonly returnPath?: string
}

/** The key a charge is kept under in `payments`: the user's own key, so two users' keys never meet. */
export const paymentKey = (request: Pick<ChargeRequest, "userId" | "idempotencyKey">): string =>
  `${request.userId}:${request.idempotencyKey}`

const BRAND_LABELS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay"
}

/** A payment method's card as the account keeps it: brand (as people write it), last four, expiry. */
const cardOf = (method: Stripe.PaymentMethod): CardOnFile | null =>
  method.card === undefined || method.card === null
    ? null
    : {
        reference: method.id,
        brand: BRAND_LABELS[method.card.brand] ?? "Card",
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year
      }

const idOf = (value: string | { readonly id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.id

/**
 * Cards on file and charges, through Stripe (`StripeClient`: Stripe itself, or the local stand-in
 * speaking its API to the same SDK). A card is entered in the browser, which tokenizes it with
 * Stripe (raw numbers never reach Redline's API), and set up here with a SetupIntent on the
 * user's Stripe customer (one per user, made with their first card), for use off the session;
 * when the bank asks for authentication the SetupIntent waits, and `finishCardSetup` or the
 * `setup_intent.succeeded` event puts it on file. `charge` takes money from the card on file with
 * a PaymentIntent, once per idempotency key. `receiveWebhook` checks Stripe's signature with the
 * SDK's `constructEvent` and brings what Stripe says to the records, once per event.
 */
export class Payments extends Effect.Service<Payments>()("@redline/http/Payments", {
  dependencies: [BidderRegistration.Default, ListingFeesRepo.Default],
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { access } = yield* StripeClient
    const registration = yield* BidderRegistration
    const listingFees = yield* ListingFeesRepo
    const { publicUrl } = yield* AppConfig

    const stripe: Effect.Effect<StripeAccess, PaymentsUnreachable> = Option.match(access, {
      onNone: () => Effect.fail(new PaymentsUnreachable()),
      onSome: Effect.succeed
    })

    /** A call to Stripe; a refusal is told apart by `refused`, anything else is Stripe out of reach (logged). */
    const call = <A, E = never>(
      what: string,
      request: (sdk: Stripe) => Promise<A>,
      refused: (error: Stripe.errors.StripeError) => E | undefined = () => undefined
    ): Effect.Effect<A, E | PaymentsUnreachable> =>
      Effect.flatMap(stripe, ({ sdk }) =>
        Effect.tryPromise({ try: () => request(sdk), catch: (error) => error }).pipe(
          Effect.catchAll((error): Effect.Effect<never, E | PaymentsUnreachable> => {
            const refusal = error instanceof Stripe.errors.StripeError ? refused(error) : undefined
            if (refusal !== undefined) return Effect.fail(refusal)
            return Effect.logWarning(`Stripe could not ${what}: ${String(error)}`).pipe(
              Effect.zipRight(Effect.fail(new PaymentsUnreachable()))
            )
          })
        )
      )

    /** The user's Stripe customer, made with their first card (once, whoever asks at the same time). */
    const customerOf = (userId: number) =>
      Effect.gen(function* () {
        const [user] = yield* sql<{ stripe_customer_id: string | null; email: string }>`
          SELECT stripe_customer_id, email FROM users WHERE id = ${userId}`.pipe(Effect.orDie)
        if (user?.stripe_customer_id != null) return user.stripe_customer_id
        const customer = yield* call<Stripe.Customer>("make a customer", (sdk) =>
          sdk.customers.create(
            { email: user?.email, metadata: { redline_user_id: String(userId) } },
            { idempotencyKey: `redline-customer-${userId}` }
          )
        )
        const [kept] = yield* sql<{ stripe_customer_id: string }>`
          UPDATE users SET stripe_customer_id = COALESCE(stripe_customer_id, ${customer.id})
           WHERE id = ${userId} RETURNING stripe_customer_id`.pipe(Effect.orDie)
        return kept!.stripe_customer_id
      })

    const paymentMethod = (id: string) =>
      call<Stripe.PaymentMethod, CardRefused>(
        "read a payment method",
        (sdk) => sdk.paymentMethods.retrieve(id),
        (error) => (error.code === "resource_missing" ? new CardRefused({ reason: "invalid" }) : undefined)
      ).pipe(
        Effect.flatMap((method) => {
          const card = cardOf(method)
          return card === null ? Effect.fail(new CardRefused({ reason: "invalid" })) : Effect.succeed(card)
        })
      )

    /** A SetupIntent's outcome for its user: the card on file once it succeeded. */
    const settle = (userId: number, intent: Stripe.SetupIntent): Effect.Effect<CardSetup, CardRefused | PaymentsUnreachable> =>
      Effect.gen(function* () {
        const method = idOf(intent.payment_method)
        if (intent.status === "succeeded" && method !== null) {
          const card = yield* paymentMethod(method)
          yield* registration.keepCard(userId, card)
          return { status: "succeeded", card } as const
        }
        const url = intent.next_action?.redirect_to_url?.url
        if (intent.status === "requires_action" && url !== null && url !== undefined) {
          return { status: "requires_action", setupIntentId: intent.id, url } as const
        }
        return yield* Effect.fail(
          new CardRefused({
            reason: intent.last_setup_error?.code === "setup_intent_authentication_failure" ? "authentication_failed" : "declined"
          })
        )
      })

    /**
     * Sets up the card the browser tokenized (`paymentMethodId`) on the user's customer, for
     * charges off the session. Only a card that succeeds replaces the one on file; one whose bank
     * asks for authentication waits for it, and the bank sends the person back to `returnPath`.
     */
    const setUpCard = (userId: number, paymentMethodId: string, returnPath: string) =>
      Effect.gen(function* () {
        const customer = yield* customerOf(userId)
        const intent = yield* call<Stripe.SetupIntent, CardRefused>(
          "set up a card",
          (sdk) =>
            sdk.setupIntents.create({
              customer,
              payment_method: paymentMethodId,
              usage: "off_session",
              confirm: true,
              return_url: `${publicUrl}${returnPath}`,
              metadata: { redline_user_id: String(userId) }
            }),
          (error) =>
            error.type === "StripeCardError"
              ? new CardRefused({ reason: "declined" })
              : error.type === "StripeInvalidRequestError"
                ? new CardRefused({ reason: "invalid" })
                : undefined
        )
        yield* sql`UPDATE users SET card_setup_intent_id = ${intent.id} WHERE id = ${userId}`.pipe(Effect.orDie)
        return yield* settle(userId, intent)
      })

    /** Once the bank's authentication is over: the SetupIntent's card on file, or why not. */
    const finishCardSetup = (userId: number, setupIntentId: string) =>
      Effect.gen(function* () {
        const customer = yield* customerOf(userId)
        const intent = yield* call<Stripe.SetupIntent, CardSetupUnknown>(
          "read a card setup",
          (sdk) => sdk.setupIntents.retrieve(setupIntentId),
          (error) => (error.code === "resource_missing" ? new CardSetupUnknown() : undefined)
        )
        if (idOf(intent.customer) !== customer) return yield* Effect.fail(new CardSetupUnknown())
        const outcome = yield* settle(userId, intent)
        if (outcome.status !== "succeeded") return yield* Effect.fail(new CardRefused({ reason: "authentication_failed" }))
        return outcome.card
      })

    const paymentOf = (row: {
      id: number
      payment_intent_id: string | null
      amount: number
      status: string
      failure_code: string | null
    }): Payment => ({
      id: Number(row.id),
      paymentIntentId: row.payment_intent_id,
      amount: row.amount,
      status: row.status as Payment["status"],
      failureCode: row.failure_code,
      authenticationUrl: null
    })

    /**
     * Charges the user's card on file `amount` cents (USD) off the session, with a PaymentIntent.
     * The idempotency key makes it one charge however often it is asked (the user's own keys: two
     * users' keys never meet): a second ask answers the first's outcome, from Stripe's idempotency.
     * Succeeds with the payment kept in `payments`; a decline fails with Stripe's decline code,
     * kept on the payment (`failed`).
     */
    const charge = (request: ChargeRequest): Effect.Effect<Payment, NoCardOnFile | ChargeDeclined | PaymentsUnreachable> =>
      Effect.gen(function* () {
        const key = paymentKey(request)
        const [user] = yield* sql<{ stripe_customer_id: string | null; payment_reference: string | null; card_on_file: boolean }>`
          SELECT stripe_customer_id, payment_reference, card_on_file FROM users WHERE id = ${request.userId}`.pipe(Effect.orDie)
        const method = user?.payment_reference ?? null
        if (user === undefined || !user.card_on_file || user.stripe_customer_id === null || method === null || !method.startsWith("pm_")) {
          return yield* Effect.fail(new NoCardOnFile())
        }
        yield* sql`
          INSERT INTO payments (user_id, amount, description, idempotency_key, status)
          VALUES (${request.userId}, ${request.amount}, ${request.description}, ${key}, 'processing')
          ON CONFLICT (idempotency_key) DO NOTHING`.pipe(Effect.orDie)
        const [row] = yield* sql<{ id: number }>`SELECT id FROM payments WHERE idempotency_key = ${key}`.pipe(Effect.orDie)
        const paymentId = Number(row!.id)
        const record = (intent: Stripe.PaymentIntent, failureCode: string | null) =>
          sql<{ id: number; payment_intent_id: string | null; amount: number; status: string; failure_code: string | null }>`
            UPDATE payments SET payment_intent_id = ${intent.id}, status = ${statusOf(intent.status)}, failure_code = ${failureCode}, updated_at = now()
             WHERE id = ${paymentId}
             RETURNING id, payment_intent_id, amount, status, failure_code`.pipe(
            Effect.orDie,
            Effect.map(([kept]) => ({
              ...paymentOf(kept!),
              authenticationUrl: intent.status === "requires_action" ? (intent.next_action?.redirect_to_url?.url ?? null) : null
            }))
          )
        /** A charge the bank would take only with the cardholder there: confirmed again on the session, which sends them to the bank. */
        const confirmOnSession = (failed: Stripe.PaymentIntent, returnPath: string) =>
          call<Stripe.PaymentIntent, Stripe.errors.StripeError>(
            "ask for a payment's authentication",
            (sdk) =>
              sdk.paymentIntents.confirm(
                failed.id,
                { payment_method: method, return_url: `${publicUrl}${returnPath}` },
                { idempotencyKey: `redline-charge-confirm-${key}` }
              ),
            (error) => (error.type === "StripeCardError" ? error : undefined)
          )
        const intent = yield* call<Stripe.PaymentIntent, Stripe.errors.StripeError>(
          "charge a card",
          (sdk) =>
            sdk.paymentIntents.create(
              {
                amount: request.amount,
                currency: "usd",
                customer: user.stripe_customer_id!,
                payment_method: method,
                off_session: true,
                confirm: true,
                description: request.description,
                metadata: { redline_user_id: String(request.userId), redline_payment_id: String(paymentId) }
              },
              { idempotencyKey: `redline-charge-${key}` }
            ),
          (error) => (error.type === "StripeCardError" ? error : undefined)
        ).pipe(
          Effect.catchIf(
            (error): error is Stripe.errors.StripeError => error instanceof Stripe.errors.StripeError,
            (error) =>
              Effect.gen(function* () {
                const code = error.decline_code ?? error.code ?? "card_declined"
                const failed = error.payment_intent
                if (failed !== undefined && code === "authentication_required" && request.returnPath !== undefined) {
                  const asking = yield* Effect.either(confirmOnSession(failed, request.returnPath))
                  if (Either.isRight(asking)) return asking.right
                }
                if (failed !== undefined) yield* record({ ...failed, status: "requires_payment_method" }, code)
                return yield* Effect.fail(new ChargeDeclined({ code, message: error.message }))
              })
          )
        )
        return yield* record(intent, null)
      })

    /**
     * A post to the webhook: its `Stripe-Signature` checked against the raw body with the SDK's
     * `constructEvent` and the webhook secret, then what the event says brought to the records,
     * once per event id (a replay changes nothing): `setup_intent.succeeded` puts the card of the
     * user's latest setup on file, `payment_intent.succeeded` and `payment_intent.payment_failed`
     * settle the payment it was made for and the listing fee it paid. Answers whether the event was new.
     */
    const receiveWebhook = (payload: string, signature: string) =>
      Effect.gen(function* () {
        const { sdk, connection } = yield* Effect.mapError(stripe, () => new WebhookSignatureInvalid())
        const event = yield* Effect.try({
          try: () => sdk.webhooks.constructEvent(payload, signature, Redacted.value(connection.keys.webhookSecret)),
          catch: () => new WebhookSignatureInvalid()
        })
        // A card set up by an authentication that finished in the browser, read before the event's transaction.
        const card =
          event.type === "setup_intent.succeeded"
            ? yield* Effect.gen(function* () {
                const intent = event.data.object
                const [user] = yield* sql<{ id: number }>`
                  SELECT id FROM users WHERE stripe_customer_id = ${idOf(intent.customer)} AND card_setup_intent_id = ${intent.id}`.pipe(
                  Effect.orDie
                )
                const method = idOf(intent.payment_method)
                if (user === undefined || method === null) return null
                return { userId: user.id, card: yield* paymentMethod(method) }
              })
            : null
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const fresh = yield* sql`
                INSERT INTO stripe_events (id, type) VALUES (${event.id}, ${event.type}) ON CONFLICT (id) DO NOTHING RETURNING id`
              if (fresh.length === 0) return false
              switch (event.type) {
                case "payment_intent.succeeded":
                case "payment_intent.payment_failed": {
                  const intent = event.data.object
                  const failure = intent.last_payment_error
                  // A charge off the session the bank wants confirmed: the charge's caller asks for the confirmation or refuses it itself.
                  if (
                    event.type === "payment_intent.payment_failed" &&
                    (failure?.decline_code ?? failure?.code) === "authentication_required"
                  )
                    break
                  const settled = yield* sql<{ idempotency_key: string }>`
                    UPDATE payments
                       SET payment_intent_id = ${intent.id},
                           status = ${event.type === "payment_intent.succeeded" ? "succeeded" : "failed"},
                           failure_code = ${event.type === "payment_intent.succeeded" ? null : (failure?.decline_code ?? failure?.code ?? "card_declined")},
                           updated_at = now()
                     WHERE id = ${Number(intent.metadata["redline_payment_id"] ?? 0)} OR payment_intent_id = ${intent.id}
                     RETURNING idempotency_key`
                  for (const { idempotency_key } of settled) {
                    yield* listingFees.settled(idempotency_key, event.type === "payment_intent.succeeded")
                  }
                  break
                }
                default:
              }
              return true
            })
          )
          .pipe(
            Effect.orDie,
            Effect.tap((fresh) => (fresh && card !== null ? registration.keepCard(card.userId, card.card) : Effect.void))
          )
      }).pipe(Effect.catchTag("CardRefused", () => Effect.succeed(false)))

    /** The charges made for a user, newest first. */
    const paymentsOf = (userId: number) =>
      sql<{ id: number; payment_intent_id: string | null; amount: number; status: string; failure_code: string | null }>`
        SELECT id, payment_intent_id, amount, status, failure_code FROM payments WHERE user_id = ${userId} ORDER BY id DESC`.pipe(
        Effect.orDie,
        Effect.map((rows) => rows.map(paymentOf))
      )

    return {
      cardForm: Option.map(access, ({ cardForm }) => cardForm),
      setUpCard,
      finishCardSetup,
      charge,
      receiveWebhook,
      paymentsOf
    } as const
  })
}) {}

/** Redline's status of a PaymentIntent: paid, still moving, waiting for the customer, or failed. */
const statusOf = (status: Stripe.PaymentIntent.Status): Payment["status"] =>
  status === "succeeded"
    ? "succeeded"
    : status === "requires_action"
      ? "requires_action"
      : status === "requires_payment_method" || status === "canceled"
        ? "failed"
        : "processing"
