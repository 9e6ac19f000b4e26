import { createFileRoute, redirect } from '@tanstack/react-router';
import { resumeHref } from '@/ui/wizard/wizard-resume';

export const Route = createFileRoute('/dashboard/customers/groups/add-group/')({
  beforeLoad: () => {
    throw redirect({
      href: resumeHref('/dashboard/customers/groups/add-group', 'basic-details'),
      replace: true,
    });
  },
});
