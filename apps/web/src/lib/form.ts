// Forms validate with the same zod schemas the server routes use (packages/contracts), through
// @mantine/form's zod 4 resolver. When a field fails several rules the first one is shown (an
// empty password reads "Password is required", not "at least 8 characters").
import type { FormErrors } from '@mantine/form';
// In another language the messages are shown translated (lib/server-text.ts).
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { serverText } from './server-text';

export function zodRules(schema: Parameters<typeof zod4Resolver>[0]): (values: object) => FormErrors {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values) => {
    const errors = resolve(values as Record<string, unknown>);
    for (const [field, message] of Object.entries(errors)) if (typeof message === 'string') errors[field] = serverText(message);
    return errors;
  };
}
