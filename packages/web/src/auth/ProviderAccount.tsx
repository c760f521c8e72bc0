import { providerAccountLabel, providerLabel, type SignInProvider } from "@redline/domain"
import { ProviderMark } from "./ProviderMark.tsx"
import "./SingleSignOn.css"

/** The provider account a person goes on with: the provider's mark and the account (spec 2 §2, screens 5 and 9). */
export function ProviderAccount({ provider, email }: { readonly provider: SignInProvider; readonly email: string | null }) {
  const label = providerLabel(provider)
  const account = providerAccountLabel(provider, email)
  return (
    <p className="provider-account">
      <ProviderMark provider={provider} />
      <span className="provider-account__name">
        {/* an address alone doesn't say whose account it is; 'Apple Account' does */}
        {account !== `${label} Account` && <span className="visually-hidden">{label} account </span>}
        {account}
      </span>
    </p>
  )
}
