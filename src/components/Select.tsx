import styled from 'styled-components';
import { formControl } from './formControl';

/** The house drop-down. */
export const Select = styled.select`
  ${formControl}
  font-size: 1rem;
  font-weight: 400;
  font-variant-numeric: tabular-nums;
`;
