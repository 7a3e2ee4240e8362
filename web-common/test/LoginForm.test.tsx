import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type LoginCredentials, LoginForm } from '../src/forms/LoginForm';

function setup(onSubmit = vi.fn(async (_credentials: LoginCredentials): Promise<void> => undefined)) {
  render(<LoginForm onSubmit={onSubmit} />);
  return {
    onSubmit,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('LoginForm', () => {
  it('asks for both fields in words when submitted empty, without calling onSubmit', async () => {
    const { onSubmit, submit } = setup();

    await userEvent.click(submit);

    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains a malformed email and clears the message once corrected', async () => {
    const { onSubmit, email, password, submit } = setup();

    await userEvent.type(email, 'chef@');
    await userEvent.type(password, 'secret-pass');
    await userEvent.click(submit);

    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(email, 'example.com');
    expect(screen.queryByText(/Enter a valid email address/)).not.toBeInTheDocument();
  });

  it('submits the trimmed email and the password', async () => {
    const { onSubmit, email, password, submit } = setup();

    await userEvent.type(email, '  chef@example.com ');
    await userEvent.type(password, 'secret-pass');
    await userEvent.click(submit);

    expect(onSubmit).toHaveBeenCalledWith({ email: 'chef@example.com', password: 'secret-pass' });
  });

  it('shows a busy button while signing in', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { email, password, submit } = setup(onSubmit);

    await userEvent.type(email, 'chef@example.com');
    await userEvent.type(password, 'secret-pass');
    await userEvent.click(submit);

    const busy = screen.getByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("translates Firebase's wrong-credentials error to 'Wrong email or password.'", async () => {
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
        code: 'auth/invalid-credential',
      });
    });
    const { email, password, submit } = setup(onSubmit);

    await userEvent.type(email, 'chef@example.com');
    await userEvent.type(password, 'wrong-pass');
    await userEvent.click(submit);

    expect(await screen.findByText('Wrong email or password.')).toBeInTheDocument();
    expect(screen.queryByText(/Firebase: Error/)).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { password } = setup();
    expect(password).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
