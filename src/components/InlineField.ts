import styled from 'styled-components';

/** A toolbar control with its label on the same line ('Choose week [Week 3]'). */
export const InlineField = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const InlineLabel = styled.label`
  font-weight: 600;
  white-space: nowrap;
`;
