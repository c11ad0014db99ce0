import type { UserEvent } from '@school/design-system/testing';

/**
 * Puts `text` in a text box as a person replacing what it holds does: empties it (focus, select
 * all, delete), then pastes `text` as one input. Typing (`user.type`) sends every character
 * through the keyboard and re-renders the screen at each one: keep it for a few characters, or
 * for what a test checks keystroke by keystroke.
 */
export async function fill(user: UserEvent, box: Element, text: string): Promise<void> {
  await user.clear(box);
  if (text) await user.paste(text);
}
