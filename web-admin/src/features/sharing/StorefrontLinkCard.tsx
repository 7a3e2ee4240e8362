import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { storefrontUrl } from '@resto/web-common';
import { useEffect, useState } from 'react';
import { counterPosterSvg, downloadName, downloadSvg, qrCodeSvg } from './qrPoster';
import { useCopyText } from './useCopyText';

export interface StorefrontLinkCardProps {
  restaurantId: string;
  storeId: string;
  storeName: string;
  restaurantName: string;
  /** `compact`: one row per store, for lists of a restaurant's stores. */
  variant?: 'full' | 'compact';
}

/**
 * The store's own web address, where owners share it from: the link itself, copy, "Preview as
 * customer", and a QR code and counter poster to download and print.
 */
export function StorefrontLinkCard({
  restaurantId,
  storeId,
  storeName,
  restaurantName,
  variant = 'full',
}: StorefrontLinkCardProps) {
  const url = storefrontUrl(restaurantId, storeId);
  const copy = useCopyText();
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    let live = true;
    qrCodeSvg(url).then((svg) => live && setQr(svg));
    return () => {
      live = false;
    };
  }, [url]);

  const qrImage = qr ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}` : undefined;
  const compact = variant === 'compact';
  const actions = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size={compact ? 'small' : 'medium'}
        variant="contained"
        startIcon={<ContentCopyRounded />}
        onClick={() => copy(url, 'Store link')}
      >
        Copy link
      </Button>
      <Button
        size={compact ? 'small' : 'medium'}
        variant="outlined"
        startIcon={<OpenInNewRounded />}
        href={url}
        target="_blank"
        rel="noreferrer"
      >
        Preview as customer
      </Button>
      <Button
        size={compact ? 'small' : 'medium'}
        startIcon={<DownloadRounded />}
        disabled={!qr}
        onClick={() => qr && downloadSvg(qr, downloadName(storeName, 'qr-code'))}
      >
        QR code
      </Button>
      <Button
        size={compact ? 'small' : 'medium'}
        startIcon={<PrintRounded />}
        onClick={async () =>
          downloadSvg(
            await counterPosterSvg({ restaurantName, storeName, url }),
            downloadName(storeName, 'counter-poster'),
          )
        }
      >
        Counter poster
      </Button>
    </Box>
  );
  const address = (
    <Link
      href={url}
      target="_blank"
      rel="noreferrer"
      aria-label={`${storeName} storefront address`}
      sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere', fontSize: compact ? 14 : 15 }}
    >
      {url}
    </Link>
  );

  if (compact) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, py: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{storeName}</Typography>
        {address}
        {actions}
      </Box>
    );
  }
  return (
    <Card component="section" aria-label="Your store's web address">
      <CardContent
        sx={{ display: 'flex', gap: 3, alignItems: 'center', flexDirection: { xs: 'column', sm: 'row' } }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          <Typography variant="h4" component="h2">
            Your store’s web address
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Customers order here. Share it on your website and socials, and print the poster for the counter.
          </Typography>
          {address}
          {actions}
        </Box>
        {qrImage ? (
          <Box
            component="img"
            src={qrImage}
            alt={`QR code for ${url}`}
            sx={{
              width: 132,
              height: 132,
              flexShrink: 0,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : (
          <Skeleton variant="rectangular" width={132} height={132} sx={{ flexShrink: 0 }} />
        )}
      </CardContent>
    </Card>
  );
}
