import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/ApiError';
import { ImageUpload } from '../../src/images/ImageUpload';
import type { ImageUploader } from '../../src/images/uploadImage';
import { renderWithProviders } from '../support/renderWithProviders';

const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function file(bytes: BlobPart, name: string, type: string): File {
  return new File([bytes], name, { type });
}

function renderUpload(upload: ImageUploader, onChange = vi.fn()) {
  renderWithProviders(
    <ImageUpload restaurantId="r1" label="Logo" aspectRatio="square" onChange={onChange} upload={upload} />,
  );
  // `applyAccept: false`: a person can pick any file from "All files"; the control must still cope.
  const user = userEvent.setup({ applyAccept: false });
  return { onChange, user, input: screen.getByLabelText('Choose a file for Logo') };
}

afterEach(() => vi.unstubAllGlobals());

describe('ImageUpload', () => {
  it('states the rules up front', () => {
    renderUpload(vi.fn());
    expect(
      screen.getByText(/PNG, GIF or JPG, up to 5 MB\. Shown cropped to a square \(1:1\)\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Choose a picture/ })).toBeInTheDocument();
  });

  it('fits a small frame (a favicon) with one word, keeping the full invitation for screen readers', () => {
    renderWithProviders(
      <ImageUpload
        restaurantId="r1"
        label="Favicon"
        aspectRatio="square"
        previewWidth={96}
        onChange={vi.fn()}
      />,
    );
    const choose = screen.getByRole('button', { name: 'Choose a picture, or drop it here' });
    expect(choose).toHaveTextContent(/^Choose$/);
    expect(screen.queryByText('or drop it here')).not.toBeInTheDocument();
  });

  it('refuses a text file renamed to .png before sending anything', async () => {
    const upload = vi.fn<ImageUploader>();
    const { user, input, onChange } = renderUpload(upload);
    await user.upload(input, file('just text', 'photo.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a PNG, GIF or JPG image. Choose a picture saved in one of those formats.',
    );
    expect(upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB in words', async () => {
    const upload = vi.fn<ImageUploader>();
    const { user, input } = renderUpload(upload);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG_BYTES);
    await user.upload(input, file(big, 'huge.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This image is 6 MB; images can be at most 5 MB. Save it smaller and try again.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a real image with progress and answers the stored image', async () => {
    let finish: (value: { id: string; path: string }) => void = () => undefined;
    const upload = vi.fn<ImageUploader>(
      ({ onProgress }) =>
        new Promise((resolve) => {
          onProgress?.(0.4);
          finish = resolve;
        }),
    );
    const { user, input, onChange } = renderUpload(upload);
    await user.upload(input, file(PNG_BYTES, 'logo.png', 'image/png'));
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading… 40%');
    expect(upload).toHaveBeenCalledWith(
      expect.objectContaining({ restaurantId: 'r1', aspectRatio: 'square' }),
    );
    finish({ id: 'img1', path: 'images/r1/img1' });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ id: 'img1', path: 'images/r1/img1' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in words", async () => {
    const upload = vi.fn<ImageUploader>(async () => {
      throw new ApiError({ status: 403, message: 'Only staff of this restaurant can upload its images.' });
    });
    const { user, input, onChange } = renderUpload(upload);
    await user.upload(input, file(PNG_BYTES, 'logo.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only staff of this restaurant can upload its images.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the current image with replace and remove', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ImageUpload
        restaurantId="r1"
        label="Logo"
        value={{ id: 'img1', path: 'images/r1/img1' }}
        onChange={onChange}
        upload={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/api/images/r1/img1?w=400');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
    expect(screen.getByRole('button', { name: 'Replace' })).toBeInTheDocument();
  });
});
