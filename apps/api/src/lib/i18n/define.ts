/** A message group in both languages; the type makes a missing Bengali line a compile error. */
export function defineMessages<const K extends string>(group: {
  en: Record<K, string>;
  bn: Record<NoInfer<K>, string>;
}) {
  return group;
}
