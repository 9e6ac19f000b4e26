import { Box, Button, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';

export interface ChartFigureProps {
  title: string;
  /** The drawing, loaded on its own (recharts): hidden from assistive technology, which reads the table. */
  chart: ReactNode;
  /** The same figures as a table (FiguresTable), given the id the drawing points to and whether it shows. */
  table: (id: string, shown: boolean) => ReactNode;
  /** A line under the title, e.g. a total. */
  summary?: ReactNode;
  /** Every figure is zero: a sentence instead of an empty drawing (the table stays). */
  empty?: boolean;
}

/**
 * A chart with its table alternative. The table is always in the page: out of sight but read by
 * screen readers (the drawing's description points to it) until someone asks to see it, when it
 * shows below the drawing.
 */
export function ChartFigure({ title, chart, table, summary, empty = false }: ChartFigureProps) {
  const { t } = useTranslation();
  const [tableShown, setTableShown] = useState(false);
  const id = useId();
  const tableId = `${id}-table`;
  const headingId = `${id}-title`;
  const figures = table(tableId, tableShown);
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '3', md: '5' }}
      minW="0"
    >
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ sm: 'center' }}
        gap="2"
      >
        <Heading as="h2" size="md" color="navy.900" id={headingId}>
          {title}
        </Heading>
        <Button
          size="xs"
          variant="outline"
          alignSelf={{ base: 'flex-start', sm: 'auto' }}
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t('overview.chart.hideTable') : t('overview.chart.showTable')}
        </Button>
      </Stack>
      {summary}
      {empty ? (
        <Text color="ink.muted" fontSize="sm">
          {t('overview.chart.empty')}
        </Text>
      ) : (
        <Box role="img" aria-label={title} aria-describedby={tableId} minH="12rem">
          <Suspense fallback={<Skeleton height="12rem" rounded="md" />}>{chart}</Suspense>
        </Box>
      )}
      {tableShown ? figures : <VisuallyHidden>{figures}</VisuallyHidden>}
    </Stack>
  );
}
