// Shown on Add Product to a seller an Admin blocked: why they cannot list (the API would refuse the
// listing with a 403 saying the same), and what they still can do.
import { Link } from 'react-router-dom';
import { TEXT } from '@/config/text';

export function BlockedNote({ reason }: { reason: string }) {
  return (
    <div role="note" className="alert alert-warning alert-soft items-start">
      <div className="space-y-1">
        <p className="font-semibold break-words">{TEXT.blockedFromListing(reason)}</p>
        <p className="text-sm">
          You can still sign in and follow your orders.{' '}
          <Link to="/dashboard/my-orders" className="link">
            See my orders
          </Link>
        </p>
      </div>
    </div>
  );
}
