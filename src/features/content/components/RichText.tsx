import { Box } from '@mui/material';
import { isLightboxLink, type TextSpan } from '@domain/content/blocks';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { TextLink } from '@shared/ui/TextLink';
import { TextImageLink } from './TextImageLink';

/**
 * Paragraphs of text runs: bold, italic and links. A link to a picture file (by its extension) opens it in the
 * lightbox; a path ('/shop/') leads inside the shop in the page's language; an https address leaves it. Nothing is
 * read as HTML.
 */
export function RichText({ paragraphs }: { paragraphs: TextSpan[][] }) {
  const locale = useLocale();
  return (
    <>
      {paragraphs.map((spans, p) => (
        <Box component="p" key={p} sx={{ margin: 0, marginBlockEnd: 2, typography: 'body1', maxInlineSize: '70ch' }}>
          {spans.map((span, s) => {
            let node: React.ReactNode = span.text;
            if (span.em) node = <em>{node}</em>;
            if (span.strong) node = <strong>{node}</strong>;
            if (span.href && isLightboxLink(span.href)) {
              node = (
                <TextImageLink href={span.href} text={span.text}>
                  {node}
                </TextImageLink>
              );
            } else if (span.href?.startsWith('/')) {
              node = (
                <TextLink underline="always" to={localePath(locale, span.href)}>
                  {node}
                </TextLink>
              );
            } else if (span.href) {
              node = (
                <Box
                  component="a"
                  href={span.href}
                  rel="noopener noreferrer"
                  sx={{ color: 'primary.main', textDecoration: 'underline' }}
                >
                  {node}
                </Box>
              );
            }
            return <span key={s}>{node}</span>;
          })}
        </Box>
      ))}
    </>
  );
}
