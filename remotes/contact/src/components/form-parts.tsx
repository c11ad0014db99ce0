import { Button } from '@school/design-system';
import { Input } from '@school/design-system/forms';
import { SendIcon } from '@school/design-system/icons';
import { useEffect, useEffectEvent, type ComponentProps, type RefObject } from 'react';
import styled from 'styled-components';

/**
 * The parts the contact and pre-registration forms share: the grid (two columns from the small
 * breakpoint, `.wide` children across both), the robots' trap and the send button, and the
 * lead paragraph under a form's title, and what a form hydrated as an island does first.
 */
export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

// Out of sight and out of reach for people (off-screen, never focused, hidden from assistive
// technology, never autofilled); a robot filling every input fills it. Not display:none, which
// some robots skip.
const Trap = styled.div`
  position: absolute;
  inset-inline-start: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The honeypot: a text input only robots fill (its name and handlers come from the form). */
export function HoneypotField({ label, ...input }: { label: string } & ComponentProps<'input'>) {
  return (
    <Trap aria-hidden="true">
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...input} />
      </label>
    </Trap>
  );
}

/** The send button across the grid, its label saying when the form is on its way. */
export function SendRow({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="wide">
      <Button type="submit" size="lg" disabled={busy} iconStart={<SendIcon />}>
        {label}
      </Button>
    </div>
  );
}

/** A phone number: the phone keyboard, autofill, and digits left to right in Arabic too. */
export function PhoneInput(props: ComponentProps<typeof Input>) {
  return <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" {...props} />;
}

/** The muted paragraph between a form's title and its fields. */
export const FormLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * On a page of islands a form is hydrated at the visitor's first reach (a tap, a focus, a key),
 * which came before React could see it: a form hydrated with the focus already in it calls
 * `reached` once, as its own focus handler would have.
 */
export function useReachedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  reached: () => void,
): void {
  const reachedBefore = useEffectEvent(() => {
    if (form.current?.contains(document.activeElement)) reached();
  });
  useEffect(() => reachedBefore(), []);
}
