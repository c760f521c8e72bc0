import { describe, expect, it } from "vitest"
import {
  bookingProblem,
  inspectionAddressProblems,
  inspectionAnswerProblem,
  inspectionBookingProblems,
  inspectionStatusProblem,
  INSPECTION_REPORT_MAX_BYTES,
  isPdf,
  keptInspectionAddress,
  reportBytesProblem,
  reportProblem,
  reportSizeProblem,
  reportUrlProblem
} from "../../src/submissions/Inspection.ts"
import { SUBMISSION_DECISIONS } from "../../src/submissions/StaffDecision.ts"
import { SUBMISSION_STATUSES, SubmissionStatus } from "../../src/submissions/SubmissionStatus.ts"

const ADDRESS = { address: " 1 Main St ", city: " Portland ", state: "or", zip_code: "97201-1234" }

describe("inspectionStatusProblem", () => {
  it("opens the inspection once the listing fee is paid, and no other time", () => {
    expect(inspectionStatusProblem(SubmissionStatus.paid)).toBeNull()
    for (const status of SUBMISSION_STATUSES.filter((found) => found !== SubmissionStatus.paid)) {
      expect(inspectionStatusProblem(status), String(status)).toMatch(/\.$/)
    }
    expect(inspectionStatusProblem(SubmissionStatus.accepted)).toBe("Pay the listing fee before booking the inspection.")
  })
})

describe("the address", () => {
  it("is kept trimmed, the state's code upper-case and the zip code's five digits", () => {
    expect(inspectionAddressProblems(ADDRESS)).toEqual([])
    expect(keptInspectionAddress(ADDRESS)).toEqual({ address: "1 Main St", city: "Portland", state: "OR", zip_code: "97201" })
  })

  it("names each field that won't do", () => {
    expect(inspectionAddressProblems({ address: "", city: "x".repeat(101), state: "ZZ", zip_code: "1234" })).toEqual([
      { field: "address", message: "Enter the street address of the car." },
      { field: "city", message: "The city can be at most 100 characters." },
      { field: "state", message: "Choose the state." },
      { field: "zip_code", message: "Invalid zip code" }
    ])
  })
})

describe("inspectionBookingProblems", () => {
  const ready = { addressSaved: true, cardOnFile: true, registeredToBid: false, registerToBid: true, termsAgreement: true }

  it("books with the address, a card on file, registering to bid (or registered already) and the terms", () => {
    expect(inspectionBookingProblems(ready)).toEqual([])
    expect(inspectionBookingProblems({ ...ready, registeredToBid: true, registerToBid: false })).toEqual([])
  })

  it("names what is missing by the booking's fields", () => {
    expect(
      inspectionBookingProblems({
        addressSaved: false,
        cardOnFile: false,
        registeredToBid: false,
        registerToBid: false,
        termsAgreement: false
      }).map((problem) => problem.field)
    ).toEqual(["address", "payment_method_id", "register_to_bid", "terms_agreement"])
  })
})

describe("the inspection's steps", () => {
  const none = { booked: false, reported: false, approved: null }
  const booked = { ...none, booked: true }
  const reported = { ...booked, reported: true }

  it("is booked once: booked already, or inspected already, are the two 'already booked' answers", () => {
    expect(bookingProblem(none)).toBeNull()
    expect(bookingProblem(booked)).toBe("already_booked")
    expect(bookingProblem(reported)).toBe("already_inspected")
  })

  it("takes its report once booked, until the seller answers it", () => {
    expect(reportProblem(none)).toBe("This inspection hasn't been booked yet.")
    expect(reportProblem(booked)).toBeNull()
    expect(reportProblem(reported)).toBeNull()
    expect(reportProblem({ ...reported, approved: false })).toBe("The seller has answered this inspection's report already.")
  })

  it("is answered by the seller once the report is there, and once", () => {
    expect(inspectionAnswerProblem(booked)).toBe("The inspection report isn't ready yet.")
    expect(inspectionAnswerProblem(reported)).toBeNull()
    expect(inspectionAnswerProblem({ ...reported, approved: true })).toBe("You approved this inspection already.")
    expect(inspectionAnswerProblem({ ...reported, approved: false })).toBe("You declined this inspection already.")
  })

  it("joins staff's decisions in the submission's history", () => {
    expect(SUBMISSION_DECISIONS).toEqual(
      expect.arrayContaining(["inspection_booked", "inspection_report", "inspection_approved", "inspection_declined"])
    )
  })
})

describe("the report", () => {
  it("is a link over https", () => {
    expect(reportUrlProblem("https://reports.example.com/911.pdf")).toBeNull()
    for (const url of ["http://reports.example.com/911.pdf", "javascript:alert(1)", "reports.example.com", ""]) {
      expect(reportUrlProblem(url), url).toBe("The report link must be a web address (https://…).")
    }
  })

  it("or a file that starts as a PDF does", () => {
    const bytes = (text: string) => new TextEncoder().encode(text)
    expect(isPdf(bytes("%PDF-1.7\n"))).toBe(true)
    expect(isPdf(bytes("%PDF"))).toBe(false)
    expect(isPdf(bytes("<html>%PDF-1.7"))).toBe(false)
  })

  it("is refused in words when it isn't a PDF or is larger than an upload may be", () => {
    const bytes = (text: string) => new TextEncoder().encode(text)
    expect(reportBytesProblem(bytes("%PDF-1.4\n"))).toBeNull()
    expect(reportBytesProblem(bytes("\x89PNG"))).toBe("The report must be a PDF file.")
    expect(reportBytesProblem(new Uint8Array())).toBe("The report must be a PDF file.")
    expect(reportSizeProblem(INSPECTION_REPORT_MAX_BYTES)).toBeNull()
    expect(reportSizeProblem(INSPECTION_REPORT_MAX_BYTES + 1)).toBe("The report can be at most 40 MB.")
  })
})
