import { m } from '#messages';

/**
 * The reading plan pages' script's words, written into the page in its language at build time (so
 * the content page's script carries no messages). `{name}` marks a value the script fills in; a
 * count's words come in their plural forms.
 */
export interface PlanWords {
  notStarted: string;
  finished: PluralWords;
  daysRead: string;
  behind: PluralWords;
  todayReading: string;
  mineToday: string;
  loadFailed: string;
  error: string;
  startFailed: string;
  started: string;
  startedAgain: string;
  ready: string;
}

/** A message with a `{count}`, in the two forms English and Spanish have. */
export interface PluralWords {
  one: string;
  other: string;
}

/** A count no plural rule of the site's languages calls "one" (nor "many"), marked in the text. */
const otherCount = 1_000_001;

function pluralWords(message: (inputs: { count: number }) => string): PluralWords {
  return {
    one: message({ count: 1 }).replace(/(^|\D)1(?!\d)/, '$1{count}'),
    other: message({ count: otherCount }).replace(String(otherCount), '{count}'),
  };
}

/** The words, in the language of the page being rendered. */
export function planWords(): PlanWords {
  return {
    notStarted: m.learn_plan_not_started(),
    finished: pluralWords(m.learn_plan_finished),
    daysRead: m.learn_plan_days_read({ done: '{done}', count: '{count}', percent: '{percent}' }),
    behind: pluralWords(m.learn_plan_behind),
    todayReading: m.learn_plan_today_reading({ day: '{day}', passages: '{passages}' }),
    mineToday: m.learn_plan_mine_today({ day: '{day}', passages: '{passages}' }),
    loadFailed: m.learn_plan_load_failed(),
    error: m.learn_error(),
    startFailed: m.learn_plan_start_failed(),
    started: m.learn_plan_started(),
    startedAgain: m.learn_plan_started_again(),
    ready: m.learn_plan_ready(),
  };
}
