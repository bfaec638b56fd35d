import type { DefaultTheme } from 'styled-components';

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond';

/**
 * How a series is told apart by more than colour, so that greyscale reads it: its theme colour,
 * its line's dash and width, its marker's shape and size.
 */
export interface SeriesStyle {
  color: keyof DefaultTheme['colors'];
  dash?: string;
  width?: number;
  shape: MarkerShape;
  /** A circle's radius, a square's or a diamond's half-width, a triangle's reach above its centre. */
  size: number;
}

interface MarkerProps extends Pick<SeriesStyle, 'shape' | 'size'> {
  x: number;
  y: number;
  /** Its colours are the chart's CSS, by class. */
  className: string;
  strokeWidth?: number;
}

/** A point's marker, centred on (x, y). A triangle's base sits one unit nearer its centre than its apex. */
export function Marker({ shape, size, x, y, className, strokeWidth }: MarkerProps) {
  if (shape === 'square')
    return (
      <rect
        className={className}
        x={x - size}
        y={y - size}
        width={2 * size}
        height={2 * size}
        strokeWidth={strokeWidth}
      />
    );
  if (shape === 'triangle') {
    const base = size - 1;
    return (
      <path
        className={className}
        d={`M${x} ${y - size}L${x + size} ${y + base}L${x - size} ${y + base}Z`}
        strokeWidth={strokeWidth}
      />
    );
  }
  if (shape === 'diamond')
    return (
      <path
        className={className}
        d={`M${x} ${y - size}L${x + size} ${y}L${x} ${y + size}L${x - size} ${y}Z`}
        strokeWidth={strokeWidth}
      />
    );
  return <circle className={className} cx={x} cy={y} r={size} strokeWidth={strokeWidth} />;
}
