/**
 * Algolia's `filters` syntax, the subset the product sends and a secured key embeds: facet filters
 * `attribute:value` / `attribute:"quoted value"`, numeric comparisons `attribute > 3` (=, !=, <, <=,
 * >, >=), boolean `attribute:true`, combined with AND, OR, NOT and parentheses. Like Algolia, a value
 * matches an array attribute when any element equals it, facet values compare as strings
 * (case-insensitively), and anything that does not parse is a 400 ("Unexpected token …").
 */

export type Filter =
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; operator: '=' | '!=' | '<' | '<=' | '>' | '>='; value: number }
  | { kind: 'and' | 'or'; filters: Filter[] }
  | { kind: 'not'; filter: Filter };

export class FilterSyntaxError extends Error {}

type Token =
  | { type: 'word'; text: string }
  | { type: 'string'; text: string }
  | { type: 'op'; text: string }
  | { type: '(' | ')' | ':' };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < input.length) {
    const char = input[index] as string;
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '(' || char === ')' || char === ':') {
      tokens.push({ type: char });
      index += 1;
    } else if (char === '"' || char === "'") {
      let text = '';
      index += 1;
      while (index < input.length && input[index] !== char) {
        if (input[index] === '\\' && index + 1 < input.length) index += 1;
        text += input[index];
        index += 1;
      }
      if (index >= input.length) throw new FilterSyntaxError(`Unterminated string in filters: ${input}`);
      index += 1;
      tokens.push({ type: 'string', text });
    } else if ('<>=!'.includes(char)) {
      const two = input.slice(index, index + 2);
      const op = ['<=', '>=', '!='].includes(two) ? two : char;
      if (op === '!') throw new FilterSyntaxError(`Unexpected token ! in filters: ${input}`);
      tokens.push({ type: 'op', text: op });
      index += op.length;
    } else {
      let text = '';
      while (index < input.length && !/[\s():<>=!"']/.test(input[index] as string)) {
        text += input[index];
        index += 1;
      }
      tokens.push({ type: 'word', text });
    }
  }
  return tokens;
}

/** Parses a filters string; an empty one is no filter. */
export function parseFilters(input: string): Filter | undefined {
  if (input.trim() === '') return undefined;
  const tokens = tokenize(input);
  let position = 0;
  const peek = () => tokens[position];
  const isKeyword = (token: Token | undefined, word: string) =>
    token?.type === 'word' && token.text.toUpperCase() === word;
  const unexpected = (): never => {
    const token = peek();
    const text = !token ? 'end of filters' : 'text' in token ? token.text : token.type;
    throw new FilterSyntaxError(`filters: Unexpected token ${text} at col ${position + 1}`);
  };

  const parseOr = (): Filter => {
    const filters = [parseAnd()];
    while (isKeyword(peek(), 'OR')) {
      position += 1;
      filters.push(parseAnd());
    }
    return filters.length === 1 ? (filters[0] as Filter) : { kind: 'or', filters };
  };
  const parseAnd = (): Filter => {
    const filters = [parseUnary()];
    while (isKeyword(peek(), 'AND')) {
      position += 1;
      filters.push(parseUnary());
    }
    return filters.length === 1 ? (filters[0] as Filter) : { kind: 'and', filters };
  };
  const parseUnary = (): Filter => {
    if (isKeyword(peek(), 'NOT')) {
      position += 1;
      return { kind: 'not', filter: parseUnary() };
    }
    const token = peek();
    if (token?.type === '(') {
      position += 1;
      const inner = parseOr();
      if (peek()?.type !== ')') unexpected();
      position += 1;
      return inner;
    }
    return parseComparison();
  };
  const parseComparison = (): Filter => {
    const attributeToken = peek();
    if (!attributeToken || (attributeToken.type !== 'word' && attributeToken.type !== 'string')) unexpected();
    const attribute = (attributeToken as { text: string }).text;
    position += 1;
    const next = peek();
    if (next?.type === ':') {
      position += 1;
      const value = peek();
      if (!value || (value.type !== 'word' && value.type !== 'string')) unexpected();
      position += 1;
      return { kind: 'facet', attribute, value: (value as { text: string }).text };
    }
    if (next?.type === 'op') {
      position += 1;
      const value = peek();
      const number = value && value.type === 'word' ? Number(value.text) : Number.NaN;
      if (!Number.isFinite(number)) unexpected();
      position += 1;
      return { kind: 'numeric', attribute, operator: next.text as '=', value: number };
    }
    return unexpected();
  };

  const filter = parseOr();
  if (position !== tokens.length) unexpected();
  return filter;
}

/** The record's value at a dotted attribute path (`address.suburb`). */
export function attributeValue(record: Record<string, unknown>, attribute: string): unknown {
  let node: unknown = record;
  for (const part of attribute.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function values(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

export function matchesFilter(record: Record<string, unknown>, filter: Filter | undefined): boolean {
  if (!filter) return true;
  switch (filter.kind) {
    case 'and':
      return filter.filters.every((each) => matchesFilter(record, each));
    case 'or':
      return filter.filters.some((each) => matchesFilter(record, each));
    case 'not':
      return !matchesFilter(record, filter.filter);
    case 'facet': {
      const wanted = filter.value.toLowerCase();
      return values(attributeValue(record, filter.attribute)).some(
        (value) => String(value).toLowerCase() === wanted,
      );
    }
    case 'numeric':
      return values(attributeValue(record, filter.attribute)).some((value) => {
        if (typeof value !== 'number') return false;
        switch (filter.operator) {
          case '=':
            return value === filter.value;
          case '!=':
            return value !== filter.value;
          case '<':
            return value < filter.value;
          case '<=':
            return value <= filter.value;
          case '>':
            return value > filter.value;
          case '>=':
            return value >= filter.value;
        }
        return false;
      });
  }
}
