/**
 * A simulated Star CloudPRNT printer: it polls its server the way the printer's firmware does (Star
 * CloudPRNT protocol reference: POST status → `jobReady`, GET the job in a media type it chose from
 * the server's list, DELETE with its result code), "prints" what it gets (kept in memory and written
 * as text under the printed-output folder) and can be switched offline or run out of paper, so tests
 * and people can watch a queue drain when it comes back.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Media types this printer can print, best first (it picks the first the server offers). */
export const SIMULATED_MEDIA_TYPES = ['text/plain', 'application/vnd.star.starprnt'] as const;

export interface PrintedJob {
  printerId: string;
  jobToken: string;
  mediaType: string;
  /** The printed text (StarPRNT jobs are kept as their byte count only). */
  text: string;
  bytes: number;
  printedIsoDateTimeUtc: string;
  file?: string;
}

export interface PrinterConfig {
  id: string;
  /**
   * Which polling protocol it speaks: Star CloudPRNT (default) or Epson Server Direct Print (form
   * POSTs: `GetRequest` answered with ePOS-Print XML, then `SetResponse` with the result).
   */
  protocol?: 'cloudprnt' | 'sdp';
  name?: string;
  /** The CloudPRNT server URL configured in the printer. */
  serverUrl: string;
  /** HTTP Basic credentials for the server. */
  username: string;
  password: string;
  /** Poll interval; Star's default is 5 s, the product's target needs faster. */
  pollMs?: number;
}

export interface PrinterState {
  online: boolean;
  paper: 'ok' | 'low' | 'out';
}

export interface PrinterView extends Omit<PrinterConfig, 'password'>, PrinterState {
  polls: number;
  lastPollIsoDateTimeUtc?: string;
  lastError?: string;
  printed: number;
}

const STATUS_WORDS: Record<PrinterState['paper'], string> = {
  ok: '200 OK',
  low: '210 Paper Low',
  out: '410 Paper Out',
};

export class SimulatedPrinter {
  readonly state: PrinterState = { online: true, paper: 'ok' };
  readonly printed: PrintedJob[] = [];
  polls = 0;
  lastPollIsoDateTimeUtc: string | undefined;
  lastError: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private cycle: Promise<void> | undefined;

  constructor(
    public config: PrinterConfig,
    private readonly outputDir: string | undefined,
    private readonly onPrinted: (job: PrintedJob) => void,
  ) {}

