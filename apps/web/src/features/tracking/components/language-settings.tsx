// Account Settings: the account's language (saved on the account, so it follows the member to
// another device, their reminders and invoices) and this device's clock habit (12- or 24-hour).
import { Radio, Stack, Text } from '@mantine/core';
import { LANGUAGES, isLanguage } from '@rhythmfit/contracts';
import { useState } from 'react';
import { clockHabit, setClockHabit, type ClockHabit } from '../../../lib/format';
import { setLanguage, useLanguage, useTexts } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { commonTexts } from '../../../lib/texts';
import { useUpdateProfile } from '../api/update-profile';
import { trackingTexts } from '../texts';

export function LanguageSettings() {
  const t = useTexts(trackingTexts);
  const common = useTexts(commonTexts);
  const language = useLanguage();
  const [clock, setClock] = useState<ClockHabit>(clockHabit);
  const save = useUpdateProfile();

  return (
    <Stack gap="lg">
      <Radio.Group
        label={t('settings.language')}
        description={t('settings.languageHelp')}
        value={isLanguage(language) ? language : 'en'}
        onChange={(value) => {
          if (!isLanguage(value)) return;
          const previous = language;
          void setLanguage(value);
          save.mutate(
            { user: { language: value } },
            {
              onError: () => {
                if (isLanguage(previous)) void setLanguage(previous);
                notifyError(t('settings.languageSaveFailed'));
              },
            },
          );
        }}
      >
        <Stack gap="xs" mt="xs">
          {LANGUAGES.map((option) => (
            <Radio key={option} value={option} label={<Text lang={option}>{common(`language.${option}`)}</Text>} />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group
        label={t('settings.clock')}
        value={clock}
        onChange={(value) => {
          const habit: ClockHabit = value === '12' ? '12' : '24';
          setClock(habit);
          setClockHabit(habit);
        }}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="24" label={t('settings.clock24')} />
          <Radio value="12" label={t('settings.clock12')} />
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
