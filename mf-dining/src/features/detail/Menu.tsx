import styled from 'styled-components';
import type { MenuSection } from '@trabzon/api-client';
import { formatPrice, useTranslation } from '@trabzon/i18n';
import { DINING_NS } from '../../lib/query';

const Section = styled.section`
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md}px;
    margin-block: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
    padding-block: ${({ theme }) => theme.space(2)};
    border-block-end: 1px dashed ${({ theme }) => theme.colors.surfaceAlt};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  data {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    font-weight: 600;
  }
`;

export function Menu({ menu }: { menu: MenuSection[] }) {
  const { t, i18n } = useTranslation(DINING_NS);
  if (menu.length === 0) return <p>{t('detail.noMenu')}</p>;
  return (
    <div>
      {menu.map((section) => (
        <Section key={section.name} aria-label={section.name}>
          <h3>{section.name}</h3>
          <ul>
            {section.items.map((item) => (
              <li key={item.name}>
                <span>
                  {item.name}
                  {item.description && <small>{item.description}</small>}
                </span>
                <data value={item.price}>{formatPrice(item.price, i18n.language)}</data>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </div>
  );
}
