import { createFileRoute } from '@tanstack/react-router';
import { requireCoverStatus } from '../../../-guards';

// The list itself arrives with the diasporas screens; the status is checked here already.
export const Route = createFileRoute('/dashboard/customers/diasporas/$customerStatus')({
  beforeLoad: ({ params }) => ({ status: requireCoverStatus(params.customerStatus) }),
});
