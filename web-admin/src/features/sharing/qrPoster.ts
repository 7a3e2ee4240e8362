import QRCode from 'qrcode';

/**
 * QR codes of a store's web address, as SVG: sharp at any print size, no canvas needed, and the
 * same text in the browser and in tests. Error correction "M" survives a smudged counter poster.
 */
export async function qrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { light: '#ffffff' },
  });
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

export interface PosterText {
  restaurantName: string;
  storeName: string;
  url: string;
}

/**
 * An A4 counter poster (210 × 297 units, printable as is): the restaurant and store, "Scan to order",
 * the QR code and the address typed out for anyone without a camera.
 */
export async function counterPosterSvg({ restaurantName, storeName, url }: PosterText): Promise<string> {
  const qr = (await qrCodeSvg(url)).replace('<svg ', '<svg x="35" y="92" width="140" height="140" ');
  const address = url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 210 297" width="210mm" height="297mm">',
    '<rect width="210" height="297" fill="#ffffff"/>',
    `<text x="105" y="40" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="14" font-weight="700">${escapeXml(restaurantName)}</text>`,
    `<text x="105" y="54" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="8" fill="#555555">${escapeXml(storeName)}</text>`,
    '<text x="105" y="80" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="12" font-weight="700">Scan to order online</text>',
    qr,
    `<text x="105" y="250" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${address.length > 60 ? 3.2 : 4.5}">${escapeXml(address)}</text>`,
    '</svg>',
  ].join('');
}

/** A file name safe for every OS: 'bella-vista-bondi-qr.svg'. */
export function downloadName(storeName: string, suffix: string): string {
  const slug = storeName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  return `${slug || 'store'}-${suffix}.svg`;
}

/** Saves SVG text as a file through a temporary link (what "Download" buttons do in every browser). */
export function downloadSvg(svg: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers download nothing.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
