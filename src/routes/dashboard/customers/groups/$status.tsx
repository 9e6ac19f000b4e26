import { createFileRoute } from '@tanstack/react-router';
import { requireCoverStatus } from '../../../-guards';

// The list itself arrives with the groups screens; the status is checked here already.
export const Route = createFileRoute('/dashboard/customers/groups/$status')({
  beforeLoad: ({ params }) => ({ status: requireCoverStatus(params.status) }),
});
