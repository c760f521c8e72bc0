import type { ListFilters, SortList } from "@redline/domain"
import { ListFilterBar } from "./ListFilterBar.tsx"
import { SortBar } from "./SortBar.tsx"
import "./ListControls.css"

interface ListControlsProps {
  readonly sorts: SortList
  readonly sort: number
  readonly filters: ListFilters
  readonly sortHref: (key: number) => string
  readonly onFiltersChange: (filters: ListFilters) => void
}

/** The sort bar above the filters: what every auction list screen lets a buyer narrow and order by. */
export function ListControls({ sorts, sort, filters, sortHref, onFiltersChange }: ListControlsProps) {
  return (
    <div className="list-controls">
      <SortBar sorts={sorts} current={sort} hrefFor={sortHref} />
      <ListFilterBar filters={filters} onChange={onFiltersChange} />
    </div>
  )
}
