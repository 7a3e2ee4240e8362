import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProblemAlert } from '../src/feedback/ProblemAlert';

describe('ProblemAlert', () => {
  it('titles a browser-side failure with the action that failed, keeping its own words', () => {
    render(
      <ProblemAlert
        error={new Error('Counter did not print: it is out of paper.')}
        title="Test print failed"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Test print failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Counter did not print: it is out of paper.');
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
