/** The words users see (`Wording.ts`), read as `Messages.…`. */
export * as Messages from "./Wording.ts"
