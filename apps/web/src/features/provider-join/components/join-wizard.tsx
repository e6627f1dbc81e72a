import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Container, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { Link, useNavigate } from 'react-router';
import { JOIN_STEPS, type JoinFinalResponse, type ProviderKind } from '@nirog/contracts';
import { ApiError } from '../../../lib/api-client';
import { showFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSessionStore } from '../../../stores/session';
import { submitJoinStep } from '../api/submit-join-step';
import { joinStepPath } from './join-steps';
import { JoinStepper } from './join-stepper';
import { useJoinDraft } from './use-join-draft';

interface FormLike {
  setErrors: (errors: Record<string, ReactNode>) => void;
  clearErrors: () => void;
}

interface JoinStepContextValue {
  kind: ProviderKind;
  step: number;
  last: boolean;
  pending: boolean;
  /** Share of the upload sent (multipart steps), null otherwise. */
  progress: number | null;
  /**
   * Sends the step and follows the answer (spec 3 section 4): success goes on (or finishes), warning returns to
   * step 1, error and "already applied" open their popups; a 422 puts the field errors on `form`.
   */
  submit: (body: object | FormData, form: FormLike) => void;
  /** The previous step's page (none on step 1). */
  back: string | null;
}

const JoinStepContext = createContext<JoinStepContextValue | null>(null);

export function useJoinStep(): JoinStepContextValue {
  const value = useContext(JoinStepContext);
  if (!value) throw new Error('useJoinStep outside JoinWizard');
  return value;
}

type Popup = { type: 'applied'; message: string } | { type: 'error' } | null;

/**
 * The one wizard shell of the three join wizards: title, the steps, the step's form, and what every answer
 * leads to. Field errors show under the fields; general messages as a toast or a popup.
 */
export function JoinWizard({ kind, step, children }: { kind: ProviderKind; step: number; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [popup, setPopup] = useState<Popup>(null);
  const last = step === JOIN_STEPS[kind];
  const kindName = t(`providerJoin.kinds.${kind}`);
  usePageTitle(t(`providerJoin.titles.${kind}`));
  const joined = useRef(false);
  useEffect(
    () => () => {
      if (joined.current) useJoinDraft.getState().clear(kind);
    },
    [kind],
  );

  const follow = useCallback(
    (answer: JoinFinalResponse) => {
      switch (answer.icon) {
        case 'success': {
          const draft = useJoinDraft.getState();
          if (!last) {
            draft.markDone(kind, step);
            void navigate(joinStepPath(kind, step + 1));
            return;
          }
          const session = useSessionStore.getState();
          if (answer.user && session.user?.id === answer.user.id) session.setUser(answer.user);
          modals.open({
            title: t('providerJoin.joined.title', { kind: kindName }),
            centered: true,
            children: <Text>{t('providerJoin.joined.body')}</Text>,
          });
          // The draft goes once the wizard is left (joined, below): cleared while this page is still on screen
          // (a navigation keeps it there until the provider area's code is here), the nurse's out-of-order
          // fallback would send the new applicant back to step 1 instead of to the profile.
          joined.current = true;
          void navigate(paths.providerArea(kind));
          return;
        }
        case 'warning':
          notify('warning', answer.message || t('providerJoin.flowStepByStep'));
          void navigate(joinStepPath(kind, 1));
          return;
        case 'error':
          setPopup({ type: 'error' });
          return;
        default:
          setPopup({ type: 'applied', message: answer.message });
      }
    },
    [kind, kindName, last, navigate, step, t],
  );

  const submit = useCallback(
    (body: object | FormData, form: FormLike) => {
      const upload = body instanceof FormData;
      setPending(true);
      setProgress(upload ? 0 : null);
      submitJoinStep(kind, step, body, upload ? setProgress : undefined)
        .then((answer) => {
          form.clearErrors();
          follow(answer);
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 422) showFormError(form, error, t);
          else if (!(error instanceof ApiError) || error.status !== 401) setPopup({ type: 'error' });
        })
        .finally(() => {
          setPending(false);
          setProgress(null);
        });
    },
    [follow, kind, step, t],
  );

  const context = useMemo<JoinStepContextValue>(
    () => ({ kind, step, last, pending, progress, submit, back: step > 1 ? joinStepPath(kind, step - 1) : null }),
    [kind, step, last, pending, progress, submit],
  );

  return (
    <Container size="md" py="lg" px="sm">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t(`providerJoin.titles.${kind}`)}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('providerJoin.intro')}
          </Text>
        </div>
        <JoinStepper kind={kind} step={step} />
        <Card withBorder radius="lg" padding="md">
          <JoinStepContext.Provider value={context}>{children}</JoinStepContext.Provider>
        </Card>
      </Stack>

      <Modal
        opened={popup?.type === 'applied'}
        onClose={() => setPopup(null)}
        centered
        title={popup?.type === 'applied' ? popup.message : ''}
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant="light" color="blue">
              <IconInfoCircle size={24} aria-hidden="true" />
            </ThemeIcon>
            <Text>{t('providerJoin.applied.body', { kind: kindName })}</Text>
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPopup(null)}>
              {t('common.close')}
            </Button>
            <Button component={Link} to={paths.providerArea(kind)} data-autofocus>
              {t('providerJoin.applied.edit', { kind: kindName })}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={popup?.type === 'error'}
        onClose={() => setPopup(null)}
        centered
        title={t('providerJoin.error.title')}
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" color="red">
              <IconAlertTriangle size={24} aria-hidden="true" />
            </ThemeIcon>
            <Text>{t('providerJoin.error.body')}</Text>
          </Group>
          <Group justify="flex-end">
            <Button onClick={() => setPopup(null)} data-autofocus>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

/** Back (after step 1) and Next or Submit at the foot of every step's form. */
export function StepActions() {
  const { t } = useTranslation();
  const { back, last, pending } = useJoinStep();
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      {back ? (
        <Button component={Link} to={back} variant="default" disabled={pending}>
          {t('providerJoin.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type="submit"
        loading={pending}
        leftSection={last ? <IconCheck size={18} aria-hidden="true" /> : undefined}
      >
        {last ? t('providerJoin.submit') : t('providerJoin.next')}
      </Button>
    </Group>
  );
}
