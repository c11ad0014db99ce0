import { createContext, use, useMemo, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { designSystemMessages as m } from './messages';

/** Every built-in label of the design system, already in the page's language. */
export interface DesignSystemLabels {
  carousel: {
    previous: string;
    next: string;
    /** Names a slide and its dot: (1, 3) => 'Diapositive 1 sur 3'. */
    slide: (position: number, total: number) => string;
    pause: string;
    play: string;
  };
  close: string;
  notifications: string;
}

type Format = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

function labelsFrom(format: Format): DesignSystemLabels {
  return {
    carousel: {
      previous: format(m.carouselPrevious),
      next: format(m.carouselNext),
      slide: (position, total) => format(m.carouselSlide, { position, total }),
      pause: format(m.carouselPause),
      play: format(m.carouselPlay),
    },
    close: format(m.close),
    notifications: format(m.notifications),
  };
}

/**
 * The French text of a defaultMessage with its `{name}` values filled in. Production builds
 * compile defaultMessages to ICU ASTs (literal and argument elements here), the sources and
 * tests keep them as strings: both read the same.
 */
export function frenchText(message: unknown, values: Record<string, string | number>): string {
  if (typeof message === 'string')
    return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  if (!Array.isArray(message)) return '';
  return message
    .map((element: { type?: number; value?: string }) =>
      element.type === 0
        ? (element.value ?? '')
        : element.type === 1
          ? String(values[element.value ?? ''] ?? '')
          : '',
    )
    .join('');
}

/** French, straight from the defaultMessages: what a component shows with no provider. */
const frenchLabels = labelsFrom((descriptor, values = {}) =>
  frenchText(descriptor.defaultMessage, values),
);

const LabelsContext = createContext<DesignSystemLabels>(frenchLabels);

/**
 * Formats the design system's labels with the surrounding IntlProvider (whose messages include
 * the design system's catalog: see loadDesignSystemCatalog) and gives them to every component below.
 */
export function DesignSystemLabelsProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const labels = useMemo(() => labelsFrom((d, v) => intl.formatMessage(d, v)), [intl]);
  return <LabelsContext value={labels}>{children}</LabelsContext>;
}

export function useDesignSystemLabels(): DesignSystemLabels {
  return use(LabelsContext);
}

/** The design system's Arabic or English catalog, to merge into the host's messages. */
export async function loadDesignSystemCatalog(
  locale: 'ar' | 'en',
): Promise<Record<string, unknown>> {
  const module = locale === 'ar' ? await import('./ar.json') : await import('./en.json');
  return module.default;
}
