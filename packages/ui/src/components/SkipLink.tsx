import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';

const Link = styled.a`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(2)};
  inset-inline-start: ${({ theme }) => theme.space(2)};
  z-index: 60;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.md};
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    transform: none;
  }
`;

interface SkipLinkProps {
  /** The id of the content to skip to (made focusable for the purpose). */
  targetId: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * "Skip to content": off screen until it takes the focus (the first Tab on the page), then shown
 * above the header. Moves the keyboard focus to the content without touching the router's URL.
 */
export function SkipLink({ targetId, children, 'data-testid': testId }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <Link href={`#${targetId}`} onClick={skip} data-testid={testId}>
      {children}
    </Link>
  );
}
