import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { Tabs } from './tabs';

const tabs = [
  { id: 'signin', label: 'Sign In', panel: <input aria-label="Email" /> },
  { id: 'disabled', label: 'Soon', panel: <p>Soon</p>, disabled: true },
  { id: 'signup', label: 'Sign Up', panel: <p>Create Account</p> },
];

describe('Tabs keyboard', () => {
  it('has one tab stop and moves with the arrows, skipping disabled tabs and wrapping', async () => {
    const onValueChange = vi.fn();
    const { user } = renderUi(<Tabs label="Account" tabs={tabs} onValueChange={onValueChange} />);
    const [signIn, , signUp] = screen.getAllByRole('tab');
    expect(signIn?.tabIndex).toBe(0);
    expect(signUp?.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Sign In' })).toBeTruthy();

    signIn?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(signUp);
    expect(signUp?.getAttribute('aria-selected')).toBe('true');
    expect(onValueChange).toHaveBeenLastCalledWith('signup');
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' }).textContent).toBe('Create Account');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(signIn);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(signUp);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(signIn);
  });

  it('follows the reading direction in Arabic: ArrowLeft is next', async () => {
    const { user } = renderUi(<Tabs label="الحساب" tabs={tabs} />, { dir: 'rtl' });
    const [signIn, , signUp] = screen.getAllByRole('tab');
    signIn?.focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(signUp);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(signIn);
  });

  it('keeps hidden panels mounted so typed text survives', async () => {
    const { user } = renderUi(<Tabs label="Account" tabs={tabs} />);
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'a@b.ml');
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('a@b.ml');
  });
});
