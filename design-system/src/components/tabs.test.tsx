import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderThemed } from '../test/render';
import { Tabs } from './tabs';

const tabs = [
  { id: 'signin', label: 'Sign In', panel: <input aria-label="Email" /> },
  { id: 'disabled', label: 'Soon', panel: <p>Soon</p>, disabled: true },
  { id: 'signup', label: 'Sign Up', panel: <p>Create Account</p> },
];

describe('Tabs keyboard', () => {
  it('has one tab stop and moves with the arrows, skipping disabled tabs and wrapping', () => {
    const onValueChange = vi.fn();
    renderThemed(<Tabs label="Account" tabs={tabs} onValueChange={onValueChange} />);
    const [signIn, , signUp] = screen.getAllByRole('tab');
    expect(signIn?.tabIndex).toBe(0);
    expect(signUp?.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Sign In' })).toBeTruthy();

    signIn?.focus();
    fireEvent.keyDown(signIn as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(signUp);
    expect(signUp?.getAttribute('aria-selected')).toBe('true');
    expect(onValueChange).toHaveBeenLastCalledWith('signup');
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' }).textContent).toBe('Create Account');

    fireEvent.keyDown(signUp as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(signIn);
    fireEvent.keyDown(signIn as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(signUp);
    fireEvent.keyDown(signUp as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(signIn);
  });

  it('follows the reading direction in Arabic: ArrowLeft is next', () => {
    renderThemed(<Tabs label="الحساب" tabs={tabs} />, 'rtl');
    const [signIn, , signUp] = screen.getAllByRole('tab');
    signIn?.focus();
    fireEvent.keyDown(signIn as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(signUp);
    fireEvent.keyDown(signUp as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(signIn);
  });

  it('keeps hidden panels mounted so typed text survives', () => {
    renderThemed(<Tabs label="Account" tabs={tabs} />);
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'a@b.ml' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('a@b.ml');
  });
});
