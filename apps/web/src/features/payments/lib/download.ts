// Authenticated file downloads (invoice PDFs, the payments CSV): a plain link cannot carry the
// bearer token, so the file is fetched with it and handed to the browser as an object URL.
import { API_BASE_URL, ApiError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';
import { getToken } from '../../../lib/session';

/** The name from Content-Disposition (filename="..."), or the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

export async function downloadFile(path: string, fallbackName: string, query?: URLSearchParams): Promise<string> {
  const token = getToken();
  const search = query && query.toString() ? `?${query}` : '';
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}${search}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.', 'network_error');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(response.status, body?.message ?? 'The file could not be downloaded.', body?.code, body);
  }
  const blob = await response.blob();
  const name = fileNameOf(response, fallbackName);
  saveBlob(blob, name);
  return name;
}

/** An invoice's PDF, saved as invoice-<number>.pdf. */
export function downloadInvoice(paymentId: number, invoiceNumber: string | null): Promise<string> {
  const name = `invoice-${(invoiceNumber ?? String(paymentId)).replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
  return downloadFile(`/api/payments/${paymentId}/invoice`, name);
}
