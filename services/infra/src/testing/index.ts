/**
 * What tests stand on and production never uses: a fresh migrated database, an empty object
 * store, a subject prefix of a test's own for the bus, and the processes tests start (servers,
 * engines). Services' test doubles are their `Test`.
 */
export * from "../BusTest.ts"
export * from "./EmptyObjectStore.ts"
export * from "./FreshDatabase.ts"
export * from "./RunningProcess.ts"
export * from "./FreshNamespace.ts"
