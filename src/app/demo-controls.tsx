import { addListener, isAnyOf } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { createBrowserRouter } from 'react-router-dom';
import {
  DEMO_SCENARIO_KEY,
  DEMO_SCENARIO_PARAM,
  isDemoScenario,
  type DemoScenario,
  type MpesaAnswer,
} from '../config/demo';
import { PHONE_MAX_WIDTH_PX } from '../config/constants';
import type { HostKind } from '../config/host';
import { browserStorage, readItem, writeItem } from '../lib/browser-storage';
import { DemoControls } from '../features/demo/demo-controls';
import { PhonePanel } from '../features/demo/phone-panel';
import { isConsoleAccess, ROUTES } from './routes';
import {
  demoSlice,
  mpesaAnswerChanged,
  mpesaAnswerRestored,
  payoutAnswerChanged,
  payoutAnswerRestored,
  scenarioChanged,
  scenarioRestored,
  type DemoState,
} from '../features/demo/demo-slice';
import {
  applyMpesaAnswerFromAddress as applyMpesaAnswer,
  writeMpesaAnswer,
} from '../features/demo/mpesa-answer';
import { readPayoutAnswer, writePayoutAnswer } from '../features/demo/payout-answer';
import { rootReducer, type AppStore } from './store';
import { demoNavigate } from './demo-navigate';

declare module './store' {
  export interface LazyLoadedSlices {
    demo: DemoState;
  }
}

/**
 * The Demo controls' wiring (dev and demo builds only: main.tsx imports this module only
 * when the mock API runs, so the production bundle has none of it; check-build.mjs checks).
 */

/** The scenario the address asks for (`?scenario=slow`), else the last one chosen; stored where the mock reads it. */
export function applyScenarioFromAddress(search: string = window.location.search): DemoScenario | null {
  const storage = browserStorage();
  const asked = new URLSearchParams(search).get(DEMO_SCENARIO_PARAM);
  if (isDemoScenario(asked)) {
    writeItem(storage, DEMO_SCENARIO_KEY, asked);
    return asked;
  }
  const stored = readItem(storage, DEMO_SCENARIO_KEY);
  return isDemoScenario(stored) ? stored : null;
}

/**
 * How the simulated phone answers M-Pesa prompts: the address's (`?mpesa=cancelled`), else the
 * last one chosen; stored where the mock reads it (product rules, 'Demo and QA tools').
 */
export const applyMpesaAnswerFromAddress = (search: string = window.location.search): MpesaAnswer =>
  applyMpesaAnswer(search);

type Router = ReturnType<typeof createBrowserRouter>;

/** Whether the router shows a console screen (the route table's console access rules). */
const onConsoleScreen = (state: Router['state']): boolean =>
  state.matches.some((match) => {
    const entry = ROUTES.find((route) => route.id === match.route.id);
    return entry !== undefined && isConsoleAccess(entry.access);
  });

/**
 * The floating buttons fold to small tabs on the left edge (`floating-folded`, demo-controls.css)
 * on a phone and on every console screen, whose content runs the window's width: there, a pill
 * at the bottom left would sit over a control as the page opens (product rules, 'What people
 * see, finished'). The public pages keep room beside their centred content for the full pills.
 */
function foldOnPhonesAndConsoleScreens(element: HTMLElement, router: Router): void {
  const phone = window.matchMedia(`(max-width: ${PHONE_MAX_WIDTH_PX + 0.98}px)`);
  const fold = () =>
    element.classList.toggle('floating-folded', phone.matches || onConsoleScreen(router.state));
  phone.addEventListener('change', fold);
  router.subscribe(fold);
  fold();
}

/** Adds the demo slice to the store and the floating button to the page. */
export function mountDemoControls(
  store: AppStore,
  router: Router,
  host: HostKind,
  scenario: DemoScenario | null,
  mpesaAnswer: MpesaAnswer | null = null,
) {
  rootReducer.inject(demoSlice);
  store.dispatch(
    addListener({
      matcher: isAnyOf(scenarioRestored, scenarioChanged),
      effect: (action) => {
        if (scenarioRestored.match(action) || scenarioChanged.match(action)) {
          writeItem(browserStorage(), DEMO_SCENARIO_KEY, action.payload);
        }
      },
    }),
  );
  store.dispatch(
    addListener({
      actionCreator: mpesaAnswerChanged,
      effect: (action) => writeMpesaAnswer(action.payload),
    }),
  );
  if (scenario) store.dispatch(scenarioRestored(scenario));
  store.dispatch(
    addListener({
      actionCreator: payoutAnswerChanged,
      effect: (action) => writePayoutAnswer(action.payload),
    }),
  );
  if (mpesaAnswer) store.dispatch(mpesaAnswerRestored(mpesaAnswer));
  store.dispatch(payoutAnswerRestored(readPayoutAnswer()));
  const element = document.createElement('div');
  element.id = 'demo-controls';
  document.body.append(element);
  foldOnPhonesAndConsoleScreens(element, router);
  createRoot(element).render(
    <Provider store={store}>
      <DemoControls host={host} navigate={demoNavigate(router.navigate, host)} />
      <PhonePanel />
    </Provider>,
  );
}
