import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { DINING_NS } from '../../lib/query';

const Main = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.lg};
  display: block;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Thumbs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
  button {
    padding: 0;
    border: 3px solid transparent;
    border-radius: ${({ theme }) => theme.radius.md};
    background: none;
    cursor: pointer;
    line-height: 0;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img {
    width: 96px;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation(DINING_NS);
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div data-testid="gallery">
      <Main src={current} alt={t('detail.photo', { name, n: index + 1, total: images.length })} width={960} height={540} />
      {images.length > 1 && (
        <Thumbs role="group" aria-label={t('detail.gallery')}>
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              aria-pressed={i === index}
              aria-label={t('detail.showPhoto', { n: i + 1, total: images.length })}
              onClick={() => setIndex(i)}
            >
              <img src={src} alt="" loading="lazy" width={96} height={60} />
            </button>
          ))}
        </Thumbs>
      )}
    </div>
  );
}
