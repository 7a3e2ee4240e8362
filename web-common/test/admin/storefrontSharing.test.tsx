import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { counterPosterSvg, downloadName, qrCodeSvg } from '../../../web-admin/src/features/sharing/qrPoster';
import { StorefrontLinkCard } from '../../../web-admin/src/features/sharing/StorefrontLinkCard';
import { TeamAppAddresses } from '../../../web-admin/src/features/sharing/TeamAppAddresses';
import { storefrontUrl } from '../../src/stores/storefrontAddress';
import { renderWithProviders } from '../support/renderWithProviders';

afterEach(() => vi.unstubAllGlobals());

describe('storefront address', () => {
  it("is the customer site's store home, with ids escaped", () => {
    expect(storefrontUrl('r1', 'bondi', 'https://order.example.com')).toBe(
      'https://order.example.com/restaurants/r1/stores/bondi/',
    );
    expect(storefrontUrl('r 1', 's/2', 'https://o.example')).toBe(
      'https://o.example/restaurants/r%201/stores/s%2F2/',
    );
  });
});

describe('StorefrontLinkCard', () => {
  it('shows the address, previews it as a customer, copies it and shows its QR code', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(
      <StorefrontLinkCard restaurantId="r1" storeId="bondi" storeName="Bondi" restaurantName="Bella Vista" />,
    );
    const url = storefrontUrl('r1', 'bondi');
    expect(screen.getByRole('link', { name: /bondi storefront address/i })).toHaveAttribute('href', url);
    expect(screen.getByRole('link', { name: /preview as customer/i })).toHaveAttribute('href', url);
    expect(screen.getByRole('link', { name: /preview as customer/i })).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: /copy link/i }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText(/store link copied/i)).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: `QR code for ${url}` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await waitFor(() => expect(screen.getByRole('button', { name: /qr code/i })).toBeEnabled());
  });

  it('says how to copy by hand when the clipboard is refused', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(
      <StorefrontLinkCard restaurantId="r1" storeId="bondi" storeName="Bondi" restaurantName="Bella Vista" />,
    );
    await userEvent.click(screen.getByRole('button', { name: /copy link/i }));
    expect(await screen.findByText(/couldn't reach the clipboard/i)).toBeInTheDocument();
  });
});

describe('QR code and counter poster', () => {
  it('draws a QR code as SVG', async () => {
    const svg = await qrCodeSvg('http://127.0.0.1:5005/restaurants/r1/stores/bondi/');
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).toContain('<path');
  });

  it('prints the names (escaped), the call to scan and the address on an A4 poster', async () => {
    const poster = await counterPosterSvg({
      restaurantName: 'Tom & Jerry’s <Pizza>',
      storeName: 'Bondi',
      url: 'https://order.example.com/restaurants/r1/stores/bondi/',
    });
    expect(poster).toContain('viewBox="0 0 210 297"');
    expect(poster).toContain('Tom &amp; Jerry’s &lt;Pizza&gt;');
    expect(poster).toContain('Scan to order online');
    expect(poster).toContain('order.example.com/restaurants/r1/stores/bondi<');
    expect(poster).toContain('<svg x="35" y="92" width="140" height="140"');
  });

  it('names downloads after the store', () => {
    expect(downloadName('Bella Vista — Bondi Beach!', 'qr-code')).toBe('bella-vista-bondi-beach-qr-code.svg');
    expect(downloadName('??', 'counter-poster')).toBe('store-counter-poster.svg');
  });
});

describe('TeamAppAddresses', () => {
  it('gives the staff app and the kitchen display pairing page', () => {
    renderWithProviders(<TeamAppAddresses />);
    expect(screen.getByRole('link', { name: 'http://127.0.0.1:5006/' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://127.0.0.1:5007/auth/login' })).toBeInTheDocument();
  });
});
