import type { AuctionDetail } from "@redline/api"
import { bidRefusal, isAuctionSeller } from "@redline/domain"
import { galleryMachine, inGalleryOrder } from "@redline/machines"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useActorRef } from "@xstate/react"
import { useMemo, useState } from "react"
import { Link, useParams } from "wouter"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { useApi } from "../api/useApi.ts"
import { useSignInDialog } from "../auth/signInDialog.ts"
import { useCarriedAction } from "../auth/useCarriedAction.ts"
import { BidDialog } from "../bidding/BidDialog.tsx"
import { CommentsSection } from "../comments/CommentsSection.tsx"
import { ContactSellerButton } from "../contact/ContactSellerButton.tsx"
import { FinancePanel } from "../finance/FinancePanel.tsx"
import { Gallery } from "../gallery/Gallery.tsx"
import { DetailPage } from "../page/DetailPage.tsx"
import NotFoundPage from "../page/NotFoundPage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { NotifyMeButton } from "../savedSearch/NotifyMeButton.tsx"
import { QuestionsSection } from "../questions/QuestionsSection.tsx"
import { registrationQueries } from "../registration/registrationQueries.ts"
import { useReaderId } from "../session/readerId.ts"
import { useSession } from "../session/useSession.ts"
import { ShareButton } from "../share/ShareButton.tsx"
import { ShippingPanel } from "../shipping/ShippingPanel.tsx"
import { WatchButton } from "../watch/WatchButton.tsx"
import { AuctionHeading } from "./AuctionHeading.tsx"
import { AuctionSidebar } from "./AuctionSidebar.tsx"
import { AuctionStats } from "./AuctionStats.tsx"
import { BidBar } from "./BidBar.tsx"
import { type BidNotice, BidStanding } from "./BidStanding.tsx"
import { Breadcrumbs } from "./Breadcrumbs.tsx"
import { FollowBanner } from "./FollowBanner.tsx"
import { HeroPhotos } from "./HeroPhotos.tsx"
import { ListingSections } from "./ListingSections.tsx"
import { ListingVideos } from "./ListingVideos.tsx"
import { QuickFacts } from "./QuickFacts.tsx"
import { SeeAlso } from "./SeeAlso.tsx"
import { SellerReservePanel } from "./SellerReservePanel.tsx"
import { useAuction } from "./useAuction.ts"
import { useAuctionMetadata } from "./useAuctionMetadata.ts"
import { useBidderStanding } from "./useBidderStanding.ts"
import { useCountedView } from "./useCountedView.ts"
import { useLiveAuction } from "./useLiveAuction.ts"
import "./AuctionPage.css"

/** `/auctions/:auctionId/:auctionSlug?`: one auction, live. */
export default function AuctionPage() {
  const { auctionId } = useParams<{ auctionId: string }>()
  const id = /^\d+$/.test(auctionId) ? Number(auctionId) : null
  // keyed by the auction: moving to another one starts its gallery, dialog and countdown afresh
  return id === null ? <NotFoundPage /> : <LiveAuction key={id} id={id} />
}

function LiveAuction({ id }: { id: number }) {
  return (
    <DetailPage query={useAuction(id)} what="this auction">
      {(auction) => <AuctionView auction={auction} />}
    </DetailPage>
  )
}

/** The bid dialog, open at its first step or, for a one-tap bid, at the confirm step with the amount. */
type Bidding = { readonly amount: number | null }

