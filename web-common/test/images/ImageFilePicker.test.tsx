import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageFilePicker } from '../../src/images/ImageFilePicker';
import { renderWithProviders } from '../support/renderWithProviders';

const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('ImageFilePicker', () => {
  it('keeps a real picture for later and refuses a renamed text file in words', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ImageFilePicker label="Logo" value={undefined} onChange={onChange} aspectRatio="square" />,
    );
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Choose a file for Logo');

    await user.upload(input, new File(['not a picture'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a PNG, GIF or JPG image.');
    expect(onChange).not.toHaveBeenCalled();

    const logo = new File([PNG_BYTES], 'logo.png', { type: 'image/png' });
    await user.upload(input, logo);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(logo));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
