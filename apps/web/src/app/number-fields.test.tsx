import { NumberInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';

function Fee({ onValue }: { onValue: (value: number | string) => void }) {
  const [value, setValue] = useState<number | string>('');
  return (
    <NumberInput
      label="Appointment fee"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('number fields', () => {
  it('take the Bengali digits a Bengali keyboard types (১০০০ is 1000), not only ASCII ones', async () => {
    const seen: (number | string)[] = [];
    renderWithProviders(<Fee onValue={(v) => seen.push(v)} />);
    const field = screen.getByRole('textbox', { name: 'Appointment fee' });
    await userEvent.type(field, '১০০০');
    expect(field).toHaveValue('1000');
    expect(seen.at(-1)).toBe(1000);
    await userEvent.clear(field);
    await userEvent.type(field, '৭5০.৫');
    expect(field).toHaveValue('750.5');
  });
});
