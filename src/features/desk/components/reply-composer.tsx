import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';

import { showToast } from '@/components/toast/toast';
import { UNITS } from '@/content/units';
import { useUnsentInput } from '@/lib/unsent-input';

import {
  REPLY_BODY_MAX,
  REPLY_LOCALES,
  REPLY_SUBJECT_MAX,
  REPLY_TEMPLATES,
  type ReplyLocale,
  type ReplyTemplate,
} from '../../../../supabase/functions/_shared/reply-rules';
import { sendLeadReply } from '../api/desk-api';
import { DeskCallError } from '../api/desk-call';
import { ALERT_LOCALE_LABELS } from '../model/alert-texts';
import { DESK_ERROR_TEXTS, REPLY_TEMPLATE_LABELS } from '../model/desk-texts';
import type { DeskLead } from '../model/lead';
import { enquiredFlats, leadLocale, replyDraft, type ReplyChoice } from '../model/reply';

const isTemplate = (value: string): value is ReplyTemplate =>
  (REPLY_TEMPLATES as readonly string[]).includes(value);
const isLocale = (value: string): value is ReplyLocale =>
  (REPLY_LOCALES as readonly string[]).includes(value);

/**
 * The reply to a lead: a template in the lead's language (switchable), filled with their name, the flats and
 * the agent's name, shown as text to edit, then sent. The reply's id is chosen when the composer opens, so a
 * retry after a lost answer or a second click queues no second mail; the server sends it from the sales
 * address with the agent's name and logs it in the lead's history.
 */
export function ReplyComposer({
  lead,
  agentName,
  onClose,
  onSent,
}: {
  lead: DeskLead;
  agentName: string;
  onClose: () => void;
  onSent: (lead: DeskLead) => void;
}) {
  const { t, i18n } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)');
  const [replyId] = useState(() => crypto.randomUUID());
  const [offered, setOffered] = useState<string[]>(() => enquiredFlats(lead.message));
  const [choice, setChoice] = useState<ReplyChoice>(() => ({
    template: 'first_answer',
    locale: leadLocale(lead.message),
    flats: offered,
  }));
  const [text, setText] = useState(() => replyDraft(choice, lead.name, agentName));
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The composer open: a new version of the site waits.
  useUnsentInput(true);

  // A new template, language or set of flats fills the text anew from the template.
  const choose = (next: Partial<ReplyChoice>) => {
    const updated = { ...choice, ...next };
    setChoice(updated);
    setText(replyDraft(updated, lead.name, agentName));
  };
  const toggleFlat = (weNr: string, included: boolean) =>
    choose({
      flats: offered.filter((code) => (code === weNr ? included : choice.flats.includes(code))),
    });

  const needsFlat = choice.template === 'expose' && choice.flats.length === 0;
  const canSend = !sending && !needsFlat && text.subject.trim() !== '' && text.body.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await sendLeadReply(lead, {
        id: replyId,
        template: choice.template,
        locale: choice.locale,
        subject: text.subject,
        body: text.body,
      });
      onSent(answer.lead);
      void showToast({ title: t`Reply queued: it goes out from the sales address`, variant: 'success' });
      onClose();
    } catch (error) {
      setProblem(i18n._(DESK_ERROR_TEXTS[error instanceof DeskCallError ? error.kind : 'other']));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Reply to ${lead.name}`}
      size="xl"
      fullScreen={phone === true}
      centered
      closeButtonProps={{ 'aria-label': t`Close`, size: 'xl' }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-reply-composer="">
        <Stack gap="sm">
          <Text fz="sm">{t`To ${lead.email}, from the sales address with your name.`}</Text>
          <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
            <NativeSelect
              label={t`Template`}
              value={choice.template}
              disabled={sending}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isTemplate(value)) choose({ template: value });
              }}
              data={REPLY_TEMPLATES.map((value) => ({
                value,
                label: i18n._(REPLY_TEMPLATE_LABELS[value]),
              }))}
              size="md"
              miw={200}
            />
            <NativeSelect
              label={t`Language of the reply`}
              value={choice.locale}
              disabled={sending}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isLocale(value)) choose({ locale: value });
              }}
              data={REPLY_LOCALES.map((value) => ({ value, label: i18n._(ALERT_LOCALE_LABELS[value]) }))}
              size="md"
              miw={160}
            />
          </Group>
          <Stack gap={4} role="group" aria-labelledby={`reply-flats-${lead.id}`}>
            <Input.Label size="md" labelElement="div" id={`reply-flats-${lead.id}`}>
              {t`Flats in the reply`}
            </Input.Label>
            {offered.length === 0 && (
              <Text fz="sm" c="dimmed">
                {t`The enquiry names no flat. Add one, or the reply links to all flats.`}
              </Text>
            )}
            <Group gap="md" wrap="wrap">
              {offered.map((weNr) => (
                <Checkbox
                  key={weNr}
                  label={t`Flat ${weNr}`}
                  checked={choice.flats.includes(weNr)}
                  disabled={sending}
                  size="md"
                  py={10}
                  onChange={(event) => toggleFlat(weNr, event.currentTarget.checked)}
                />
              ))}
            </Group>
            <NativeSelect
              label={t`Add a flat`}
              value=""
              disabled={sending}
              onChange={(event) => {
                const weNr = event.currentTarget.value;
                if (!weNr || offered.includes(weNr)) return;
                const nextOffered = [...offered, weNr];
                setOffered(nextOffered);
                choose({ flats: nextOffered.filter((code) => code === weNr || choice.flats.includes(code)) });
              }}
              data={[
                { value: '', label: t`Choose a flat` },
                ...UNITS.filter((unit) => !offered.includes(unit.weNr)).map((unit) => unit.weNr),
              ]}
              size="md"
              maw={260}
            />
          </Stack>
          {needsFlat && (
            <Text fz="sm" fw={600} c="red.8" role="status">
              {t`An exposé reply needs at least one flat.`}
            </Text>
          )}
          <TextInput
            label={t`Subject`}
            value={text.subject}
            maxLength={REPLY_SUBJECT_MAX}
            disabled={sending}
            onChange={(event) => setText({ ...text, subject: event.currentTarget.value })}
            size="md"
          />
          <Textarea
            label={t`Text`}
            description={t`Edit it as you like. Choosing another template, language or flat starts the text again from the template.`}
            value={text.body}
            maxLength={REPLY_BODY_MAX}
            disabled={sending}
            autosize
            minRows={8}
            maxRows={phone ? 14 : 18}
            onChange={(event) => setText({ ...text, body: event.currentTarget.value })}
            size="md"
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={48} onClick={onClose} disabled={sending}>
              {t`Cancel`}
            </Button>
            <Button type="submit" color="pine" h={48} disabled={!canSend} loading={sending}>
              {t`Send reply`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
