import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../testing/render';
import { Button } from './button';
import { ButtonLink } from './button-link';

describe('Button', () => {
  it('is a plain button that does not submit by accident', () => {
    renderUi(<Button>Envoyer</Button>);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveProperty('type', 'button');
  });

  it('shows its loading label, is busy and disabled while loading', () => {
    renderUi(
      <Button type="submit" loading loadingLabel="Sending...">
        Send
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // The idle label stays in the layout (hidden) so the width does not change.
    expect(screen.getByText('Send').closest('[data-hidden]')).not.toBeNull();
    expect(screen.getByText('Sending...').closest('[data-hidden]')).toBeNull();
  });
});

describe('ButtonLink', () => {
  it('renders an anchor, or the component given in `as` with its props', () => {
    function FakeRouterLink({
      to,
      children,
      ...rest
    }: { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
      return (
        <a href={`#router${to}`} {...rest}>
          {children}
        </a>
      );
    }
    renderUi(
      <>
        <ButtonLink href="/contact">Contact</ButtonLink>
        <ButtonLink as={FakeRouterLink} to="/about">
          About
        </ButtonLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('#router/about');
  });
});
