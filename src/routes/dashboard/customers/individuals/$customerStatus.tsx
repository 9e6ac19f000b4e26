import { createFileRoute } from '@tanstack/react-router';
import { requireCoverStatus } from '../../../-guards';

// The list itself arrives with the individuals screens; the status is checked here already.
export const Route = createFileRoute('/dashboard/customers/individuals/$customerStatus')({
  beforeLoad: ({ params }) => ({ status: requireCoverStatus(params.customerStatus) }),
});
