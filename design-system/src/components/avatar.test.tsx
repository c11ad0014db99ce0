import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../testing/render';
import { Avatar, initialsOf } from './avatar';
import { Rating } from './rating';

describe('initialsOf', () => {
  it.each([
    ['Moussa Traoré', 'MT'],
    ['Aïssata  Bintou Diallo', 'AD'],
    ['admin@ecole.ml', 'A'],
    ['عبد الرحمن كوليبالي', 'عك'],
    ['', ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('Avatar and Rating', () => {
  it('are decorative beside a name, or one labelled image', () => {
    renderUi(
      <>
        <Avatar name="Moussa Traoré" />
        <Avatar name="Aïssata Diallo" labelled />
        <Rating value={4} label="4 étoiles sur 5" />
      </>,
    );
    expect(screen.getAllByRole('img').map((el) => el.getAttribute('aria-label'))).toEqual([
      'Aïssata Diallo',
      '4 étoiles sur 5',
    ]);
    expect(document.querySelectorAll('svg[data-empty]')).toHaveLength(1);
  });
});
