/**
 * The fake Algolia's indices and search: records by objectID in insertion order, the settings the
 * product sets (searchableAttributes, attributesForFaceting), and a search that behaves like
 * Algolia's defaults where the product relies on them:
 *  - every query word must match a word of a searchable attribute (accents and case ignored);
 *  - the last word matches as a prefix (`prefixLast`), so "vis" finds "Vista";
 *  - typo tolerance: 1 typo from 4 letters, 2 from 8 (`minWordSizefor1Typo` / `…2Typos`), counted as
 *    Damerau-Levenshtein distance, against the whole word or, for the last word, a prefix;
 *  - ranking by typos, then by the first searchable attribute matched, then insertion order;
 *  - `filters` / `facetFilters` (filters.ts), `facets` counts over the filtered hits, `page` and
 *    `hitsPerPage` (default 20, at most 1000) with `nbHits` / `nbPages`.
 */
import { attributeValue, type Filter, matchesFilter, parseFilters } from './filters';

export type AlgoliaRecord = Record<string, unknown> & { objectID: string };

export interface IndexSettings {
  searchableAttributes?: string[];
  attributesForFaceting?: string[];
  [setting: string]: unknown;
}

export interface SearchParams {
  query?: string;
  filters?: string;
  facetFilters?: unknown;
  facets?: string[] | string;
  page?: number;
  hitsPerPage?: number;
  attributesToRetrieve?: string[];
}

