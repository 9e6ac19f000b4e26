import { createFileRoute, redirect } from '@tanstack/react-router';
import { resumeHref } from '@/ui/wizard/wizard-resume';

export const Route = createFileRoute('/dashboard/customers/diasporas/new/')({
  beforeLoad: () => {
    throw redirect({ href: resumeHref('/dashboard/customers/diasporas/new', 'policy'), replace: true });
  },
});
