/**
 * The id of a stored thing (an auction, a user, a question, a saved search, a video…): a positive
 * whole number within Postgres' `integer`, 1 to 2,147,483,647. Anything else names nothing that
 * can exist, so it is refused where it arrives rather than handed to the database.
 */
export const MAX_ID = 2_147_483_647

/** Whether a number read from a JSON body is an id. */
export function isId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_ID
}

/**
 * The id written in a path or a query: decimal digits only, without a sign, leading zeros, a `0x`
 * prefix, an exponent or spaces, so '0x1A', '1e3', '+7', '007' and ' 7' name no id. Undefined
 * for anything that is not one.
 */
export function parseId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined
  const value = Number(text)
  return value <= MAX_ID ? value : undefined
}
