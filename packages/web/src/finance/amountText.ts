/**
 * What the calculator's fields accept as they are typed: anything else is dropped at the key,
 * so the fields hold only what their rules could accept, and amounts read grouped as every
 * amount on the site does. The rules themselves are the domain's.
 */

const grouped = new Intl.NumberFormat("en-US")

const groupDigits = (digits: string): string => (digits === "" ? "" : grouped.format(Number(digits)))

/**
 * Whole dollars, positive, grouped: '25000' → '25,000'. Seven digits are enough to type past the
 * finance calculator's maximum; a field with a higher one says how many it takes.
 */
export function wholeDollarsText(typed: string, digits = 7): string {
  return groupDigits(typed.replace(/\D/g, "").replace(/^0+/, "").slice(0, digits))
}

/** The whole dollars a field of `wholeDollarsText` holds: '25,000' → 25000. */
export const wholeDollarsOf = (text: string): number => Number(text.replaceAll(",", ""))

/** Dollars and at most two decimals, grouped: '5000.5' → '5,000.5'. */
export function dollarsAndCentsText(typed: string): string {
  const [whole = "", ...rest] = typed.replace(/[^\d.]/g, "").split(".")
  const dollars = groupDigits(whole.replace(/^0+(?=\d)/, "").slice(0, 7))
  if (rest.length === 0) return dollars
  return `${dollars === "" ? "0" : dollars}.${rest.join("").slice(0, 2)}`
}

/** A percentage of up to two integer and two decimal digits: '6.995' → '6.99'. */
export function aprText(typed: string): string {
  const [whole = "", ...rest] = typed.replace(/[^\d.]/g, "").split(".")
  const integer = whole.slice(0, 2)
  return rest.length === 0 ? integer : `${integer}.${rest.join("").slice(0, 2)}`
}

/** A whole-dollar amount as its field shows it. */
export const dollarsText = (amount: number): string => grouped.format(amount)
