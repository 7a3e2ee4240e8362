import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from '../../src/forms/UnsavedChangesGuard';
import { createBrandTheme } from '../../src/theme/theme';
import { renderWithProviders } from '../support/renderWithProviders';

/** A one-field editor: `mode` picks how the guard learns about changes. */
function Editor({ mode, saving = false }: { mode: 'dirty' | 'draft'; saving?: boolean }) {
  const [saved, setSaved] = useState('Margherita');
  const [name, setName] = useState('Margherita');
  return (
    <form aria-label="Edit item">
      {mode === 'dirty' ? (
        <UnsavedChangesGuard dirty={name !== saved} saving={saving} />
      ) : (
        <UnsavedChangesGuard draft={{ name }} saving={saving} />
      )}
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={() => setSaved(name)}>
        Save
      </button>
      <Link to="/menu">Back to the menu</Link>
    </form>
  );
}

function renderEditor(mode: 'dirty' | 'draft' = 'dirty', saving = false) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor mode={mode} saving={saving} /> },
      { path: '/menu', element: <h1>Menu</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

function beforeUnloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('UnsavedChangesGuard', () => {
  it('lets the person leave a form without changes', async () => {
    const router = renderEditor();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the menu' }));
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/menu');
  });

  it('asks before leaving unsaved changes: Cancel stays with the changes, Discard leaves', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByLabelText('Name'), ' special');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(dialog).toHaveTextContent('not saved yet');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByLabelText('Name')).toHaveValue('Margherita special');

    await userEvent.click(screen.getByRole('link', { name: 'Back to the menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/menu');
  });

  it('stops asking once the changes are saved', async () => {
    renderEditor();
    await userEvent.type(screen.getByLabelText('Name'), ' special');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back to the menu' }));
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
  });

  it('compares a draft with what the form opened with, and lets the navigation after saving through', async () => {
    renderEditor('draft');
    const input = screen.getByLabelText('Name');
    await userEvent.type(input, 'X');
    await userEvent.type(input, '{Backspace}');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the menu' }));
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
  });

  it('does not hold the navigation that follows a save', async () => {
    renderEditor('draft', true);
    await userEvent.type(screen.getByLabelText('Name'), ' special');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the menu' }));
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
  });

  it('lets the browser warn before the tab closes only while there are unsaved changes', async () => {
    renderEditor();
    expect(beforeUnloadPrevented()).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), '!');
    expect(beforeUnloadPrevented()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('still warns before the tab closes under a router without navigation blocking', async () => {
    renderWithProviders(<Editor mode="dirty" />);
    await userEvent.type(screen.getByLabelText('Name'), '!');
    expect(beforeUnloadPrevented()).toBe(true);
  });
});
