import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function Field({ name, label, rows }: { name: string; label: string; rows?: number }) {
  const [value, setValue] = useState('');
  return <TextField id={name} name={name} label={label} rows={rows} value={value} onChange={setValue} />;
}

/** The enquiry fields' limits (product rules, 'Long input'): typing or pasting past one keeps what fits and says so. */
describe('TextField', () => {
  it('keeps what fits of a long paste and says so; typing below the limit again clears it', async () => {
    const user = userEvent.setup();
    render(<Field name="fullName" label="Full Name" />);
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveAttribute('maxlength', '200');
    await user.click(name);
    await user.paste('A'.repeat(201));
    expect(name).toHaveValue('A'.repeat(200));
    expect(screen.getByText('Full Name must be at most 200 characters.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Backspace}');
    expect(screen.queryByText('Full Name must be at most 200 characters.')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('says so at once when a character is typed into a full field, and not when one replaces a selection', async () => {
    const user = userEvent.setup();
    render(<Field name="fullName" label="Full Name" />);
    const name = screen.getByLabelText('Full Name');
    await user.click(name);
    await user.paste('A'.repeat(199));
    await user.keyboard('B');
    expect(screen.queryByText('Full Name must be at most 200 characters.')).not.toBeInTheDocument();
    await user.keyboard('C');
    expect(name).toHaveValue(`${'A'.repeat(199)}B`);
    expect(screen.getByText('Full Name must be at most 200 characters.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Full Name must be at most 200 characters.');
    (name as HTMLInputElement).setSelectionRange(199, 200);
    await user.keyboard('D');
    expect(name).toHaveValue(`${'A'.repeat(199)}D`);
    expect(screen.queryByText('Full Name must be at most 200 characters.')).not.toBeInTheDocument();
  });

  it('counts a message against its limit', async () => {
    const user = userEvent.setup();
    render(<Field name="message" label="Message" rows={3} />);
    expect(screen.getByText('0 / 5,000')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    expect(screen.getByText('5 / 5,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('5 / 5,000');
  });
});
