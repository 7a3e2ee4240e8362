/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket nesting
 * (`metadata[orderId]=1`, `expand[0]=data.customer`, `expand[]=x`). Parsed into plain objects of
 * strings; arrays come back as arrays. Handlers coerce values themselves, as Stripe does.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

function keyPath(rawKey: string): string[] {
  const first = rawKey.indexOf('[');
  if (first < 0) return [rawKey];
  const path = [rawKey.slice(0, first)];
  for (const match of rawKey.slice(first).matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? '');
  return path;
}

function assign(target: { [key: string]: FormValue }, path: string[], value: string): void {
  let node: { [key: string]: FormValue } = target;
  for (let index = 0; index < path.length - 1; index++) {
    const segment = path[index] as string;
    const existing = node[segment];
    if (existing === undefined || typeof existing === 'string' || Array.isArray(existing)) {
      const created: { [key: string]: FormValue } = {};
      node[segment] = created;
      node = created;
    } else {
      node = existing;
    }
  }
  let last = path[path.length - 1] as string;
  // `a[]=x` appends: give it the next numeric index so arrays normalise below.
  if (last === '') last = String(Object.keys(node).length);
  node[last] = value;
}

/** Objects whose keys are 0..n-1 become arrays (how the SDK sends `expand[0]=...`). */
function normalise(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, normalise(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) {
    return entries.map(([, entry]) => entry);
  }
  return Object.fromEntries(entries);
}

export function parseForm(body: string): FormParams {
  const params: FormParams = {};
  for (const [key, value] of new URLSearchParams(body)) assign(params, keyPath(key), value);
  return normalise(params) as FormParams;
}

/** A stable JSON form of parameters, for comparing an idempotent retry with the first request. */
export function canonical(value: FormValue | undefined): string {
  if (value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
}
