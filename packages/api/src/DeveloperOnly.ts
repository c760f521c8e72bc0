import { HttpApiMiddleware } from "@effect/platform"
import { NotFound } from "./ApiErrors.ts"

/**
 * The developer's pages of the embedded mode (the dev mailbox, the local video host's upload and
 * watch URLs, and every `/v1/dev/…` page to come) answer a request from the server's own machine
 * (a loopback client address) or from staff (an admin's bearer key); anyone else is told there is
 * no such page, as the refusal of an unknown path says.
 */
export class DeveloperOnly extends HttpApiMiddleware.Tag<DeveloperOnly>()("DeveloperOnly", {
  failure: NotFound
}) {}
