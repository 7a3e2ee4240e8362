import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { storefrontUrl } from '@resto/web-common';
import { useCopyText } from './useCopyText';

/** Under the store's name in the navigation: every store page is one click from the live storefront. */
export function StorefrontShortcut({
  restaurantId,
  storeId,
  label = 'View store as a customer',
}: {
  restaurantId: string;
  storeId: string;
  /** The link's words; a restaurant with several stores names each one. */
  label?: string | undefined;
}) {
  const url = storefrontUrl(restaurantId, storeId);
  const copy = useCopyText();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
      <Link
        href={url}
        target="_blank"
        rel="noreferrer"
        underline="hover"
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
      >
        <OpenInNewRounded sx={{ fontSize: 16 }} />
        {label}
      </Link>
      <Tooltip title="Copy the store's web address">
        <IconButton
          size="small"
          aria-label={`Copy the web address: ${label}`}
          onClick={() => copy(url, 'Store link')}
        >
          <ContentCopyRounded sx={{ fontSize: 16 }} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