function AuctionView({ auction }: { auction: AuctionDetail }) {
  usePageTitle(auction.title)
  useAuctionMetadata(auction)
  useLiveAuction(auction.id)
  useCountedView(auction.id)
  const session = useSession()
  const queryClient = useQueryClient()
  const signIn = useSignInDialog()
  const [bidding, setBidding] = useState<Bidding | null>(null)
  const [notice, setNotice] = useState<BidNotice | null>(null)
  const { standing, placed } = useBidderStanding(auction)
  // a bid placed before someone else's says nothing once they lead
  if (standing?.kind === "outbid" && notice?.kind === "placed") setNotice(null)
  const photos = useMemo(() => inGalleryOrder(auction.photos.all_photos), [auction.photos.all_photos])
  const gallery = useActorRef(galleryMachine, { input: { photos } })

  // The end is the server's to judge, by when it receives the bid (fair close), so the page asks
  // without a time; registration and suspension aren't kept with the session, so the server says.
  const refusal = bidRefusal({
    status: auction.status,
    bidder: session === null ? null : { isSeller: isAuctionSeller(session.username, auction.seller) }
  })
  const sendToSignIn = (sessionExpired = false) => signIn("place-bid", undefined, { sessionExpired })
  // read before the dialog opens, so it tells a reader who must register first at once
  useQuery({ ...registrationQueries.status(useApi(), useReaderId()), enabled: session !== null && refusal === null })

  const startBid = (amount: number | null = null) => {
    setNotice(null)
    if (refusal === "sign_in") sendToSignIn()
    else setBidding({ amount })
  }
  useCarriedAction("place-bid", session !== null, () => {
    if (refusal === null) setBidding({ amount: null })
  })
  // A session that runs out with the dialog open keeps the dialog, which sends the bidder to sign in again.
  const dialogOpen = bidding !== null && (refusal === null || refusal === "sign_in")

  return (
    <div className="container auction-page">
      <Breadcrumbs listing={auction.listing} />
      <div className="auction-page__intro">
        <AuctionHeading auction={auction} />
        <div className="auction-page__actions">
          <WatchButton auction={auction} variant="page" />
          <NotifyMeButton auction={auction} />
          <ShareButton title={auction.title} path={auction.auction_url} />
          <ContactSellerButton auction={auction} />
        </div>
      </div>
      <HeroPhotos
        photos={photos}
        title={auction.title}
        onOpen={(index) => gallery.send({ type: "OPEN", index })}
        onOpenAll={() => gallery.send({ type: "OPEN_ALL" })}
      />
      <BidBar
        auction={auction}
        action={
          refusal === "seller_cannot_bid" ? (
            <Link href="/account/listings" className="button button--quiet">
              Manage your auction
            </Link>
          ) : (
            <button type="button" className="button" onClick={() => startBid()}>
              Place bid
            </button>
          )
        }
        standing={<BidStanding standing={standing} notice={notice} onBid={startBid} />}
      />
      {refusal === "seller_cannot_bid" && <SellerReservePanel auction={auction} />}
      <div className="auction-page__columns">
        <div className="auction-page__main">
          <AuctionStats auction={auction} />
          <QuickFacts auction={auction} />
          <ListingSections sections={auction.listing.sections} />
          {auction.listing.sections.videos.length > 0 && (
            <ListingVideos videos={auction.listing.sections.videos} poster={auction.photos.main_photo} title={auction.title} />
          )}
          <CommentsSection auction={auction} />
          <QuestionsSection auction={auction} />
          <ShippingPanel auction={auction} />
          <FinancePanel auction={auction} />
          <FollowBanner auction={auction} />
          <SeeAlso listing={auction.listing} />
        </div>
        <AuctionSidebar currentId={auction.id} />
      </div>

      <Gallery actor={gallery} photos={photos} title={auction.title} />
      {dialogOpen && (
        <BidDialog
          auction={auction}
          amount={bidding.amount}
          onClose={() => setBidding(null)}
          onPlaced={(answer) => {
            setBidding(null)
            placed(answer.bid.amount)
            setNotice({ kind: "placed", amount: answer.bid.amount })
          }}
          onEnded={() => {
            setBidding(null)
            setNotice({ kind: "ended" })
            void queryClient.invalidateQueries({ queryKey: auctionsKeys.auction(auction.id) })
          }}
          // the dialog opens for a signed-in user only: needing to sign in there means the session ran out
          onSignInNeeded={() => sendToSignIn(true)}
        />
      )}
    </div>
  )
}
