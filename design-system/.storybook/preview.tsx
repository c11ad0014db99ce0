import type { Decorator, Preview } from '@storybook/react';
import { StoryFrame, type FrameGlobals } from './story-frame';

const withFrame: Decorator = (Story, context) => {
  const globals = context.globals as Partial<FrameGlobals>;
  return (
    <StoryFrame
      theme={globals.theme ?? 'light'}
      direction={globals.direction ?? 'ltr'}
      locale={globals.locale ?? 'fr'}
    >
      <Story />
    </StoryFrame>
  );
};

/** axe rules that judge a whole page, not a component shown alone. */
export const pageLevelAxeRules = ['region', 'landmark-one-main', 'page-has-heading-one'];

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withFrame],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Writing direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language (selects the fonts)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'fr', title: 'Français' },
          { value: 'ar', title: 'العربية' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr', locale: 'fr' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: {
      test: 'error',
      config: { rules: pageLevelAxeRules.map((id) => ({ id, enabled: false })) },
    },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Layout',
          'Components',
          'Forms',
          'Overlays',
          'Imagery',
        ],
      },
    },
  },
};

export default preview;
