import DownloadRounded from '@mui/icons-material/DownloadRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tableDisplayName } from '@resto/domain';
import { DialogFrame, type DiningTable, useNotify } from '@resto/web-common';
import { useEffect, useState } from 'react';
import { downloadName, downloadSvg, qrCodeSvg } from '../sharing/qrPoster';
import { printSvgSheets, tableCardSheetsSvg, tableUrl } from './tableQr';

/** One table's QR code: what it opens, and the card to download or print. */
export function TableQrDialog({
  table,
  storeName,
  restaurantId,
  storeId,
  onClose,
}: {
  table: DiningTable | undefined;
  storeName: string;
  restaurantId: string;
  storeId: string;
  onClose: () => void;
}) {
  const notify = useNotify();
  const [qr, setQr] = useState<string>();
  const url = table ? tableUrl(restaurantId, storeId, table.id) : '';
  useEffect(() => {
    setQr(undefined);
    if (!url) return;
    let live = true;
    qrCodeSvg(url).then((svg) => live && setQr(svg));
    return () => {
      live = false;
    };
  }, [url]);
  const name = table ? tableDisplayName(table.name) : '';

  async function card() {
    if (!table) return [];
    return tableCardSheetsSvg(storeName, [{ tableId: table.id, tableName: table.name, url }]);
  }

  return (
    <DialogFrame
      open={table !== undefined}
      title={`QR code for ${name}`}
      busy={false}
      onClose={onClose}
      action={
        <Stack direction="row" spacing={1}>
          <Button
            startIcon={<DownloadRounded />}
            onClick={async () => {
              const [sheet] = await card();
              if (sheet) downloadSvg(sheet, downloadName(`${storeName} ${table?.name ?? ''}`, 'table-card'));
            }}
          >
            Download
          </Button>
          <Button
            variant="contained"
            startIcon={<PrintRounded />}
            onClick={async () => {
              if (!printSvgSheets(`${name} QR code`, await card()))
                notify('Your browser blocked the print window. Use Download instead.');
            }}
          >
            Print
          </Button>
        </Stack>
      }
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {table && !table.active && (
          <Typography color="warning.main">
            This table is switched off: guests who scan its code are asked to see staff.
          </Typography>
        )}
        {qr ? (
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`}
            alt={`QR code for ${name}`}
            sx={{ width: 220, height: 220, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        ) : (
          <Skeleton variant="rounded" width={220} height={220} />
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Guests who scan it order for dine-in at {name}.
        </Typography>
        <Link
          href={url}
          target="_blank"
          rel="noreferrer"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', display: 'inline-flex', gap: 0.5 }}
        >
          {url}
          <OpenInNewRounded fontSize="small" aria-hidden />
        </Link>
      </Stack>
    </DialogFrame>
  );
}
