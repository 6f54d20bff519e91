import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@common/paths';
import { useSession } from './session-context';

/** Guards /admin/*: the UI half of the owner check; firestore.rules is the real boundary. */
export function RequireAdmin() {
  const { loading, admin } = useSession();
  if (loading) {
    return (
      <p role="status" className="p-10 text-center text-muted">
        Loading...
      </p>
    );
  }
  if (!admin || admin.role !== 'admin') return <Navigate to={paths.adminLogin} replace />;
  return <Outlet />;
}
