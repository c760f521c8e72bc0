/**
 * Where the winner settles the purchase. The spec reaches the winner's page from the auction
 * without giving its route; the buyer area (`/buyer/`) is the route table's page for it.
 */
export const WINNER_PAGE_HREF = "/buyer/"
