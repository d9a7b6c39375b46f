import { Link } from 'react-router';
import { useSession } from '@/features/session/use-session';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { StatusScreen } from '../components/status-screen';

// Interim home screen: the player issue replaces it with the video player.
export default function HomeRoute() {
  const { LL } = useI18n();
  const session = useSession();
  const retryButton = (retry: () => void) => (
    <button type="button" className="button button--primary" onClick={retry}>
      {LL.common.retry()}
    </button>
  );
  const reload = () => window.location.reload();

  switch (session.status) {
    case 'loading':
      return <StatusScreen busy title={LL.common.loading()} />;
    case 'error':
      return (
        <StatusScreen
          title={LL.common.error.title()}
          hint={LL.common.error.hint()}
          action={retryButton(session.retry)}
        />
      );
    case 'unsupported':
      return (
        <StatusScreen
          title={LL.common.regionUnsupported.title()}
          hint={LL.common.regionUnsupported.hint()}
          action={retryButton(reload)}
        />
      );
    case 'empty':
    case 'notFound':
      return (
        <StatusScreen
          title={LL.common.episodeNotFound.title()}
          hint={LL.common.episodeNotFound.hint()}
          action={retryButton(reload)}
        />
      );
    case 'ready':
      break;
  }
  const { drama } = session;
  return (
    <div className="screen home-interim">
      <div className="home-interim__info">
        <h1 className="home-interim__title">{drama.title}</h1>
        <p className="home-interim__episode">{LL.common.episodeOf({ n: 1, total: drama.totalEpisodes })}</p>
      </div>
      <nav className="home-interim__nav">
        <Link to="/mine" className="button">
          {LL.routes.mine()}
        </Link>
      </nav>
    </div>
  );
}
