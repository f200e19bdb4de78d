import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaintenanceStatusTag } from './maintenance-status-tag';
import { STATUS_ORDER, STATUS_TEXT } from './maintenance-rules';

describe('MaintenanceStatusTag', () => {
  it('colours each status its own way, white text on a solid tag', () => {
    render(
      <>
        {STATUS_ORDER.map((status) => (
          <MaintenanceStatusTag key={status} status={status} />
        ))}
      </>,
    );
    const backgrounds = STATUS_ORDER.map((status) => {
      const tag = screen.getByText(STATUS_TEXT[status]).closest<HTMLElement>('.ant-tag');
      expect(tag).not.toBeNull();
      return tag!.style.backgroundColor;
    });
    expect(backgrounds.every((colour) => colour !== '')).toBe(true);
    expect(new Set(backgrounds).size).toBe(STATUS_ORDER.length);
  });
});
