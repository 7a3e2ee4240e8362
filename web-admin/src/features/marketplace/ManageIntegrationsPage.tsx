import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  ApiError,
  LoadingScreen,
  PageHeader,
  useApi,
  useDoc,
  useNotify,
  usePageTitle,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shared/useStoreContext';
import { MARKETPLACE_STATUS_LABELS } from './IntegrationsPage';
import { integrationDoc, type MarketplaceIntegration, marketplacePath } from './marketplaceData';

/**
 * `/integrations/manage`: switch connected services on or off (Uber Eats orders paused / resumed)
 * and check each is working (asks Uber Eats about the link).
 */
export default function ManageIntegrationsPage() {
  usePageTitle('Manage integrations');
  const { restaurantId, storeId, store } = useStoreContext();
  const api = useApi();
  const notify = useNotify();
  const uberEats = useDoc(
    useMemo(
      () => (restaurantId && storeId ? integrationDoc(restaurantId, storeId) : null),
      [restaurantId, storeId],
    ),
  );
  const data = uberEats.data as MarketplaceIntegration | null | undefined;
  const status = data?.status ?? 'notConnected';
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<string>();

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      notify(done, 'success');
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'Something went wrong.', 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Manage integrations"
        subtitle="Turn services on or off and check that each is working."
      />
      {uberEats.error && <Alert severity="error">The integrations could not be loaded.</Alert>}
      {uberEats.loading ? (
        <LoadingScreen label="Loading integrations…" />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Integrations">
            <TableHead>
              <TableRow>
                <TableCell>Service</TableCell>
                <TableCell>State</TableCell>
                <TableCell>On</TableCell>
                <TableCell>Check</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell>
                  <Button component={RouterLink} to="../uber-eats" relative="path">
                    Uber Eats
                  </Button>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={status === 'integrated' ? 'success' : 'default'}
                    label={MARKETPLACE_STATUS_LABELS[status] ?? status}
                  />
                </TableCell>
                <TableCell>
                  <Switch
                    checked={status === 'integrated'}
                    disabled={busy || (status !== 'integrated' && status !== 'paused')}
                    slotProps={{ input: { 'aria-label': 'Uber Eats orders on' } }}
                    onChange={(event) =>
                      run(
                        () =>
                          api.post(
                            marketplacePath(
                              restaurantId,
                              storeId,
                              event.target.checked ? '/store/resume' : '/store/pause',
                            ),
                            {},
                          ),
                        event.target.checked ? 'Uber Eats orders resumed' : 'Uber Eats orders paused',
                      )
                    }
                  />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    disabled={busy || !data?.marketplaceStoreId}
                    onClick={async () => {
                      setCheck('Checking…');
                      try {
                        const answer = await api.get<{
                          marketplace?: {
                            integrationEnabled: boolean;
                            isOrderManager: boolean;
                            onlineStatus: string;
                          };
                        }>(marketplacePath(restaurantId, storeId, '/integration-details'));
                        const remote = answer.marketplace;
                        setCheck(
                          remote
                            ? `${remote.integrationEnabled ? 'Integration on' : 'Integration off'} · ${remote.isOrderManager ? 'orders come here' : 'another system takes the orders'} · ${remote.onlineStatus.toLowerCase()}`
                            : 'Not linked',
                        );
                      } catch (error) {
                        setCheck(error instanceof ApiError ? error.message : 'Uber Eats did not answer.');
                      }
                    }}
                  >
                    Check
                  </Button>
                  {check && <div>{check}</div>}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
