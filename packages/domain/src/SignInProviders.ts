/** The single sign-on providers (spec 2 §1), in the order their buttons show. */
export const SIGN_IN_PROVIDERS = ["google", "facebook", "apple"] as const

export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number]

const LABELS: Record<SignInProvider, string> = { google: "Google", facebook: "Facebook", apple: "Apple" }

/** The provider's name, as the spec's messages put it ('There was an issue connecting with {provider}'). */
export const providerLabel = (provider: SignInProvider): string => LABELS[provider]

export const isSignInProvider = (value: unknown): value is SignInProvider => SIGN_IN_PROVIDERS.some((provider) => provider === value)

/**
 * The provider account a person signs up with, as set-username shows it (spec 2 §2, screen 5):
 * Apple's is 'Apple Account', whose address may be a relay that means nothing to its owner;
 * the others show their address, or the provider's account when they shared none.
 */
export function providerAccountLabel(provider: SignInProvider, email: string | null): string {
  return provider === "apple" || email === null || email.trim() === "" ? `${providerLabel(provider)} Account` : email
}

/**
 * Whether disconnecting `provider` would leave the account no way to sign in: it has no password
 * and the provider is the only one linked. Disconnecting a provider that is not linked changes nothing.
 */
export function unlinkLeavesNoSignIn(
  account: { readonly hasPassword: boolean; readonly linked: ReadonlyArray<SignInProvider> },
  provider: SignInProvider
): boolean {
  const others = account.linked.filter((linked) => linked !== provider)
  return !account.hasPassword && others.length === 0 && others.length < account.linked.length
}
