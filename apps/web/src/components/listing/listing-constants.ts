/** Spec 2 section 9 and section 2 ("Listings"): the constants every provider listing shares. */

/** The search box waits this long after the last key before the list follows it. */
export const LISTING_SEARCH_DEBOUNCE_MS = 700;
/** A filter change scrolls the list into view, this far below the top (clear of the sticky header). */
export const LISTING_SCROLL_OFFSET_PX = 150;
/** Placeholder cards while a list loads. */
export const LISTING_PLACEHOLDERS = 5;
/** Placeholder cards while the popular doctors load. */
export const POPULAR_PLACEHOLDERS = 6;
/** Location text is cut to this many characters: nurse card, list cards, booking cards. */
export const LOCATION_CUT = { nurseCard: 256, listCard: 100, bookingCard: 50 } as const;

/** `text` cut to `max` characters (by code point, so Bengali letters are not split), with an ellipsis. */
export function cutText(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}
