import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../tokens/themes';
import { Checkbox } from './checkbox';
import { Field } from './field';
import { FileInput } from './file-input';
import { Input, TextArea } from './input';
import { Select } from './select';

const wrap = (ui: ReactNode) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

describe('Field', () => {
  it('labels the control and describes it with its hint and error', () => {
    wrap(
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
    wrap(
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
    wrap(
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
  it('toggles from its label and describes its error', () => {
    wrap(<Checkbox label="Publié" error="Requis" />);
    const box = screen.getByRole('checkbox', { name: 'Publié' });
    fireEvent.click(screen.getByText('Publié'));
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

  it('previews the chosen image, revokes it and can remove it', () => {
    const createObjectURL = vi.fn(() => 'blob:preview');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const onFileChange = vi.fn();
    wrap(
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
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFileChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByRole('img', { name: 'Aperçu' }).getAttribute('src')).toBe('blob:preview');

    fireEvent.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(screen.queryByRole('img', { name: 'Aperçu' })).toBeNull();
    expect(document.activeElement).toBe(input);
  });
});
