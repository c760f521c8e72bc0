/** The columns of a row that are given a value; those left undefined keep the table's default. */
export const givenColumns = <A extends Record<string, unknown>>(fields: A) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
