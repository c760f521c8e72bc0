import { BODY_STYLES, endYearChoices, startYearChoices, TRANSMISSIONS, type ListFilters } from "@redline/domain"
import { useId, useMemo, type ChangeEvent } from "react"
import "./ListFilterBar.css"

interface ListFilterBarProps {
  readonly filters: ListFilters
  /** One filter at a time; undefined clears it. The others are kept by the list codec. */
  readonly onChange: (filters: ListFilters) => void
  /** The 'No reserve' filter of the auction lists; a search has the car's filters only (spec 1 §2). */
  readonly reserve?: boolean
}

const yearOf = (event: ChangeEvent<HTMLSelectElement>): number | undefined =>
  event.target.value === "" ? undefined : Number(event.target.value)

/** The year, transmission, body style and reserve filters of the list screens, each a plain select. */
export function ListFilterBar({ filters, onChange, reserve = true }: ListFilterBarProps) {
  const id = useId()
  const now = useMemo(() => new Date(), [])
  // Offered end years start at the chosen start year; a later start drops an earlier end (the codec's rule).
  const endYears = endYearChoices(now, filters.start_year)
  return (
    <div className="list-filters" role="group" aria-label="Filters">
      <label className="list-filters__field" htmlFor={`${id}-start`}>
        <span className="list-filters__label">From year</span>
        <select id={`${id}-start`} value={filters.start_year ?? ""} onChange={(event) => onChange({ start_year: yearOf(event) })}>
          <option value="">Any</option>
          {startYearChoices(now).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <label className="list-filters__field" htmlFor={`${id}-end`}>
        <span className="list-filters__label">To year</span>
        <select id={`${id}-end`} value={filters.end_year ?? ""} onChange={(event) => onChange({ end_year: yearOf(event) })}>
          <option value="">Any</option>
          {endYears.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <label className="list-filters__field" htmlFor={`${id}-transmission`}>
        <span className="list-filters__label">Transmission</span>
        <select
          id={`${id}-transmission`}
          value={filters.transmission ?? ""}
          onChange={(event) => onChange({ transmission: TRANSMISSIONS.find(({ value }) => value === event.target.value)?.value })}
        >
          <option value="">All</option>
          {TRANSMISSIONS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="list-filters__field" htmlFor={`${id}-body`}>
        <span className="list-filters__label">Body style</span>
        <select
          id={`${id}-body`}
          value={filters.body_style ?? ""}
          onChange={(event) => onChange({ body_style: BODY_STYLES.find(({ value }) => value === event.target.value)?.value })}
        >
          <option value="">All</option>
          {BODY_STYLES.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {reserve && (
        <label className="list-filters__field" htmlFor={`${id}-reserve`}>
          <span className="list-filters__label">Reserve</span>
          <select
            id={`${id}-reserve`}
            value={filters.no_reserve === true ? "true" : ""}
            onChange={(event) => onChange({ no_reserve: event.target.value === "true" ? true : undefined })}
          >
            <option value="">Any</option>
            <option value="true">No reserve</option>
          </select>
        </label>
      )}
    </div>
  )
}
