import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApiError, LoadingScreen, PageHeader, useApi, usePageTitle } from '@resto/web-common';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { marketplacePath, PENDING_AUTHORISATION_KEY } from './marketplaceData';

function pendingStore(): { restaurantId: string; storeId: string } | undefined {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(PENDING_AUTHORISATION_KEY) ?? 'null') as unknown;
    if (parsed && typeof parsed === 'object' && 'restaurantId' in parsed && 'storeId' in parsed)
      return parsed as { restaurantId: string; storeId: string };
  } catch {
    // A damaged entry is the same as none.
  }
  return undefined;
}

/**
 * `/uber-eats/auth`: where Uber Eats sends the owner back after the consent page. The code and state
 * go to the store that started it (remembered in this tab); the server checks the state is this
 * admin's, for that store, and unused, then we open the store's Uber Eats page to pick the store.
 */
export default function UberEatsAuthPage() {
  usePageTitle('Connecting Uber Eats');
  const [params] = useSearchParams();
  const api = useApi();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const sent = useRef(false);
  const store = pendingStore();

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const code = params.get('code');
    const state = params.get('state');
    if (params.get('error')) {
      setFailure('Access was not allowed on Uber Eats, so nothing was connected.');
      return;
    }
    if (!store || !code || !state) {
      setFailure(
        'This link does not finish a connection started here. Start again from the store’s Uber Eats page.',
      );
      return;
    }
    api
      .post(marketplacePath(store.restaurantId, store.storeId, '/merchant-authorisation'), { code, state })
      .then(() => {
        sessionStorage.removeItem(PENDING_AUTHORISATION_KEY);
        navigate(`/restaurants/${store.restaurantId}/stores/${store.storeId}/integrations/uber-eats`, {
          replace: true,
        });
      })
      .catch((error: unknown) =>
        setFailure(error instanceof ApiError ? error.message : 'Uber Eats could not be reached.'),
      );
  }, [api, navigate, params, store]);

  return (
    <>
      <PageHeader
        title="Connecting Uber Eats"
        subtitle="Finishing the connection you approved on Uber Eats."
      />
      {failure ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error">{failure}</Alert>
          <Button
            component={RouterLink}
            variant="contained"
            to={
              store
                ? `/restaurants/${store.restaurantId}/stores/${store.storeId}/integrations/uber-eats`
                : '/'
            }
          >
            {store ? 'Back to Uber Eats settings' : 'Back to your restaurants'}
          </Button>
        </Stack>
      ) : (
        <LoadingScreen label="Connecting Uber Eats…" />
      )}
    </>
  );
}
