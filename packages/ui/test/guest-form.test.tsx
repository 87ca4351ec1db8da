// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestForm } from '../src/guest/GuestForm';
import { useGuestForm } from '../src/guest/useGuestForm';
import { normalizeCardNumber } from '@pms/contracts/rules/guest';
import type { GuestValues } from '../src/guest/validation';

afterEach(cleanup);

function Booking({ requireCard, onSubmit }: { requireCard: boolean; onSubmit: (v: GuestValues) => void }) {
  // An update keeps the card on file (expiring 12/28) unless a new one is typed.
  const guest = useGuestForm({ today: '2026-03-01', onFile: requireCard ? undefined : { expiry: '12/28' } });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (guest.validate()) onSubmit({ ...guest.values, credit_card_num: normalizeCardNumber(guest.values.credit_card_num) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <GuestForm {...guest.formProps} />
      <button type="submit">Submit</button>
      <button type="button" onClick={() => guest.setServerErrors({ email: 'is already used by another guest', other: 'x' })}>
        Server says
      </button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const messageOf = (label: string): string | null => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby');
  return ids ? ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : null;
};

describe('GuestForm', () => {
  it('labels every field of the spec', () => {
    render(<Booking requireCard onSubmit={() => {}} />);
    for (const label of ['First Name', 'Last Name', 'Phone', 'Email', 'Address', 'City', 'State', 'ZIP', 'Card Number', 'Expiry', 'CVC', 'Comments']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    }
  });

  it('submitting empty shows the spec messages under each field, linked by aria-describedby', () => {
    const onSubmit = vi.fn();
    render(<Booking requireCard onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(messageOf('First Name *')).toBe('*Please enter your firstname.');
    expect(messageOf('Last Name *')).toBe('*Please enter your lastname.');
    expect(messageOf('Phone *')).toBe('*Please enter your mobile no.');
    expect(messageOf('Email *')).toBe('*Please enter your email-ID.');
    expect(messageOf('Card Number *')).toBe('*Please enter credit card no.');
    expect(messageOf('Expiry *')).toBe('*Please enter expiration date.');
    expect(messageOf('City')).toBeNull();
    expect(screen.getByLabelText('First Name *').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBeNull();
    // Focus goes to the first field to fix.
    expect(document.activeElement).toBe(screen.getByLabelText('First Name *'));
  });

  it('keeps what was typed, and the messages follow the edits after a submit', () => {
    render(<Booking requireCard onSubmit={() => {}} />);
    type('First Name *', 'John3');
    type('Email *', 'john@');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText<HTMLInputElement>('First Name *').value).toBe('John3');
    expect(screen.getByLabelText<HTMLInputElement>('Email *').value).toBe('john@');
    expect(messageOf('First Name *')).toBe('*Please enter alphabet characters only.');
    expect(messageOf('Email *')).toBe('*Please enter valid email-ID.');
    type('First Name *', 'John');
    expect(messageOf('First Name *')).toBeNull();
    expect(messageOf('Email *')).toBe('*Please enter valid email-ID.');
  });

  it('required fields are aria-required, never natively required (the browser bubble would hide the spec messages)', () => {
    render(<Booking requireCard onSubmit={() => {}} />);
    const first = screen.getByLabelText('First Name *');
    expect(first.getAttribute('aria-required')).toBe('true');
    expect(first.hasAttribute('required')).toBe(false);
    expect(screen.getByLabelText('Email *').getAttribute('type')).toBe('text');
  });

  it('no messages before the first submit', () => {
    render(<Booking requireCard onSubmit={() => {}} />);
    type('Email *', 'not-an-email');
    expect(messageOf('Email *')).toBeNull();
  });

  it('masks the phone as it is typed and pasted', () => {
    render(<Booking requireCard onSubmit={() => {}} />);
    type('Phone *', '5551');
    expect(screen.getByLabelText<HTMLInputElement>('Phone *').value).toBe('555-1');
    type('Phone *', '(555) 123-4567 ext');
    expect(screen.getByLabelText<HTMLInputElement>('Phone *').value).toBe('555-123-4567');
  });

  it('submits a valid guest with the card digits only', () => {
    const onSubmit = vi.fn();
    render(<Booking requireCard onSubmit={onSubmit} />);
    type('First Name *', 'Mary Ann');
    type('Last Name *', 'Smith');
    type('Phone *', '5551234567');
    type('Email *', 'mary@example.com');
    type('Card Number *', '4111 1111 1111 1111');
    type('Expiry *', '12/28');
    type('Comments', 'Late arrival');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      first_name: 'Mary Ann',
      phone: '555-123-4567',
      credit_card_num: '4111111111111111',
      cc_expiration: '12/28',
      comments: 'Late arrival',
    });
  });

  it('an update form does not require the card', () => {
    const onSubmit = vi.fn();
    render(<Booking requireCard={false} onSubmit={onSubmit} />);
    type('First Name *', 'Mary');
    type('Last Name *', 'Smith');
    type('Phone *', '555-123-4567');
    type('Email *', 'mary@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Card Number')).toBeTruthy();
  });

  it('refuses what the booking service refuses beyond §5: card checksum, expiry, lengths', () => {
    render(<Booking requireCard onSubmit={() => {}} />);
    type('Card Number *', '4111 1111 1111 1112');
    type('Expiry *', '02/26');
    type('City', 'x'.repeat(101));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(messageOf('Card Number *')).toBe('*Is not a valid card number');
    expect(messageOf('Expiry *')).toBe('*The card has expired');
    expect(messageOf('City')).toBe('*Must be at most 100 characters');
  });

  it("shows a server's field message until that field is edited", () => {
    render(<Booking requireCard onSubmit={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Server says' }));
    expect(messageOf('Email *')).toBe('*Is already used by another guest');
    type('First Name *', 'Mary');
    expect(messageOf('Email *')).toBe('*Is already used by another guest');
    type('Email *', 'mary@example.com');
    expect(messageOf('Email *')).toBeNull();
  });
});