  get mac(): string {
    // A stable made-up MAC per printer id.
    let hash = 0;
    for (const char of this.config.id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    const bytes = [0x00, 0x11, 0x62, (hash >> 16) & 0xff, (hash >> 8) & 0xff, hash & 0xff];
    return bytes.map((byte) => byte.toString(16).padStart(2, '0')).join(':');
  }

  private headers(): Record<string, string> {
    const basic = Buffer.from(`${this.config.username}:${this.config.password}`).toString('base64');
    return { authorization: `Basic ${basic}` };
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    return this.cycle ?? Promise.resolve();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.cycle = this.pollOnce()
        .catch((error: unknown) => {
          this.lastError = String(error);
        })
        .finally(() => this.schedule(this.config.pollMs ?? 1000));
    }, delayMs);
  }

  /** One poll cycle: ask for a job and, when there is one, fetch, print and confirm it. */
  async pollOnce(): Promise<void> {
    // Offline: the printer is unplugged or its network is down; the server hears nothing.
    if (!this.state.online) return;
    if (this.config.protocol === 'sdp') return this.pollServerDirectPrint();
    const url = this.config.serverUrl;
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...this.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({
        status: this.state.paper === 'out' ? '23 86 00 00 08 00 00 00 00' : '23 86 00 00 00 00 00 00 00',
        printerMAC: this.mac,
        uniqueID: this.config.id,
        statusCode: encodeURIComponent(STATUS_WORDS[this.state.paper]),
        printingInProgress: false,
        clientAction: [],
      }),
    });
    this.polls += 1;
    this.lastPollIsoDateTimeUtc = new Date().toISOString();
    if (!response.ok) {
      this.lastError = `poll answered ${response.status}`;
      return;
    }
    this.lastError = undefined;
    const poll = (await response.json()) as { jobReady?: boolean; mediaTypes?: string[]; jobToken?: string };
    if (!poll.jobReady || !poll.jobToken) return;
    const mediaType = SIMULATED_MEDIA_TYPES.find((type) => poll.mediaTypes?.includes(type));
    const token = poll.jobToken;
    const query = (extra: Record<string, string>) =>
      `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ uid: this.config.id, mac: this.mac, token, ...extra })}`;
    if (!mediaType) {
      await fetch(query({ code: '510 Incompatible Media' }), { method: 'DELETE', headers: this.headers() });
      return;
    }
    const job = await fetch(query({ type: mediaType }), { headers: this.headers() });
    if (!job.ok) {
      this.lastError = `job GET answered ${job.status}`;
      return;
    }
    const body = Buffer.from(await job.arrayBuffer());
    // The paper may run out between the poll and the print: the job fails and is confirmed as such.
    if (this.state.paper === 'out' || !this.state.online) {
      await fetch(query({ code: '410 Paper Out' }), { method: 'DELETE', headers: this.headers() });
      return;
    }
    const printed: PrintedJob = {
      printerId: this.config.id,
      jobToken: token,
      mediaType,
      text: mediaType === 'text/plain' ? body.toString('utf8') : '',
      bytes: body.length,
      printedIsoDateTimeUtc: new Date().toISOString(),
    };
    this.keep(
      printed,
      mediaType === 'text/plain' ? body : Buffer.from(`(${mediaType}, ${body.length} bytes)\n`),
    );
    await fetch(query({ code: '200 OK' }), { method: 'DELETE', headers: this.headers() });
  }

  private form(fields: Record<string, string>) {
    return fetch(this.config.serverUrl, {
      method: 'POST',
      headers: { ...this.headers(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /**
   * Epson Server Direct Print: a printer without paper reports its status (`SetStatus`) instead of
   * asking for work; otherwise it asks (`GetRequest`), prints the ePOS-Print document it gets and
   * answers with a `PrintResponseInfo` (`SetResponse`).
   */
  private async pollServerDirectPrint(): Promise<void> {
    const id = this.config.id;
    if (this.state.paper === 'out') {
      const response = await this.form({ ConnectionType: 'SetStatus', ID: id, Status: 'EPTR_REC_EMPTY' });
      this.polls += 1;
      this.lastPollIsoDateTimeUtc = new Date().toISOString();
      if (!response.ok) this.lastError = `status answered ${response.status}`;
      return;
    }
    const response = await this.form({ ConnectionType: 'GetRequest', ID: id, Name: this.config.name ?? id });
    this.polls += 1;
    this.lastPollIsoDateTimeUtc = new Date().toISOString();
    if (!response.ok) {
      this.lastError = `poll answered ${response.status}`;
      return;
    }
    this.lastError = undefined;
    const xml = await response.text();
    const jobId = /<printjobid>([^<]+)<\/printjobid>/.exec(xml)?.[1];
    if (!jobId) return;
    const hex = /<command>([0-9a-fA-F]*)<\/command>/.exec(xml)?.[1] ?? '';
    const bytes = Buffer.from(hex, 'hex');
    const printed: PrintedJob = {
      printerId: id,
      jobToken: jobId,
      mediaType: 'application/vnd.epson.epos-print+xml',
      text: escPosText(bytes),
      bytes: bytes.length,
      printedIsoDateTimeUtc: new Date().toISOString(),
    };
    this.keep(printed, Buffer.from(printed.text, 'utf8'));
    const result = `<PrintResponseInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer</devid><printjobid>${jobId}</printjobid></Parameter><PrintResponse><response xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print" success="true" code="" status="251658262" battery="0"/></PrintResponse></ePOSPrint></PrintResponseInfo>`;
    await this.form({ ConnectionType: 'SetResponse', ID: id, ResponseFile: result });
  }

  private keep(printed: PrintedJob, body: Buffer): void {
    if (this.outputDir) {
      const dir = join(this.outputDir, this.config.id);
      mkdirSync(dir, { recursive: true });
      const file = join(
        dir,
        `${printed.printedIsoDateTimeUtc.replace(/[:.]/g, '-')}_${printed.jobToken}.txt`,
      );
      writeFileSync(file, body);
      printed.file = file;
    }
    this.printed.push(printed);
    this.onPrinted(printed);
  }

  view(): PrinterView {
    const { password: _password, ...config } = this.config;
    return {
      ...config,
      ...this.state,
      polls: this.polls,
      ...(this.lastPollIsoDateTimeUtc ? { lastPollIsoDateTimeUtc: this.lastPollIsoDateTimeUtc } : {}),
      ...(this.lastError ? { lastError: this.lastError } : {}),
      printed: this.printed.length,
    };
  }
}

/**
 * ESC/POS bytes as the text a person would read off the paper: commands (ESC, GS, FS with their
 * parameters, as receiptline writes them) are skipped, line feeds kept. Raster images and barcodes
 * come out as nothing, which is what a text rendition of them can honestly be.
 */
export function escPosText(bytes: Buffer): string {
  let text = '';
  let index = 0;
  // Parameter byte counts of the commands receiptline's ESC/POS output uses.
  const ESC_PARAMS: Record<number, number> = {
    33: 1,
    45: 1,
    51: 1,
    69: 1,
    71: 1,
    74: 1,
    77: 1,
    82: 1,
    86: 1,
    97: 1,
    100: 1,
    116: 1,
    123: 1,
    64: 0,
    50: 0,
    32: 1,
    36: 2,
    92: 2,
    105: 0,
    109: 0,
    112: 3,
    99: 2,
  };
  const GS_PARAMS: Record<number, number> = {
    33: 1,
    66: 1,
    72: 1,
    97: 1,
    98: 1,
    102: 1,
    104: 1,
    119: 1,
    73: 1,
    76: 2,
    87: 2,
    80: 2,
    114: 1,
    58: 0,
    86: 1,
    36: 2,
  };
  while (index < bytes.length) {
    const byte = bytes[index] as number;
    if (byte === 0x1b) {
      index += 2 + (ESC_PARAMS[bytes[index + 1] as number] ?? 0);
    } else if (byte === 0x1d) {
      const command = bytes[index + 1] as number;
      if (command === 0x28 || command === 0x38) {
        // GS ( x / GS 8 L: a length-prefixed block (QR codes, raster images).
        const length = (bytes[index + 3] as number) + (bytes[index + 4] as number) * 256;
        index += 5 + length;
      } else if (command === 0x56) {
        index += 3 + (bytes[index + 2] === 0x41 || bytes[index + 2] === 0x42 ? 1 : 0);
        text += '\n';
      } else index += 2 + (GS_PARAMS[command] ?? 0);
    } else if (byte === 0x1c) {
      index += 2;
    } else {
      if (byte === 0x0a || (byte >= 0x20 && byte < 0x7f)) text += String.fromCharCode(byte);
      index += 1;
    }
  }
  return text;
}
