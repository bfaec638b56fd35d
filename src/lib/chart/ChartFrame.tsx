import type { ReactNode } from 'react';
import { ChartImage } from './ChartFigure';

/** Where the plot sits in the drawing, in its own units: the axes run along its left and bottom. */
export interface PlotArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** An axis as the frame draws it: its ticks, where each falls, how each reads, and its title. */
export interface FrameAxis {
  ticks: readonly number[];
  at: (value: number) => number;
  label: (tick: number) => ReactNode;
  title: string;
}

/** How a frame is drawn, beyond its axes: the two looks of the app's charts. */
export interface FrameLook {
  /** The length of a mark at each tick of the base axis; 0 for none. */
  tickMark: number;
  /** How far below the base axis its tick labels' baseline sits. */
  tickLabelDrop: number;
  /** How far the value axis runs on above the plot. */
  axisRise: number;
  /** The value axis's title: turned, along the axis, or level, above the plot. */
  valueTitle: 'side' | 'top';
  /** Tick labels in the muted text colour (the figure's .muted). */
  mutedTicks: boolean;
  /** Both axes' titles in bold. */
  boldTitles: boolean;
}

/** The week charts': plain ticks and titles, the value axis's title along it. */
export const PLAIN_LOOK: FrameLook = {
  tickMark: 0,
  tickLabelDrop: 15,
  axisRise: 0,
  valueTitle: 'side',
  mutedTicks: false,
  boldTitles: false,
};

/** The line history's: marked time ticks in a muted colour, bold titles, the value's title above the plot. */
export const MARKED_LOOK: FrameLook = {
  tickMark: 4,
  tickLabelDrop: 16,
  axisRise: 4,
  valueTitle: 'top',
  mutedTicks: true,
  boldTitles: true,
};

interface ChartFrameProps {
  /** What the chart shows, in words (the image's accessible name). */
  summary: string;
  width: number;
  height: number;
  /** Scaled to its box by CSS, rather than drawn at width × height CSS pixels. */
  fluid?: boolean;
  plot: PlotArea;
  /** The vertical axis, with a grid line at each tick. */
  values: FrameAxis;
  /** The horizontal axis (weeks, time). */
  base: FrameAxis;
  look: FrameLook;
  /** The marks, drawn over the frame. */
  children: ReactNode;
}

/**
 * A chart's drawing with its frame: the value axis's grid lines and tick labels, both axes, the
 * base axis's tick labels and both axes' titles; the marks (children) over them. Its figure is a
 * ChartFigure, whose styles colour the frame.
 */
export function ChartFrame({
  summary,
  width,
  height,
  fluid = false,
  plot,
  values,
  base,
  look,
  children,
}: ChartFrameProps) {
  const tickClass = look.mutedTicks ? 'muted' : undefined;
  const weight = look.boldTitles ? 600 : undefined;
  const valueTitle =
    look.valueTitle === 'top' ? (
      <text x={0} y={12} fontWeight={weight}>
        {values.title}
      </text>
    ) : (
      <text
        transform={`translate(12 ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        fontWeight={weight}
      >
        {values.title}
      </text>
    );
  const baseLabel = (tick: number) => (
    <text key={tick} className={tickClass} x={base.at(tick)} y={plot.bottom + look.tickLabelDrop} textAnchor="middle">
      {base.label(tick)}
    </text>
  );
  return (
    <ChartImage summary={summary} viewBox={`0 0 ${width} ${height}`} {...(fluid ? {} : { width, height })}>
      {look.valueTitle === 'top' && valueTitle}
      {values.ticks.map((tick) => (
        <g key={tick}>
          <line className="grid" x1={plot.left} x2={plot.right} y1={values.at(tick)} y2={values.at(tick)} />
          <text className={tickClass} x={plot.left - 6} y={values.at(tick) + 4} textAnchor="end">
            {values.label(tick)}
          </text>
        </g>
      ))}
      <line className="axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
      <line className="axis" x1={plot.left} x2={plot.left} y1={plot.top - look.axisRise} y2={plot.bottom} />
      {base.ticks.map((tick) =>
        look.tickMark > 0 ? (
          <g key={tick}>
            <line
              className="axis"
              x1={base.at(tick)}
              x2={base.at(tick)}
              y1={plot.bottom}
              y2={plot.bottom + look.tickMark}
            />
            {baseLabel(tick)}
          </g>
        ) : (
          baseLabel(tick)
        ),
      )}
      <text x={(plot.left + plot.right) / 2} y={height - 6} textAnchor="middle" fontWeight={weight}>
        {base.title}
      </text>
      {look.valueTitle === 'side' && valueTitle}
      {children}
    </ChartImage>
  );
}
