/**
 * A non-negative integer written in plain digits, as query strings carry them. '2.5', '-3',
 * '1e3' and ' 7' are not whole numbers; neither is anything beyond the safe integer range.
 */
export function parseWholeNumber(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || !/^\d+$/.test(text)) return undefined
  const value = Number(text)
  return Number.isSafeInteger(value) ? value : undefined
}
