/** Marketing figures shown in the footer, named as in the spec (auctions_completed, value_sold, sell_rate, members). */
export const FOOTER_STATS = [
  { key: "auctions_completed", value: "18,400+", description: "Auctions completed" },
  { key: "value_sold", value: "$1.3B", description: "Worth of vehicles sold" },
  { key: "sell_rate", value: "87%", description: "Of cars find a buyer" },
  { key: "members", value: "940K", description: "Registered members" }
] as const

export type FooterLink = { label: string; href: string; external?: true }

export const FOOTER_LINK_GROUPS: ReadonlyArray<{ heading: string; links: ReadonlyArray<FooterLink> }> = [
  {
    heading: "Buying",
    links: [
      { label: "How buying works", href: "/what-is/?section=buying-a-car" },
      { label: "Finalizing the sale", href: "/what-is/?section=finalizing-sale" },
      { label: "SafePay", href: "/safepay/" },
      { label: "Shipping", href: "/shipping/" },
      { label: "Financing", href: "/financing/" }
    ]
  },
  {
    heading: "Selling",
    links: [
      { label: "Submit Your Car", href: "/sell-car/submit/?utm_source=footer&utm_medium=site&utm_campaign=sell" },
      { label: "How selling works", href: "/what-is/?section=selling-a-car" },
      { label: "Seller Dashboard", href: "/account/listings" },
      { label: "Certified Sellers", href: "/certified-sellers/" },
      { label: "Photo Guide", href: "/photos/guide/" },
      { label: "Book a Photo Shoot", href: "/photos/" }
    ]
  },
  {
    heading: "Help",
    links: [
      { label: "FAQs", href: "/faq/" },
      { label: "Support", href: "/support/" },
      { label: "Concierge", href: "/concierge/" },
      { label: "Terms of Use", href: "/what-is/?section=terms" },
      { label: "Privacy Policy", href: "/what-is/?section=privacy" }
    ]
  }
]

/** The spec's social channels: video, photo, facebook, short-video and twitter. */
export const SOCIAL_LINKS: ReadonlyArray<FooterLink> = [
  { label: "YouTube", href: "https://www.youtube.com/@redlineauctions", external: true },
  { label: "Instagram", href: "https://www.instagram.com/redlineauctions/", external: true },
  { label: "Facebook", href: "https://www.facebook.com/redlineauctions", external: true },
  { label: "TikTok", href: "https://www.tiktok.com/@redlineauctions", external: true },
  { label: "X (Twitter)", href: "https://x.com/redlineauctions", external: true }
]

export const APP_STORE_URL = "https://apps.apple.com/us/app/redline-car-auctions/id6504412270"
