import type { Meta, StoryObj } from '@storybook/react';
import { articleFallbackUrl } from '../imagery/artwork';
import { Picture } from './picture';

const meta = {
  title: 'Components/Picture',
  component: Picture,
  args: {
    image: { src: articleFallbackUrl, width: 1600, height: 900 },
    alt: '',
    style: { display: 'block', width: '100%', maxWidth: '40rem', height: 'auto' },
  },
  parameters: {
    docs: {
      description: {
        component: `An image at the widths and formats a screen needs: \`<source>\`s first (AVIF), then
the \`<img>\` with its \`srcset\`, \`sizes\`, \`width\` and \`height\`. Build \`image\` for an uploaded
image with \`responsiveImage\` from @school/shared (Storage's image transformations). Lazy by
default; \`priority\` for the page's largest paint only: loaded at once, with high priority, and
preloaded from the prerendered page's \`<head>\`.

\`\`\`tsx
<Picture
  image={responsiveImage(item.featured_image, { widths: IMAGE_WIDTHS, aspect: [16, 9], sizes })}
  alt=""
  priority
/>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Picture>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = {};
export const Priority: Story = { args: { priority: true } };
