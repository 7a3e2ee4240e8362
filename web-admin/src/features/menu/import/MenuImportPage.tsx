import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { analyseMenuImport, type MenuImportRequest } from '@resto/domain';
import {
  describeError,
  LoadingScreen,
  PageHeader,
  useApi,
  usePageTitle,
  useViewerAccess,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { menuApiBase } from '../components/menuPaths';
import { useStoreMenu } from '../useStoreMenu';
import { EXAMPLE_FILES, exampleFileHref } from './exampleFiles';
import { type ChosenImportFile, ImportFilePicker } from './ImportFilePicker';
import { ImportJobCard } from './ImportJobCard';
import { ImportPreview } from './ImportPreview';
import { useImportJob, useRecentImportJobs } from './importJobsData';
import { RecentImportJobs } from './RecentImportJobs';

let previewIds = 0;
const previewId = () => `preview-${++previewIds}`;

/**
 * `/restaurants/:restaurantId/stores/:storeId/menu/import`: choose a CSV or JSON file, see what it
 * would do (worked out in the browser with the worker's own domain code), start the import and watch
 * the job live. The format is described in docs/menu-import.md; the example files download here.
 */
export default function MenuImportPage() {
  usePageTitle('Import menu');
  const menu = useStoreMenu();
  const { isAdmin } = useViewerAccess();
  const api = useApi();
  const [chosen, setChosen] = useState<ChosenImportFile>();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const [selectedJobId, setSelectedJobId] = useState<string>();
  const recent = useRecentImportJobs(menu.restaurantId, menu.storeId);
  const currentJobId = selectedJobId ?? recent.data[0]?.id;
  const currentJob = useImportJob(menu.restaurantId, menu.storeId, currentJobId);
  const timezone = menu.store?.timezone ?? 'Australia/Sydney';

  const analysis = useMemo(
    () =>
      chosen && !menu.loading
        ? analyseMenuImport(
            chosen.format,
            chosen.content,
            { categories: menu.categories, items: menu.items, pizzaSettings: menu.pizzaSettings },
            { restaurantId: menu.restaurantId, storeId: menu.storeId },
            previewId,
          )
        : undefined,
    [chosen, menu.loading, menu.categories, menu.items, menu.pizzaSettings, menu.restaurantId, menu.storeId],
  );

  async function startImport() {
    if (!chosen) return;
    setSending(true);
    setSendError(undefined);
    try {
      const body: MenuImportRequest = {
        fileName: chosen.fileName,
        format: chosen.format,
        content: chosen.content,
      };
      const { id } = await api.post<{ id: string }>(
        `${menuApiBase(menu.restaurantId, menu.storeId)}/import-jobs`,
        body,
      );
      setSelectedJobId(id);
      setChosen(undefined);
    } catch (error) {
      setSendError(describeError(error).message);
    } finally {
      setSending(false);
    }
  }

  const header = (
    <PageHeader
      eyebrow={menu.store?.name}
      title="Import menu"
      subtitle="Add or update many items at once from a spreadsheet saved as CSV, or a JSON file. Items already on the menu with the same name in the same category are updated; everything else is added."
      actions={
        <Button component={RouterLink} to={menu.paths.menu} startIcon={<ArrowBackRounded />}>
          Menu
        </Button>
      }
    />
  );

  if (menu.error)
    return (
      <Box sx={{ maxWidth: 1040 }}>
        {header}
        <Alert severity="error">{describeError(menu.error).message}</Alert>
      </Box>
    );
  if (menu.loading)
    return (
      <Box sx={{ maxWidth: 1040 }}>
        {header}
        <LoadingScreen label="Loading the menu…" />
      </Box>
    );
  if (!isAdmin)
    return (
      <Box sx={{ maxWidth: 1040 }}>
        {header}
        <Alert severity="info">Only store admins and restaurant admins can import menus.</Alert>
      </Box>
    );

  return (
    <Box sx={{ maxWidth: 1040, display: 'grid', gap: 3 }} data-testid="menu-import-page">
      {header}
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2.5 }}>
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
              Choose a file
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              One row per item, with its category, name and price in dollars; pizzas list a price per size
              from your{' '}
              <Link component={RouterLink} to={menu.paths.pizzaSettings} underline="always">
                pizza settings
              </Link>
              . Moving from Square, Toast or Lightspeed? Export the menu there as CSV and choose that file as
              it is: categories, sizes, choices and prices come across. The{' '}
              <Link component={RouterLink} to={menu.paths.importGuide} underline="always">
                import guide
              </Link>{' '}
              has every column and how to export from each system. Start from an example:
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {EXAMPLE_FILES.map((file) => (
                <Button
                  key={file.fileName}
                  size="small"
                  startIcon={<DownloadRounded />}
                  href={exampleFileHref(file.content, file.type)}
                  download={file.fileName}
                >
                  {file.label}
                </Button>
              ))}
            </Box>
          </Box>
          <ImportFilePicker chosen={chosen} onChosen={setChosen} disabled={sending} />
          {analysis && <ImportPreview analysis={analysis} guidePath={menu.paths.importGuide} />}
          {sendError && <Alert severity="error">{sendError}</Alert>}
          {chosen && (
            <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button onClick={() => setChosen(undefined)} disabled={sending}>
                Clear
              </Button>
              <Button
                variant="contained"
                onClick={() => void startImport()}
                disabled={sending || !analysis || analysis.plan.rows.length === 0}
                startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              >
                {sending ? 'Starting…' : 'Start import'}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>

      {currentJob.data && (
        <ImportJobCard
          job={currentJob.data}
          timezone={timezone}
          menuPath={menu.paths.menu}
          jobApiPath={`${menuApiBase(menu.restaurantId, menu.storeId)}/import-jobs/${currentJob.data.id}`}
          guidePath={menu.paths.importGuide}
        />
      )}

      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
          Recent imports
        </Typography>
        <RecentImportJobs
          jobs={recent.data}
          loading={recent.loading}
          error={recent.error}
          timezone={timezone}
          selectedId={currentJobId}
          onSelect={setSelectedJobId}
        />
      </Box>
    </Box>
  );
}
