/**
 * The campaign tags a link to the application carries (`utm_source`, `utm_medium`…; spec 1 §2
 * 'Submit Your Car (with campaign tags)'), named here without their prefix. A submission keeps
 * them, so staff see where its seller came from.
 */
export const CAMPAIGN_TAGS = ["source", "medium", "campaign", "content", "term"] as const
export type CampaignTag = (typeof CAMPAIGN_TAGS)[number]
export type Campaign = { readonly [tag in CampaignTag]?: string }

/** The longest tag kept; a longer one is cut there, as no one types a tag that long. */
export const CAMPAIGN_TAG_LENGTH = 100

/** A tag as kept: control characters left out, trimmed, cut at `CAMPAIGN_TAG_LENGTH` between characters. */
function keptTag(value: string): string {
  let kept = ""
  for (const character of value.replace(/\p{Cc}/gu, "").trim()) {
    if (kept.length + character.length > CAMPAIGN_TAG_LENGTH) break
    kept += character
  }
  return kept.trimEnd()
}

/** The tags as kept (`keptTag`), blanks left out; null when none is left. */
export function keptCampaign(tags: Readonly<Partial<Record<CampaignTag, string | null | undefined>>>): Campaign | null {
  const kept: Partial<Record<CampaignTag, string>> = {}
  for (const tag of CAMPAIGN_TAGS) {
    const value = keptTag(tags[tag] ?? "")
    if (value) kept[tag] = value
  }
  return Object.keys(kept).length === 0 ? null : kept
}

/** The campaign a query string carries in its `utm_` tags, as kept. */
export const campaignOfQuery = (query: URLSearchParams): Campaign | null =>
  keptCampaign(Object.fromEntries(CAMPAIGN_TAGS.map((tag) => [tag, query.get(`utm_${tag}`)])))
