import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { exportMenuCsv, type MenuForExport, type MenuImportRequest } from '@resto/domain';
import { describeError, useApi, useStores } from '@resto/web-common';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { storePath } from '../../../shared/paths';
import { menuApiBase } from '../components/menuPaths';

export interface MenuTransferButtonsProps {
  restaurantId: string;
  storeId: string;
  storeName: string;
  menu: MenuForExport;
  /** False until every item has arrived: a partial menu must not be exported or copied. */
  ready: boolean;
}

const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'menu';

function download(content: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Export" saves the menu as a CSV in the import format (edit it in a spreadsheet, import it back);
 * "Copy to another store" sends that same file to another store's import, as a job the owner follows
 * on that store's import page. Copying adds and updates items there; it never deletes any.
 */
export function MenuTransferButtons({
  restaurantId,
  storeId,
  storeName,
  menu,
  ready,
}: MenuTransferButtonsProps) {
  const client = useApi();
  const stores = useStores(restaurantId);
  const others = stores.data
    .filter((store) => store.id !== storeId)
    .sort((a, b) => a.name.localeCompare(b.name));
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<string>();
  const [state, setState] = useState<{
    busy?: boolean;
    error?: string;
    started?: { storeId: string; name: string };
  }>({});
  const titleId = useId();
  const leftOutNote = (leftOut: string[]) =>
    leftOut.length > 0
      ? `Half-and-half and deal items (${leftOut.join(', ')}) cannot go in a file; add them in the menu editor.`
      : undefined;
  // Built when asked for, not on every render: a big menu is a few hundred rows.
  const exported = useMemo(() => (open && ready ? exportMenuCsv(menu) : undefined), [open, ready, menu]);

  async function copy() {
    const destination = others.find((store) => store.id === target);
    if (!destination || !exported) return;
    setState({ busy: true });
    try {
      const body: MenuImportRequest = {
        fileName: `${fileSlug(storeName)}-menu.csv`,
        format: 'csv',
        content: exported.content,
      };
      await client.post(`${menuApiBase(restaurantId, destination.id)}/import-jobs`, body);
      setState({ started: { storeId: destination.id, name: destination.name } });
    } catch (error) {
      setState({ error: describeError(error).message });
    }
  }

  return (
    <>
      <Button
        startIcon={<DownloadRounded />}
        disabled={!ready}
        onClick={() => download(exportMenuCsv(menu).content, `${fileSlug(storeName)}-menu.csv`)}
      >
        Export
      </Button>
      {others.length > 0 && (
        <Button
          startIcon={<ContentCopyRounded />}
          disabled={!ready}
          onClick={() => {
            setState({});
            setOpen(true);
          }}
        >
          Copy to another store
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => !state.busy && setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>Copy this menu to another store</DialogTitle>
        <DialogContent>
          {state.started ? (
            <Alert severity="success">
              The copy is on its way to {state.started.name}.{' '}
              <Link
                component={RouterLink}
                to={`${storePath(restaurantId, state.started.storeId)}/menu/import`}
              >
                Follow it on {state.started.name}’s import page
              </Link>
              .
            </Alert>
          ) : (
            <>
              <Typography sx={{ mb: 1.5 }}>
                Every category and item of {storeName} is added to the store you choose. Items it already has
                (same name in the same category) are updated; nothing there is deleted.
              </Typography>
              <RadioGroup value={target ?? ''} onChange={(event) => setTarget(event.target.value)}>
                {others.map((store) => (
                  <FormControlLabel key={store.id} value={store.id} control={<Radio />} label={store.name} />
                ))}
              </RadioGroup>
              {exported && leftOutNote(exported.leftOut) && (
                <Alert severity="info" sx={{ mt: 1.5 }}>
                  {leftOutNote(exported.leftOut)}
                </Alert>
              )}
              {state.error && (
                <Alert severity="error" sx={{ mt: 1.5 }}>
                  {state.error}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={state.busy}>
            {state.started ? 'Close' : 'Cancel'}
          </Button>
          {!state.started && (
            <Button variant="contained" onClick={() => void copy()} disabled={!target || state.busy}>
              {state.busy ? 'Copying…' : 'Copy menu'}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
