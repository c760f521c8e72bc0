import type { AuctionDetail, GalleryPhoto } from "@redline/api"

const photo = (id: number, section: GalleryPhoto["section"]): GalleryPhoto => ({
  id,
  link: `/api/v1/images/photos/${id}.jpg`,
  base_url: "/api/v1/images/",
  path: `photos/${id}.jpg`,
  width: 1500,
  height: 1000,
  section
})

/** An auction as `GET /api/v2/auctions/7` answers it: live, ending in three days, bid to $42,000. */
export function auctionDetail(overrides: Partial<AuctionDetail> = {}): AuctionDetail {
  const auction_end = new Date(Date.now() + 3 * 86_400_000).toISOString()
  return {
    id: 7,
    title: "1995 Porsche 911 Carrera Coupe",
    sub_title: "6-Speed Manual, Guards Red, 993 Generation",
    status: 1,
    auction_start: new Date(Date.now() - 4 * 86_400_000).toISOString(),
    auction_end,
    seller: "flat6fan",
    winner: null,
    current_bid: 42_000,
    bids: 18,
    views: 5_320,
    watchers: 210,
    watching: false,
    make_saved_search: null,
    my_bid: null,
    comments: 4,
    questions: 1,
    featured: false,
    has_inspection: true,
    sale_amount: null,
    shipping_quote_eligible: true,
    reserve: { no_reserve: false, reserve_met: false },
    stats: {
      auction_end,
      bids: 18,
      comments: 4,
      current_bid: { amount: 42_000, bidder: "turbo_tess" },
      watchers: 210,
      questions: 1,
      status: 1,
      ended_over_one_day_ago: false
    },
    listing: {
      title: "1995 Porsche 911 Carrera Coupe",
      sub_title: "6-Speed Manual, Guards Red, 993 Generation",
      year: 1995,
      make: "Porsche",
      make_slug: "porsche",
      model: "911",
      model_slug: "911",
      mileage: 48_210,
      mileage_text: "48,210 Miles",
      vin: "WP0AA2993SS320123",
      location: "Austin, TX 78701",
      zip_code: "78701",
      body_style: "Coupe",
      engine: "3.6L Flat-Six",
      drive_train: "Rear-wheel drive",
      transmission: "Manual",
      transmission_details: "Six-Speed Manual Transmission",
      exterior_color: "Guards Red",
      interior_color: "Black Leather",
      title_status: "Clean (TX)",
      seller_type: 1,
      seller_type_details: "Private Party",
      is_ticket_package: false,
      sections: {
        doug: "A **993** with ~48,000 miles.\n\n<script>alert(1)</script>",
        highlights: "- Guards Red\n- Six-speed manual",
        equipment: "",
        modifications: "",
        known_flaws: "",
        recent_service_history: "",
        other_items: "",
        ownership_history: "",
        seller_notes: "",
        videos: []
      }
    },
    photos: {
      all_photos: [photo(1, "exterior"), photo(2, "interior"), photo(3, "exterior")],
      total_count: 3,
      total_exterior: 2,
      total_interior: 1,
      main_photo: photo(1, "exterior"),
      exterior_hero: [],
      interior_hero: []
    },
    auction_url: "/auctions/7/1995-porsche-911-carrera-coupe",
    ...overrides
  }
}

export const BOOTSTRAP = {
  buyer_commission_rate: 0.05,
  buyer_commission_min: 250,
  buyer_commission_max: 7500,
  soft_close_seconds: 120,
  feature_flags: {}
}

/** A signed-in session as the browser stores it. */
export const STORED_SESSION = {
  access_key: "key-1",
  refresh_key: "refresh-1",
  username: "demo_bidder",
  user_id: 1,
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  play_bid_sound: true,
  abilities: []
}

export const signIn = (session: object = STORED_SESSION) => localStorage.setItem("redline.session", JSON.stringify(session))

/** The reader the stored session makes of the page: its user's id, or null for a visitor. */
export const storedReader = (): number | null =>
  (JSON.parse(localStorage.getItem("redline.session") ?? "null") as { user_id?: number } | null)?.user_id ?? null
