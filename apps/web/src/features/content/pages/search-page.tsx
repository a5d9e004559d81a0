// /search?q=: results grouped by kind. Screens come from the shared pure rule (instant); users
// (coach) or the member's own diet plans, sessions and bookings come from GET /api/search.
import { Anchor, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SCREEN_CATALOG, isAdminRole, searchScreens, type ScreenEntry, type SearchHit } from '@rhythmfit/contracts';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { roleLabel } from '../../../lib/profile-labels';
import { useSession } from '../../../lib/use-session';
import { useSearch } from '../api/search';
import { contentTexts } from '../texts';

/** Each screen's name in the catalogue, by its path (content.json's search.screen.*). */
export const SCREEN_NAMES: Record<string, Parameters<typeof contentTexts>[0]> = {
  '/dashboard': 'search.screen.dashboard',
  '/diet-plans': 'search.screen.dietPlans',
  '/my-workouts': 'search.screen.targets',
  '/progress': 'search.screen.progress',
  '/profile': 'search.screen.profile',
  '/book-appointment': 'search.screen.bookAppointment',
  '/my-bookings': 'search.screen.myBookings',
  '/messages': 'search.screen.messages',
  '/trainers': 'search.screen.myCoach',
  '/book-trainer': 'search.screen.bookTrainer',
  '/live-classes': 'search.screen.liveSessions',
  '/subscriptions': 'search.screen.subscriptions',
  '/circadian': 'search.screen.circadian',
  '/circadian-mobile': 'search.screen.circadianWeek',
  '/account-settings': 'search.screen.accountSettings',
  '/delete-account': 'search.screen.deleteAccount',
  '/privacy-policy': 'search.screen.privacyPolicy',
  '/admin': 'search.screen.adminDashboard',
  '/admin/live-sessions': 'search.screen.manageLiveSessions',
  '/admin/banners': 'search.screen.manageBanners',
  '/admin/testimonials': 'search.screen.manageTestimonials',
  '/admin/circadian': 'search.screen.userCircadian',
  '/admin/slots': 'search.screen.manageSlots',
  '/admin/notifications': 'search.screen.notificationDeliveries',
  '/admin/messages': 'search.screen.inbox',
  '/admin/bookings': 'search.screen.allBookings',
};

/**
 * The screens under their names in the language on screen. A translated name is searched, and so
 * are the English name and words (people type both); in English the catalogue is the contracts' own.
 */
function screensInLanguage(): ScreenEntry[] {
  return SCREEN_CATALOG.map((entry) => {
    const key = SCREEN_NAMES[entry.path];
    const label = key ? contentTexts(key) : entry.label;
    return label === entry.label ? entry : { ...entry, label, keywords: [entry.label, ...entry.keywords] };
  });
}

const STATUS_NAMES: Record<string, Parameters<typeof contentTexts>[0]> = {
  pending: 'search.status.pending',
  confirmed: 'search.status.confirmed',
  cancelled: 'search.status.cancelled',
  no_show: 'search.status.noShow',
  upcoming: 'search.status.upcoming',
  completed: 'search.status.completed',
};

/** A booking's or session's status in the reader's language; one the coach typed freely as it is. */
function statusName(status: string): string {
  const key = STATUS_NAMES[status.toLowerCase()];
  return key ? contentTexts(key) : status;
}

const listed = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null;

/**
 * A hit as the reader reads it. The server's title and subtitle are English; where it sent the
 * hit's parts (its kind, date, time, status, role...) they are written from the catalogues, dates
 * in the one date format. Names, notes and meal types people typed stay as typed.
 */
export function hitInLanguage(hit: SearchHit): { title: string; subtitle: string | null } {
  const when = hit.date && hit.time ? { date: formatDate(hit.date), time: hit.time } : null;
  const status = hit.status ? statusName(hit.status) : null;
  if (hit.kind === 'booking' && when) {
    return { title: contentTexts('search.hit.appointment', when), subtitle: listed([hit.trainer, status]) };
  }
  if (hit.kind === 'session' && when) {
    return { title: contentTexts('search.hit.session', when), subtitle: listed([status, hit.note]) };
  }
  if (hit.kind === 'user' && hit.mobile !== undefined && hit.role !== undefined) {
    return { title: hit.title, subtitle: listed([hit.mobile, roleLabel(hit.role)]) };
  }
  return { title: hit.title, subtitle: hit.subtitle };
}

function Hit({ hit }: { hit: SearchHit }) {
  const { title, subtitle } = hitInLanguage(hit);
  return (
    <li>
      <Anchor component={Link} to={hit.path} fw={500}>
        {title}
      </Anchor>
      {subtitle && (
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      )}
    </li>
  );
}

function Group({ title, hits }: { title: string; hits: SearchHit[] }) {
  if (hits.length === 0) return null;
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {hits.map((hit) => (
          <Hit key={`${title}-${hit.id}`} hit={hit} />
        ))}
      </Stack>
    </Card>
  );
}

export default function SearchPage() {
  const t = useTexts(contentTexts);
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { role } = useSession();
  const results = useSearch(q);
  const screens: SearchHit[] = searchScreens(q, role, screensInLanguage()).map((s) => ({
    id: s.path,
    title: s.label,
    subtitle: null,
    path: s.path,
  }));
  const data = results.data;
  const total = screens.length + (data ? data.users.length + data.dietPlans.length + data.sessions.length + data.bookings.length : 0);

  return (
    <Stack gap="md">
      <Title order={1}>{q ? t('search.resultsFor', { q }) : t('search.title')}</Title>
      {!q ? (
        <Text c="dimmed">{t('search.hint')}</Text>
      ) : (
        <>
          {results.isLoading && (
            <Text role="status" c="dimmed">
              <Loader size="xs" mr="xs" />
              {t('search.searching')}
            </Text>
          )}
          {results.isError && <Text c="red">{t('search.failed')}</Text>}
          {!results.isLoading && total === 0 && <Text>{t('search.none', { q })}</Text>}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Group title={t('search.screens')} hits={screens} />
            {data && isAdminRole(role) && <Group title={t('search.users')} hits={data.users} />}
            {data && <Group title={t('search.dietPlans')} hits={data.dietPlans} />}
            {data && <Group title={t('search.sessions')} hits={data.sessions} />}
            {data && <Group title={t('search.bookings')} hits={data.bookings} />}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
