import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authActionTarget } from '../../shared/core/startup';
import { LoadingScreen } from '../../shared/ui/loading-screen';

/**
 * Firebase's email links land here; the core decides where each action continues. The redirect happens in an
 * effect, so the pre-rendered page is a loading screen rather than nothing.
 */
export default function AuthActionPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = authActionTarget(params.get('mode'), params.get('oobCode'));
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return <LoadingScreen />;
}
