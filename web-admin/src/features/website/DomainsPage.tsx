import AddRounded from '@mui/icons-material/AddRounded';
import DnsRounded from '@mui/icons-material/DnsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CERTIFICATE_STATE_LABELS, ZDomainName } from '@resto/domain';
import {
  domainsCollection,
  EmptyState,
  PageHeader,
  ProblemAlert,
  SearchField,
  usePageTitle,
  useQuery,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { countOf, ListToolbar } from '../../shared/ListToolbar';
import { ListRow, LoadingRows, RowList } from '../../shared/ManagedList';

const PAGE_SIZE = 20;

/** `/super-admin/domains`: every custom domain, the site it serves and how far its set-up got. */
export default function DomainsPage() {
  usePageTitle('Domains');
  const navigate = useNavigate();
  const domains = useQuery(domainsCollection());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [newName, setNewName] = useState('');
  const [problem, setProblem] = useState<string>();
  const sorted = useMemo(
    () => [...(domains.data ?? [])].sort((a, b) => a.id.localeCompare(b.id)),
    [domains.data],
  );
  const matching = sorted.filter((domain) =>
    `${domain.id} ${domain.restaurantId} ${domain.storeId}`
      .toLowerCase()
      .includes(search.trim().toLowerCase()),
  );
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const shown = matching.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);

  function add(event: React.FormEvent) {
    event.preventDefault();
    const parsed = ZDomainName.safeParse(newName);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    navigate(`/super-admin/domains/create/${encodeURIComponent(parsed.data)}`);
  }

  return (
    <>
      <PageHeader
        title="Domains"
        subtitle="Custom domains of restaurant and store websites: which site each serves, DNS verification and the certificate."
      />
      <Card
        component="form"
        aria-label="Add a domain"
        onSubmit={add}
        sx={{ p: 2, mb: 3, display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label="New domain"
          placeholder="order.bellavista.com.au"
          value={newName}
          onChange={(event) => {
            setNewName(event.target.value);
            setProblem(undefined);
          }}
          error={Boolean(problem)}
          helperText={problem ?? 'The host name visitors will type.'}
          sx={{ minWidth: 280 }}
          slotProps={{ htmlInput: { maxLength: 253 } }}
        />
        <Button type="submit" variant="contained" startIcon={<AddRounded />}>
          Add domain
        </Button>
      </Card>
      {domains.loading ? (
        <LoadingRows label="Loading domains" rows={3} height={48} />
      ) : domains.error ? (
        <ProblemAlert error={domains.error} />
      ) : sorted.length === 0 ? (
        <EmptyState
          icon={<DnsRounded />}
          title="No custom domains yet"
          description="Add a domain above to point it at a restaurant or store website."
        />
      ) : (
        <>
          <ListToolbar summary={countOf(sorted.length, 'domain', 'domains')}>
            <SearchField
              label="Search domains"
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
              placeholder="Domain, restaurant or store id"
            />
          </ListToolbar>
          <Card>
            {shown.length === 0 ? (
              <Typography sx={{ p: 3, color: 'text.secondary' }}>No domain matches "{search}".</Typography>
            ) : (
              <RowList label="Domains" items={shown} keyOf={(domain) => domain.id}>
                {(domain) => (
                  <ListRow
                    label={domain.id}
                    leading={<DnsRounded color="primary" aria-hidden />}
                    controls={
                      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <Chip
                          size="small"
                          color={domain.verification.state === 'verified' ? 'success' : 'warning'}
                          label={domain.verification.state === 'verified' ? 'Verified' : 'Not verified'}
                        />
                        <Chip
                          size="small"
                          variant="outlined"
                          label={CERTIFICATE_STATE_LABELS[domain.certificate.state]}
                        />
                        <Button
                          size="small"
                          aria-label={`Open ${domain.id}`}
                          onClick={() =>
                            navigate(`/super-admin/domains/edit/${encodeURIComponent(domain.id)}`)
                          }
                        >
                          Open
                        </Button>
                      </Box>
                    }
                  >
                    <Typography sx={{ fontWeight: 600 }}>{domain.id}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {domain.restaurantId}
                      {domain.storeId ? ` / ${domain.storeId}` : ' (restaurant site)'}
                    </Typography>
                  </ListRow>
                )}
              </RowList>
            )}
          </Card>
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Pagination
                count={pages}
                page={Math.min(page, pages)}
                onChange={(_, value) => setPage(value)}
              />
            </Box>
          )}
        </>
      )}
    </>
  );
}
