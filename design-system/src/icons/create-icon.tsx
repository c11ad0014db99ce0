import type { ReactNode, SVGProps } from 'react';
import styled from 'styled-components';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** Width and height; defaults to 1.25em so the icon follows the text size. */
  size?: number | string;
  /** A name for assistive technology. Without one the icon is decorative and hidden. */
  title?: string;
}

const Svg = styled.svg<{ $mirrored: boolean }>`
  flex-shrink: 0;
  vertical-align: middle;
  /* Arrows and chevrons point the way the text reads. */
  ${({ $mirrored }) => ($mirrored ? "[dir='rtl'] & { transform: scaleX(-1); }" : '')}
`;

export interface IconOptions {
  /** Mirrors in right-to-left text (arrows, chevrons: "next" points left in Arabic). */
  mirrored?: boolean;
  /** Filled shape instead of a 2px outline. */
  filled?: boolean;
}

/** Builds one inline SVG icon on a 24×24 grid. */
export function createIcon(name: string, body: ReactNode, options: IconOptions = {}) {
  function Icon({ size = '1.25em', title, ...rest }: IconProps) {
    return (
      <Svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={options.filled ? 'currentColor' : 'none'}
        stroke={options.filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        role={title ? 'img' : undefined}
        aria-label={title}
        aria-hidden={title ? undefined : true}
        $mirrored={Boolean(options.mirrored)}
        data-icon={name}
        {...rest}
      >
        {body}
      </Svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
