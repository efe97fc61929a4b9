import './weekly-stats.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { useSession } from '../../shared/auth/session-context';
import { failure, Weekly, type WeeklyDocument, type WeeklyRead } from '../../shared/core/profile';
import { utcToday } from '../../shared/dates/utc-today';
import { writeFailureCode } from '../../shared/firebase/write-helpers';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import {
  cachedPlayerType,
  deleteWeek,
  forgetDraft,
  loadPlayerFacts,
  loadSeason,
  storedDraft,
  type PlayerFacts,
  type StoredEntry,
} from './api/weekly-api';
import { ConfirmationRequests } from './confirmation-requests';
import { fieldGroups } from './form/field-groups';
import { FORM_TITLE_ID, WeeklyForm } from './form/weekly-form';
import { LoggedWeeks } from './logged-weeks';
import { WeekPicker } from './week-picker';
import { WEEKLY_FRAME } from './weekly-frame';
import { useSettled } from '../../shared/ui/use-settled';

type Season = { status: 'loading' } | { status: 'ready'; entries: StoredEntry[] } | { status: 'failed' };
/** The player's facts: from the server, or (`offline`) the player type of the CV copy on this device without a birth date. */
type Facts = { status: 'loading' } | { status: 'ready'; facts: PlayerFacts; offline: boolean } | { status: 'failed' };

/** Where the form is: the season and week chosen, and whether its heading takes the focus (Edit in the list). */
interface Choice {
  season: number;
  week: string;
  focus: boolean;
}

/** The core's weekly view of `request` (the calendar, the fields), without entries. */
const weekly = (request: WeeklyRead) => Weekly.read(request, undefined, null);
/** A week's label, or the id itself for an id the core does not read as a week (never shown for those). */
const weekLabel = (week: string): string => weekly({ week }).week?.label ?? week;
/** What the picker asks: today and the birth date (no week before the one of the 14th birthday). */
const calendar = (today: string, dateOfBirth: string | null): WeeklyRead => ({ today, ...(dateOfBirth ? { dateOfBirth } : {}) });


