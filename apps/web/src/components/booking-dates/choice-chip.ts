import type { ChipProps } from '@mantine/core';

/**
 * A date or time choice: a full-width box, its text centred; the chosen one is told by its colour and
 * border (no check mark pushing the text aside).
 */
export const CHOICE_CHIP: Pick<ChipProps, 'radius' | 'variant' | 'styles'> = {
  radius: 'md',
  variant: 'outline',
  styles: {
    label: { width: '100%', justifyContent: 'center', height: 'auto', paddingBlock: 6, paddingInline: 4 },
    iconWrapper: { display: 'none' },
  },
};
