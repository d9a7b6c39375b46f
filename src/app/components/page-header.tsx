import type { ReactNode } from 'react';
import type { RouteKey } from '../navigation/routes';
import { useBack } from '../navigation/use-back';
import { useI18n } from '@/shared/i18n/i18n-provider';

interface PageHeaderProps {
  title: string;
  /** Optional action at the inline end (kept the same width as the back button so the title stays centred). */
  end?: ReactNode;
}

/** The header screens share: a back button at the inline start and a centred title. */
export function PageHeader({ title, end }: PageHeaderProps) {
  const { LL } = useI18n();
  const back = useBack();
  return (
    <header className="page-header">
      <button type="button" className="page-header__back" onClick={back} aria-label={LL.common.back()}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <h1 className="page-header__title">{title}</h1>
      <div className="page-header__end">{end}</div>
    </header>
  );
}

/** The header for a route, titled with the route's name. */
export function RoutePageHeader({ routeKey }: { routeKey: RouteKey }) {
  const { LL } = useI18n();
  return <PageHeader title={LL.routes[routeKey]()} />;
}