/** The player's facts (birth date, player type): from the server, else from the CV copy on this device. */
function usePlayerFacts(uid: string): { facts: Facts; retry: () => void } {
  const [facts, setFacts] = useState<Facts>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    loadPlayerFacts(uid).then(
      (loaded) => {
        if (!cancelled) setFacts({ status: 'ready', facts: loaded, offline: false });
      },
      (error: unknown) => {
        console.warn('Could not load the CV for the weekly stats.', error);
        if (cancelled) return;
        // Without the server the page still opens from the CV copy on this device: what is typed is kept as the draft.
        const playerType = cachedPlayerType(uid);
        setFacts(playerType ? { status: 'ready', facts: { playerType, dateOfBirth: null }, offline: true } : { status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid, attempt]);
  return { facts, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

/** The seasons' logged weeks, loaded one season at a time, and kept in step with what the page saves and deletes. */
function useSeasons(uid: string) {
  const [seasons, setSeasons] = useState<Record<number, Season>>({});
  const fetchSeason = useCallback(
    (wanted: number) => {
      setSeasons((all) => ({ ...all, [wanted]: { status: 'loading' } }));
      loadSeason(uid, wanted).then(
        (entries) => setSeasons((all) => ({ ...all, [wanted]: { status: 'ready', entries } })),
        (error: unknown) => {
          console.warn('Could not load the logged weeks.', error);
          setSeasons((all) => ({ ...all, [wanted]: { status: 'failed' } }));
        },
      );
    },
    [uid],
  );
  /** Replaces a week's entry in its loaded season (none: removes it). */
  const update = (week: string, document: WeeklyDocument | null) => {
    const season = weekly({ week }).week?.season;
    if (season === undefined) return;
    setSeasons((all) => {
      const current = all[season];
      if (current?.status !== 'ready') return all;
      // The core's list orders the rows; the stored entry is what was just written.
      const others = current.entries.filter((e) => e.id !== week);
      const entries = document ? [...others, { id: week, data: document as unknown as Record<string, unknown> }] : others;
      return { ...all, [season]: { status: 'ready', entries } };
    });
  };
  return {
    seasons,
    fetchSeason,
    stored: (week: string, document: WeeklyDocument) => update(week, document),
    deleted: (week: string) => update(week, null),
  };
}

/** Deletes a logged week, and says why when it could not. */
function useDeleteWeek(uid: string, deleted: (week: string) => void) {
  const [deleting, setDeleting] = useState(false);
  // Why the last delete failed: beside the list until the next delete (its toast closes after a moment).
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const remove = async (week: string) => {
    const label = weekLabel(week);
    setDeleting(true);
    setDeleteFailure(null);
    try {
      await deleteWeek(uid, week);
    } catch (error) {
      setDeleting(false);
      const message = failure(writeFailureCode(error), 'weekly-delete').message ?? '';
      setDeleteFailure(message);
      toast.error(message, { toastId: 'weekly-delete-failed' });
      return;
    }
    setDeleting(false);
    deleted(week);
    toast.success(`${label} is deleted.`);
  };
  return { remove, deleting, deleteFailure };
}

/** The season's weeks could not be loaded: typing goes on (kept on this device), saving waits. */
function OfflineNotice({ season, onRetry }: { season: string; onRetry: () => void }) {
  return (
    <div className="form-notice" role="status">
      <p>
        We could not reach the server to load the weeks you logged in {season}. You can keep typing: what you type is
        kept on this device, and you can save once you are back online.
      </p>
      <button type="button" className="button button-ghost" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** The page without its form: the CV could not be read, or the player is too young for weekly stats. */
function Unavailable({ failed, retry }: { failed: boolean; retry: () => void }) {
  return (
    <Page {...WEEKLY_FRAME}>
      {failed ? (
        <StatusCard
          title="We could not load your CV"
          tone="error"
          actions={
            <button type="button" className="button button-primary" onClick={retry}>
              Try again
            </button>
          }
        >
          <p>The page needs your CV to know which weeks and fields are yours. Check your connection and try again.</p>
        </StatusCard>
      ) : (
        <StatusCard title="Weekly stats start at 14">
          <p>
            You can log weeks from the week of your 14th birthday on. Until then, your CV and your player stats are
            where clubs and scouts see you.
          </p>
        </StatusCard>
      )}
    </Page>
  );
}

/** Asks before the form moves to another week with unsaved changes. */
function SwitchWeekDialog({ open, week, onStay, onSwitch }: { open: boolean; week: string; onStay: () => void; onSwitch: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Switch weeks without saving?"
      confirmLabel="Switch and discard my changes"
      cancelLabel="Stay on this week"
      destructive
      onCancel={onStay}
      onConfirm={onSwitch}
    >
      <p>{`What you changed for ${weekLabel(week)} has not been saved and will be lost.`}</p>
    </ConfirmDialog>
  );
}

/**
 * /settings/add-weekly-stats: the week picker (this week by default; a week with an entry opens it for editing), the
 * week's form, the season's logged weeks with Edit and Delete, and the requests to a coach to confirm them. The
 * player's birth date and type decide which weeks and fields are offered (the core's rules); a draft on this device
 * reopens the week it was typed for.
 */
export default function AddWeeklyStatsPage() {
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const today = utcToday();
  const { facts, retry } = usePlayerFacts(uid);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<Choice | null>(null);
  // Bumped to open the form afresh on the same week (its entry was deleted under it).
  const [formVersion, setFormVersion] = useState(0);

  const ready = facts.status === 'ready' ? facts.facts : null;
  const offline = facts.status === 'ready' && facts.offline;
  const dateOfBirth = ready?.dateOfBirth ?? null;
  const playerType = ready?.playerType ?? '';
  const seasonOptions = useMemo(() => (ready ? (weekly(calendar(today, dateOfBirth)).picker?.seasons ?? []) : []), [ready, today, dateOfBirth]);

  // The first week shown: the draft's (its values are waiting there) when it may still be logged, else this week.
  useEffect(() => {
    if (!ready || choice) return;
    const draft = storedDraft(uid);
    const seasonOf = (week: string) => weekly({ week }).week?.season;
    const offered = (week: string) => {
      const season = seasonOf(week);
      const weeks = season === undefined ? [] : (weekly({ ...calendar(today, dateOfBirth), season }).picker?.weeks ?? []);
      return weeks.some((w) => w.week === week);
    };
    const now = weekly({ today }).picker?.currentWeek;
    const week = draft && offered(draft.week) ? draft.week : now;
    const season = week ? seasonOf(week) : undefined;
    if (week && season !== undefined) setChoice({ season, week, focus: false });
  }, [ready, choice, uid, today, dateOfBirth]);

  const season = choice?.season;
  const { seasons, fetchSeason, stored: recordSaved, deleted: recordDeleted } = useSeasons(uid);
  const seasonState: Season = season === undefined ? { status: 'loading' } : (seasons[season] ?? { status: 'loading' });
  useEffect(() => {
    if (season !== undefined && seasons[season] === undefined) fetchSeason(season);
  }, [season, seasons, fetchSeason]);

  const asideSettled = useSettled(seasonState.status !== 'loading');
  const entries = seasonState.status === 'ready' ? seasonState.entries : null;
  const logged = useMemo(() => (entries ?? []).map((entry) => entry.id), [entries]);
  const weekOptions = useMemo(
    () => (season === undefined ? [] : (weekly({ ...calendar(today, dateOfBirth), season, logged }).picker?.weeks ?? [])),
    [season, today, dateOfBirth, logged],
  );
  const rows = useMemo(() => (entries ? (Weekly.read({}, entries, null).rows ?? []) : null), [entries]);
  const entry = entries?.find((e) => e.id === choice?.week) ?? null;
  // The form for the week with its stored entry's values (none: the empty form).
  const stored = useMemo(() => Weekly.read({ week: choice?.week ?? '' }, entry ? [entry] : [], null).form!, [choice?.week, entry]);
  const groups = useMemo(() => fieldGroups(weekly({ playerType }).fields!), [playerType]);

  /** Moves the form to another week: at once when nothing is unsaved, else after the player agreed. */
  const choose = (next: Choice) => {
    if (next.week === choice?.week && next.season === choice.season) {
      // Edit on the week already open: the form is there, the focus goes to it.
      if (next.focus) document.getElementById(FORM_TITLE_ID)?.focus();
      return;
    }
    if (dirty) setPending(next);
    else setChoice(next);
  };
  const chooseSeason = (wanted: number) => {
    // The season's newest week the player may log (this week in the current season).
    const first = weekly({ ...calendar(today, dateOfBirth), season: wanted }).picker?.weeks.at(0);
    if (first) choose({ season: wanted, week: first.week, focus: false });
  };

  const { remove, deleting, deleteFailure } = useDeleteWeek(uid, (week) => {
    recordDeleted(week);
    if (week === choice?.week) setFormVersion((n) => n + 1);
  });

  if (facts.status === 'failed' || (ready && seasonOptions.length === 0)) {
    return <Unavailable failed={facts.status === 'failed'} retry={retry} />;
  }
  if (!ready || !choice) {
    return (
      <Page {...WEEKLY_FRAME}>
        <LoadingScreen />
      </Page>
    );
  }

  const label = weekly({ season: choice.season }).season?.label ?? '';
  const draft = storedDraft(uid);
  const formKey = `${choice.week}|${seasonState.status}|${formVersion}`;

  return (
    <Page {...WEEKLY_FRAME}>
      <div className="weekly-layout">
        <div className="weekly-main">
          <WeekPicker
            seasons={seasonOptions.map((s) => ({ value: s.season, label: s.label }))}
            season={choice.season}
            weeks={weekOptions.map((w) => ({ value: w.week, label: w.label, logged: w.logged }))}
            disabled={deleting}
            week={choice.week}
            onSeason={chooseSeason}
            onWeek={(week) => choose({ season: choice.season, week, focus: false })}
          />
          {seasonState.status === 'failed' || offline ? (
            <OfflineNotice
              season={label}
              onRetry={() => {
                if (offline) retry();
                fetchSeason(choice.season);
              }}
            />
          ) : null}
          {seasonState.status === 'loading' ? (
            <LoadingScreen />
          ) : (
            <WeeklyForm
              key={formKey}
              uid={uid}
              week={choice.week}
              weekLabel={weekLabel(choice.week)}
              editing={entry !== null}
              groups={groups}
              stored={stored}
              draft={draft && draft.week === choice.week ? draft.form : null}
              context={{ today, ...(dateOfBirth ? { dateOfBirth } : {}), loggedWeeks: logged }}
              canSave={seasonState.status === 'ready'}
              onSaved={(document) => recordSaved(choice.week, document)}
              onDirty={setDirty}
              focusOnOpen={choice.focus}
            />
          )}
        </div>
        <div className="weekly-aside">
          <LoggedWeeks
            seasonLabel={label}
            rows={rows}
            failed={seasonState.status === 'failed'}
            current={choice.week}
            busy={deleting}
            failure={deleteFailure}
            onEdit={(week) => choose({ season: choice.season, week, focus: true })}
            onDelete={(week) => void remove(week)}
          />
          {/* Under the logged weeks once they are read: there while they load, it would move down as they arrive. */}
          {!asideSettled ? null : (
            <ConfirmationRequests seasonLabel={label} rows={rows} currentWeek={choice.week} />
          )}
        </div>
      </div>
      <SwitchWeekDialog
        open={pending !== null}
        week={choice.week}
        onStay={() => setPending(null)}
        onSwitch={() => {
          const next = pending;
          setPending(null);
          if (!next) return;
          // The draft was this week's: the changes are given up, as the player chose.
          forgetDraft(uid);
          setDirty(false);
          setChoice(next);
        }}
      />
    </Page>
  );
}
