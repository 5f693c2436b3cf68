import type { ReactNode } from 'react';
import { IconSvg, PhoneIcon as Phone, UserIcon as User, type IconProps } from '@trabzon/ui/icons';

/*
 * Small inline icons drawn in the text colour (currentColor), on the kit's line-icon base. Decorative:
 * the text or the control around them carries the meaning. An emoji showed as an empty box where no
 * colour-emoji font is installed; these draw the same everywhere.
 */

/** As tall as the text an icon sits in, on its baseline. */
const IN_TEXT = { size: '1.1em', style: { verticalAlign: '-0.15em', flex: 'none' } } as const;

function Svg({ style, ...rest }: IconProps & { children: ReactNode }) {
  return <IconSvg size={IN_TEXT.size} style={{ ...IN_TEXT.style, ...style }} {...rest} />;
}

/** A telephone handset (support): the kit's. */
export function PhoneIcon({ style, ...rest }: IconProps) {
  return <Phone size={IN_TEXT.size} style={{ ...IN_TEXT.style, ...style }} {...rest} />;
}

/** A person (a vehicle's seats): the kit's. */
export function PersonIcon({ style, ...rest }: IconProps) {
  return <User size={IN_TEXT.size} style={{ ...IN_TEXT.style, ...style }} {...rest} />;
}

/** A folded map (the map buttons of the place fields). */
export function MapIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2z" />
      <path d="M9 4v14M15 6v14" />
    </Svg>
  );
}

/** A shield with a tick (safety). */
export function ShieldIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3z" />
      <path d="m9 12 2 2 4-4" />
    </Svg>
  );
}

/** A price tag (no hidden fees). */
export function PriceTagIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </Svg>
  );
}

/** Mountains (local experience). */
export function MountainIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m3 20 6-11 4 7 2-3 6 7H3z" />
    </Svg>
  );
}

/** A suitcase (a vehicle's bags). */
export function SuitcaseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="4" y="7" width="16" height="13" rx="2" />
      <path d="M9 7V4h6v3M9 11v5M15 11v5" />
    </Svg>
  );
}

/** A gear (a vehicle's transmission). */
export function GearIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </Svg>
  );
}
