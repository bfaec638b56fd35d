import styled from 'styled-components';

/**
 * A checkbox and its text, side by side, the whole label clickable (`<CheckboxLabel><input type="checkbox" />
 * Text</CheckboxLabel>`).
 */
export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;
