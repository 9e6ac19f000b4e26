import { createFileRoute, redirect } from '@tanstack/react-router';
import { resumeHref } from '@/ui/wizard/wizard-resume';

export const Route = createFileRoute('/dashboard/customers/individuals/new/')({
  beforeLoad: () => {
    throw redirect({
      href: resumeHref('/dashboard/customers/individuals/new', 'basic-details'),
      replace: true,
    });
  },
});
