import { BD_PARTNER_ABILITY } from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { useSession } from "../session/useSession.ts"
import { submissionsQueries } from "./submissionsQueries.ts"

/**
 * A business-development partner's representative for this submission (spec 3 §6 SEES_BD_REP):
 * their name and e-mail, to write to them directly. Shown only to a seller with the partner
 * ability, once staff have assigned one; other sellers see nothing of it.
 */
export function YourRepresentative({ submissionId }: { readonly submissionId: number }) {
  const isPartner = useSession()?.abilities.includes(BD_PARTNER_ABILITY) ?? false
  const found = useQuery({ ...submissionsQueries.representative(useApi(), submissionId, useReaderId()), enabled: isPartner })
  const representative = found.data?.representative
  if (!isPartner || representative == null) return null
  return (
    <p className="note submission-page__representative">
      Your representative: <strong>{representative.username}</strong> ·{" "}
      <a href={`mailto:${representative.email}`}>{representative.email}</a>
    </p>
  )
}
