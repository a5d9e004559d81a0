// Personalized Recommendations: the trainers, a date and Book Now, which only shows an alert (no
// booking call, as the spec says).
import { useState } from 'react';
import { Button, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifyInfo } from '../../../lib/notify';
import { useTrainers } from '../api/get-trainers';
import { coachingTexts } from '../texts';
import { formatListDate } from '../../../lib/format';

export default function BookTrainerPage() {
  const trainers = useTrainers();
  const t = useTexts(coachingTexts);
  const [date, setDate] = useState('');
  const list = trainers.data ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('trainers.title')}</Title>
      <TextInput
        type="date"
        label={t('trainers.field.date')}
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
        maw={260}
      />
      {trainers.isLoading ? (
        <Text role="status">{t('loading')}</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('trainers.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((trainer) => (
            // The card is named by its heading: the trainer's name and specialization are data (translate="no").
            <Card key={trainer.id} withBorder padding="md" component="article" aria-labelledby={`trainer-${trainer.id}-name`}>
              <Stack gap={4}>
                <Title order={2} size="h4" id={`trainer-${trainer.id}-name`} translate="no">
                  {trainer.name}
                </Title>
                <Text size="sm" translate="no">
                  {trainer.specialization}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('trainers.experience', { years: trainer.experience })}
                </Text>
                <Button
                  mt="xs"
                  aria-label={t('trainers.aria.book', { name: trainer.name })}
                  onClick={() =>
                    date
                      ? notifyInfo(t('trainers.booked', { trainer: trainer.name, date: formatListDate(date) }))
                      : notifyError(t('trainers.pickDate'))
                  }
                >
                  {t('trainers.book')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