export interface SearchResponse {
  hits: AlgoliaRecord[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  facets?: Record<string, Record<string, number>>;
}

export class AlgoliaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface FakeIndex {
  records: Map<string, AlgoliaRecord>;
  settings: IndexSettings;
  updatedAt: string;
}

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function wordsOf(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Optimal string alignment distance (a transposition is one typo, as Algolia counts it). */
export function typoDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (d[i - 1]?.[j] ?? 0) + 1,
        (d[i]?.[j - 1] ?? 0) + 1,
        (d[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (d[i - 2]?.[j - 2] ?? 0) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return d[a.length]?.[b.length] ?? 0;
}

function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** The fewest typos with which `queryWord` matches `recordWord` (undefined: no match). */
export function wordMatch(queryWord: string, recordWord: string, prefix: boolean): number | undefined {
  if (queryWord === recordWord || (prefix && recordWord.startsWith(queryWord))) return 0;
  const allowed = allowedTypos(queryWord);
  if (allowed === 0) return undefined;
  const whole = typoDistance(queryWord, recordWord);
  let best = whole;
  if (prefix) {
    // The record word's prefixes around the query's length (a typo may add or drop a letter).
    for (let length = queryWord.length - allowed; length <= queryWord.length + allowed; length += 1) {
      if (length <= 0 || length > recordWord.length) continue;
      best = Math.min(best, typoDistance(queryWord, recordWord.slice(0, length)));
    }
  }
  return best <= allowed ? best : undefined;
}

function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const each of value) collectStrings(each, out);
  else if (value && typeof value === 'object')
    for (const each of Object.values(value as Record<string, unknown>)) collectStrings(each, out);
}

/** The searchable words of a record, per searchable attribute in priority order. */
function searchableWords(record: AlgoliaRecord, settings: IndexSettings): string[][] {
  const attributes = settings.searchableAttributes;
  if (!attributes || attributes.length === 0) {
    const { objectID: _, ...rest } = record;
    const texts: string[] = [];
    collectStrings(rest, texts);
    return [texts.flatMap(wordsOf)];
  }
  return attributes.map((entry) => {
    // "unordered(name)" and "name,alias" (same priority) as Algolia writes them.
    const names = entry
      .replace(/^unordered\((.*)\)$/, '$1')
      .split(',')
      .map((name) => name.trim());
    const texts: string[] = [];
    for (const name of names) collectStrings(attributeValue(record, name), texts);
    return texts.flatMap(wordsOf);
  });
}

/** How well the record matches the query words: undefined when a word matches nowhere. */
function rank(queryWords: string[], groups: string[][]): { typos: number; attribute: number } | undefined {
  let typos = 0;
  let attribute = Number.POSITIVE_INFINITY;
  for (const [index, queryWord] of queryWords.entries()) {
    const prefix = index === queryWords.length - 1;
    let best: { typos: number; attribute: number } | undefined;
    groups.forEach((words, group) => {
      for (const word of words) {
        const found = wordMatch(queryWord, word, prefix);
        if (found === undefined) continue;
        if (!best || found < best.typos || (found === best.typos && group < best.attribute))
          best = { typos: found, attribute: group };
      }
    });
    if (!best) return undefined;
    typos += best.typos;
    attribute = Math.min(attribute, best.attribute);
  }
  return { typos, attribute: Number.isFinite(attribute) ? attribute : 0 };
}

/** `facetFilters`: strings AND'ed, nested arrays OR'ed, `-value` negated. */
function facetFiltersToFilter(facetFilters: unknown): Filter | undefined {
  if (facetFilters === undefined || facetFilters === null) return undefined;
  const one = (entry: unknown): Filter => {
    if (typeof entry !== 'string') throw new AlgoliaError(400, 'facetFilters: expected strings');
    const split = entry.indexOf(':');
    if (split <= 0) throw new AlgoliaError(400, `facetFilters: invalid syntax '${entry}'`);
    const attribute = entry.slice(0, split);
    let value = entry.slice(split + 1);
    const negated = value.startsWith('-');
    if (negated) value = value.slice(1);
    const facet: Filter = { kind: 'facet', attribute, value };
    return negated ? { kind: 'not', filter: facet } : facet;
  };
  const list = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  if (!Array.isArray(list)) throw new AlgoliaError(400, 'facetFilters: expected an array');
  return {
    kind: 'and',
    filters: list.map((entry) =>
      Array.isArray(entry) ? { kind: 'or' as const, filters: entry.map(one) } : one(entry),
    ),
  };
}

export function compileFilters(filters: string | undefined): Filter | undefined {
  try {
    return parseFilters(filters ?? '');
  } catch (error) {
    throw new AlgoliaError(400, (error as Error).message);
  }
}

/** Runs a search over one index; `restriction` is the secured key's filter, always AND'ed. */
export function searchIndex(
  indexName: string,
  index: FakeIndex,
  params: SearchParams,
  restriction?: Filter,
): SearchResponse {
  const started = Date.now();
  const query = typeof params.query === 'string' ? params.query : '';
  const hitsPerPage = Math.min(1000, Math.max(0, Math.floor(Number(params.hitsPerPage ?? 20))));
  const page = Math.max(0, Math.floor(Number(params.page ?? 0)));
  if (!Number.isFinite(hitsPerPage) || !Number.isFinite(page))
    throw new AlgoliaError(400, 'page and hitsPerPage must be numbers');
  const filters = [
    compileFilters(params.filters),
    facetFiltersToFilter(params.facetFilters),
    restriction,
  ].filter((filter): filter is Filter => filter !== undefined);
  const filter: Filter | undefined = filters.length > 0 ? { kind: 'and', filters } : undefined;
  const queryWords = wordsOf(query);
  const matched: { record: AlgoliaRecord; typos: number; attribute: number; order: number }[] = [];
  let order = 0;
  for (const record of index.records.values()) {
    order += 1;
    if (!matchesFilter(record, filter)) continue;
    const score =
      queryWords.length === 0
        ? { typos: 0, attribute: 0 }
        : rank(queryWords, searchableWords(record, index.settings));
    if (score) matched.push({ record, ...score, order });
  }
  matched.sort((a, b) => a.typos - b.typos || a.attribute - b.attribute || a.order - b.order);

  const response: SearchResponse = {
    hits: matched
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({ record }) => retrieve(record, params.attributesToRetrieve)),
    nbHits: matched.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(matched.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Date.now() - started,
    query,
    params: new URLSearchParams(
      Object.entries(params)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]): [string, string] => [
          key,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
    ).toString(),
    index: indexName,
  };
  const facetNames = facetsWanted(params.facets, index.settings);
  if (facetNames.length > 0) {
    const facets: Record<string, Record<string, number>> = {};
    for (const name of facetNames) {
      const counts: Record<string, number> = {};
      for (const { record } of matched) {
        const value = attributeValue(record, name);
        for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
          const key = String(each);
          counts[key] = (counts[key] ?? 0) + 1;
        }
      }
      facets[name] = counts;
    }
    response.facets = facets;
  }
  return response;
}

function facetsWanted(facets: SearchParams['facets'], settings: IndexSettings): string[] {
  // filterOnly(...) attributes filter but are never counted, as on Algolia.
  const declared = (settings.attributesForFaceting ?? [])
    .filter((entry) => !entry.startsWith('filterOnly('))
    .map((entry) => entry.replace(/^(searchable|afterDistinct)\((.*)\)$/, '$2'));
  const wanted = facets === undefined ? [] : Array.isArray(facets) ? facets : [facets];
  // Like Algolia, only attributes declared for faceting are counted ("*" = all of them).
  return wanted.flatMap((name) => (name === '*' ? declared : declared.includes(name) ? [name] : []));
}

function retrieve(record: AlgoliaRecord, attributes: string[] | undefined): AlgoliaRecord {
  if (!attributes || attributes.includes('*')) return { ...record };
  const out: AlgoliaRecord = { objectID: record.objectID };
  for (const attribute of attributes) if (attribute in record) out[attribute] = record[attribute];
  return out;
}
