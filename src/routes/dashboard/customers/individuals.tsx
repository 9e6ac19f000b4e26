import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '@/routes/-area';
import { requirePermission } from '@/routes/-guards';

// The layout is written inline so that it loads with the area's screens, not with the route tree.
export const Route = createFileRoute('/dashboard/customers/individuals')({
  beforeLoad: ({ context }) => requirePermission(context, 'customers.read'),
  component: () => <AreaLayout area="individuals" />,
});
