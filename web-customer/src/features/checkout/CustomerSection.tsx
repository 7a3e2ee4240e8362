import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CountryCode, marketingConsentWording } from '@resto/domain';
import type { FieldProblems } from '@resto/web-common';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CheckoutSection } from './CheckoutSection';
import { type CustomerDraft, mobileHelper } from './checkoutDraft';

/** Name, mobile (E.164, with a local-number helper), email and marketing consent (on by default). */
export function CustomerSection({
  customer,
  country,
  onChange,
  onBlur,
  problems,
  signedInAs,
  loginPath,
  restaurantName,
  children,
}: {
  customer: CustomerDraft;
  country: CountryCode;
  onChange: (customer: CustomerDraft) => void;
  onBlur: (field: keyof CustomerDraft) => void;
  problems: FieldProblems;
  /** The signed-in customer's phone or email; undefined for guests. */
  signedInAs: string | undefined;
  loginPath: string;
  restaurantName: string;
  /** More fields at the end of the section (order notes). */
  children?: ReactNode;
}) {
  const set = (change: Partial<CustomerDraft>) => onChange({ ...customer, ...change });
  return (
    <CheckoutSection id="checkout-customer" title="Your details">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {signedInAs ? (
          `Signed in as ${signedInAs}.`
        ) : (
          <>
            Ordering as a guest.{' '}
            <Link component={RouterLink} to={loginPath} underline="always">
              Sign in
            </Link>{' '}
            to fill these in for you and see your orders later.
          </>
        )}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Name"
          autoComplete="name"
          value={customer.name}
          onChange={(event) => set({ name: event.target.value })}
          onBlur={() => onBlur('name')}
          error={Boolean(problems.name)}
          helperText={problems.name}
          required
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          label="Mobile"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={customer.mobile}
          onChange={(event) => set({ mobile: event.target.value })}
          onBlur={() => onBlur('mobile')}
          error={Boolean(problems.mobile)}
          helperText={problems.mobile ?? mobileHelper(customer.mobile, country)}
          required
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={customer.email}
          onChange={(event) => set({ email: event.target.value })}
          onBlur={() => onBlur('email')}
          error={Boolean(problems.email)}
          helperText={problems.email ?? 'Your receipt goes here.'}
          required
        />
      </Box>
      <FormControlLabel
        sx={{ mt: 1.5, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
        control={
          <Checkbox
            checked={customer.marketingConsent}
            onChange={(event) => set({ marketingConsent: event.target.checked })}
          />
        }
        label={marketingConsentWording(restaurantName)}
      />
      {children}
    </CheckoutSection>
  );
}
