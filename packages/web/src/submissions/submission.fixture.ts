import type { Submission, SubmissionSummary } from "@redline/api"

/** A submission as the server answers it, for tests: a draft with its application saved; overrides say what else is. */
export const submission = (overrides: Partial<Submission> = {}): Submission => ({
  id: 71,
  status: 1,
  list: "in_progress",
  title: "2021 Acura NSX",
  application: {
    contact: { first_name: "Dana", last_name: "Reyes", phone: "+15035550100" },
    car: {
      vin: "JH4NA1151MT000000",
      year: 2021,
      make_slug: "acura",
      model_slug: "nsx",
      make: "Acura",
      model: "NSX",
      mileage: 12400,
      zip_code: "97201",
      seller_type: 1,
      dealer_name: null
    },
    vin_check_digit_warning: false
  },
  sections: { details: null, condition: null, media: null, scheduling: null },
  photos: [],
  next_step: "details",
  partner: null,
  campaign: null,
  listing_id: null,
  auction_id: null,
  reserve_offer: null,
  review_checklist_status: null,
  is_inspection_booked: false,
  inspection: null,
  message_count: 0,
  created_at: "2030-03-01T09:00:00.000Z",
  updated_at: "2030-03-01T09:00:00.000Z",
  submitted_at: null,
  ...overrides
})

/** The same submission as the seller's lists show it. */
export const summary = (overrides: Partial<SubmissionSummary> = {}): SubmissionSummary => ({
  id: 71,
  status: 1,
  title: "2021 Acura NSX",
  main_photo: null,
  next_step: "details",
  listing_id: null,
  auction_id: null,
  reserve_offer: false,
  review_checklist_status: null,
  message_count: 0,
  created_at: "2030-03-01T09:00:00.000Z",
  updated_at: "2030-03-01T09:00:00.000Z",
  ...overrides
})
