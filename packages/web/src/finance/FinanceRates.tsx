import type { FinanceInfo } from "@redline/api"
import { formatApr, formatMoney } from "@redline/domain"

/** The lender's rates by term for the whole price, the lowest rate and lowest payment flagged. */
export function FinanceRates({ quote }: { quote: FinanceInfo }) {
  const seller = quote.dealer ? "from a dealer" : "from a private party"
  return (
    <div className="finance-rates">
      <p className="finance-rates__range">
        Rates from <strong>{formatApr(quote.min_rate)}</strong> to <strong>{formatApr(quote.max_rate)}</strong> APR
      </p>
      <table className="finance-rates__table">
        <caption className="finance-rates__caption">
          Financing {formatMoney(quote.disclosure.price)} {seller}, nothing down
        </caption>
        <thead>
          <tr>
            <th scope="col">Term</th>
            <th scope="col">APR</th>
            <th scope="col">Monthly</th>
          </tr>
        </thead>
        <tbody>
          {quote.rates.map((rate) => (
            <tr key={rate.months}>
              <th scope="row">{rate.months} months</th>
              <td>
                <span className="finance-rates__value">{formatApr(rate.rate)}</span>
                {rate.lowest_rate && <span className="finance-rates__flag">Lowest rate</span>}
              </td>
              <td>
                <span className="finance-rates__value">{formatMoney(rate.payment)}</span>
                {rate.lowest_payment && <span className="finance-rates__flag">Lowest payment</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
