// The shop searches the benchmarks ask for (shop.bench.ts) and the answers comparison (compare-shop-answers.ts) fetches.
import { GENERICS, SYLLABLES } from './catalog-vocabulary';

/**
 * Not one URL repeated but what many shoppers type: 1,272 distinct searches (400 keywords: two brand
 * syllables in English or Bengali, or the start of a generic name; each with 2 of the 5 sorts and
 * page 1, 2 or 3), requested in a shuffled cycle. With the answers cache on, a search repeats within
 * its 10 s once the server answers more than ~130 req/s, so for the database's own cost run with
 * `--cache-seconds 0`. The warm-up uses 100 other keywords.
 */
export const SORTS = ['', 'title_asc', 'title_desc', 'price_asc', 'price_desc'];

export function mixedPaths(): { warmup: string[]; measured: string[] } {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const keywords = new Set<string>();
  while (keywords.size < 500) {
    const kind = random();
    if (kind < 0.45) keywords.add(pick(SYLLABLES)[0] + pick(SYLLABLES)[0]);
    else if (kind < 0.7) keywords.add(pick(SYLLABLES)[1] + pick(SYLLABLES)[1]);
    else
      keywords.add(
        pick(GENERICS)
          .toLowerCase()
          .slice(0, 4 + Math.floor(random() * 4)),
      );
  }
  const paths = [...keywords].flatMap((keyword) =>
    [0, 1].map(() => {
      const sort = pick(SORTS);
      const page = String(1 + Math.floor(random() * 3));
      return `/api/shop?${new URLSearchParams({ keyword, ...(sort ? { order_by: sort } : {}), page })}`;
    }),
  );
  const measured = paths.slice(200);
  const more = measured.map((path) => path.replace(/page=\d/, `page=${1 + Math.floor(random() * 3)}`));
  const all = [...new Set([...measured, ...more])];
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return { warmup: paths.slice(0, 200), measured: all };
}
