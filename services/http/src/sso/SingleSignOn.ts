import { SqlClient } from "@effect/sql"
import { type Provider, SsoConnectionFailed } from "@redline/api"
import { generateCodeVerifier } from "arctic"
import { Effect, Option } from "effect"
import { keyHash, newKey } from "../auth/AccessKeys.ts"
import { IdentityProviders, type ProviderIdentity } from "./IdentityProvider.ts"

// Time to sign in at the provider.
const ATTEMPT_LIFETIME_MS = 10 * 60_000
// Time to choose a username or type the password that links the account.
const CREDENTIAL_LIFETIME_MS = 15 * 60_000

export interface CredentialIdentity extends ProviderIdentity {
  readonly provider: Provider
}

/**
 * The server side of single sign-on: sign-ins under way (state and PKCE verifier, so only the
 * browser that started one can finish it), the credentials that stand for a provider's answer,
 * and the providers linked to accounts.
 */
export class SingleSignOn extends Effect.Service<SingleSignOn>()("@redline/http/SingleSignOn", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const providers = yield* IdentityProviders

    const providerOf = (provider: Provider) =>
      Option.match(Option.fromNullable(providers.get(provider)), {
        onNone: () => Effect.fail(SsoConnectionFailed.default({ provider })),
        onSome: Effect.succeed
      })

    const start = (provider: Provider, now: Date) =>
      Effect.gen(function* () {
        const identityProvider = yield* providerOf(provider)
        const state = newKey()
        const codeVerifier = generateCodeVerifier()
        yield* sql`DELETE FROM sso_attempts WHERE expires_at < ${now}`.pipe(Effect.orDie)
        yield* sql`INSERT INTO sso_attempts ${sql.insert({
          state_hash: keyHash(state),
          source: provider,
          code_verifier: codeVerifier,
          expires_at: new Date(now.getTime() + ATTEMPT_LIFETIME_MS)
        })}`.pipe(Effect.orDie)
        return identityProvider.authorizationUrl(state, codeVerifier)
      })

    /** Finishes a sign-in the provider answered: the state is spent, the code traded for who the person is. */
    const finish = (provider: Provider, code: string, state: string, now: Date) =>
      Effect.gen(function* () {
        const identityProvider = yield* providerOf(provider)
        const [attempt] = yield* sql<{ code_verifier: string }>`
          DELETE FROM sso_attempts WHERE state_hash = ${keyHash(state)} AND source = ${provider} AND expires_at > ${now}
          RETURNING code_verifier`.pipe(Effect.orDie)
        if (attempt === undefined) return yield* Effect.fail(SsoConnectionFailed.default({ provider }))
        const identity = yield* Effect.tryPromise({
          try: () => identityProvider.identify(code, attempt.code_verifier),
          catch: (error) => error
        }).pipe(
          Effect.tapError((error) => Effect.logWarning(`Sign-in with ${provider} failed`, error)),
          Effect.mapError(() => SsoConnectionFailed.default({ provider }))
        )
        const credential = newKey()
        yield* sql`INSERT INTO sso_credentials ${sql.insert({
          credential_hash: keyHash(credential),
          source: provider,
          subject: identity.subject,
          email: identity.email,
          email_verified: identity.emailVerified,
          is_private_email: identity.isPrivateEmail,
          expires_at: new Date(now.getTime() + CREDENTIAL_LIFETIME_MS)
        })}`.pipe(Effect.orDie)
        return { credential, identity }
      })

    /** Who an unspent, unexpired credential of this provider stands for. */
    const identityOf = (provider: Provider, credential: string, now: Date) =>
      sql<{ subject: string; email: string | null; email_verified: boolean; is_private_email: boolean }>`
        SELECT subject, email, email_verified, is_private_email FROM sso_credentials
         WHERE credential_hash = ${keyHash(credential)} AND source = ${provider} AND used_at IS NULL AND expires_at > ${now}`.pipe(
        Effect.map((rows) =>
          Option.map(Option.fromNullable(rows[0]), (row): CredentialIdentity => ({
            provider,
            subject: row.subject,
            email: row.email,
            emailVerified: row.email_verified,
            isPrivateEmail: row.is_private_email
          }))
        ),
        Effect.orDie
      )

    const spend = (credential: string, now: Date) =>
      Effect.asVoid(sql`UPDATE sso_credentials SET used_at = ${now} WHERE credential_hash = ${keyHash(credential)}`).pipe(Effect.orDie)

    /** The account this provider identity signs in to. */
    const accountOf = (identity: CredentialIdentity) =>
      sql<{ user_id: number }>`SELECT user_id FROM auth_sources WHERE source = ${identity.provider} AND subject = ${identity.subject}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => row.user_id)),
        Effect.orDie
      )

    const sourcesOf = (userId: number) =>
      sql<{ source: Provider; email: string | null; subject: string }>`
        SELECT source, email, subject FROM auth_sources WHERE user_id = ${userId} ORDER BY created_at`.pipe(Effect.orDie)

    /** Links the identity to the account; false when the account has another identity of this provider or the identity another account. */
    const link = (userId: number, identity: CredentialIdentity) =>
      sql`
        INSERT INTO auth_sources ${sql.insert({ user_id: userId, source: identity.provider, subject: identity.subject, email: identity.email })}
        ON CONFLICT DO NOTHING RETURNING user_id`.pipe(
        Effect.flatMap((rows) =>
          rows.length > 0
            ? Effect.succeed(true)
            : // Linking the same identity again is no conflict.
              Effect.map(accountOf(identity), (owner) => Option.contains(owner, userId))
        ),
        Effect.orDie
      )

    const unlink = (userId: number, provider: Provider) =>
      Effect.asVoid(sql`DELETE FROM auth_sources WHERE user_id = ${userId} AND source = ${provider}`).pipe(Effect.orDie)

    return { start, finish, identityOf, spend, accountOf, sourcesOf, link, unlink } as const
  })
}) {}
