import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/diaspora/')({
  beforeLoad: () => {
    throw redirect({ to: '/diaspora/policy', replace: true });
  },
});
