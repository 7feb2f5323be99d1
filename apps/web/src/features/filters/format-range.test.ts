import { describe, expect, it } from 'vitest';
import { formatDateRange } from './format-range.ts';

describe('date range chip label', () => {
  const today = '2026-11-21';
  it('is short in Greek and English, without the year for the coming months', () => {
    expect(formatDateRange({ from: '2026-11-21', to: '2026-11-21' }, 'el-GR', today)).toBe('21 Νοε');
    expect(formatDateRange({ from: '2026-11-21', to: '2026-11-27' }, 'en-US', today)).toMatch(
      /^Nov 21\s–\s27$/,
    );
    expect(formatDateRange({ from: '2026-11-21', to: '2027-01-21' }, 'el-GR', today)).toBe('21 Νοε – 21 Ιαν');
  });
  it('shows years for ranges far from today', () => {
    expect(formatDateRange({ from: '2025-03-01', to: '2025-03-05' }, 'en-US', today)).toMatch(/2025/);
  });
});
