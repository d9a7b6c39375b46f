import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

interface RouteLinkProps {
  /** A path inside the app. */
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to another screen: a real <a href> (open in a new tab, long-press), and an in-app visit on a
 * plain click. Why not react-router's <Link>: it brings route prefetching and discovery for framework
 * mode, which this app does not use, and its code lands in the router's chunk that the home screen
 * loads before its first frame. These two hooks are what <Link> itself is built on.
 */
export function RouteLink({ to, className, children }: RouteLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
