import { useState } from 'react';
import styled, { css } from 'styled-components';

/** Height 180 under 600 px wide, 220 otherwise (spec §9). */
const frame = css`
  display: block;
  width: 100%;
  height: 180px;

  ${({ theme }) => theme.media.sm} {
    height: 220px;
  }
`;

const ImageButton = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
`;

const Img = styled.img`
  ${frame}
  object-fit: cover;
`;

const Placeholder = styled.span`
  ${frame}
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Chip = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.imageOverlay};
  color: ${({ theme }) => theme.colors.imageOverlayText};
  font-size: 0.8125rem;
  font-weight: 600;
`;

interface StadiumImageProps {
  src: string;
  alt: string;
  onClick: () => void;
}

/** The stadium photo; clicking it (or pressing it from the keyboard) shows the weather. */
export function StadiumImage({ src, alt, onClick }: StadiumImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <ImageButton type="button" aria-label={`${alt}. Show weather`} onClick={onClick}>
      {failedSrc === src ? (
        <Placeholder>Photo unavailable</Placeholder>
      ) : (
        <Img src={src} alt={alt} onError={() => setFailedSrc(src)} />
      )}
      <Chip aria-hidden="true">Show weather</Chip>
    </ImageButton>
  );
}
