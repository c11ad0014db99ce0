import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useFieldControl } from './field';
import { controlStyles } from './control-styles';

const StyledInput = styled.input`
  ${controlStyles}
`;

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A text input. Inside a Field it is labelled and described automatically. */
export function Input(props: InputProps) {
  return <StyledInput {...useFieldControl(props)} />;
}

const StyledTextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line text; `rows` sets its height (the contact message uses 6). */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  return <StyledTextArea rows={rows} {...useFieldControl(props)} />;
}
