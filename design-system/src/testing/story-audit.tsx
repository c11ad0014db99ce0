import { composeStories } from '@storybook/react';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import type { FrameGlobals } from '../../.storybook/story-frame';
import { axeViolations } from './axe';

type StoryModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

/**
 * Renders every story of the library in each frame (theme, direction, locale), exactly as
 * Storybook's toolbar would, and fails on any axe violation.
 */
export function auditStories(frames: readonly FrameGlobals[]) {
  it('finds the stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(5);
  });
  describe.each(Object.entries(modules))('%s', (_file, module) => {
    describe.each(frames)('$theme $direction $locale', (globals) => {
      const stories = Object.entries<ComponentType>(
        composeStories(module, { ...preview, initialGlobals: { ...globals } }),
      );
      it.each(stories)('%s renders with no axe violation', async (_name, Story) => {
        render(<Story />);
        // Effects that open dialogs or start timers settle before the audit.
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
        expect(document.documentElement.dir).toBe(globals.direction);
        expect(document.documentElement.dataset.theme).toBe(globals.theme);
        expect(await axeViolations()).toEqual([]);
      });
    });
  });
}
