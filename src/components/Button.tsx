import styled, { css } from 'styled-components';

/** The house button: primary (filled) or secondary (outlined). */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          border: 1px solid ${theme.colors.accent};
          background: ${theme.colors.accent};
          color: ${theme.colors.accentText};
        `
      : css`
          border: 1px solid ${theme.colors.border};
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
        `}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
