import type { Results } from "./Results.ts"

/** The checks in the order the summary and the report show them, each with what it means. */
export const AUDIT_CHECKS = [
  ["bids.rejected_timely", "refused as ended though received before the final end"],
  ["bids.accepted_late", "accepted though received after the end in force"],
  ["bids.acked_missing", "acknowledged but missing or different in the event log"],
  ["bids.wrong_end", "end after a bid is not its soft-close end"],
  ["events.lost", "events a watcher never got, live or by rewind"],
  ["events.duplicated", "frames a watcher got twice on the live path"],
  ["events.out_of_order", "frames older than one already received on the same socket"],
  ["events.log_gaps", "sequence numbers missing from the event log"],
  ["final.consistent", "final stats = last accepted bid = every watcher's last event"]
] as const

export const auditValue = (results: Results, check: (typeof AUDIT_CHECKS)[number][0]): number | boolean => {
  const [group, key] = check.split(".") as [keyof Pick<Results, "bids" | "events" | "final">, string]
  return (results[group] as unknown as Record<string, number | boolean>)[key]!
}

export const passes = (value: number | boolean) => value === 0 || value === true
