import { addTranslationLoader, i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { loadShellTexts } from '../../src/texts/load';

/** The page's i18n in English with the shell's own texts a test needs (their register functions). */
export async function startI18n(...registers: (() => void)[]): Promise<void> {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  for (const register of registers) register();
  await i18n.changeLanguage('en');
}

/** The page's i18n as bootstrap starts it: Turkish, with only the boot texts' loader (shell). */
export async function startBootI18n(): Promise<void> {
  useLocaleStore.getState().setLanguage('tr');
  void addTranslationLoader(loadShellTexts);
  await initI18n();
}
