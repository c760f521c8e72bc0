import { DailyEmailSignup } from "../dailyEmail/DailyEmailSignup.tsx"
import { DoNotSellButton } from "../privacy/DoNotSellButton.tsx"
import { ThemeChoice } from "../theme/ThemeChoice.tsx"
import { APP_STORE_URL, FOOTER_LINK_GROUPS, FOOTER_STATS, SOCIAL_LINKS } from "./footerContent.ts"
import { FooterLinkItem } from "./FooterLinkItem.tsx"
import { Logo } from "./Logo.tsx"
import { SignedInSellerCall } from "../submissions/SellerCallToActionLink.tsx"
import "./Footer.css"

export function Footer() {
  return (
    <footer className="footer">
      <div className="container">
        <dl className="footer__stats" aria-label="Redline by the numbers">
          {FOOTER_STATS.map((stat) => (
            <div key={stat.key} className="footer__stat">
              <dt className="footer__stat-description">{stat.description}</dt>
              <dd className="footer__stat-value">{stat.value}</dd>
            </div>
          ))}
        </dl>

        <div className="footer__main">
          <div className="footer__brand">
            <Logo />
            <p className="footer__tagline">
              The auction marketplace for enthusiast cars, trucks and SUVs. Every listing is reviewed by our team, and every bid is public.
            </p>
            <a className="footer__app-store" href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
              <span className="footer__app-store-small">Download the app on the</span>
              <span className="footer__app-store-large">App Store</span>
            </a>
          </div>

          {FOOTER_LINK_GROUPS.map((group) => (
            <nav key={group.heading} className="footer__group" aria-label={group.heading}>
              <h2 className="footer__heading">{group.heading}</h2>
              <ul className="footer__links">
                {group.heading === "Selling" && <SignedInSellerCall place="footer" />}
                {group.links.map((link) => (
                  <li key={link.href}>
                    <FooterLinkItem link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <DailyEmailSignup />

        <nav className="footer__social" aria-label="Follow Redline">
          <ul className="footer__social-list">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <FooterLinkItem link={link} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="footer__legal">
          <ThemeChoice />
          <DoNotSellButton />
          <p className="footer__copyright">
            © {new Date().getFullYear()} Redline Auctions, Inc. <span className="footer__version">Version {__APP_VERSION__}</span>
          </p>
        </div>
      </div>
    </footer>
  )
}
