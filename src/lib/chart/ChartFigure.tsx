import type { ReactNode, SVGProps } from 'react';
import styled from 'styled-components';

/**
 * A chart's figure: the caption and the drawing in tabular digits, the text, the frame's axes and
 * grid in the theme's colours. Each chart extends it with its own marks' styles.
 */
export const ChartFigure = styled.figure`
  margin: 0;
  min-width: 0;

  figcaption {
    font-weight: 600;
  }

  svg {
    display: block;
    font-variant-numeric: tabular-nums;
  }

  /* Colours in CSS, not attributes: the theme's colours are custom properties, which fill="…" cannot read. */
  text {
    fill: ${({ theme }) => theme.colors.text};
  }

  .muted {
    fill: ${({ theme }) => theme.colors.textMuted};
  }

  .axis {
    stroke: ${({ theme }) => theme.colors.textMuted};
  }

  .grid {
    stroke: ${({ theme }) => theme.colors.border};
  }
`;

type ImageSize = Pick<SVGProps<SVGSVGElement>, 'width' | 'height' | 'viewBox'>;

/** A chart's drawing: one image to assistive technology, named by `summary` (what it shows, in words). */
export function ChartImage({ summary, children, ...size }: ImageSize & { summary: string; children: ReactNode }) {
  return (
    <svg role="img" aria-label={summary} {...size}>
      {children}
    </svg>
  );
}
