import { type ReactNode, useId } from 'react';
import { Anchor, Box, Group, Stack, VisuallyHidden, rem } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';

/** The office marker (Dhaka) and the same place on OpenStreetMap: a plain link, nothing is loaded from there. */
export const OFFICE_LOCATION = { lat: 23.7465, lon: 90.376 } as const;
export const OPEN_STREET_MAP_URL = 'https://www.openstreetmap.org/?mlat=23.7465&mlon=90.3760#map=15/23.7465/90.3760';

/**
 * A rough outline of Bangladesh as [longitude, latitude] pairs: the 1:110m Natural Earth shape (public domain).
 * Good enough to show where Dhaka is; not a survey map.
 */
const OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [92.672721, 22.041239],
  [92.652257, 21.324048],
  [92.303234, 21.475485],
  [92.368554, 20.670883],
  [92.082886, 21.192195],
  [92.025215, 21.70157],
  [91.834891, 22.182936],
  [91.417087, 22.765019],
  [90.496006, 22.805017],
  [90.586957, 22.392794],
  [90.272971, 21.836368],
  [89.847467, 22.039146],
  [89.70205, 21.857116],
  [89.418863, 21.966179],
  [89.031961, 22.055708],
  [88.876312, 22.879146],
  [88.52977, 23.631142],
  [88.69994, 24.233715],
  [88.084422, 24.501657],
  [88.306373, 24.866079],
  [88.931554, 25.238692],
  [88.209789, 25.768066],
  [88.563049, 26.446526],
  [89.355094, 26.014407],
  [89.832481, 25.965082],
  [89.920693, 25.26975],
  [90.872211, 25.132601],
  [91.799596, 25.147432],
  [92.376202, 24.976693],
  [91.915093, 24.130414],
  [91.46773, 24.072639],
  [91.158963, 23.503527],
  [91.706475, 22.985264],
  [91.869928, 23.624346],
  [92.146035, 23.627499],
];

// Equirectangular projection, squeezed by cos(24°) so the country keeps its shape at this latitude.
const WEST = 87.8;
const NORTH = 26.8;
const SCALE = 60;
const X_SCALE = SCALE * Math.cos((24 * Math.PI) / 180);
const WIDTH = 290;
const HEIGHT = 390;

function project(lon: number, lat: number): [number, number] {
  return [Math.round((lon - WEST) * X_SCALE * 10) / 10, Math.round((NORTH - lat) * SCALE * 10) / 10];
}

const OUTLINE_POINTS = OUTLINE.map(([lon, lat]) => project(lon, lat).join(',')).join(' ');
const [OFFICE_X, OFFICE_Y] = project(OFFICE_LOCATION.lon, OFFICE_LOCATION.lat);
const [BAY_X, BAY_Y] = project(88.9, 21.1);

interface BangladeshMapProps {
  /** Shown under the map, above the OpenStreetMap link (usually the office address). */
  caption?: ReactNode;
}

/** A self-contained map (inline SVG, no third-party content) with a marker on the Nirog office in Dhaka. */
export function BangladeshMap({ caption }: BangladeshMapProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descId = useId();
  return (
    <Box component="figure" m={0}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        style={{
          display: 'block',
          width: '100%',
          maxWidth: rem(300),
          height: 'auto',
          borderRadius: 'var(--mantine-radius-md)',
          border: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <title id={titleId}>{t('static.map.title')}</title>
        <desc id={descId}>{t('static.map.description')}</desc>
        <rect width={WIDTH} height={HEIGHT} fill="var(--mantine-color-gray-0)" />
        <polygon
          points={OUTLINE_POINTS}
          fill="var(--mantine-color-teal-1)"
          stroke="var(--mantine-color-teal-7)"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        <text x={BAY_X} y={BAY_Y} fontSize={13} fontStyle="italic" fill="var(--mantine-color-blue-8)">
          {t('static.map.bay')}
        </text>
        <circle cx={OFFICE_X} cy={OFFICE_Y} r={13} fill="var(--mantine-color-red-6)" fillOpacity={0.2} />
        <circle cx={OFFICE_X} cy={OFFICE_Y} r={6} fill="var(--mantine-color-red-7)" stroke="#fff" strokeWidth={2} />
        <text
          x={OFFICE_X + 16}
          y={OFFICE_Y + 5}
          fontSize={15}
          fontWeight={600}
          fill="var(--mantine-color-dark-7)"
          stroke="#fff"
          strokeWidth={3}
          paintOrder="stroke"
        >
          {t('static.map.dhaka')}
        </text>
      </svg>
      <Stack component="figcaption" gap={6} mt="sm">
        {caption}
        <Anchor href={OPEN_STREET_MAP_URL} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
          <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
            {t('static.map.openInOsm')}
            <IconExternalLink size={16} aria-hidden />
            <VisuallyHidden>{t('static.map.newTab')}</VisuallyHidden>
          </Group>
        </Anchor>
      </Stack>
    </Box>
  );
}
