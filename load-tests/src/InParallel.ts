/** Runs `work` over `items` with at most `limit` at a time; results keep the items' order. */
export const inParallel = async <A, B>(
  items: ReadonlyArray<A>,
  limit: number,
  work: (item: A, index: number) => Promise<B>
): Promise<Array<B>> => {
  const results = new Array<B>(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return results
}
