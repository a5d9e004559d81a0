import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** The marketing panel of the sign-in screen (wide screens only). */
export function MarketingPanel() {
  return (
    <Paper radius="lg" p="xl" h="100%" bg="teal.9" c="white">
      <Title order={2} c="white" mb="sm">
        Coaching that fits your day
      </Title>
      <Text mb="lg">RhythmFit pairs you with a coach and helps you keep the daily rhythm that makes change last.</Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon color="white" c="teal.9" radius="xl" size={22}>
            <IconCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        <List.Item>Track your weight month by month</List.Item>
        <List.Item>Follow the diet plans your coach recommends</List.Item>
        <List.Item>Log meals, water and sleep in their windows</List.Item>
        <List.Item>Book free one-to-one sessions and join live classes</List.Item>
      </List>
    </Paper>
  );
}
