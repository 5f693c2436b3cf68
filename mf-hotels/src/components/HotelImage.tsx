import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  width: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Fallback = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xxl}px;
  font-weight: 700;
`;

interface HotelImageProps {
  src: string | null | undefined;
  alt: string;
  /** CSS aspect-ratio of the frame, fixed so nothing shifts when the picture arrives. */
  ratio?: string;
  /** false for the first picture on screen (the gallery's main image). */
  lazy?: boolean;
  /**
   * The screen's largest first picture (a list's first card), which the server's page already preloads
   * at high priority: loaded at once and first, not when layout finds it near the screen.
   */
  lead?: boolean;
  children?: ReactNode;
}

/** A picture in a frame of fixed proportions, lazy-loaded; the name's initial when it cannot load. */
export function HotelImage({ src, alt, ratio = '4 / 3', lazy = true, lead = false, children }: HotelImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <Frame $ratio={ratio}>
      {broken ? (
        <Fallback role="img" aria-label={alt}>
          <span aria-hidden="true">{alt.trim().charAt(0).toLocaleUpperCase()}</span>
        </Fallback>
      ) : (
        <img
          src={src}
          alt={alt}
          loading={lazy && !lead ? 'lazy' : 'eager'}
          fetchPriority={lead ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(src)}
        />
      )}
      {children}
    </Frame>
  );
}
