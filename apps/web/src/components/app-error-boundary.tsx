// The app's last line: a screen that failed to render shows a friendly message with a retry, not a
// blank page. Chunk-load failures (a new version was deployed meanwhile) get a reload.
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import en from '../locales/en/common.json';
import { useTexts } from '../lib/i18n';
import { commonTexts } from '../lib/texts';

/** The screen's English texts (the `common` catalogue's error.*), for the tests. */
export const ERROR_TEXTS = {
  title: en['error.title'],
  body: en['error.body'],
  retry: en['error.retry'],
  home: en['error.home'],
};

function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(commonTexts);
  return (
    <Center mih="60vh" p="md">
      <Stack gap="sm" maw={420} role="alert">
        <Title order={1}>{t('error.title')}</Title>
        <Text>{t('error.body')}</Text>
        <Group>
          <Button onClick={onRetry}>{t('error.retry')}</Button>
          <Button variant="default" component="a" href="/">
            {t('error.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  private retry = () => {
    // A lazily loaded screen whose file is gone (the app was updated) only comes back with a reload.
    if (/Loading chunk|dynamically imported module|Importing a module script failed/i.test(this.state.error?.message ?? '')) {
      window.location.reload();
      return;
    }
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorScreen onRetry={this.retry} />;
  }
}
