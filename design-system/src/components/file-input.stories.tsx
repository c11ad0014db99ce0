import type { Meta, StoryObj } from '@storybook/react';
import { articleFallbackUrl } from '../imagery/artwork';
import { Field } from './field';
import { FileInput } from './file-input';

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  args: { previewAlt: 'Featured image preview', removeLabel: 'Remove image' },
  parameters: {
    docs: {
      description: {
        component: `Picks an image (png, jpeg, gif or webp by default) and previews it in a frame of fixed
ratio before upload. \`previewUrl\` shows the saved image; \`onFileChange\` gets the File, or null when
removed.

\`\`\`tsx
<Field label="Featured image"><FileInput previewUrl={item.featured_image} previewAlt="Preview"
  removeLabel="Remove" onFileChange={setFile} /></Field>
\`\`\``,
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <Field label="Featured image" hint="PNG, JPEG, GIF or WebP.">
        <FileInput {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithSavedImage: Story = { args: { previewUrl: articleFallbackUrl } };
export const Disabled: Story = { args: { previewUrl: articleFallbackUrl, disabled: true } };
export const Arabic: Story = { args: { previewAlt: 'معاينة الصورة', removeLabel: 'إزالة الصورة' } };
