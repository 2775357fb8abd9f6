import { Box, Typography } from '@mui/material';
import { palette, typography, spacingUnit, radii, elevation } from '@theme/tokens';

type Swatch = { name: string; value: string; text?: string };

function swatches(): Swatch[] {
  const list: Swatch[] = [];
  for (const [name, value] of Object.entries(palette)) {
    if (typeof value === 'string') list.push({ name, value });
    else
      for (const [shade, v] of Object.entries(value))
        if (shade !== 'contrastText') list.push({ name: `${name}.${shade}`, value: v, text: value.contrastText });
  }
  return list;
}

/** The colour tokens with their values, drawn from theme/tokens.ts so the docs never drift. */
export function ColourTokens() {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 2,
        p: 0,
        listStyle: 'none',
      }}
    >
      {swatches().map((s) => (
        <Box
          component="li"
          key={s.name}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
        >
          <Box sx={{ height: 64, background: s.value, color: s.text, display: 'flex', alignItems: 'center', px: 1 }}>
            {s.text ? 'Aa' : ''}
          </Box>
          <Box sx={{ p: 1 }}>
            <Typography variant="body2" component="p" sx={{ fontWeight: 'bold' }}>
              {s.name}
            </Typography>
            <Typography variant="caption" component="p">
              {s.value}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function TypeScale() {
  return (
    <Box component="dl">
      {Object.entries(typography.scale).map(([name, rem]) => (
        <Box key={name} sx={{ display: 'flex', gap: 2, alignItems: 'baseline', mb: 1 }}>
          <Box component="dt" sx={{ width: 120 }}>
            {name} — {rem}rem
          </Box>
          <Box component="dd" sx={{ m: 0, fontSize: `${rem}rem` }}>
            Zellige زليج
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function SpacingRadiiElevation() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0 }}>
        {[0.5, 1, 2, 3, 4, 6].map((n) => (
          <Box component="li" key={n} sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
            <Box sx={{ width: 160 }}>
              spacing({n}) = {n * spacingUnit}px
            </Box>
            <Box sx={{ width: n * spacingUnit, height: 16, bgcolor: 'primary.main' }} />
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {Object.entries(radii).map(([name, r]) => (
          <Box
            key={name}
            sx={{
              width: 96,
              height: 64,
              borderRadius: `${r}px`,
              border: 2,
              borderColor: 'primary.main',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {name}
          </Box>
        ))}
        {Object.entries(elevation).map(([name, shadow]) => (
          <Box
            key={name}
            sx={{
              width: 120,
              height: 64,
              boxShadow: shadow,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'background.paper',
            }}
          >
            {name}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
