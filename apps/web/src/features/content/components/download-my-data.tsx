// "Your data": a copy of everything the app holds of the member, saved as a JSON file.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';
import { useExportMyData } from '../api/export-my-data';

export const DOWNLOAD_TEXTS = {
  intro: 'Download a copy of your profile, weight entries, diet plans, circadian days, appointments and notifications.',
  button: 'Download my data',
  done: 'Your data was saved as rhythmfit-my-data.json.',
  failed: 'We could not prepare your data. Please try again.',
};

function saveJson(data: unknown, fileName: string): void {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

export function DownloadMyData() {
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
