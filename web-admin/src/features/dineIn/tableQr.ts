import { tableDisplayName } from '@resto/domain';
import { storefrontUrl } from '@resto/web-common';
import { qrCodeSvg } from '../sharing/qrPoster';

/** The storefront address a table's QR code opens: dine-in at that table. */
export function tableUrl(restaurantId: string, storeId: string, tableId: string): string {
  return `${storefrontUrl(restaurantId, storeId)}tables/${encodeURIComponent(tableId)}`;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

export interface TableCard {
  tableId: string;
  tableName: string;
  url: string;
}

/**
 * Table cards to print: A4 sheets (210 × 297 units) of four cards each, every card with the table's
 * name, "Scan to order" and its QR code, cut along the light guide lines. One SVG per sheet keeps
 * each sheet one printable page.
 */
export async function tableCardSheetsSvg(storeName: string, cards: readonly TableCard[]): Promise<string[]> {
  const sheets: string[] = [];
  for (let start = 0; start < cards.length; start += 4) {
    const parts: string[] = [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 210 297" width="210mm" height="297mm">',
      '<rect width="210" height="297" fill="#ffffff"/>',
      '<path d="M105 0V297M0 148.5H210" stroke="#dddddd" stroke-width="0.3" stroke-dasharray="2 2"/>',
    ];
    const page = cards.slice(start, start + 4);
    for (const [index, card] of page.entries()) {
      const x = (index % 2) * 105;
      const y = Math.floor(index / 2) * 148.5;
      const qr = (await qrCodeSvg(card.url)).replace(
        '<svg ',
        `<svg x="${x + 17.5}" y="${y + 42}" width="70" height="70" `,
      );
      parts.push(
        `<text x="${x + 52.5}" y="${y + 18}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="6" fill="#555555">${escapeXml(storeName)}</text>`,
        `<text x="${x + 52.5}" y="${y + 31}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="11" font-weight="700">${escapeXml(tableDisplayName(card.tableName))}</text>`,
        qr,
        `<text x="${x + 52.5}" y="${y + 124}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="7" font-weight="700">Scan to order at your table</text>`,
      );
    }
    parts.push('</svg>');
    sheets.push(parts.join(''));
  }
  return sheets;
}

/** Opens the sheets in a print window (one page each) and asks the browser to print them. */
export function printSvgSheets(title: string, sheets: readonly string[]): boolean {
  const win = window.open('', '_blank', 'noopener=no');
  if (!win) return false;
  const body = sheets.map((svg) => `<div class="sheet">${svg}</div>`).join('');
  win.document.write(
    `<!doctype html><html><head><title>${escapeXml(title)}</title><style>@page{size:A4;margin:0}body{margin:0}.sheet{page-break-after:always}.sheet svg{display:block;width:210mm;height:297mm}</style></head><body>${body}</body></html>`,
  );
  win.document.close();
  win.focus();
  win.print();
  return true;
}
