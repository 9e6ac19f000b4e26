import { Badge, Box, chakra, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StaffFileLink } from '@/ui/primitives/staff-file-link';
import { type ChangedFieldView, changeRows, type DiffEntry, type DiffWords } from './change-rows';

export type { ChangedFieldView } from './change-rows';

const lookup = (texts: Record<string, string>, key: string): string | undefined =>
  Object.hasOwn(texts, key) ? texts[key] : undefined;

/** The diff's words from the catalogue (`ui.change`). */
function useDiffWords(): DiffWords {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const words = i18n.section('ui.change');
    return {
      fieldLabel: (field) => lookup(words.fields, field),
      none: words.none,
      noDocument: words.noDocument,
      document: words.document,
      viewDocument: words.viewDocument,
      viewProof: words.viewProof,
      sex: (value) => lookup(words.sex, value),
      maritalStatus: (value) => lookup(words.maritalStatus, value),
      idType: (type) => words.idTypes[type],
      relationship: (relationship) => words.relationships[relationship],
      position: (position) => lookup(words.positions, position),
      born: (date) => t('ui.change.person.born', { date }),
      identification: (type, number) => t('ui.change.person.identification', { type, number }),
      mobile: (mobile) => t('ui.change.person.mobile', { mobile }),
      withRole: (name, role) => t('ui.change.person.withRole', { name, role }),
      nextOfKin: (names) => t('ui.change.person.nextOfKin', { names }),
    };
  }, [t, i18n]);
}

export interface ChangeDiffProps {
  fields: readonly ChangedFieldView[];
  /** Names the table for screen readers: 'Changes to Juma Mwakyusa'. */
  label: string;
  /** Reads a staff-only document (an id copy, a proof of relationship) to show it. */
  loadFile?: ((url: string) => Promise<Blob>) | undefined;
}

/** A side's column cell: on a narrow screen the two sides sit side by side under the field's label. */
const sideCell = {
  verticalAlign: 'top',
  textAlign: 'start',
  py: '2',
  minW: '0',
  overflowWrap: 'anywhere',
} as const;

/**
 * A waiting change, field by field: what the record holds now beside what approval would make it.
 * People added to or removed from a list say so in words and with a sign, not by colour alone.
 */
export function ChangeDiff({ fields, label, loadFile }: ChangeDiffProps) {
  const { t } = useTranslation();
  const words = useDiffWords();
  const rows = useMemo(() => changeRows(fields, words), [fields, words]);
  const before = t('ui.change.columns.before');
  const after = t('ui.change.columns.after');
  return (
    <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
      <VisuallyHidden as="caption">{label}</VisuallyHidden>
      <chakra.thead>
        <chakra.tr display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" columnGap="4">
          <chakra.th scope="col" srOnly>
            {t('ui.change.columns.field')}
          </chakra.th>
          {[before, after].map((column) => (
            <chakra.th
              key={column}
              scope="col"
              textAlign="start"
              pb="1"
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              color="ink.muted"
            >
              {column}
            </chakra.th>
          ))}
        </chakra.tr>
      </chakra.thead>
      <chakra.tbody>
        {rows.map((row) => (
          <chakra.tr
            key={row.field}
            display="grid"
            gridTemplateColumns="repeat(2, minmax(0, 1fr))"
            columnGap="4"
            borderTopWidth="1px"
            pt="2"
            data-field={row.field}
          >
            <chakra.th
              scope="row"
              gridColumn="1 / -1"
              textAlign="start"
              fontWeight="semibold"
              color="navy.900"
            >
              {row.label}
            </chakra.th>
            <chakra.td {...sideCell} color="ink.muted">
              <Side entries={row.before} empty={row.empty} loadFile={loadFile} />
            </chakra.td>
            <chakra.td {...sideCell} color="navy.900" fontWeight="medium">
              <Side entries={row.after} empty={row.empty} loadFile={loadFile} />
            </chakra.td>
          </chakra.tr>
        ))}
      </chakra.tbody>
    </chakra.table>
  );
}

function Side({
  entries,
  empty,
  loadFile,
}: {
  entries: readonly DiffEntry[];
  empty: string;
  loadFile: ChangeDiffProps['loadFile'];
}) {
  if (entries.length === 0)
    return (
      <Text as="span" fontStyle="italic" fontWeight="normal" color="ink.muted">
        {empty}
      </Text>
    );
  if (entries.length === 1 && !entries[0]?.mark)
    return <Entry entry={entries[0] as DiffEntry} loadFile={loadFile} />;
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {entries.map((entry) => (
        <Box as="li" key={entry.lines.join('\n')}>
          <Entry entry={entry} loadFile={loadFile} />
        </Box>
      ))}
    </Stack>
  );
}

/** Marked entries sit on a tint with a bar at their start, and say 'Added' or 'Removed'. */
const MARKS = {
  added: { palette: 'teal', bg: 'teal.50', bar: 'teal.500', Icon: Plus },
  removed: { palette: 'red', bg: 'red.50', bar: 'red.500', Icon: Minus },
} as const;

function Entry({ entry, loadFile }: { entry: DiffEntry; loadFile: ChangeDiffProps['loadFile'] }) {
  const { t } = useTranslation();
  const mark = entry.mark ? MARKS[entry.mark] : undefined;
  const [first, ...more] = entry.lines;
  return (
    <Stack
      gap="0.5"
      {...(mark
        ? {
            bg: mark.bg,
            borderStartWidth: '3px',
            borderColor: mark.bar,
            roundedEnd: 'md',
            px: '2',
            py: '1.5',
          }
        : {})}
    >
      {mark && entry.mark ? (
        <Badge size="sm" variant="subtle" colorPalette={mark.palette} alignSelf="flex-start">
          <mark.Icon aria-hidden size={12} />
          {entry.mark === 'added' ? t('ui.change.added') : t('ui.change.removed')}
        </Badge>
      ) : null}
      <Text as="span" display="block">
        {first}
      </Text>
      {more.map((line) => (
        <Text as="span" display="block" key={line} fontSize="xs" fontWeight="normal" color="ink.muted">
          {line}
        </Text>
      ))}
      {entry.file && loadFile ? (
        <StaffFileLink url={entry.file.url} label={entry.file.label} load={loadFile} />
      ) : null}
    </Stack>
  );
}
