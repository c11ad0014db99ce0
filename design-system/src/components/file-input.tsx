import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import styled from 'styled-components';
// The main entry's button and ref helper, by the package's name; Field's context from this
// entry's (./forms) own copy, the one the Field around this control provides.
import { Button, mergeRefs } from '@school/design-system';
import { useFieldControl } from './field';
import { ImageIcon } from '@school/design-system/icons';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Preview = styled.div`
  display: grid;
  place-items: center;
  /* Reserved before any image: choosing a file does not push the form down. */
  aspect-ratio: 16 / 9;
  max-width: 20rem;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  font-size: 2rem;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const NativeInput = styled.input`
  max-width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &::file-selector-button {
    margin-inline-end: ${({ theme }) => theme.space.md};
    min-height: 2.75rem;
    padding-inline: ${({ theme }) => theme.space.md};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  &[aria-invalid='true']::file-selector-button {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The image types the content form accepts: png, jpeg, gif, webp. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange'
> {
  /** Called with the chosen file, or null when it is removed. */
  onFileChange?: (file: File | null) => void;
  /** The current image (for example the saved featured image) shown before a new choice. */
  previewUrl?: string | null;
  /** The preview's text alternative, already translated. */
  previewAlt: string;
  /** The remove button's label; without it there is no remove button. */
  removeLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Picks an image and previews it before upload. */
export function FileInput({
  onFileChange,
  previewUrl = null,
  previewAlt,
  removeLabel,
  accept = IMAGE_ACCEPT,
  ...props
}: FileInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const { ref: forwardedRef, ...rest } = props;
  const inputProps = useFieldControl(rest);

  // jsdom and old browsers have no object URLs: the preview then stays empty.
  const objectUrl = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => {
    if (!objectUrl) return;
    return () => URL.revokeObjectURL(objectUrl);
  }, [objectUrl]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.files?.[0] ?? null;
    setFile(next);
    setRemoved(false);
    onFileChange?.(next);
  };

  const remove = () => {
    setFile(null);
    setRemoved(true);
    if (inputRef.current) inputRef.current.value = '';
    onFileChange?.(null);
    inputRef.current?.focus();
  };

  const shown = file ? objectUrl : removed ? null : previewUrl;
  return (
    <Root>
      <Preview>{shown ? <img src={shown} alt={previewAlt} /> : <ImageIcon />}</Preview>
      <NativeInput
        {...inputProps}
        ref={mergeRefs(inputRef, forwardedRef)}
        type="file"
        accept={accept}
        onChange={onChange}
      />
      {removeLabel && (file || (previewUrl && !removed)) ? (
        <div>
          <Button variant="ghost" size="sm" onClick={remove}>
            {removeLabel}
          </Button>
        </div>
      ) : null}
    </Root>
  );
}
