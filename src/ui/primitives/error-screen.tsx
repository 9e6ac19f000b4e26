import { Box, Button, Center, Container, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { ArrowLeft, Compass, ShieldX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import bankLogo from '@/assets/bank-logo.svg';
import { useTranslation } from '@/i18n/use-translation';

/** An error that carries an HTTP-like status, as a failed API call or a route loader throws it. */
export interface StatusError {
  status: number;
  data?: unknown;
}

export function isStatusError(error: unknown): error is StatusError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof (error as { status: unknown }).status === 'number'
  );
}

function describe(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (typeof data === 'number' || typeof data === 'boolean') return String(data);
  try {
    return JSON.stringify(data);
  } catch {
    return String(data);
  }
}

/** Where the screen sits: a page of its own, or the content area of the dashboard's shell. */
export type ProblemPlacement = 'page' | 'panel';

/** The one link out of a problem screen: home for a visitor, the dashboard for staff. */
export interface WayBack {
  to: string;
  label: string;
}

export interface ProblemLook {
  placement?: ProblemPlacement;
  /** h2 under a page that already has its h1 (a customer area's title). */
  headingLevel?: 'h1' | 'h2';
  back: WayBack;
}

function BrandHeader() {
  const { t } = useTranslation();
  return (
    <Box as="header" bg="navy.900">
      <Container maxW="7xl" px={{ base: '5', md: '8' }} py="4">
        <Link
          asChild
          color="white"
          rounded="lg"
          fontWeight="800"
          fontSize={{ base: 'lg', md: 'xl' }}
          textDecoration="none"
          _hover={{ textDecoration: 'none', opacity: 0.9 }}
          focusRingColor="gold.300"
        >
          <RouterLink to="/" aria-label={t('brand.bankHome')}>
            <Image src={bankLogo} alt="" boxSize="9" />
            <Text as="span">{t('brand.bankName')}</Text>
          </RouterLink>
        </Link>
      </Container>
    </Box>
  );
}

/** The card every problem screen shows: an icon, a heading, what happened and the way back. */
function ProblemCard({
  icon,
  title,
  detail,
  headingLevel = 'h1',
  back,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  headingLevel?: 'h1' | 'h2';
  back: WayBack;
}) {
  return (
    <Stack
      role="alert"
      align="center"
      textAlign="center"
      gap="4"
      w="full"
      maxW="32rem"
      mx="auto"
      bg="white"
      borderWidth="1px"
      rounded="2xl"
      shadow="sm"
      px={{ base: '5', md: '10' }}
      py={{ base: '8', md: '10' }}
    >
      <Center boxSize="16" rounded="full" bg="navy.50" color="navy.700" aria-hidden="true">
        {icon}
      </Center>
      <Heading as={headingLevel} size="xl" color="navy.900">
        {title}
      </Heading>
      {detail && (
        <Text color="fg.muted" overflowWrap="anywhere">
          {detail}
        </Text>
      )}
      <Button asChild colorPalette="navy" bg="navy.800" mt="2">
        <RouterLink to={back.to}>
          <ArrowLeft aria-hidden size={18} />
          {back.label}
        </RouterLink>
      </Button>
    </Stack>
  );
}

function Placed({ placement, children }: { placement: ProblemPlacement; children: ReactNode }) {
  // Inside the shell, its sidebar, header and main landmark are already there.
  if (placement === 'panel') return <Box py={{ base: '4', md: '10' }}>{children}</Box>;
  return (
    <Box minH="100dvh" display="flex" flexDirection="column" bg="canvas">
      <BrandHeader />
      <Box as="main" flex="1" display="grid" placeItems="center" px="4" py={{ base: '8', md: '16' }}>
        {children}
      </Box>
    </Box>
  );
}

export interface ErrorScreenProps extends ProblemLook {
  error: unknown;
  /** Optional screens for particular statuses, e.g. `{ 404: () => <NotFound /> }`. */
  statusHandlers?: Partial<Record<number, (error: StatusError) => ReactNode>>;
}

/**
 * The route error screen (SPEC §8): '{status} | {data}' for errors with a status,
 * otherwise the error's message, otherwise 'Unknown Error'; under a heading, with a way back.
 */
export function ErrorScreen({
  error,
  statusHandlers,
  placement = 'page',
  headingLevel,
  back,
}: ErrorScreenProps) {
  const { t } = useTranslation();

  if (isStatusError(error)) {
    const handler = statusHandlers?.[error.status];
    if (handler) return <>{handler(error)}</>;
  }

  let text: string;
  if (isStatusError(error)) {
    text = t('errors.withStatus', { status: error.status, data: describe(error.data) });
  } else if (error instanceof Error && error.message) {
    text = error.message;
  } else {
    text = t('errors.unknown');
  }
  const forbidden = isStatusError(error) && error.status === 403;

  return (
    <Placed placement={placement}>
      <ProblemCard
        icon={forbidden ? <ShieldX size={30} /> : <TriangleAlert size={30} />}
        title={forbidden ? t('errors.forbiddenTitle') : t('errors.failedTitle')}
        detail={text}
        back={back}
        headingLevel={headingLevel}
      />
    </Placed>
  );
}

/** 'Unknown page' (SPEC §2, §8), with a word on why and the way back. */
export function NotFoundScreen({ placement = 'page', headingLevel, back }: ProblemLook) {
  const { t } = useTranslation();
  return (
    <Placed placement={placement}>
      <ProblemCard
        icon={<Compass size={30} />}
        title={t('errors.notFound')}
        detail={t('errors.notFoundBody')}
        back={back}
        headingLevel={headingLevel}
      />
    </Placed>
  );
}
