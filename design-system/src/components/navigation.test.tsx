import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { SegmentedControl } from './segmented-control';
import { SideNav } from './side-nav';
import { Testimonial } from './testimonial';

describe('SegmentedControl', () => {
  it('presses exactly one option and names short labels in their own language', async () => {
    function Switcher() {
      const [value, setValue] = useState<'fr' | 'ar'>('fr');
      return (
        <SegmentedControl
          label="Langue"
          value={value}
          onChange={setValue}
          options={[
            { value: 'fr', label: 'FR', name: 'Français', lang: 'fr' },
            { value: 'ar', label: 'ع', name: 'العربية', lang: 'ar' },
          ]}
        />
      );
    }
    const { user } = renderUi(<Switcher />);
    expect(screen.getByRole('group', { name: 'Langue' })).toBeTruthy();
    const arabic = screen.getByRole('button', { name: 'ع العربية' });
    expect(arabic.getAttribute('lang')).toBe('ar');
    await user.click(arabic);
    expect(arabic.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'FR Français' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});

describe('SideNav', () => {
  it('is a named landmark that marks the current page and reports navigation', async () => {
    const onNavigate = vi.fn();
    const { user } = renderUi(
      <SideNav
        label="Administration"
        onNavigate={onNavigate}
        items={[
          { id: 'd', label: 'Dashboard', href: '/admin/dashboard', current: true },
          { id: 'c', label: 'Content', href: '/admin/content' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(screen.getByRole('link', { name: 'Content' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

describe('Testimonial', () => {
  it('quotes with a caption and one labelled rating', () => {
    renderUi(
      <Testimonial
        quote="Excellent"
        name="Aminata Coulibaly"
        personRole="Parent"
        rating={5}
        ratingLabel="5 étoiles sur 5"
      />,
    );
    expect(screen.getByRole('img', { name: '5 étoiles sur 5' })).toBeTruthy();
    expect(screen.getByRole('figure').querySelector('blockquote')?.textContent).toBe('Excellent');
    expect(screen.getByRole('figure').querySelector('figcaption')?.textContent).toContain(
      'Aminata Coulibaly',
    );
  });
});
