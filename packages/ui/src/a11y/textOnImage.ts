import { css } from 'styled-components';
import { brand } from '../theme/tokens';

/**
 * The backdrop of white text laid over a photo: a scrim dark enough for AA contrast over any pixel
 * of the image, fading out only within `fade` above the text (the caption's top padding), and a
 * soft shadow for the glyphs' edges.
 */
export const textOnImage = (fade: string) => css`
  background: linear-gradient(to bottom, transparent, ${brand.textScrim} ${fade});
  color: ${brand.onImage};
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.5);
`;
