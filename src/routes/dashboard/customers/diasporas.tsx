import { createFileRoute } from '@tanstack/react-router';
import { areaRoute } from '../../-area';

export const Route = createFileRoute('/dashboard/customers/diasporas')(
  areaRoute('diasporas', 'diasporas.read'),
);
