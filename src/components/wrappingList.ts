import { css } from 'styled-components';

/** A list of short items in a row that wraps (a chart's legend, a player's markets): no bullets, small gaps. */
export const wrappingList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
