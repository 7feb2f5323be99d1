import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { Statistics } from './statistics.tsx';

describe("the home page's statistics", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
  });
  afterEach(cleanup);

  it('leaves out the people online when too few to show, never a 0 beside the reader', () => {
    render(<Statistics statistics={{ glentia: 40, users: 12, dailyUsers: 3, online: 0 }} />);
    expect(screen.queryByTestId('stat-online')).toBeNull();
    expect(screen.queryByText('Χρήστες online τώρα')).toBeNull();
    expect(screen.getAllByRole('definition')).toHaveLength(2);
    cleanup();
    render(<Statistics statistics={{ glentia: 40, users: 12, dailyUsers: 30, online: 7 }} />);
    expect(screen.getByTestId('stat-online').textContent).toBe('7');
  });
});
