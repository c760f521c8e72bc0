import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { smsQueries } from "./smsQueries.ts"

/**
 * Whether the signed-in user can receive texts (a verified number that hasn't replied STOP);
 * undefined until known. A place offering an SMS channel shows it on when true, and opens
 * `SmsEnrollmentDialog` instead of turning it on when false (spec 2 §4).
 */
export function useCanReceiveTexts(): boolean | undefined {
  return useQuery({ ...smsQueries.enrollment(useApi(), useReaderId()), select: (enrollment) => enrollment.can_receive_sms }).data
}
