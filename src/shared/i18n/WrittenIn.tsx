import type { ReactNode } from 'react';
import type { Locale } from '@domain/locales';
import { useLocale } from './locale-context';

interface Props {
  /** The language the text is written in (a product's, sent in the default locale until translated); null: unknown. */
  locale: Locale | null;
  children: ReactNode;
}

/**
 * A text written in another language than the page's: isolated in a <bdi> that says its language (read with its own
 * voice, WCAG 3.1.2) and takes its direction from the text, so a French name on an Arabic page keeps its full stop
 * after it while the block around it stays aligned as the page is. Nothing is added in the page's own language.
 */
export function WrittenIn({ locale, children }: Props) {
  const page = useLocale();
  if (locale === null || locale === page) return children;
  return (
    <bdi lang={locale} dir="auto">
      {children}
    </bdi>
  );
}
