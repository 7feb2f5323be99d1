import {
  canRunSeriesAt,
  isSubmittableDate,
  seriesRuleNeedsVenues,
  type TLocationSummary,
  type TNewVenuePlace,
  type TReviewEvent,
  type TSeries,
} from '@glentia/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useReducer, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmedDangerButton } from '../../../components/ui/confirmed-danger-button.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useActor } from '../../../lib/authorization.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { partnerOverviewQueryOptions } from '../../partner/api/get-partner-overview.ts';
import { useDeleteEvent } from '../api/delete-event.ts';
import { useArtists, useLocations } from '../api/get-catalogue.ts';
import { useSameNight } from '../api/get-same-night.ts';
import { eventFormReducer, startEventForm } from '../hooks/event-form-reducer.ts';
import {
  type EventFormState,
  emptyFormState,
  formStateFromEvent,
  hasUnsavedChanges,
} from '../hooks/form-state.ts';
import { type GuessedField, isStillGuessed } from '../hooks/poster-draft.ts';
import {
  emptyRepeatState,
  formStateFromSeries,
  repeatStateFromSeries,
  repeatStateProblem,
} from '../hooks/repeat-state.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { useSubmitEvent } from '../hooks/use-submit-event.ts';
import { useSubmitSeries } from '../hooks/use-submit-series.ts';
import { DescriptionField } from './description-field.tsx';
import { EntityPicker } from './entity-picker.tsx';
import { EntryFields, entryFieldsInvalid } from './entry-fields.tsx';
import { LeaveDialog, ResultDialog, SaveErrorDialog, SeriesSavedDialog } from './form-dialogs.tsx';
import { PendingEditNote } from './pending-edit-note.tsx';
import { PhoneField } from './phone-field.tsx';
import { PhotoField } from './photo-field.tsx';
import { GuessMark, PosterReader } from './poster-reader.tsx';
import { RepeatFields } from './repeat-fields.tsx';
import { SameNightNote } from './same-night-note.tsx';
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
  /** A poster shared to Glentia from another app: the new glenti starts with it, being read. */
  sharedPoster?: File | null;
  /** A poster was shared but did not come through: the form asks for it. */
  sharedPosterMissing?: boolean;
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

function FieldRefusal({ message }: { message: string }) {
  return (
    <p role="alert" data-testid="field-refusal" className="-mt-4 text-sm font-medium text-danger">
      {message}
    </p>
  );
}

