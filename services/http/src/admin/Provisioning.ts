import { SqlClient } from "@effect/sql"
import type { NewAuction, NewUser } from "@redline/api"
import { mileageText, openingStatus } from "@redline/domain"
import { hashPassword } from "@redline/infra"
import { Effect } from "effect"
import { AccountsRepo, TEST_CARD } from "../accounts/AccountsRepo.ts"
import { AuctionsRepo } from "../auctions/AuctionsRepo.ts"
import { SavedSearchAlerts } from "../savedSearches/SavedSearchAlerts.ts"
import { transactionOf } from "../Transaction.ts"

/** What staff leave out of a new listing's story: every section empty, no videos. */
const EMPTY_SECTIONS = {
  doug: "",
  highlights: "",
  equipment: "",
  modifications: "",
  known_flaws: "",
  recent_service_history: "",
  other_items: "",
  ownership_history: "",
  seller_notes: "",
  videos: []
}

const subTitleOf = (auction: NewAuction) =>
  auction.sub_title ?? [mileageText(auction.mileage ?? null), auction.transmission, auction.exterior_color].filter(Boolean).join(", ")

/** Users and auctions as staff tools and the load harness make them, through the ones every account and auction is made by. */
export class Provisioning extends Effect.Service<Provisioning>()("@redline/http/Provisioning", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const accounts = yield* AccountsRepo
    const auctions = yield* AuctionsRepo
    const alerts = yield* SavedSearchAlerts
    const transaction = transactionOf(sql)

    /** A user with the password given, confirmed unless staff say otherwise; fails when the e-mail or username is taken. */
    const createUser = (user: typeof NewUser.Type) =>
      Effect.flatMap(hashPassword(user.password), (passwordHash) =>
        accounts.insert({
          email: user.email.trim().toLowerCase(),
          username: user.username,
          passwordHash,
          verified: user.verified ?? true,
          card: user.card_on_file === true ? TEST_CARD : undefined,
          biddingAgreement: user.bidding_agreement ?? false
        })
      )

    /**
     * The auction with its listing, for the seller given, running from `start` to `end`. An
     * auction live from the start is announced to saved searches with its creation, in the same
     * transaction; a queued one when it starts.
     */
    const createAuction = (auction: NewAuction, sellerId: number, start: Date, end: Date, now: Date) =>
      transaction(
        Effect.gen(function* () {
          const id = yield* auctions.create(
            {
              year: auction.year,
              make: auction.make,
              model: auction.model,
              mileage: auction.mileage ?? null,
              vin: auction.vin ?? "",
              location: auction.location,
              zipCode: auction.zip_code ?? "",
              bodyStyle: auction.body_style,
              engine: auction.engine ?? "",
              driveTrain: auction.drive_train ?? "",
              transmission: auction.transmission,
              transmissionDetails: auction.transmission,
              exteriorColor: auction.exterior_color ?? "",
              interiorColor: auction.interior_color ?? "",
              titleStatus: "Clean",
              sellerType: 1,
              sellerTypeDetails: "",
              sections: EMPTY_SECTIONS
            },
            {
              sellerId,
              title: auction.title,
              subTitle: subTitleOf(auction),
              status: openingStatus(start, now),
              auctionStart: start,
              auctionEnd: end,
              reserve: auction.no_reserve ? null : auction.reserve,
              noReserve: auction.no_reserve,
              featured: auction.featured ?? false,
              softCloseSeconds: auction.soft_close_seconds ?? null
            }
          )
          yield* alerts.announce(id)
          return id
        })
      )

    return { createUser, sellerId: accounts.idByUsername, createAuction } as const
  }),
  dependencies: [SavedSearchAlerts.Default]
}) {}
