// "Your data": a copy of everything the app holds of the member, saved as a JSON file.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { lazyTexts } from '../../../lib/lazy-texts';
import { saveBlob } from '../../../lib/save-file';
import { useExportMyData } from '../api/export-my-data';
import { contentTexts } from '../texts';

export const DOWNLOAD_TEXTS = lazyTexts(contentTexts, {
  intro: 'download.intro',
  button: 'download.button',
  done: 'download.done',
  failed: 'download.failed',
});

function saveJson(data: unknown, fileName: string): void {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

export function DownloadMyData() {
  useTexts(contentTexts);
  const exportData = useExportMyData();
  return (
    <Stack gap="sm">
      <Text>{DOWNLOAD_TEXTS.intro}</Text>
      <Button
        leftSection={<IconDownload size={18} aria-hidden />}
        variant="light"
        w="fit-content"
        loading={exportData.isPending}
        onClick={() => exportData.mutate(undefined, { onSuccess: (data) => saveJson(data, 'rhythmfit-my-data.json') })}
      >
        {DOWNLOAD_TEXTS.button}
      </Button>
      {exportData.isSuccess && (
        <Text role="status" c="green.8">
          {DOWNLOAD_TEXTS.done}
        </Text>
      )}
      {exportData.isError && (
        <Alert color="red" role="alert">
          {errorMessage(exportData.error, DOWNLOAD_TEXTS.failed)}
        </Alert>
      )}
    </Stack>
  );
}
