import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { INQUIRY_TOPIC_LABELS } from '@resto/domain';
import { EmptyState, ProblemAlert, recentWebsiteInquiries, SearchField, useQuery } from '@resto/web-common';
import { useMemo, useState } from 'react';

const PAGE = 10;

/** Messages sent from the site's contact forms, newest first, live; searchable, ten more at a time. */
export function InquiriesCard({ restaurantId, storeId }: { restaurantId: string; storeId: string }) {
  const [count, setCount] = useState(PAGE);
  const [search, setSearch] = useState('');
  const inquiries = useQuery(recentWebsiteInquiries(restaurantId, storeId, count));
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    const all = inquiries.data ?? [];
    return term
      ? all.filter((inquiry) =>
          `${inquiry.name} ${inquiry.email} ${inquiry.message}`.toLowerCase().includes(term),
        )
      : all;
  }, [inquiries.data, search]);
  return (
    <Card component="section" sx={{ p: { xs: 2, md: 3 } }} aria-label="Website inquiries">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            Inquiries
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Messages from your website's contact forms. Each is also emailed to the restaurant's contact
            email; reply from there.
          </Typography>
        </Box>
        <SearchField
          label="Search inquiries"
          value={search}
          onChange={setSearch}
          placeholder="Name, email or words"
        />
      </Box>
      {inquiries.error ? (
        <ProblemAlert error={inquiries.error} />
      ) : inquiries.loading ? (
        <Typography color="text.secondary">Loading inquiries…</Typography>
      ) : (inquiries.data ?? []).length === 0 ? (
        <EmptyState
          icon={<MailOutlineRounded />}
          title="No inquiries yet"
          description="Add a contact form block to a custom page (catering, events) and messages will appear here."
        />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {shown.length === 0 && (
            <Typography color="text.secondary">No inquiry matches "{search}".</Typography>
          )}
          {shown.map((inquiry) => (
            <Box
              component="li"
              key={inquiry.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Typography sx={{ fontWeight: 700 }}>{inquiry.name}</Typography>
                <Chip size="small" label={INQUIRY_TOPIC_LABELS[inquiry.topic]} />
                <Typography variant="body2" color="text.secondary">
                  {new Date(inquiry.createdIsoDateTimeUtc).toLocaleString()}
                </Typography>
                {inquiry.emailStatus !== 'sent' && (
                  <Chip size="small" color="warning" label={`Email ${inquiry.emailStatus}`} />
                )}
              </Box>
              <Typography variant="body2">
                <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
                {inquiry.phone ? ` · ${inquiry.phone}` : ''}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{inquiry.message}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {(inquiries.data?.length ?? 0) >= count && (
        <Button sx={{ mt: 2 }} onClick={() => setCount((current) => current + PAGE)}>
          Show more
        </Button>
      )}
    </Card>
  );
}