/** The event form of SPEC §2: create (Add, Cancel) or edit (Save, Delete). */
export function EventForm({
  event,
  today,
  contactEmail,
  readPosterOnOpen = false,
  series,
  sharedPoster = null,
  sharedPosterMissing = false,
}: EventFormProps) {
  const { t } = useTranslation('contribute');
  const { t: ts } = useTranslation('series');
  const navigate = useNavigate();
  const initial = useMemo(
    () => (event ? formStateFromEvent(event) : series ? formStateFromSeries(series) : emptyFormState(today)),
    [event, series, today],
  );
  const [form, dispatch] = useReducer(eventFormReducer, null, () =>
    startEventForm(
      sharedPoster ? { ...initial, photo: sharedPoster } : initial,
      series ? repeatStateFromSeries(series) : emptyRepeatState(),
    ),
  );
  const {
    fields: state,
    repeat,
    guesses,
    unsure,
    triedToSave,
    progress,
    result,
    seriesSaved,
    leaving,
  } = form;
  // A series is for an admin, or a partner at a venue they run: core's rule, the one the server checks.
  const caller = useActor();
  const partnerVenues = useQuery({
    ...partnerOverviewQueryOptions(),
    enabled: !event && seriesRuleNeedsVenues(caller),
    select: (overview) => new Set(overview.venues.map((venue) => venue.id)),
  });
  const runsVenue = !!state.location?.id && !!partnerVenues.data?.has(state.location.id);
  const canRepeat = !!series || (!event && canRunSeriesAt(caller, runsVenue));
  const repeating = repeat.enabled && canRepeat;
  const formRef = useRef<HTMLFormElement>(null);
  const guessed = (...fields: GuessedField[]) =>
    fields.some((field) => isStillGuessed(state, guesses, field)) ? (
      <GuessMark
        unsure={fields.some((field) => unsure.includes(field) && isStillGuessed(state, guesses, field))}
      />
    ) : null;
  const artists = useArtists();
  const locations = useLocations();
  const removal = useDeleteEvent();
  const sameNight = useSameNight(state.location?.id, state.date, today, event?.id);
  const saveEvent = useSubmitEvent(event, dispatch);
  const saveSeries = useSubmitSeries(series, dispatch);
  const saving = progress !== null;
  const update = (patch: Partial<EventFormState>) => dispatch({ type: 'edit', patch });

  const guard = useLeaveGuard(
    hasUnsavedChanges(state, initial) && !saving && !result && !seriesSaved && !leaving && !removal.isSuccess,
  );

  useEffect(() => {
    if (leaving) navigate(-1);
  }, [leaving, navigate]);
  useEffect(() => {
    if (form.failedAttempts === 0) return;
    formRef.current?.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'center' });
  }, [form.failedAttempts]);
  const venue = state.location?.id
    ? (locations.data?.find((item) => item.id === state.location?.id) ?? null)
    : state.location && state.locationPlace
      ? placedNewVenue(state.location.name, state.locationPlace)
      : null;
  const hasPhoto = !!state.photo || !!state.imageUrl;
  // A running series keeps its first date, which may be past by now.
  const dateAllowed = isSubmittableDate(state.date, today) || (!!series && state.date === series.startDate);
  const dateInvalid = triedToSave && !dateAllowed;

  async function save(submitted: FormEvent) {
    submitted.preventDefault();
    const valid =
      hasPhoto &&
      dateAllowed &&
      !entryFieldsInvalid(state).any &&
      !(repeating && (!state.time || repeatStateProblem(repeat, state.date)));
    dispatch({ type: 'attempt', valid });
    if (!valid) return;
    await (repeating ? saveSeries(state, repeat) : saveEvent(state));
  }

  function afterResult() {
    if (!result) return;
    navigate(result.published ? `/glentia/${result.createdId}` : '/uploaded', { replace: !event });
  }

  function closeFailure() {
    // Nothing is left to lose once the form is reset, so going back is not asked about.
    dispatch({ type: 'reset', fields: initial });
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
      {sharedPosterMissing && !hasPhoto && (
        <p role="status" className="rounded-2xl bg-accent-soft p-4 font-medium text-accent-soft-foreground">
          {t('poster.sharedMissing')}
        </p>
      )}
      {form.refusal && (
        <p role="alert" className="rounded-2xl bg-accent-soft p-4 font-medium text-accent-soft-foreground">
          {form.refusal}
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
          onRead={(draft) =>
            dispatch({
              type: 'posterRead',
              draft,
              // A new glenti's date starts as today; an edited one's is unset only when missing.
              dateIsUnset: (date) => (event ? !event.date : date === initial.date),
            })
          }
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
      {form.fieldRefusal?.field === 'location' && <FieldRefusal message={form.fieldRefusal.message} />}
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
      {guessed('date', 'time')}
      {sameNight.data?.found && <SameNightNote found={sameNight.data.found} />}
      {canRepeat && (
        <RepeatFields
          state={repeat}
          startDate={state.date}
          time={state.time}
          today={today}
          showErrors={triedToSave}
          onChange={(patch) => dispatch({ type: 'editRepeat', patch })}
        />
      )}
      <EntryFields
        entry={state.entry}
        price={state.price}
        ticketUrl={state.ticketUrl}
        showErrors={triedToSave}
        onChange={update}
      />
      {guessed('entry', 'ticketUrl')}
      <DescriptionField value={state.description} onChange={(description) => update({ description })} />
      {guessed('description')}

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
                  dispatch({ type: 'notDeleted', message: describeError(error) });
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
      <SaveErrorDialog message={form.failure} email={contactEmail} onClose={closeFailure} />
      <LeaveDialog open={guard.asking} onLeave={guard.leave} onStay={guard.stay} />
    </form>
  );
}
