import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import type { BlockOfType, ContentBlock } from '../model/types';
import { CollapsibleSection } from './CollapsibleSection';
import { FormPopupBlock } from './FormPopupBlock';
import { GalleryBlock } from './GalleryBlock';
import { ImageBlock } from './ImageBlock';
import { ImageCarouselBlock } from './ImageCarouselBlock';
import { RichText } from './RichText';

export interface ContentBlocksProps {
  blocks: ContentBlock[];
  /** Draws a product carousel (the catalogue's cards): content knows the block, not the cards. */
  renderProducts: (block: BlockOfType<'product-carousel'>) => ReactNode;
  /**
   * Draws an embedded form by its slug (the forms feature's): content knows where it goes, not how it works. In a
   * popup, it is given the id of what names the dialog.
   */
  renderForm?: (block: BlockOfType<'form'>, dialogTitleId?: string) => ReactNode;
  /** The first block of the page: its picture is the first screen's, fetched at once. */
  first?: boolean;
}

/** A page's blocks, in order, each drawn by its component. */
export function ContentBlocks({ blocks, renderProducts, renderForm, first = false }: ContentBlocksProps) {
  const locale = useLocale();
  const inner = (list: ContentBlock[]) => (
    <ContentBlocks blocks={list} renderProducts={renderProducts} renderForm={renderForm} />
  );

  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading':
        return (
          <Typography
            key={index}
            component={`h${block.level}`}
            variant={block.level === 2 ? 'h3' : 'h4'}
            sx={{ marginBlock: 2 }}
          >
            {block.text}
          </Typography>
        );
      case 'text':
        return <RichText key={index} paragraphs={block.paragraphs} />;
      case 'image':
        return <ImageBlock key={index} block={block} priority={first && index < 2} />;
      case 'gallery':
        return <GalleryBlock key={index} block={block} />;
      case 'image-carousel':
        return (
          <Box key={index} sx={{ marginBlockEnd: 3 }}>
            <ImageCarouselBlock block={block} />
          </Box>
        );
      case 'product-carousel':
        return (
          <Box key={index} sx={{ marginBlockEnd: 3 }}>
            {renderProducts(block)}
          </Box>
        );
      case 'collapsible':
        return (
          <CollapsibleSection
            key={index}
            title={block.title}
            titleLevel={block.titleLevel}
            on={block.on}
            status={block.status}
          >
            {inner(block.blocks)}
          </CollapsibleSection>
        );
      case 'columns':
        return (
          <Box
            key={index}
            sx={{
              display: 'grid',
              columnGap: 4,
              gridTemplateColumns: { xs: '1fr', md: `repeat(${block.columns.length}, minmax(0, 1fr))` },
              marginBlockEnd: 2,
            }}
          >
            {block.columns.map((column, c) => (
              <div key={c}>{inner(column)}</div>
            ))}
          </Box>
        );
      case 'cta':
        return (
          <Box key={index} sx={{ marginBlock: 3 }}>
            <Button
              {...(block.href.startsWith('/')
                ? { component: RouterLink, to: localePath(locale, block.href) }
                : { component: 'a', href: block.href, rel: 'noopener noreferrer' })}
              variant={block.emphasis === 'primary' ? 'contained' : 'outlined'}
              size="large"
            >
              {block.text}
            </Button>
          </Box>
        );
      case 'form':
        return block.popup ? (
          <FormPopupBlock key={index} button={block.popup.button}>
            {(titleId) => renderForm?.(block, titleId)}
          </FormPopupBlock>
        ) : (
          <Box key={index}>{renderForm?.(block)}</Box>
        );
    }
  });
}
