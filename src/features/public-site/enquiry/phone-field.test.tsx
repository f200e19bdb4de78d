import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { INITIAL_PHONE, type PhoneValue } from './enquiry-rules';
import { PhoneField } from './phone-field';
import { INVALID_PHONE_TEXT } from './phone-rules';

// The country picker's code arrives when this test says so: the swap from the plain input
// to the picker's then happens at a moment of the test's choosing, mid-typing.
const pickerCode = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('./phone-picker', async (importOriginal) => {
  await pickerCode.arrived;
  return importOriginal();
});

function TwoPhones() {
  const [a, setA] = useState<PhoneValue>(INITIAL_PHONE);
  const [b, setB] = useState<PhoneValue>(INITIAL_PHONE);
  return (
    <form>
      <PhoneField id="phone-a" name="a" label="Mobile Number" value={a} onChange={setA} />
      <PhoneField id="phone-b" name="b" label="Other Number" value={b} onChange={setB} />
    </form>
  );
}

describe('PhoneField: the swap to the country picker keeps what was typed, focus and the caret', () => {
  it('moves focus and the caret to the picker, only for the field that had them', async () => {
    const user = userEvent.setup();
    render(<TwoPhones />);
    const plain = screen.getByLabelText('Mobile Number');
    expect(screen.queryByRole('button', { name: /Kenya/ })).not.toBeInTheDocument();

    await user.click(plain);
    await user.keyboard('{End}0712');
    expect(plain).toHaveValue('+254 712');
    // The caret between the 1 and the 2: '+254 71|2'.
    (plain as HTMLInputElement).setSelectionRange(7, 7);

    pickerCode.arrive();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Kenya/ })).toHaveLength(2));
    const picker = screen.getByLabelText('Mobile Number') as HTMLInputElement;
    expect(picker).not.toBe(plain);
    expect(picker).toHaveValue('+254 712');
    expect(picker).toHaveFocus();
    // After the picker's own move of the caret to the end on focus.
    await waitFor(() => expect([picker.selectionStart, picker.selectionEnd]).toEqual([7, 7]));
    // Not left: no complaint about the number yet.
    expect(screen.queryByText(INVALID_PHONE_TEXT)).not.toBeInTheDocument();
    // The other field's picker took nothing.
    expect(screen.getByLabelText('Other Number')).not.toHaveFocus();

    // Typing goes on where the caret was.
    await user.keyboard('3');
    expect(picker).toHaveValue('+254 713 2');
  });
});
