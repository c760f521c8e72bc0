import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { DeveloperOnly } from "./DeveloperOnly.ts"

/**
 * The Daily Email for a developer to see one without waiting for its time: an edition now, apart
 * from the schedule, with the auctions that went live in the last day, to every subscriber, or
 * to the one subscriber `email` names (none when no auction went live). For developers on the
 * server's machine and staff only.
 */
export class DevDailyEmailApi extends HttpApiGroup.make("devDailyEmail")
  .add(
    HttpApiEndpoint.post("send", "/v1/dev/daily-email/send")
      .setUrlParams(Schema.Struct({ email: Schema.optional(Schema.String) }))
      .addSuccess(Schema.Struct({ auctions: Schema.Int, mails: Schema.Int }))
  )
  .middleware(DeveloperOnly) {}
