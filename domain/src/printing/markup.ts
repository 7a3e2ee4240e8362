/**
 * Building blocks of receiptline markup (npm `receiptline`): the one source every printed document is
 * written in. receiptline turns it into the on-screen SVG preview, ESC/POS (Epson TM-m30 family,
 * Sunmi), StarPRNT (CloudPRNT printers), the impact printer's commands (TM-U220) and plain text.
 * Pure string building: the domain does not load receiptline itself.
 */
import type { PosPrinterModel } from '../devices/devices';
import { CHARACTERS_PER_LINE, type PrintAlignment, type ReceiptFontSize } from '../receipts/receipts';

/** Characters receiptline reads as markup; text that contains them is escaped with a backslash. */
const SPECIAL = /[\\|{}\-=_"`^~]/g;

/** Text as receiptline prints it, never as markup ("Salt & Pepper | Hot" stays one cell). */
export function escapeMarkup(text: string): string {
  // Line breaks inside a value would start a new markup line; a printed field is one line.
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(SPECIAL, (char) => `\\${char}`);
}

export const RECEIPTLINE_ALIGN: Record<PrintAlignment, 'left' | 'center' | 'right'> = {
  left: 'left',
  centre: 'center',
  right: 'right',
};

/** `{align:...}` for the next lines. */
export function alignLine(alignment: PrintAlignment): string {
  return `{align:${RECEIPTLINE_ALIGN[alignment]}}`;
}

/** A QR code of the given module size (the spec's receipts use 3). */
export function qrCodeLine(data: string, size: number): string {
  // In a property line `;` separates properties and `\` escapes, so both are escaped in the data.
  const escaped = data.replace(/[\\;{}|]/g, (char) => `\\${char}`);
  return `{code:${escaped}; option:qrcode,${size},m}`;
}

/** receiptline's name for the printer's command language. */
export type ReceiptlineCommand = 'escpos' | 'impact' | 'starsbcs' | 'text' | 'svg';

export interface ReceiptlinePrinterOptions {
  cpl: number;
  encoding: 'multilingual';
  command: ReceiptlineCommand;
  /** Impact printers print the second ribbon colour in red; thermal printers ignore it. */
  cutting: boolean;
}

/**
 * The printer options a document is transformed with: the width from the font size (48/57/64/72
 * characters for 12/10/9/8), and the command set of the model (TM-U220 is an impact printer; the TM-m30
 * family and the cloud kitchen printer speak ESC/POS). CloudPRNT printers get StarPRNT instead
 * (`starsbcs`), chosen by the protocol, not the model.
 */
export function receiptlineOptions(
  fontSize: ReceiptFontSize,
  target: PosPrinterModel | 'starCloudPrnt' | 'preview' | 'text',
): ReceiptlinePrinterOptions {
  const cpl = CHARACTERS_PER_LINE[fontSize];
  const command: ReceiptlineCommand =
    target === 'preview'
      ? 'svg'
      : target === 'text'
        ? 'text'
        : target === 'starCloudPrnt'
          ? 'starsbcs'
          : target === 'tm-u220b'
            ? 'impact'
            : 'escpos';
  return { cpl, encoding: 'multilingual', command, cutting: true };
}
