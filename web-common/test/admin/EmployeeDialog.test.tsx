import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmployeeDialog } from '../../../web-admin/src/features/employees/EmployeeDialog';
import {
  employeeChanges,
  employeeFormProblems,
} from '../../../web-admin/src/features/employees/employeeForm';
import type { Employee } from '../../src/data/employees';
import { renderWithProviders, stubApi } from '../support/renderWithProviders';

const BASE = '/api/employees/restaurants/r1/stores/bondi/employees';
const MIA: Employee = {
  id: 'e1',
  name: 'Mia Rossi',
  isAuthorised: false,
  active: true,
  createdIsoDateTimeUtc: '2026-01-05T00:00:00.000Z',
};

function renderDialog(employee?: Employee, onClose = vi.fn()) {
  renderWithProviders(
    <EmployeeDialog open employee={employee} restaurantId="r1" storeId="bondi" onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog');
  return {
    onClose,
    dialog,
    name: within(dialog).getByLabelText('Name'),
    pin: within(dialog).getByLabelText(employee ? 'New PIN' : 'PIN'),
    submit: within(dialog).getByRole('button', { name: employee ? 'Save changes' : 'Add employee' }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('employee form rules', () => {
  it("uses the domain's PIN and name rules, in words", () => {
    expect(employeeFormProblems({ name: '', pin: '', isAuthorised: false }, 'add')).toEqual({
      name: "Enter the employee's name.",
      pin: 'Choose a 4-digit PIN.',
    });
    expect(employeeFormProblems({ name: 'Mia 2', pin: '123', isAuthorised: false }, 'add')).toEqual({
      name: 'Name can only contain letters, spaces and hyphens.',
      pin: 'PIN must be exactly 4 digits.',
    });
    expect(employeeFormProblems({ name: 'Mia', pin: '', isAuthorised: false }, 'edit')).toEqual({
      name: undefined,
      pin: undefined,
    });
  });

  it('sends only what changed when editing', () => {
    expect(employeeChanges(MIA, { name: 'Mia Rossi', pin: '', isAuthorised: true })).toEqual({
      isAuthorised: true,
    });
    expect(employeeChanges(MIA, { name: ' Mia R ', pin: '4321', isAuthorised: false })).toEqual({
      name: 'Mia R',
      pin: '4321',
    });
  });
});

describe('EmployeeDialog', () => {
  it('keeps the PIN to digits, hidden until shown, and explains a short PIN once it is left', async () => {
    const { pin, name } = renderDialog();
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');

    await userEvent.type(pin, '1a2 b3');
    expect(pin).toHaveValue('123');
    expect(screen.queryByText('PIN must be exactly 4 digits.')).not.toBeInTheDocument();

    await userEvent.click(name);
    expect(screen.getByText('PIN must be exactly 4 digits.')).toBeInTheDocument();

    await userEvent.type(pin, '45');
    expect(pin).toHaveValue('1234');
    expect(screen.queryByText('PIN must be exactly 4 digits.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show PIN' }));
    expect(pin).toHaveAttribute('type', 'text');
  });

  it('says what is missing without calling the API, then adds the employee', async () => {
    const calls = stubApi(() => ({ status: 201, body: { id: 'e2' } }));
    const { dialog, name, pin, submit, onClose } = renderDialog();

    await userEvent.click(submit);
    expect(within(dialog).getByText("Enter the employee's name.")).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a 4-digit PIN.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(name, 'Luca Bianchi');
    await userEvent.type(pin, '2468');
    await userEvent.click(within(dialog).getByLabelText('Authorised for protected actions'));
    await userEvent.click(submit);

    expect(
      await screen.findByText('Luca Bianchi can now unlock the POS with their PIN.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', url: BASE, body: { name: 'Luca Bianchi', pin: '2468', isAuthorised: true } },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows a PIN another employee already uses beside the PIN, in the server's words", async () => {
    stubApi(() => ({
      status: 409,
      body: {
        title: 'PIN in use',
        message: 'Another employee of this store already uses this PIN. Choose a different PIN.',
      },
    }));
    const { dialog, name, pin, submit, onClose } = renderDialog();

    await userEvent.type(name, 'Luca');
    await userEvent.type(pin, '1111');
    await userEvent.click(submit);

    const message = await within(dialog).findByText(
      'Another employee of this store already uses this PIN. Choose a different PIN.',
    );
    expect(pin).toHaveAccessibleDescription(message.textContent ?? '');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the PIN when editing unless a new one is typed, and sends only the changes', async () => {
    const calls = stubApi(() => ({ status: 200, body: { employee: MIA } }));
    const { dialog, pin, submit } = renderDialog(MIA);
    expect(
      within(dialog).getByText('Leave empty to keep the current PIN, or type 4 digits to reset it.'),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await userEvent.type(pin, '9876');
    await userEvent.click(submit);

    expect(await screen.findByText("Mia Rossi's details and PIN were saved.")).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PUT', url: `${BASE}/e1`, body: { pin: '9876' } }]);
  });
});
