// Targets (/my-workouts): a goal selector, an Add Target form kept on the device, and three samples;
// the workouts a coach gives are in /training, linked from here.
import { Anchor, Button, Card, Group, List, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SAMPLE_TARGETS, TARGET_GOALS, targetError, type Target } from '@rhythmfit/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../../lib/i18n';
import { goalLabel } from '../../../lib/profile-labels';
import { sampleTargetTitle, trackingTexts } from '../texts';
import { loadGoal, loadTargets, saveGoal, saveTargets } from '../lib/targets-storage';
import { serverText } from '../../../lib/server-text';

export default function TargetsPage() {
  const t = useTexts(trackingTexts);
  const [goal, setGoal] = useState<string | null>(() => loadGoal());
  const [targets, setTargets] = useState<Target[]>(() => loadTargets());
  function chooseGoal(value: string | null) {
    setGoal(value);
    saveGoal(value);
  }

  // Kept on the device only (no server rule): the contracts' targetError names what is missing.
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: '', calories: '' },
    validate: (values) => ({ form: targetError(values) }),
  });
  const error = form.errors.form;

  const add = form.onSubmit((values) => {
    const next = [...targets, { title: values.title.trim(), calories: values.calories.trim() }];
    setTargets(next);
    saveTargets(next);
    form.reset();
  });

  function remove(index: number) {
    const next = targets.filter((_, i) => i !== index);
    setTargets(next);
    saveTargets(next);
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('targets.title')}</Title>
      <Text>{t.rich('targets.trainingLink', { 0: <Anchor component={Link} to="/training" /> })}</Text>
      <Card withBorder>
        <Select
          label={t('targets.goal')}
          placeholder={t('targets.chooseGoal')}
          data={TARGET_GOALS.map((value) => ({ value, label: goalLabel(value) }))}
          value={goal}
          onChange={chooseGoal}
          clearable
          maw={360}
        />
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder component="form" onSubmit={add} noValidate aria-labelledby="add-target-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="add-target-title">
              {t('targets.add')}
            </Title>
            <TextInput label={t('targets.fieldTitle')} required {...form.getInputProps('title')} />
            <TextInput label={t('targets.calories')} required inputMode="numeric" {...form.getInputProps('calories')} />
            {error && (
              <Text c="red.8" role="alert">
                {serverText(String(error))}
              </Text>
            )}
            <Group>
              <Button type="submit">{t('targets.add')}</Button>
            </Group>
            <Title order={3} size="h5">
              {t('targets.mine')}
            </Title>
            {targets.length === 0 ? (
              <Text c="dimmed">{t('targets.none')}</Text>
            ) : (
              <List spacing="xs" aria-label={t('targets.mine')}>
                {targets.map((target, index) => (
                  <List.Item key={`${target.title}-${index}`}>
                    <Group gap="xs" wrap="nowrap">
                      <Text>{t('targets.item', { title: target.title, calories: target.calories })}</Text>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => remove(index)}
                        aria-label={t('targets.removeLabel', { title: target.title })}
                      >
                        {t('targets.remove')}
                      </Button>
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('targets.samples')}
          </Title>
          <List spacing="xs" aria-label={t('targets.samples')}>
            {SAMPLE_TARGETS.map((target) => (
              <List.Item key={target.title}>
                {t('targets.item', { title: sampleTargetTitle(target.title), calories: String(target.calories) })}
              </List.Item>
            ))}
          </List>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
