// /admin/training: the coach's exercise library, workouts and programs (issue 41), one tab each.
// The tab is in the address (?tab=workouts), so a reload or a shared link opens the same one.
import { Stack, Tabs, Title } from '@mantine/core';
import { IconBarbell, IconCalendarWeek, IconListDetails } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTexts } from '../../../../lib/i18n';
import { ExercisesTab } from '../components/exercises-tab';
import { ProgramsTab } from '../components/programs-tab';
import { WorkoutsTab } from '../components/workouts-tab';
import { trainingAdminTexts } from '../texts';

const TABS = ['exercises', 'workouts', 'programs'] as const;
type Tab = (typeof TABS)[number];

export default function AdminTrainingPage() {
  const t = useTexts(trainingAdminTexts);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'exercises';
  return (
    <Stack gap="lg">
      <Title order={1}>{t('page.title')}</Title>
      <Tabs value={tab} onChange={(value) => value && setParams({ tab: value }, { replace: true })} keepMounted={false}>
        <Tabs.List aria-label={t('page.tabsLabel')}>
          <Tabs.Tab value="exercises" leftSection={<IconBarbell size={16} aria-hidden />}>
            {t('tab.exercises')}
          </Tabs.Tab>
          <Tabs.Tab value="workouts" leftSection={<IconListDetails size={16} aria-hidden />}>
            {t('tab.workouts')}
          </Tabs.Tab>
          <Tabs.Tab value="programs" leftSection={<IconCalendarWeek size={16} aria-hidden />}>
            {t('tab.programs')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="exercises" pt="md">
          <ExercisesTab />
        </Tabs.Panel>
        <Tabs.Panel value="workouts" pt="md">
          <WorkoutsTab />
        </Tabs.Panel>
        <Tabs.Panel value="programs" pt="md">
          <ProgramsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
