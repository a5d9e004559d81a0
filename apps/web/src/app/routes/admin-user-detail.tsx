// The coach's user details dialog on /admin with what the app layer adds to it (features never
// import each other): the member's diet plan assignment and their days on a 24-hour chart. Its own
// chunk, loaded by app/routes/admin-dashboard.tsx when a member is first opened: the role form
// (zod, the forms library, Select) is then not evaluated while the dashboard loads (total blocking
// time on /admin, issue 24).
import { Center, Loader } from '@mantine/core';
import { localIsoDate } from '@rhythmfit/contracts';
import { lazy, Suspense } from 'react';
import { LazyDayChart } from '../../features/circadian/components/lazy-day-chart';
import { UserDetailModal } from '../../features/content/components/user-detail-modal';
import { useTexts } from '../../lib/i18n';
import { commonTexts } from '../../lib/texts';
import { appTexts } from '../texts';
import { checkInTexts } from '../../features/check-ins/texts';

const MemberTraining = lazy(() =>
  import('../../features/training/admin/components/member-training').then((m) => ({ default: m.MemberTraining })),
);

const MemberCheckIns = lazy(() =>
  import('../../features/check-ins/components/member-check-ins').then((m) => ({ default: m.MemberCheckIns })),
);

const AssignDietPlan = lazy(() =>
  import('../../features/tracking/components/assign-diet-plan').then((m) => ({ default: m.AssignDietPlan })),
);

export default function AdminUserDetail({
  userId,
  onClose,
  onClosed,
}: {
  userId: number | null;
  onClose: () => void;
  onClosed: () => void;
}) {
  const t = useTexts(appTexts);
  const checkIns = useTexts(checkInTexts);
  const common = useTexts(commonTexts);
  return (
    <UserDetailModal
      userId={userId}
      onClose={onClose}
      onClosed={onClosed}
      detailsLabel={t('userDetail.tab.details')}
      tabs={[
        {
          value: 'training',
          label: t('userDetail.tab.training'),
          render: (member) => (
            <Suspense
              fallback={
                <Center py="lg">
                  <Loader aria-label="Loading" />
                </Center>
              }
            >
              <MemberTraining member={member} />
            </Suspense>
          ),
        },
        {
          value: 'check-ins',
          label: checkIns('member.title'),
          render: (member) => (
            <Suspense
              fallback={
                <Center py="lg">
                  <Loader aria-label="Loading" />
                </Center>
              }
            >
              <MemberCheckIns userId={member.id} />
            </Suspense>
          ),
        },
      ]}
      dietPlans={(id) => (
        <Suspense
          fallback={
            <Center py="lg">
              <Loader aria-label={common('loading')} />
            </Center>
          }
        >
          <AssignDietPlan userId={id} />
        </Suspense>
      )}
      circadian={(member) => <LazyDayChart member={member} end={localIsoDate()} heading={t('admin.memberDays', { name: member.name })} />}
    />
  );
}
