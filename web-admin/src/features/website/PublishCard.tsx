import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PublishRounded from '@mui/icons-material/PublishRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ProblemAlert, useApi, useBusyAction, useNotify } from '@resto/web-common';
import { storeSiteUrl } from './previewSite';

/**
 * Publish state of a store site: when it was last published, whether drafts changed since, the
 * Publish button (store admins) and the live address.
 */
export function PublishCard({
  restaurantId,
  storeId,
  publishedIsoDateTimeUtc,
  changedIsoDateTimeUtc,
  isAdmin,
}: {
  restaurantId: string;
  storeId: string;
  publishedIsoDateTimeUtc: string | undefined;
  changedIsoDateTimeUtc: string | undefined;
  isAdmin: boolean;
}) {
  const client = useApi();
  const notify = useNotify();
  const { busy, failure, run } = useBusyAction();
  const url = storeSiteUrl(restaurantId, storeId);
  const unpublished =
    !publishedIsoDateTimeUtc ||
    (changedIsoDateTimeUtc !== undefined && changedIsoDateTimeUtc > publishedIsoDateTimeUtc);
  return (
    <Card sx={{ p: 2, mb: 3 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
              Your website
            </Typography>
            {!publishedIsoDateTimeUtc ? (
              <Chip size="small" label="Not published yet" />
            ) : unpublished ? (
              <Chip size="small" color="warning" label="Changes not published" />
            ) : (
              <Chip size="small" color="success" label="Published" />
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {publishedIsoDateTimeUtc
              ? `Last published ${new Date(publishedIsoDateTimeUtc).toLocaleString()} · ${url}`
              : 'Publish to put your site online at its address.'}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {publishedIsoDateTimeUtc && (
            <Button href={url} target="_blank" rel="noopener" startIcon={<OpenInNewRounded />}>
              Open site
            </Button>
          )}
          <Button
            variant="contained"
            startIcon={<PublishRounded />}
            disabled={!isAdmin || busy}
            onClick={() =>
              void run(async () => {
                await client.post(
                  `/api/store-website/restaurants/${restaurantId}/stores/${storeId}/publish`,
                  {},
                );
                notify('Website published.');
              })
            }
          >
            {busy ? 'Publishing…' : 'Publish'}
          </Button>
        </Box>
      </Box>
      {!isAdmin && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Only store admins can change and publish the website.
        </Alert>
      )}
      {failure ? <ProblemAlert error={failure} /> : null}
    </Card>
  );
}
