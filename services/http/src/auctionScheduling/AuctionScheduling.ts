import { SqlClient } from "@effect/sql"
import type { StaffSubmission } from "@redline/api"
import {
  AuctionStatus,
  LISTING_NOT_APPROVED,
  NotificationType,
  scheduleProblem,
  scheduleRecord,
  scheduleTimesProblem
} from "@redline/domain"
import { Data, Effect, Option } from "effect"
import { AuctionsRepo } from "../auctions/AuctionsRepo.ts"
import { SellerNotice } from "../notifications/SellerNotice.ts"
import { ListingDraftsRepo } from "../listingDrafts/ListingDraftsRepo.ts"
import { listingOf } from "../listingDrafts/ListingOfDraft.ts"
import { StaffDesk } from "../staffDesk/StaffDesk.ts"
import { StaffDeskRepo } from "../staffDesk/StaffDeskRepo.ts"
import { SubmissionsRepo, titleOf } from "../submissions/SubmissionsRepo.ts"
import { transactionOf } from "../Transaction.ts"
import { AuctionSchedulingRepo } from "./AuctionSchedulingRepo.ts"

/** Why a scheduling was refused; the handler turns each into its refusal. `message` is the rule's sentence. */
export class ScheduleRefused extends Data.TaggedError("ScheduleRefused")<{
  readonly reason: "not_found" | "invalid" | "not_schedulable"
  readonly message?: string
  /** The field an `invalid` refusal is about. */
  readonly field?: string
}> {}

const refused = (reason: ScheduleRefused["reason"], message?: string, field?: string) =>
  Effect.fail(new ScheduleRefused({ reason, ...(message === undefined ? {} : { message }), ...(field === undefined ? {} : { field }) }))

/**
 * Scheduling to live (spec 3 §4 'Submission flow'). Staff put an Approved (8) submission's listing
 * up for auction: the auction is made, the one way auctions are (`AuctionsRepo.create`), from the
 * version the seller approved (title, sub-title, sections, the photos in its order, the car's
 * facts), with the reserve the seller settled (or none), the seller as its seller, queued until
 * its start; the submission is Scheduled (9) with its auction, the step is recorded and the seller
 * told by a 'listing status changed' notification (type 3, 'is scheduled', on the site), in one
 * transaction; the seller's bell hears it after the commit. The engine takes the auction live at
 * its start, and the submission with it.
 */
export class AuctionScheduling extends Effect.Service<AuctionScheduling>()("@redline/http/AuctionScheduling", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const repo = yield* AuctionSchedulingRepo
    const submissions = yield* SubmissionsRepo
    const drafts = yield* ListingDraftsRepo
    const auctions = yield* AuctionsRepo
    const desk = yield* StaffDesk
    const deskRepo = yield* StaffDeskRepo
    const notice = yield* SellerNotice

    const schedule = (
      id: number,
      staffId: number,
      times: { readonly auction_start: string; readonly auction_end: string },
      now: Date
    ): Effect.Effect<StaffSubmission, ScheduleRefused> =>
      Effect.gen(function* () {
        const start = new Date(times.auction_start)
        const end = new Date(times.auction_end)
        const problem = scheduleTimesProblem({ start, end, now })
        if (problem !== null) return yield* refused("invalid", problem.message, problem.field)
        const told = yield* transaction(
          Effect.gen(function* () {
            const found = yield* submissions.row(id, null, true)
            if (Option.isNone(found)) return yield* refused("not_found")
            const row = found.value
            const standing = scheduleProblem(row.status)
            if (standing !== null) return yield* refused("not_schedulable", standing)
            const draft = yield* drafts.approved(id)
            if (Option.isNone(draft)) return yield* refused("not_schedulable", LISTING_NOT_APPROVED)
            const listing = listingOf(row, draft.value, yield* drafts.place(id))
            const photos = yield* submissions.photos(id)
            const reserve = yield* repo.settledReserve(id)
            const auctionId = yield* auctions.create(
              {
                year: listing.year,
                make: listing.make,
                model: listing.model,
                mileage: listing.mileage,
                vin: listing.vin,
                location: listing.location,
                zipCode: listing.zip_code,
                bodyStyle: listing.body_style,
                engine: listing.engine,
                driveTrain: listing.drive_train,
                transmission: listing.transmission,
                transmissionDetails: listing.transmission_details,
                exteriorColor: listing.exterior_color,
                interiorColor: listing.interior_color,
                titleStatus: listing.title_status,
                sellerType: listing.seller_type,
                sellerTypeDetails: listing.seller_type_details,
                sections: listing.sections
              },
              {
                sellerId: row.user_id,
                title: listing.title,
                subTitle: listing.sub_title,
                status: AuctionStatus.queued,
                auctionStart: start,
                auctionEnd: end,
                reserve,
                noReserve: reserve === null,
                featured: false,
                hasInspection: row.inspection?.report_url != null,
                photos: draft.value.photos.flatMap((chosen) => {
                  const photo = photos.find((found) => found.id === chosen.id)
                  return photo === undefined ? [] : [{ section: chosen.section, key: photo.path, width: photo.width, height: photo.height }]
                })
              }
            )
            yield* repo.scheduled(id, auctionId, now)
            yield* deskRepo.record(id, staffId, "schedule", scheduleRecord(auctionId, start, end), null, now)
            return yield* notice.write(
              {
                userId: row.user_id,
                type: NotificationType.listing_status,
                subject: `schedule:${id}`,
                relatedTo: { submission_id: id, auction_id: auctionId, title: titleOf(row), status: "scheduled" }
              },
              now
            )
          })
        )
        yield* notice.publish(told)
        return yield* desk.read(id).pipe(Effect.catchTag("StaffDeskRefused", () => refused("not_found")))
      })

    return { schedule } as const
  }),
  dependencies: [
    AuctionSchedulingRepo.Default,
    SubmissionsRepo.Default,
    ListingDraftsRepo.Default,
    StaffDesk.Default,
    StaffDeskRepo.Default,
    SellerNotice.Default
  ]
}) {}
