import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { Checkbox } from './checkbox';
import { Field } from './field';
import { FileInput } from './file-input';
import { Input, TextArea } from './input';
import { Select } from './select';

describe('Field', () => {
  it('labels the control and describes it with its hint and error', () => {
    renderUi(
      <Field
        label="Nom"
        hint="Votre nom complet"
        error="Le nom doit contenir au moins 2 caractères"
        required
      >
        <Input name="name" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Nom' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input).toHaveProperty('required', true);
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Votre nom complet',
      'Le nom doit contenir au moins 2 caractères',
    ]);
  });

  it('leaves a valid control unmarked and keeps descriptions given to the control', () => {
    renderUi(
      <>
        <p id="extra">Extra</p>
        <Field label="Message">
          <TextArea aria-describedby="extra" />
        </Field>
      </>,
    );
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.getAttribute('aria-invalid')).toBeNull();
    expect(area.getAttribute('aria-describedby')).toBe('extra');
    expect(area.getAttribute('rows')).toBe('4');
  });

  it('works for a select with options', () => {
    renderUi(
      <Field label="Type">
        <Select
          options={[
            { value: 'blog', label: 'Blog' },
            { value: 'news', label: 'News' },
          ]}
        />
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});

describe('Checkbox', () => {
  it('toggles from its label and describes its error', async () => {
    const { user } = renderUi(<Checkbox label="Publié" error="Requis" />);
    const box = screen.getByRole('checkbox', { name: 'Publié' });
    await user.click(screen.getByText('Publié'));
    expect(box).toHaveProperty('checked', true);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Requis',
    );
  });
});

describe('FileInput', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('previews the chosen image, revokes it and can remove it', async () => {
    const createObjectURL = vi.fn(() => 'blob:preview');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const onFileChange = vi.fn();
    const { user } = renderUi(
      <Field label="Image">
        <FileInput
          previewUrl="/saved.png"
          previewAlt="Aperçu"
          removeLabel="Retirer"
          onFileChange={onFileChange}
        />
      </Field>,
    );
    expect(screen.getByRole('img', { name: 'Aperçu' }).getAttribute('src')).toBe('/saved.png');

    const input = screen.getByLabelText('Image');
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/gif,image/webp');
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(onFileChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByRole('img', { name: 'Aperçu' }).getAttribute('src')).toBe('blob:preview');

    await user.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(screen.queryByRole('img', { name: 'Aperçu' })).toBeNull();
    expect(document.activeElement).toBe(input);
  });
});
