import type { Inspection } from "@redline/api"
import {
  type FieldProblem,
  INSPECTION_ADDRESS_MAX_LENGTH,
  INSPECTION_CITY_MAX_LENGTH,
  type InspectionAddressInput,
  inspectionAddressProblems,
  inspectionBookingProblems,
  inspectionStatusProblem,
  parseId
} from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { type FormEvent, useState } from "react"
import { Link, useParams } from "wouter"
import { failureMessage } from "../account/failureMessage.ts"
import { SignedInOnly } from "../account/SignedInOnly.tsx"
import { ApiError } from "../api/request.ts"
import { useApi } from "../api/useApi.ts"
import { DetailPage } from "../page/DetailPage.tsx"
import NotFoundPage from "../page/NotFoundPage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { CardStep } from "../registration/CardStep.tsx"
import { useRegistration } from "../registration/useRegistration.ts"
import { useReaderId } from "../session/readerId.ts"
import { SelectField } from "../ui/SelectField.tsx"
import { STATE_OPTIONS } from "../ui/stateOptions.ts"
import { TextField } from "../ui/TextField.tsx"
import { submissionsQueries } from "./submissionsQueries.ts"
import { isAlreadyBooked, useInspection } from "./useInspection.ts"
import { problemsOf } from "./wizardRefusal.ts"
import "./SubmissionPage.css"
import "./InspectionPage.css"

/**
 * The inspection of a seller's car (`/submissions/{id}/inspection`, spec 3 §2, §4 'Inspection'):
 * once the listing fee is paid, the car's address and the booking (a card on file, registering
 * to bid, the inspection terms); booked, a word that the report comes next; with the report, its
 * link and the seller's answer, approve or decline, once. Someone else's submission is not found.
 */
export default function InspectionPage() {
  usePageTitle("Inspection")
  const { submissionId } = useParams<{ submissionId: string }>()
  const id = parseId(submissionId ?? "")
  if (id === undefined) return <NotFoundPage />
  return (
    <SignedInOnly>
      <InspectionOf id={id} />
    </SignedInOnly>
  )
}

function InspectionOf({ id }: { readonly id: number }) {
  const inspection = useQuery(submissionsQueries.inspection(useApi(), id, useReaderId()))
  return (
    <DetailPage query={inspection} what="this inspection">
      {(shown) => (
        <div className="container submission-page inspection-page">
          <p className="submission-page__crumb">
            <Link href={`/submissions/${id}`}>Your submission</Link>
          </p>
          <h1 className="submission-page__title">Inspection</h1>
          <InspectionStep inspection={shown} />
        </div>
      )}
    </DetailPage>
  )
}

const placeOf = (inspection: Inspection) => `${inspection.address}, ${inspection.city}, ${inspection.state} ${inspection.zip_code}`

function InspectionStep({ inspection }: { readonly inspection: Inspection }) {
  if (inspection.report_url !== null) return <InspectionReport inspection={inspection} />
  if (inspection.is_inspection_booked)
    return (
      <section className="inspection-page__step" aria-labelledby="inspection-booked-heading">
        <h2 id="inspection-booked-heading" className="submission-page__heading">
          Your inspection is booked
        </h2>
        {inspection.address !== null && <p>The inspector comes to {placeOf(inspection)}.</p>}
        <p>We'll let you know as soon as the report is ready.</p>
      </section>
    )
  const closed = inspectionStatusProblem(inspection.status)
  if (closed !== null) return <p className="inspection-page__closed">{closed}</p>
  return <InspectionBooking inspection={inspection} />
}

function InspectionReport({ inspection }: { readonly inspection: Inspection }) {
  const { answer } = useInspection(inspection.submission_id)
  return (
    <section className="inspection-page__step" aria-labelledby="inspection-report-heading">
      <h2 id="inspection-report-heading" className="submission-page__heading">
        Your inspection report is ready
      </h2>
      <p>
        <a href={inspection.report_url!} target="_blank" rel="noreferrer">
          View the inspection report
        </a>
      </p>
      {inspection.approved === null ? (
        <>
          <p>Read the report, then approve the inspection to move on to your reserve and listing, or decline it.</p>
          <div className="inspection-page__answer">
            <button type="button" className="button" disabled={answer.isPending} onClick={() => answer.mutate(true)}>
              Approve inspection
            </button>
            <button type="button" className="button button--quiet" disabled={answer.isPending} onClick={() => answer.mutate(false)}>
              Decline inspection
            </button>
          </div>
          {answer.isError && (
            <p className="inspection-page__error" role="alert">
              {failureMessage(answer.error)}
            </p>
          )}
        </>
      ) : (
        <p role="status">{inspection.approved ? "You approved the inspection." : "You declined the inspection."}</p>
      )}
    </section>
  )
}

