import { createContactFormControl } from './contact-form-control';

describe('the contact form control', () => {
  it('keeps the errors of a send made before anyone subscribed, for the first look', async () => {
    // The form re-renders with the control, the visitor sends, and React subscribes only when its
    // effects run: the errors published in between are what it must read then.
    const control = createContactFormControl();
    await control.handleSubmit(() => undefined)();
    expect(Object.keys(control.getState().errors).sort()).toEqual([
      'email',
      'message',
      'name',
      'phone',
      'subject',
    ]);
  });

  it('tells each subscriber of a change until it unsubscribes, with a new state each time', async () => {
    const control = createContactFormControl();
    const before = control.getState();
    const seen: number[] = [];
    const stop = control.subscribe(() => seen.push(Object.keys(control.getState().errors).length));
    await control.handleSubmit(() => undefined)();
    expect(seen.at(-1)).toBe(5);
    expect(control.getState()).not.toBe(before);
    const kept: number[] = [];
    control.subscribe(() => kept.push(1));
    stop();
    const count = seen.length;
    await control.handleSubmit(() => undefined)();
    expect(kept.length).toBeGreaterThan(0);
    expect(seen).toHaveLength(count);
  });
});
