import type { Meta, StoryObj } from '@storybook/react';
import { useForm } from 'react-hook-form';
import { Button } from './button';
import { FormField } from './form-field';
import { Input, TextArea } from './input';

interface Values {
  title: string;
  content: string;
}

function ContentForm({ invalid = false }: { invalid?: boolean }) {
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { title: '', content: '' },
  });
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: '1rem', maxWidth: '32rem' }}
      onSubmit={handleSubmit(() => undefined)}
      ref={(form) => {
        if (form && invalid)
          setError('title', { type: 'required', message: 'Le titre est requis' });
      }}
    >
      <FormField
        control={control}
        name="title"
        label="Titre"
        required
        render={(field) => <Input {...field} />}
      />
      <FormField
        control={control}
        name="content"
        label="Contenu"
        hint="Paragraphes, titres ##, listes, liens, **gras**."
        render={(field) => <TextArea rows={8} {...field} />}
      />
      <div>
        <Button type="submit">Enregistrer</Button>
      </div>
    </form>
  );
}

const meta = {
  title: 'Components/FormField',
  component: ContentForm,
  parameters: {
    docs: {
      description: {
        component: `A \`Field\` bound to react-hook-form (from \`@school/design-system/forms\`): the control
gets value, onChange, onBlur, name and ref; the field's error (a zod message id, translated by
\`formatError\`) is shown and announced through \`aria-describedby\`.

\`\`\`tsx
<FormField control={control} name="title" label={t('title')} required
  formatError={(e) => t(e.message)} render={(field) => <Input {...field} />} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ContentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { invalid: true } };
