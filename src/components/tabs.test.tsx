import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { key: 'a', label: 'Alpha', panel: <p>First panel</p> },
  { key: 'b', label: 'Beta', panel: <p>Second panel</p> },
  { key: 'c', label: 'Gamma', panel: <p>Third panel</p> },
] as const;

describe('Tabs (horizontal, uncontrolled)', () => {
  it('ties each tab to its panel, shows the open one, and moves with the side arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Letters" items={items} />);
    const list = screen.getByRole('tablist', { name: 'Letters' });
    expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    expect(alpha).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Alpha' });
    expect(alpha).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('First panel');
    expect(screen.queryByText('Second panel')).not.toBeVisible();

    await user.click(alpha);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Gamma' })).toHaveTextContent('Third panel');
    // Up and Down belong to a vertical list only.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('tabindex', '-1');
  });
});
