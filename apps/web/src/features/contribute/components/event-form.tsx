import {
  canRunSeriesAt,
  isSubmittableDate,
  seriesRuleNeedsVenues,
  type TCreateEventResult,
  type TLocationSummary,
  type TNewVenuePlace,
  type TReviewEvent,
  type TSeries,
} from '@glentia/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmedDangerButton } from '../../../components/ui/confirmed-danger-button.tsx';
import { ApiError, describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { callerFromToken } from '../../../lib/jwt.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { useSession } from '../../../stores/session.ts';
import { partnerOverviewQueryOptions } from '../../partner/api/get-partner-overview.ts';
import { useDeleteEvent } from '../api/delete-event.ts';
import { useArtists, useLocations } from '../api/get-catalogue.ts';
import { submitEvent } from '../api/submit-event.ts';
import { submitSeries } from '../api/submit-series.ts';
import {
  type EventFormState,
  emptyFormState,
  formStateFromEvent,
  hasUnsavedChanges,
  toFormValues,
} from '../hooks/form-state.ts';
import { applyPosterDraft, type Guesses, isStillGuessed } from '../hooks/poster-draft.ts';
import {
  emptyRepeatState,
  formStateFromSeries,
  type RepeatState,
  repeatStateFromSeries,
  repeatStateProblem,
  toRecurrenceRule,
} from '../hooks/repeat-state.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { DescriptionField } from './description-field.tsx';
import { EntityPicker } from './entity-picker.tsx';
import { EntryFields, entryFieldsInvalid } from './entry-fields.tsx';
import { LeaveDialog, ResultDialog, SaveErrorDialog, SeriesSavedDialog } from './form-dialogs.tsx';
import { PendingEditNote } from './pending-edit-note.tsx';
import { PhoneField } from './phone-field.tsx';
import { PhotoField } from './photo-field.tsx';
import { GuessMark, PosterReader } from './poster-reader.tsx';
import { RepeatFields } from './repeat-fields.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import { VenueMapPreview } from './venue-map-preview.tsx';
import { VenuePlaceField } from './venue-place-field.tsx';

export interface EventFormProps {
  /** The event being edited; absent when creating. */
  event?: TReviewEvent;
  today: string;
  contactEmail: string;
  /** Read the stored poster as soon as the form opens (an admin's draft from an Instagram post). */
  readPosterOnOpen?: boolean;
  /** A weekly residency being edited (its nights that have not started follow the form). */
  series?: TSeries;
}

/** A new venue with its chosen place, as the map preview shows venues. */
function placedNewVenue(name: string, place: TNewVenuePlace): TLocationSummary {
  return {
    id: '',
    name,
    county: place.county,
    postalCode: place.postalCode,
    phone: null,
    lat: place.lat,
    lng: place.lng,
    image: null,
  };
}

/** Fields the server may point a refusal at, each shown beside its field. */
const FIELDS_SHOWN = new Set(['location']);

function FieldRefusal({ message }: { message: string }) {
  return (
    <p role="alert" data-testid="field-refusal" className="-mt-4 text-sm font-medium text-danger">
      {message}
    </p>
  );
}

/** The event form of SPEC §2: create (Add, Cancel) or edit (Save, Delete). */
export function EventForm({ event, today, contactEmail, readPosterOnOpen = false, series }: EventFormProps) {
  const { t } = useTranslation('contribute');
  const { t: ts } = useTranslation('series');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useMemo(
    () => (event ? formStateFromEvent(event) : series ? formStateFromSeries(series) : emptyFormState(today)),
    [event, series, today],
  );
  const [state, setState] = useState<EventFormState>(initial);
  // A series is for an admin, or a partner at a venue they run: core's rule, the one the server checks.
  const caller = callerFromToken(useSession((session) => session.jwt));
  const partnerVenues = useQuery({
    ...partnerOverviewQueryOptions(),
    enabled: !event && seriesRuleNeedsVenues(caller),
    select: (overview) => new Set(overview.venues.map((venue) => venue.id)),
  });
  const runsVenue = !!state.location?.id && !!partnerVenues.data?.has(state.location.id);
  const canRepeat = !!series || (!event && canRunSeriesAt(caller, runsVenue));
  const [repeat, setRepeat] = useState<RepeatState>(() =>
    series ? repeatStateFromSeries(series) : emptyRepeatState(),
  );
  const repeating = repeat.enabled && canRepeat;
  const [seriesSaved, setSeriesSaved] = useState<{ waits: boolean } | null>(null);
  // A refusal the server pointed at a field is shown beside that field, not at the top.
  const [fieldRefusal, setFieldRefusal] = useState<{ field: string; message: string } | null>(null);
  // Each failed attempt brings its first message into view (a phone shows one field at a time).
  const [failedAttempts, setFailedAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<TCreateEventResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [triedToSave, setTriedToSave] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [guesses, setGuesses] = useState<Guesses>({});
  const guessed = (field: keyof Guesses) => (isStillGuessed(state, guesses, field) ? <GuessMark /> : null);
  const artists = useArtists();
  const locations = useLocations();
  const removal = useDeleteEvent();
  const saving = progress !== null;
  const update = (patch: Partial<EventFormState>) => setState((current) => ({ ...current, ...patch }));

  const guard = useLeaveGuard(
    hasUnsavedChanges(state, initial) && !saving && !result && !seriesSaved && !leaving && !removal.isSuccess,
  );

  useEffect(() => {
    if (leaving) navigate(-1);
  }, [leaving, navigate]);
  useEffect(() => {
    if (failedAttempts === 0) return;
    formRef.current?.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'center' });
  }, [failedAttempts]);
  const venue = state.location?.id
    ? (locations.data?.find((item) => item.id === state.location?.id) ?? null)
    : state.location && state.locationPlace
      ? placedNewVenue(state.location.name, state.locationPlace)
      : null;
  const hasPhoto = !!state.photo || !!state.imageUrl;
  // A running series keeps its first date, which may be past by now.
  const dateAllowed = isSubmittableDate(state.date, today) || (!!series && state.date === series.startDate);
  const dateInvalid = triedToSave && !dateAllowed;

  async function save(submitEvent_: FormEvent) {
    submitEvent_.preventDefault();
    setTriedToSave(true);
    setRefusal(null);
    setFieldRefusal(null);
    if (
      !hasPhoto ||
      !dateAllowed ||
      entryFieldsInvalid(state).any ||
      (repeating && (!state.time || repeatStateProblem(repeat, state.date)))
    ) {
      setFailedAttempts((count) => count + 1);
      return;
    }
    if (repeating) {
      await saveSeries();
      return;
    }
    setProgress(0);
    try {
      const answer = await submitEvent({
        ...(event ? { id: event.id } : {}),
        values: toFormValues(state),
        photo: state.photo,
        onProgress: setProgress,
      });
      setResult(answer);
      // The new or changed event belongs in /uploaded, the review queue and, once published, every list.
      void queryClient.invalidateQueries();
    } catch (error) {
      refuse(error);
    } finally {
      setProgress(null);
    }
  }

  /** The server refused what was sent (a 4xx): say why beside the field and keep the form; anything else failed to save. */
  function refuse(error: unknown) {
    if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) {
      setFailure(describeError(error));
      return;
    }
    const field = error.body?.issues?.map((issue) => issue.path).find((path) => FIELDS_SHOWN.has(path));
    if (field) setFieldRefusal({ field, message: error.message });
    else setRefusal(error.message);
    setFailedAttempts((count) => count + 1);
  }

  async function saveSeries() {
    setProgress(0);
    try {
      const saved = await submitSeries({
        ...(series ? { id: series.id } : {}),
        values: toFormValues(state),
        rule: toRecurrenceRule(repeat, state.date),
        photo: state.photo,
      });
      void queryClient.invalidateQueries();
      const first = saved.upcoming.find((night) => !night.canceled);
      if (saved.published && first) {
        setLeaving(false);
        navigate(`/glentia/${first.id}`, { replace: !series });
        return;
      }
      setSeriesSaved({ waits: !saved.published });
    } catch (error) {
      refuse(error);
    } finally {
      setProgress(null);
    }
  }

  function afterResult() {
    if (!result) return;
    navigate(result.published ? `/glentia/${result.createdId}` : '/uploaded', { replace: !event });
  }

  function closeFailure() {
    setFailure(null);
    setState(initial);
    setTriedToSave(false);
    // Nothing is left to lose once the form is reset, so going back is not asked about.
    setLeaving(true);
  }

  return (
    <form
      ref={formRef}
      onSubmit={save}
      noValidate
      className="mx-auto max-w-2xl space-y-6 py-4"
      aria-busy={saving}
    >
      <header>
        <h1 className="text-2xl font-bold tracking-tight">
          {series ? ts('edit.title') : event ? t('titleEdit') : t('titleCreate')}
        </h1>
        {!event && <p className="mt-1 text-muted">{series ? ts('edit.intro') : t('intro')}</p>}
      </header>
      {event?.revision && <PendingEditNote />}
      {refusal && (
        <p role="alert" className="rounded-2xl bg-accent-soft p-4 font-medium text-accent-soft-foreground">
          {refusal}
        </p>
      )}
      <PhotoField
        photo={state.photo}
        imageUrl={state.imageUrl}
        progress={progress}
        invalid={triedToSave && !hasPhoto}
        onChange={(photo) => update({ photo })}
      />
      {hasPhoto && (
        <PosterReader
          photo={state.photo}
          imageUrl={state.imageUrl}
          readOnOpen={readPosterOnOpen}
          onRead={(draft) => {
            // A new glenti's date starts as today; an edited one's is unset only when missing.
            const dateIsUnset = event ? !event.date : state.date === initial.date;
            const filled = applyPosterDraft(state, draft, dateIsUnset);
            setState(filled.state);
            setGuesses((current) => ({ ...current, ...filled.guesses }));
          }}
        />
      )}
      <EntityPicker
        multiple
        searchKind="artists"
        options={artists.data ?? []}
        selected={state.artists}
        onChange={(picked) => update({ artists: picked })}
        texts={{
          label: t('artists.label'),
          search: t('artists.search'),
          remove: (name) => t('artists.remove', { name }),
          add: (name) => t('artists.add', { name }),
          newBadge: t('artists.newBadge'),
          hint: t('picker.hint'),
        }}
      />
      {guessed('artists')}
      <EntityPicker
        multiple={false}
        searchKind="venues"
        options={locations.data ?? []}
        selected={state.location ? [state.location] : []}
        onChange={(picked) =>
          update({ location: picked[0] ?? null, locationPlace: null, updateLocationPhone: false })
        }
        texts={{
          label: t('location.label'),
          search: t('location.search'),
          remove: () => t('location.clear'),
          add: (name) => t('location.add', { name }),
          newBadge: t('location.newBadge'),
          hint: t('picker.hint'),
        }}
      />
      {fieldRefusal?.field === 'location' && <FieldRefusal message={fieldRefusal.message} />}
      {guessed('location')}
      {state.location && !state.location.id && (
        <VenuePlaceField
          venue={state.location}
          place={state.locationPlace}
          onPlace={(locationPlace) => update({ locationPlace })}
          onKnownVenue={(known) => update({ location: known, locationPlace: null })}
        />
      )}
      <PhoneField
        value={state.telephone}
        onChange={(telephone) => update({ telephone })}
        updateVenue={
          state.location?.id
            ? {
                checked: state.updateLocationPhone,
                onChange: (checked) => update({ updateLocationPhone: checked }),
              }
            : null
        }
      />
      {guessed('telephone')}
      <VenueMapPreview venue={venue} />
      <ScheduleFields
        date={state.date}
        time={state.time}
        duration={state.duration}
        today={today}
        dateInvalid={dateInvalid}
        onChange={update}
      />
      {(isStillGuessed(state, guesses, 'date') || isStillGuessed(state, guesses, 'time')) && <GuessMark />}
      {canRepeat && (
        <RepeatFields
          state={repeat}
          startDate={state.date}
          time={state.time}
          today={today}
          showErrors={triedToSave}
          onChange={(patch) => setRepeat((current) => ({ ...current, ...patch }))}
        />
      )}
      <EntryFields
        entry={state.entry}
        price={state.price}
        ticketUrl={state.ticketUrl}
        showErrors={triedToSave}
        onChange={update}
      />
      <DescriptionField value={state.description} onChange={(description) => update({ description })} />

      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-4">
        {event && !series ? (
          <ConfirmedDangerButton
            label={t('buttons.delete')}
            disabled={saving}
            busy={removal.isPending}
            question={{
              title: t('confirm.title'),
              message: t('confirm.delete'),
              cancelLabel: t('confirm.cancel'),
              confirmLabel: t('confirm.ok'),
            }}
            onConfirm={(close) =>
              removal.mutate(event.id, {
                onSuccess: () => navigate('/', { replace: true }),
                onError: (error) => {
                  close();
                  setRefusal(describeError(error));
                },
              })
            }
          />
        ) : (
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            onClick={() => navigate(-1)}
          >
            {t('buttons.cancel')}
          </button>
        )}
        <button
          type="submit"
          className={buttonClass({ size: 'lg' })}
          disabled={saving || !hasPhoto || !state.date}
        >
          {saving ? t('saving') : event || series ? t('buttons.save') : t('buttons.add')}
        </button>
      </div>

      <ResultDialog
        result={result}
        onDone={afterResult}
        onViewDuplicate={(id) => navigate(`/glentia/${id}`)}
      />
      <SeriesSavedDialog
        waits={seriesSaved ? seriesSaved.waits : null}
        onDone={() => navigate('/uploaded', { replace: !series })}
      />
      <SaveErrorDialog message={failure} email={contactEmail} onClose={closeFailure} />
      <LeaveDialog open={guard.asking} onLeave={guard.leave} onStay={guard.stay} />
    </form>
  );
}
