const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0
})

/** Money is whole dollars everywhere: '$1,234'. */
export function formatMoney(amount: number): string {
  return dollars.format(amount)
}
