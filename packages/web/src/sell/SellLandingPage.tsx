import { Link, useParams, useSearch } from "wouter"
import { usePageTitle } from "../page/usePageTitle.ts"
import { type SellLanding, submitHref } from "./sellCampaign.ts"
import { SoldRow } from "./SoldRow.tsx"
import "./SellLandingPage.css"

/** The way a car goes from the application to its auction (spec 3 §4), as a seller sees it. */
const STEPS = [
  {
    title: "Tell us about your car",
    text: "The car, its condition and its photos. Free, and about 5 minutes; finish later from any device."
  },
  { title: "We review it", text: "Our team looks it over, asks what it needs to know, and proposes a reserve." },
  { title: "Approve your listing", text: "We write the listing; you review the draft and ask for changes before anything goes live." },
  { title: "Auction day", text: "Your car goes live for enthusiasts to bid on. We're with you to the end." }
] as const

const FAQ = [
  { question: "What does it cost to submit my car?", answer: "Nothing. Submitting your car is free." },
  {
    question: "How long does the application take?",
    answer:
      "About 5 minutes: your contact details and the car's VIN, year, make, model, mileage and location. Details, condition, photos and scheduling follow, each saved as you go."
  },
  {
    question: "Can I finish later?",
    answer: "Yes. Every section is saved when you continue, so you can pick up where you left off on any device from My Listings."
  },
  {
    question: "What happens after I submit?",
    answer:
      "We review your car and may ask for more information in your submission's chat. You then get a reserve offer, and a listing draft to approve before the auction goes live."
  },
  { question: "Can dealers sell on Redline?", answer: "Yes. Choose Dealer as the seller type in the application." }
] as const

const COPY = {
  sell: {
    title: "Sell a Car",
    eyebrow: "Sell on Redline",
    heading: "Sell your car to the people who want it most",
    text: "Put your enthusiast car in front of bidders who know what it's worth."
  },
  dealers: {
    title: "Dealers",
    eyebrow: "Redline for dealers",
    heading: "Sell your inventory to enthusiasts",
    text: "List the cars enthusiasts look for, and reach the bidders who look for them."
  }
} as const

/**
 * The sell landing (`/sell-car/`, a campaign's `/sell-car/{variant}`) and the dealers' landing
 * (`/dealers/`): what selling here is, what it costs (nothing to submit) and takes (about 5
 * minutes), real cars that sold here, and 'Submit Your Car' carrying its campaign tags.
 */
export default function SellLandingPage({ dealers = false }: { readonly dealers?: boolean }) {
  const { variant } = useParams<{ variant?: string }>()
  const landing: SellLanding = dealers ? { kind: "dealers" } : { kind: "sell", variant }
  const copy = COPY[landing.kind]
  usePageTitle(copy.title)
  const href = submitHref(landing, useSearch())

  return (
    <div className="container sell-landing">
      <section className="sell-hero" aria-labelledby="sell-hero-heading">
        <p className="sell-hero__eyebrow">{copy.eyebrow}</p>
        <h1 id="sell-hero-heading" className="sell-hero__heading">
          {copy.heading}
        </h1>
        <p className="sell-hero__text">{copy.text}</p>
        <ul className="sell-hero__facts">
          <li>
            <strong>Free</strong> to submit
          </li>
          <li>
            About <strong>5 minutes</strong>
          </li>
          <li>
            <strong>You approve</strong> the listing
          </li>
        </ul>
        <Link href={href} className="button sell-hero__call">
          Submit Your Car
        </Link>
      </section>

      <section className="sell-landing__section" aria-labelledby="sell-steps-heading">
        <h2 id="sell-steps-heading" className="sell-landing__heading">
          How selling works
        </h2>
        <ol className="sell-steps">
          {STEPS.map((step) => (
            <li key={step.title} className="sell-steps__step">
              <h3 className="sell-steps__title">{step.title}</h3>
              <p className="sell-steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <SoldRow row="recent" heading="Recent sales" text="Cars that sold on Redline lately." />
      <SoldRow row="top" heading="Winning results" text="The highest prices Redline's bidders have paid." />

      <section className="sell-landing__section" aria-labelledby="sell-faq-heading">
        <h2 id="sell-faq-heading" className="sell-landing__heading">
          Questions sellers ask
        </h2>
        <div className="sell-faq">
          {FAQ.map((item) => (
            <details key={item.question} className="sell-faq__item">
              <summary className="sell-faq__question">{item.question}</summary>
              <p className="sell-faq__answer">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="sell-closing" aria-labelledby="sell-closing-heading">
        <h2 id="sell-closing-heading" className="sell-closing__heading">
          Ready when you are
        </h2>
        <p className="sell-closing__text">Submitting is free and takes about 5 minutes.</p>
        <Link href={href} className="button">
          Submit Your Car
        </Link>
      </section>
    </div>
  )
}
