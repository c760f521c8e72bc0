/** Google, Facebook and Apple (spec 2 §1). */
export const SIGN_IN_PROVIDERS = ["google", "facebook", "apple"] as const
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number]

const LABELS: Record<SignInProvider, string> = { google: "Google", facebook: "Facebook", apple: "Apple" }

/** The provider's name as people know it. */
export const providerLabel = (provider: SignInProvider): string => LABELS[provider]
