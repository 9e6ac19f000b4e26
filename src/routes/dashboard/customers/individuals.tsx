import { createFileRoute } from '@tanstack/react-router';
import { areaRoute } from '../../-area';

export const Route = createFileRoute('/dashboard/customers/individuals')(
  areaRoute('individuals', 'customers.read'),
);
