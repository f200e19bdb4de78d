import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useImperativeHandle } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HumanCheck } from './human-check';

// With a site key configured, the form uses react-google-recaptcha (Google's script is
// not reachable in tests: a stand-in with the same props and `reset()` takes its place).
vi.mock(import('../../../config/env'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, config: { ...actual.config, recaptchaSiteKey: 'site-key-123' } };
});

const reset = vi.fn();
vi.mock('react-google-recaptcha', () => ({
  default: forwardRef(function FakeReCaptcha(
    props: { sitekey: string; onChange: (token: string | null) => void; onExpired: () => void },
    ref,
  ) {
    useImperativeHandle(ref, () => ({ reset }));
    return (
      <div data-sitekey={props.sitekey}>
        <button type="button" onClick={() => props.onChange('token-abc')}>
          Solve captcha
        </button>
        <button type="button" onClick={props.onExpired}>
          Expire captcha
        </button>
      </div>
    );
  }),
}));

describe('HumanCheck with a reCAPTCHA site key', () => {
  it('renders reCAPTCHA with the key, reports its token as a boolean and resets it after a send', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<HumanCheck verified={false} onChange={onChange} resetSignal={0} />);
    const solve = await screen.findByRole('button', { name: 'Solve captcha' });
    expect(solve.parentElement).toHaveAttribute('data-sitekey', 'site-key-123');
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).not.toBeInTheDocument();

    await userEvent.click(solve);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Expire captcha' }));
    expect(onChange).toHaveBeenLastCalledWith(false);

    expect(reset).not.toHaveBeenCalled();
    rerender(<HumanCheck verified onChange={onChange} resetSignal={1} />);
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
