import { Box } from '@mui/material';

/** The words a shop puts after a price ('TTC', 'per plate'), smaller and secondary; nothing when empty. */
export function PriceSuffix({ text }: { text: string }) {
  if (text === '') return null;
  return (
    <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
      {text}
    </Box>
  );
}
