import type { Location } from '../api/contract';
import { resolveStoredLocation } from '../domain/catalogue/locations';
import { currentLanguage } from '../i18n';
import { openDatabase } from './openDatabase';
import { clearStoredLocation, readStoredLocation, storeLocation } from './locationStore';
import { syncEngine } from './runtime';
import { resources } from './sync/resources';

/** A step a later issue adds to the app start (customer data, cart restore, pending orders). */
export type StartupStep = { name: string; run: () => Promise<void> | void };

const laterSteps: StartupStep[] = [];
let laterStepsRan = false;

async function runStep(step: StartupStep): Promise<void> {
  try {
    await step.run();
  } catch (error) {
    console.error(`Start-up step ${step.name} failed`, error);
  }
}

/**
 * Hook point: a step runs on start, after the location data; one registered after that (a service
 * started later, e.g. on sign-in) runs at once.
 */
export function registerStartupStep(step: StartupStep): void {
  laterSteps.push(step);
  if (laterStepsRan) void runStep(step);
}

/** Fetches (when stale) the catalogue and menus of one location. */
export function loadLocationData(code: string): Promise<unknown> {
  return syncEngine.refresh(resources.home(currentLanguage(), code));
}

/**
 * App start. Screens already render from Dexie; this refreshes what is stale, in the spec's
 * order: the locations dictionary (a saved location no longer listed is cleared, a single location
 * becomes the current one), the current location's data, product extras, then the later issues' steps.
 */
export async function startApp(resolveCurrentCode: (locations: Location[] | undefined) => string): Promise<void> {
  const lang = currentLanguage();
  await syncEngine.refresh(resources.locations(lang));
  const locations = (await (await openDatabase()).locations.get(lang))?.data;
  if (locations) {
    const stored = readStoredLocation();
    const { code, cleared } = resolveStoredLocation(stored.code, locations);
    if (cleared) clearStoredLocation();
    const known = code === null ? undefined : locations.find((location) => location.code === code);
    if (known && (known.code.toUpperCase() !== stored.code || known.id !== stored.id)) storeLocation(known.code, known.id);
  }
  await Promise.all([loadLocationData(resolveCurrentCode(locations)), syncEngine.refresh(resources.productExtras(lang))]);
  // Steps registered while these run are picked up by the loop, so none runs twice.
  for (const step of laterSteps) await runStep(step);
  laterStepsRan = true;
}
