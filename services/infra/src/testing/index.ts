/**
 * What tests stand on and production never uses: a fresh migrated database, an empty object
 * store, a subject prefix of a test's own for the bus. Services' test doubles are their `Test`.
 */
export * from "../BusTest.ts"
export * from "./EmptyObjectStore.ts"
export * from "./FreshDatabase.ts"
