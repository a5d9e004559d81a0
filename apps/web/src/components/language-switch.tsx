// English / हिन्दी, each written in its own language, on the sign-in and sign-up screens (and in
// Account Settings, which also saves the choice on the account).
import { Button, Group } from '@mantine/core';
import { LANGUAGES, type Language } from '@rhythmfit/contracts';
import { setLanguage, useLanguage, useTexts } from '../lib/i18n';
import { commonTexts } from '../lib/texts';

export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const t = useTexts(commonTexts);
  const current = useLanguage();
  return (
    <Group gap={4} justify="center" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          size="compact-sm"
          variant={current === language ? 'light' : 'subtle'}
          aria-pressed={current === language}
          onClick={() => {
            void setLanguage(language);
            onChange?.(language);
          }}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </Group>
  );
}
