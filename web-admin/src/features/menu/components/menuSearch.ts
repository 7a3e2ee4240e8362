import type { ItemSpec } from '@resto/domain';

/** Lower-case words of a search box; an item matches when every word is in its name, description or label. */
export function searchWords(text: string): string[] {
  return text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

export function itemMatches(item: ItemSpec, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = [item.name, item.description, item.label ?? '', item.dietary ?? '']
    .join(' ')
    .toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}
