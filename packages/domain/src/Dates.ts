const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" })
const shortDate = new Intl.DateTimeFormat("en-US", { month: "numeric", day: "numeric", year: "2-digit" })

/** 'MMMM D, YYYY' in the viewer's local time: 'January 5, 2025'. */
export function formatLongDate(date: Date): string {
  return longDate.format(date)
}

/** 'M/D/YY' in the viewer's local time: '1/5/25'. */
export function formatShortDate(date: Date): string {
  return shortDate.format(date)
}

const dateTime = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" })

/** 'MMMM D, YYYY at h:mm A' in the viewer's local time: 'January 5, 2025 at 3:30 PM'. */
export function formatDateTime(date: Date): string {
  return dateTime.format(date)
}
