import { useMemo } from 'react';
import type { FieldError } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';

/**
 * Schemas carry message ids ('validation.title.required'); this turns a field's error into the
 * translated text of the matching `admin.validation.*` message.
 */
export function useValidationText(messages: Record<string, MessageDescriptor>) {
  const intl = useIntl();
  const byId = useMemo(
    () => new Map(Object.values(messages).map((descriptor) => [String(descriptor.id), descriptor])),
    [messages],
  );
  return (error: FieldError) => {
    const descriptor = error.message ? byId.get(`admin.${error.message}`) : undefined;
    return descriptor ? intl.formatMessage(descriptor) : error.message;
  };
}
