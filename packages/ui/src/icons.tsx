// Line icons drawn in the text colour, as their own entry (`@trabzon/ui/icons`): the shell's frame and
// the remotes draw their own sets on this base and share the icons both need. The main entry is a
// federation singleton that every page loads whole.
import type { ReactNode, SVGProps } from 'react';

/** A line icon's props: any SVG attribute but its children, and its size (px or any CSS length). */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

/**
 * The 24-unit box every line icon is drawn in, in currentColor. Decorative: the text or the control
 * around it carries the meaning, so it is hidden from assistive technology and never focused.
 */
export function IconSvg({ size = 20, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    />
  );
}

/** A telephone handset (the footer's phone, the transfers' support). */
export function PhoneIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.8 19.8 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.12 4.18 2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z" />
    </IconSvg>
  );
}

/** A person (the account menu, a vehicle's seats). */
export function UserIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </IconSvg>
  );
}
