import GavelRounded from '@mui/icons-material/GavelRounded';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { contrastRatio, type GoogleReviewSettings, MIN_TEXT_CONTRAST, WHITE } from '@resto/domain';
import {
  storefrontUrl,
  storeSettingPath,
  useApi,
  useBusyAction,
  useNotify,
  useStoreSetting,
  useViewerAccess,
} from '@resto/web-common';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormSection } from '../../shared/FormSection';
import { restaurantPath } from '../../shared/paths';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';
import { qrCodeSvg } from '../sharing/qrPoster';
import { describeGoogleReviewSettings } from './reviewSettingsWords';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The add-on's on/off switch for this store (the `addOns` setting), above the settings form. */
function AddOnSwitch({
  restaurantId,
  storeId,
  storeName,
}: {
  restaurantId: string;
  storeId: string;
  storeName: string;
}) {
  const addOns = useStoreSetting(restaurantId, storeId, 'addOns');
  const { isAdmin } = useViewerAccess();
  const client = useApi();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const on = addOns.data?.googleReviews === true;
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography variant="h4" component="h2" sx={{ fontSize: '1.1rem' }}>
              Public reviews
            </Typography>
            {addOns.data && (
              <Chip size="small" color={on ? 'success' : 'default'} label={on ? 'On' : 'Off'} />
            )}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {!addOns.data
              ? 'Loading…'
              : on
                ? `Switched on for ${storeName}: review requests go out and the review prompts show where you chose below.`
                : `Switched off for ${storeName}: no review requests are sent. Customers can still rate an order from its page.`}
          </Typography>
        </Box>
        <Switch
          checked={on}
          disabled={!isAdmin || busy || !addOns.data}
          onChange={(event) =>
            void run(async () => {
              await client.put(storeSettingPath(restaurantId, storeId, 'addOns'), {
                ...addOns.data,
                googleReviews: event.target.checked,
              });
              notify(`Public reviews is switched ${event.target.checked ? 'on' : 'off'} for ${storeName}.`);
            })
          }
          slotProps={{ input: { 'aria-label': `Public reviews on for ${storeName}` } }}
        />
      </Stack>
    </Card>
  );
}

/** Why every customer sees both choices: what the owner needs to know before asking for reviews. */
function NoGatingNotice() {
  return (
    <Alert severity="info" icon={<GavelRounded />} sx={{ mb: 3 }}>
      <AlertTitle>Why every customer sees the same two choices</AlertTitle>
      Google&apos;s review policy forbids asking only happy customers for public reviews (&ldquo;review
      gating&rdquo;), and so do the US FTC&apos;s review rule and the ACCC&apos;s guidance in Australia. So
      after rating, <strong>every</strong> customer, happy or sad, is offered both &ldquo;Review us on
      Google&rdquo; and &ldquo;Tell us privately&rdquo;. Everyone who is asked is asked the same way, once per
      order, with no reward for a review. Businesses that gate reviews can have reviews removed or a warning
      shown on their Google profile.
    </Alert>
  );
}

