import {
  AuctionNotFound,
  financeInfoOf,
  FinancePriceInvalid,
  FinancingUnavailable,
  LenderUnavailable,
  PaymentInvalid,
  RedlineApi
} from "@redline/api"
import {
  calculatorPrice,
  financeErrors,
  type FinanceInput,
  financeQuote,
  monthlyPayment,
  parseWholeNumber,
  percentOfRate,
  readFinancePrice,
  SELLER_TYPES
} from "@redline/domain"
import { Effect, Layer, Option } from "effect"
import { FinanceRepo } from "./FinanceRepo.ts"
import { LendingPartner } from "./LendingPartner.ts"
import { apiGroup } from "../ReadLanes.ts"

const DEALER = SELLER_TYPES[1].key

/**
 * The lending partner's rates for one car (spec 1 §7 'Finance') and the payment calculator
 * (§7 'Payment calculator'). Both are open to visitors: they read nothing private. The browser
 * computes the calculator's payment itself with the same rule, so typing needs no round trip;
 * the endpoint serves clients that don't carry the rule.
 */
export const FinanceHttpLive = apiGroup(RedlineApi, "finance", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* FinanceRepo
    const lender = yield* LendingPartner
    return handlers
      .handle("finance", ({ path, urlParams }) =>
        Effect.gen(function* () {
          const found = yield* repo.auction(path.auction_id)
          if (Option.isNone(found)) return yield* Effect.fail(AuctionNotFound.default())
          const auction = found.value
          if (auction.isTicketPackage) return yield* Effect.fail(FinancingUnavailable.default())
          const read = readFinancePrice(urlParams.price ?? calculatorPrice(auction.price))
          if (read.error !== undefined) return yield* Effect.fail(FinancePriceInvalid.of(read.error))
          const dealer = urlParams.dealer === undefined ? auction.sellerType === DEALER : urlParams.dealer === "true"
          const offered = yield* lender
            .rates({ price: read.price, dealer })
            .pipe(Effect.catchTag("LenderUnreachable", () => Effect.fail(LenderUnavailable.default())))
          const quote = financeQuote(read.price, offered, dealer)
          if (quote === null) return yield* Effect.fail(FinancingUnavailable.default())
          return financeInfoOf(quote)
        })
      )
      .handle("payment", ({ urlParams }) => {
        const input: FinanceInput = {
          price: urlParams.price ?? "",
          downPayment: urlParams.down_payment ?? "",
          apr: percentOfRate(urlParams.rate ?? ""),
          term: parseWholeNumber(urlParams.months) ?? Number.NaN
        }
        const errors = financeErrors(input)
        const fields = { price: errors.price, down_payment: errors.downPayment, rate: errors.apr, months: errors.term }
        const first = Object.values(fields).find((message) => message !== undefined)
        if (first !== undefined) {
          return Effect.fail(PaymentInvalid.of(first, { errors: fields }))
        }
        return Effect.succeed({ payment: monthlyPayment(input) })
      })
  })
).pipe(Layer.provide([FinanceRepo.Default, LendingPartner.Default]))
