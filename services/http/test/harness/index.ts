/**
 * The one harness of the HTTP tests: the API of a test file (`useApi`, or `startApi` for one of
 * its own), one way to call it (`caller`), and the accounts and auctions a test needs, made as the
 * product makes them, and a stand-in gateway for the realtime registrations (`useGatewayStandIn`).
 */
export * from "./Accounts.ts"
export * from "./Api.ts"
export * from "./Auctions.ts"
export * from "./Caller.ts"
export * from "./Eventually.ts"
export * from "./Gateway.ts"
export * from "./Stripe.ts"
export * from "./Submissions.ts"
