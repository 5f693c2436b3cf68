import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { HotelImage } from '../../components/HotelImage';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  > div:first-child {
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  padding-block-end: ${({ theme }) => theme.space(1)};
  /* Each thumbnail is 96px wide before its picture loads: sized by its content, it was a few pixels
     wide, then as wide as the picture's own width once it came, which moved the page below it. */
  > li {
    flex: 0 0 96px;
  }
`;

const Thumb = styled.button<{ $current: boolean }>`
  display: block;
  inline-size: 100%;
  padding: 0;
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: none;
  cursor: pointer;
`;

/** The hotel's pictures: a large one and a row of thumbnails to choose it. */
export function Gallery({ name, images }: { name: string; images: string[] }) {
  const { t } = useTranslation(HOTELS_NS);
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)] ?? null;
  return (
    <Wrap data-testid="hotel-gallery">
      <HotelImage
        src={current}
        alt={t('detail.photoAlt', { name, number: index + 1, total: Math.max(images.length, 1) })}
        ratio="16 / 9"
        lazy={false}
      />
      {images.length > 1 && (
        <Thumbs aria-label={t('detail.gallery')}>
          {images.map((src, i) => (
            <li key={src}>
              <Thumb
                type="button"
                $current={i === index}
                aria-pressed={i === index}
                aria-label={t('detail.showPhoto', { number: i + 1, total: images.length })}
                onClick={() => setIndex(i)}
              >
                <HotelImage src={src} alt="" ratio="4 / 3" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </Wrap>
  );
}
