/**
 * The DNS port: what domain verification asks of DNS (TXT records, and where a name points). The real
 * adapter speaks DNS-over-HTTPS JSON (`GET {base}/resolve?name=...&type=TXT`, Google Public DNS's
 * API, also served by Cloudflare at /dns-query with `accept: application/dns-json`), so functions
 * need no UDP sockets; on the emulator suite the base URL is the fake DNS (fakes/src/dns, 12191),
 * which answers in the same format from records a test or the demo adds.
 */
import { dnsApiBaseUrl } from '../../config';

export const GOOGLE_DNS_BASE_URL = 'https://dns.google';

export type DnsRecordType = 'TXT' | 'CNAME' | 'A';
const TYPE_NUMBERS: Record<DnsRecordType, number> = { A: 1, CNAME: 5, TXT: 16 };

export class DnsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DnsUnavailableError';
  }
}

export interface DnsPort {
  /** The answers' data for `name` and `type` (TXT strings unquoted and joined); [] for none. */
  lookup(name: string, type: DnsRecordType): Promise<string[]>;
}

interface DohAnswer {
  name?: string;
  type?: number;
  data?: string;
}

/** TXT data comes quoted, long values split in several quoted strings: '"a" "b"' → 'ab'. */
export function unquoteTxt(data: string): string {
  const parts = [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) =>
    (match[1] ?? '').replace(/\\(.)/g, '$1'),
  );
  return parts.length > 0 ? parts.join('') : data;
}

export function dohDnsPort(
  config: { baseUrl?: string; timeoutMs?: number; fetch?: typeof fetch } = {},
): DnsPort {
  const base = (config.baseUrl || GOOGLE_DNS_BASE_URL).replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;
  return {
    async lookup(name, type) {
      const url = `${base}/resolve?name=${encodeURIComponent(name)}&type=${type}`;
      let body: { Status?: number; Answer?: DohAnswer[] };
      try {
        const response = await doFetch(url, {
          headers: { accept: 'application/dns-json' },
          signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
        });
        if (!response.ok) throw new DnsUnavailableError(`DNS lookup answered ${response.status}`);
        body = (await response.json()) as typeof body;
      } catch (error) {
        if (error instanceof DnsUnavailableError) throw error;
        throw new DnsUnavailableError('DNS could not be reached. Try again in a minute.');
      }
      // 3 = NXDOMAIN: the name does not exist, which is simply "no records".
      if (body.Status !== 0 && body.Status !== 3)
        throw new DnsUnavailableError(`DNS lookup failed (status ${body.Status})`);
      return (body.Answer ?? [])
        .filter((answer) => answer.type === TYPE_NUMBERS[type] && typeof answer.data === 'string')
        .map((answer) =>
          type === 'TXT' ? unquoteTxt(answer.data as string) : (answer.data as string).replace(/\.$/, ''),
        );
    },
  };
}

let override: DnsPort | undefined;
export function dnsPort(): DnsPort {
  return override ?? dohDnsPort({ baseUrl: dnsApiBaseUrl.value() });
}
/** Tests: a port of their own (e.g. a DNS that is down). */
export function setDnsPortForTests(port: DnsPort | undefined): void {
  override = port;
}
