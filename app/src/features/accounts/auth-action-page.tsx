import { Navigate, useSearchParams } from 'react-router-dom';
import { authActionTarget } from '../../shared/core/startup';

/** Firebase's email links land here; the core decides where each action continues. */
export default function AuthActionPage() {
  const [params] = useSearchParams();
  return <Navigate to={authActionTarget(params.get('mode'), params.get('oobCode'))} replace />;
}
