import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@trabzon/router';
import styled from 'styled-components';
import { initI18n } from '@trabzon/i18n';
import { useLocaleStore, useThemeStore, LANGUAGES } from '@trabzon/stores';
import './theme/fonts';
import { AppProviders } from './AppProviders';
import { Container } from './components/Layout';
import { Button } from './components/Button';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding-block: ${({ theme }) => theme.space(3)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

function DevBar({ name, paths }: { name: string; paths: string[] }) {
  const toggle = useThemeStore((s) => s.toggle);
  const { language, setLanguage } = useLocaleStore();
  return (
    <Container>
      <Bar aria-label={name}>
        <strong>{name}</strong>
        {paths.map((path) => (
          <Link key={path} to={path.replace(/:\w+/g, '1').replace('/*', '')}>
            {path}
          </Link>
        ))}
        <Button type="button" $variant="ghost" onClick={toggle} aria-label="Toggle light or dark theme">
          ◐
        </Button>
        <select aria-label="language" value={language} onChange={(e) => setLanguage(e.target.value as never)}>
          {LANGUAGES.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </Bar>
    </Container>
  );
}

/**
 * Runs a remote on its own (its team's dev server, or its own dist/): a minimal host with the
 * providers the shell would give it, and a bar to reach its routes, flip the theme and language.
 */
export async function renderStandalone({ name, paths, App }: { name: string; paths: string[]; App: ComponentType }) {
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <DevBar name={name} paths={paths} />
          <Routes>
            {paths.map((path) => (
              <Route key={path} path={path} element={<App />} />
            ))}
            <Route path="*" element={<App />} />
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
