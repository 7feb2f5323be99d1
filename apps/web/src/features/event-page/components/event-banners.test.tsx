import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { InRouter } from '../../../test/render.tsx';
import { EventBanners } from './event-banners.tsx';

const renderBanner = (canceledBy: 'uploader' | 'admin' | null) =>
  render(
    <InRouter>
      <EventBanners event={{ canceled: true, canceledBy, future: true, date: '2030-07-03' }} />
    </InRouter>,
  );

describe('canceled banner', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('el');
  });
  afterEach(cleanup);

  it('says the team canceled it when an admin did, never quoting the venue', () => {
    renderBanner('admin');
    const text = screen.getByTestId('canceled-banner').textContent ?? '';
    expect(text).toContain('Η ομάδα των Γλεντιών ακύρωσε αυτό το γλέντι');
    expect(text).not.toContain('μαγαζί');
  });

  it('speaks of the uploader when the uploader canceled it', () => {
    renderBanner('uploader');
    const text = screen.getByTestId('canceled-banner').textContent ?? '';
    expect(text).toContain('Όποιος το ανέβασε');
    expect(text).not.toContain('Σύμφωνα με το μαγαζί');
  });
});
