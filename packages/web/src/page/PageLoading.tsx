import "./PageLoading.css"

/** Shown while a page's chunk loads; it stays invisible for quick loads so fast pages don't flicker. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
    </div>
  )
}
