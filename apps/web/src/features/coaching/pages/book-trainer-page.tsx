// Personalized Recommendations: the trainers, a date and Book Now, which only shows an alert (no
// booking call, as the spec says).
import { useState } from 'react';
import { Button, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifyError, notifyInfo } from '../../../lib/notify';
import { useTrainers } from '../api/get-trainers';

export default function BookTrainerPage() {
  const trainers = useTrainers();
  const [date, setDate] = useState('');
  const list = trainers.data ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>Personalized Recommendations</Title>
      <TextInput type="date" label="Session date" value={date} onChange={(event) => setDate(event.currentTarget.value)} maw={260} />
      {trainers.isLoading ? (
        <Text role="status">Loading...</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">No trainers available.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((trainer) => (
            <Card key={trainer.id} withBorder padding="md" component="article" aria-label={trainer.name}>
              <Stack gap={4}>
                <Title order={2} size="h4">
                  {trainer.name}
                </Title>
                <Text size="sm">{trainer.specialization}</Text>
                <Text size="sm" c="dimmed">
                  Experience: {trainer.experience} years
                </Text>
                <Button
                  mt="xs"
                  aria-label={`Book Now with ${trainer.name}`}
                  onClick={() =>
                    date ? notifyInfo(`Session booked with ${trainer.name} on ${date}`) : notifyError('Please pick a date first.')
                  }
                >
                  Book Now
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