type Problems = Partial<Record<string, string>>
const problemsByField = (problems: ReadonlyArray<FieldProblem>): Problems =>
  Object.fromEntries([...problems].reverse().map((problem) => [problem.field, problem.message]))

function InspectionBooking({ inspection }: { readonly inspection: Inspection }) {
  const { book } = useInspection(inspection.submission_id)
  const registration = useRegistration()
  const card = registration.status.data
  const [address, setAddress] = useState<InspectionAddressInput>({
    address: inspection.address ?? "",
    city: inspection.city ?? "",
    state: inspection.state ?? "",
    zip_code: inspection.zip_code ?? ""
  })
  const [registerToBid, setRegisterToBid] = useState(false)
  const [termsAgreement, setTermsAgreement] = useState(false)
  const [problems, setProblems] = useState<Problems>({})
  const registered = card?.card_on_file === true && card.bidding_agreement
  const refusal = book.error instanceof ApiError ? book.error : null
  const failure = book.isError && !isAlreadyBooked(book.error) && (refusal === null || problemsOf(refusal.body).length === 0)

  const change = (field: keyof InspectionAddressInput, value: string) => {
    setAddress({ ...address, [field]: value })
    setProblems({ ...problems, [field]: undefined })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = [
      ...inspectionAddressProblems(address),
      ...inspectionBookingProblems({
        addressSaved: true,
        cardOnFile: card?.card_on_file === true,
        registeredToBid: registered,
        registerToBid,
        termsAgreement
      })
    ]
    setProblems(problemsByField(found))
    if (found.length > 0) return
    book.mutate(
      { address, registerToBid, termsAgreement },
      { onError: (error) => error instanceof ApiError && setProblems(problemsByField(problemsOf(error.body))) }
    )
  }

  return (
    <>
      <p>
        An inspector looks your car over where it is kept, and the report goes with your listing. Book it with a card on file: you register
        to bid with it, as every seller on Redline does.
      </p>
      <section className="inspection-page__step inspection-page__card" aria-labelledby="inspection-card-heading">
        <h2 id="inspection-card-heading" className="submission-page__heading">
          Your card
        </h2>
        <CardStep
          registration={registration}
          prompt="Add a card to book the inspection."
          returnPath={`/submissions/${inspection.submission_id}/inspection`}
        />
        {problems["payment_method_id"] !== undefined && (
          <p className="inspection-page__error" role="alert">
            {problems["payment_method_id"]}
          </p>
        )}
      </section>
      <form
        className="inspection-page__step inspection-page__booking"
        onSubmit={submit}
        noValidate
        aria-labelledby="inspection-booking-heading"
      >
        <h2 id="inspection-booking-heading" className="submission-page__heading">
          Where the car is
        </h2>
        <TextField
          label="Address"
          autoComplete="street-address"
          maxLength={INSPECTION_ADDRESS_MAX_LENGTH}
          value={address.address}
          onChange={(event) => change("address", event.target.value)}
          error={problems["address"]}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          maxLength={INSPECTION_CITY_MAX_LENGTH}
          value={address.city}
          onChange={(event) => change("city", event.target.value)}
          error={problems["city"]}
        />
        <div className="inspection-page__row">
          <SelectField
            label="State"
            autoComplete="address-level1"
            options={STATE_OPTIONS}
            value={address.state}
            onChange={(event) => change("state", event.target.value)}
            error={problems["state"]}
          />
          <TextField
            label="Zip code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={address.zip_code}
            onChange={(event) => change("zip_code", event.target.value)}
            error={problems["zip_code"]}
          />
        </div>
        {!registered && (
          <Agreement
            label="Register me to bid: I accept the bidding agreement"
            checked={registerToBid}
            onChange={(checked) => {
              setRegisterToBid(checked)
              setProblems({ ...problems, register_to_bid: undefined })
            }}
            error={problems["register_to_bid"]}
          />
        )}
        <Agreement
          label="I agree to the inspection terms: the inspector may look the car over, drive it a short way and photograph it"
          checked={termsAgreement}
          onChange={(checked) => {
            setTermsAgreement(checked)
            setProblems({ ...problems, terms_agreement: undefined })
          }}
          error={problems["terms_agreement"]}
        />
        {failure && (
          <p className="inspection-page__error" role="alert">
            {failureMessage(book.error)}
          </p>
        )}
        <button type="submit" className="button" disabled={book.isPending}>
          {book.isPending ? "Booking…" : "Book inspection"}
        </button>
      </form>
    </>
  )
}

function Agreement({
  label,
  checked,
  onChange,
  error
}: {
  readonly label: string
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  readonly error: string | undefined
}) {
  return (
    <div className="inspection-page__agreement">
      <label className="register-to-bid__agree">
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={error === undefined ? undefined : true}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {error !== undefined && <p className="inspection-page__error">{error}</p>}
    </div>
  )
}