function QrPreview({ url }: { url: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let live = true;
    void qrCodeSvg(url).then((text) => {
      if (live) setSvg(text);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        component="img"
        alt="QR code printed on receipts"
        src={svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : undefined}
        sx={{ width: 96, height: 96, flexShrink: 0, visibility: svg ? 'visible' : 'hidden' }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        &ldquo;Tell us how we did&rdquo; and this code print at the bottom of the receipt. Each receipt&apos;s
        code opens the review page for its own order (with a link nobody can guess), where the customer rates
        the order and gets both choices.
      </Typography>
    </Stack>
  );
}

function BannerPreview({ color, storeName }: { color: string; storeName: string }) {
  const ratio = HEX.test(color) ? contrastRatio(color, WHITE) : 0;
  const readable = ratio >= MIN_TEXT_CONTRAST;
  return (
    <Stack spacing={1}>
      <Box
        sx={{ bgcolor: HEX.test(color) ? color : 'grey.300', color: 'common.white', borderRadius: 2, p: 2 }}
      >
        <Typography variant="overline">{storeName}</Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }}>How was order #47?</Typography>
      </Box>
      {HEX.test(color) && (
        <Typography variant="body2" sx={{ color: readable ? 'success.main' : 'error.main' }}>
          Contrast with the white words: {ratio.toFixed(1)}:1{' '}
          {readable ? '(easy to read)' : `(needs ${MIN_TEXT_CONTRAST}:1)`}
        </Typography>
      )}
    </Stack>
  );
}

/** `/add-ons/google-review-settings`: the Google review link, where customers are asked, QR codes, banner, notifications. */
export default function GoogleReviewSettingsPage() {
  const context = useStoreContext();
  const form = useSettingsForm(
    context.restaurantId,
    context.storeId,
    'googleReview',
    'Saved. Review links, requests and receipts use the change straight away.',
  );
  const storeName = context.store?.name ?? 'this store';
  const reviewPageUrl = `${storefrontUrl(context.restaurantId, context.storeId)}customer-review?source=printedInvoice`;
  return (
    <SettingsScreen
      title="Public reviews settings"
      subtitle="Ask every customer how their order went; they rate it, then review you on Google or tell you privately."
      context={context}
      form={form}
      describe={describeGoogleReviewSettings}
      experienceTitle="What customers will see"
      notice={
        <>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
            <Button
              component={RouterLink}
              to={`${restaurantPath(context.restaurantId)}/customer-reviews?storeId=${encodeURIComponent(context.storeId)}`}
              startIcon={<ListAltRounded />}
            >
              See reviews
            </Button>
          </Stack>
          <AddOnSwitch restaurantId={context.restaurantId} storeId={context.storeId} storeName={storeName} />
          <NoGatingNotice />
        </>
      }
    >
      {(value, editable) => {
        const set = (change: Partial<GoogleReviewSettings>) =>
          form.update((current) => ({ ...current, ...change }));
        const switchRow = (
          label: string,
          checked: boolean,
          onChange: (checked: boolean) => void,
          disabled = false,
        ) => (
          <FormControlLabel
            control={
              <Switch
                checked={checked}
                disabled={!editable || disabled}
                onChange={(event) => onChange(event.target.checked)}
              />
            }
            label={label}
          />
        );
        return (
          <>
            <FormSection
              title="Google review link"
              description='In your Google Business Profile choose "Ask for reviews" (or "Get more reviews") and copy the link it gives.'
            >
              <TextField
                label="Review link"
                placeholder="https://g.page/r/…/review"
                value={value.link}
                disabled={!editable}
                onChange={(event) => set({ link: event.target.value })}
                error={Boolean(form.problems.link)}
                helperText={form.problems.link ?? 'Customers open it from "Review us on Google".'}
                slotProps={{ htmlInput: { inputMode: 'url' } }}
              />
            </FormSection>
            <FormSection
              title="Where customers are asked"
              description="A “Rate your order” prompt that leads to the review page."
            >
              <Stack spacing={0.5}>
                {switchRow(
                  'On the order page of the online ordering portal',
                  value.showReviewLink.onOnlineOrderingPortal,
                  (on) => set({ showReviewLink: { ...value.showReviewLink, onOnlineOrderingPortal: on } }),
                )}
                {switchRow('On your website', value.showReviewLink.onWebsite, (on) =>
                  set({ showReviewLink: { ...value.showReviewLink, onWebsite: on } }),
                )}
                {switchRow('In the emailed tax invoice', value.showReviewLink.onEmailTaxInvoice, (on) =>
                  set({ showReviewLink: { ...value.showReviewLink, onEmailTaxInvoice: on } }),
                )}
              </Stack>
            </FormSection>
            <FormSection title="QR codes on printed receipts">
              <Stack spacing={0.5}>
                {switchRow('Print a review QR code', value.enableQrCode, (on) => set({ enableQrCode: on }))}
                {switchRow(
                  'On order invoices',
                  value.printQrCode.onOrderInvoice,
                  (on) => set({ printQrCode: { ...value.printQrCode, onOrderInvoice: on } }),
                  !value.enableQrCode,
                )}
                {switchRow(
                  'On order tickets',
                  value.printQrCode.onOrderTicket,
                  (on) => set({ printQrCode: { ...value.printQrCode, onOrderTicket: on } }),
                  !value.enableQrCode,
                )}
              </Stack>
              {value.enableQrCode && <QrPreview url={reviewPageUrl} />}
            </FormSection>
            <FormSection
              title="Review requests after an order"
              description="Once per order, to every customer alike: when an online order is completed, or a while after a counter sale is paid or an order is accepted in a store without a complete step. Texts go only to customers who agreed to texts from you, and say how to stop them."
            >
              <Stack spacing={0.5}>
                {switchRow('Email a review request', value.reviewRequests.byEmail, (on) =>
                  set({ reviewRequests: { ...value.reviewRequests, byEmail: on } }),
                )}
                {switchRow(
                  'Text a review request (customers who agreed to texts only)',
                  value.reviewRequests.bySms,
                  (on) => set({ reviewRequests: { ...value.reviewRequests, bySms: on } }),
                )}
              </Stack>
            </FormSection>
            <FormSection
              title="Banner colour"
              description="The colour of the review page's banner, behind white words."
            >
              {switchRow('Use my own colour', value.enableCustomBannerColor, (on) =>
                set({ enableCustomBannerColor: on }),
              )}
              {value.enableCustomBannerColor && (
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={2}
                  sx={{ alignItems: { sm: 'flex-start' } }}
                >
                  <TextField
                    label="Colour"
                    value={value.bannerColor}
                    disabled={!editable}
                    onChange={(event) => set({ bannerColor: event.target.value })}
                    error={Boolean(form.problems.bannerColor)}
                    helperText={form.problems.bannerColor ?? 'Like #1a4d8f'}
                    sx={{ maxWidth: { sm: 220 } }}
                    slotProps={{
                      input: {
                        startAdornment: (
                          <Box
                            component="input"
                            type="color"
                            aria-label="Pick a colour"
                            value={HEX.test(value.bannerColor) ? value.bannerColor : '#000000'}
                            disabled={!editable}
                            onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                              set({ bannerColor: event.target.value })
                            }
                            sx={{
                              width: 32,
                              height: 32,
                              border: 0,
                              p: 0,
                              mr: 1,
                              bgcolor: 'transparent',
                              cursor: 'pointer',
                            }}
                          />
                        ),
                      },
                    }}
                  />
                  <Box sx={{ flex: 1 }}>
                    <BannerPreview color={value.bannerColor} storeName={storeName} />
                  </Box>
                </Stack>
              )}
            </FormSection>
            <FormSection title="Notifications">
              {switchRow(
                'Email me about new reviews and private messages',
                value.enableCustomerReviewNotifications,
                (on) => set({ enableCustomerReviewNotifications: on }),
              )}
              {value.enableCustomerReviewNotifications && (
                <TextField
                  label="Send them to"
                  type="email"
                  value={value.notificationEmail}
                  disabled={!editable}
                  onChange={(event) => set({ notificationEmail: event.target.value })}
                  error={Boolean(form.problems.notificationEmail)}
                  helperText={
                    form.problems.notificationEmail ?? "Leave empty to use the restaurant's contact email."
                  }
                />
              )}
            </FormSection>
          </>
        );
      }}
    </SettingsScreen>
  );
}
