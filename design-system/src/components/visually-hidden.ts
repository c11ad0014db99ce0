import styled, { css } from 'styled-components';

/** The rules that keep an element in the accessibility tree and off the screen. */
export const visuallyHiddenRules = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for assistive technology only. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenRules}
`;
