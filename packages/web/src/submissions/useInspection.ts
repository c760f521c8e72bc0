import type { Inspection } from "@redline/api"
import { ErrorCode, type InspectionAddressInput, keptInspectionAddress } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { ApiError } from "../api/request.ts"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { registrationKeys } from "../registration/registrationQueries.ts"
import { submissionsKeys } from "./submissionsQueries.ts"

/** The spec's two 'already booked' refusals: the inspection is booked (or done) all the same. */
const ALREADY_BOOKED: ReadonlyArray<number> = [ErrorCode.inspection_already_booked, ErrorCode.inspection_already_inspected]

export const isAlreadyBooked = (error: unknown): boolean =>
  error instanceof ApiError && error.errorCode !== null && ALREADY_BOOKED.includes(error.errorCode)

/** Whether the address typed is the one saved, as the server keeps it. */
const sameAddress = (saved: Inspection, typed: InspectionAddressInput) => {
  const kept = keptInspectionAddress(typed)
  return saved.address === kept.address && saved.city === kept.city && saved.state === kept.state && saved.zip_code === kept.zip_code
}

/**
 * The seller's inspection: booking (the car's address saved first when it changed, then the
 * booking with registering to bid and the terms) and the answer to its report. The inspection's
 * cache takes each answer; an 'already booked' refusal marks it booked and reads it again.
 */
export function useInspection(submissionId: number) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const key = submissionsKeys.inspection(submissionId, reader)
  const path = { submission_id: submissionId }
  const keep = (inspection: Inspection) => {
    queryClient.setQueryData(key, inspection)
    void queryClient.invalidateQueries({ queryKey: submissionsKeys.detail(submissionId, reader) })
  }

  const book = useMutation({
    mutationFn: async (booking: { address: InspectionAddressInput; registerToBid: boolean; termsAgreement: boolean }) => {
      const saved = queryClient.getQueryData<Inspection>(key)
      if (saved === undefined || !sameAddress(saved, booking.address))
        keep(await api("inspections.saveAddress", { path, body: booking.address }))
      return api("inspections.book", {
        path,
        body: { register_to_bid: booking.registerToBid, terms_agreement: booking.termsAgreement }
      })
    },
    onSuccess: (inspection) => {
      keep(inspection)
      void queryClient.invalidateQueries({ queryKey: registrationKeys.status(reader) })
    },
    onError: (error) => {
      if (!isAlreadyBooked(error)) return
      queryClient.setQueryData<Inspection>(key, (shown) => (shown === undefined ? shown : { ...shown, is_inspection_booked: true }))
      void queryClient.invalidateQueries({ queryKey: key })
    }
  })

  const answer = useMutation({
    mutationFn: (approved: boolean) => api("inspections.answer", { path, body: { approved } }),
    onSuccess: keep
  })

  return { book, answer }
}
