import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants';
import { log } from '../../data/logging';
import { i18n } from '../../i18n';
import { ScreenFallback } from '../../ui/ScreenFallback';
import { withTimeout } from '../../data/withTimeout';

type ScreenModule = { default: ComponentType };

/**
 * A screen loaded on first use (120 s chunk time-out). Unlike React.lazy, a failed or slow
 * chunk shows an error with Retry instead of a blank page, and Retry really loads again.
 */
export type LazyScreenComponent = ComponentType & { preload(): Promise<ScreenModule> };

export function lazyScreen(load: () => Promise<ScreenModule>, name: string, alsoNamespaces: readonly string[] = []): LazyScreenComponent {
  let loaded: ComponentType | undefined;
  let pending: Promise<ScreenModule> | undefined;

  // The screen's code and its translations (namespace = name, and any shared part's the screen shows)
  // load together, not one after the other; a namespace missing at the first render would suspend it
  // and throw that render away.
  function preload(): Promise<ScreenModule> {
    pending ??= Promise.all([load(), i18n.loadNamespaces([name, ...alsoNamespaces])]).then(
      ([module]) => {
        loaded = module.default; // a render after this (the hydration) shows the screen at once
        return module;
      },
      (error: unknown) => {
        pending = undefined; // Retry loads again
        throw error;
      },
    );
    return pending;
  }

  function LazyScreen() {
    const [Screen, setScreen] = useState<ComponentType | undefined>(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (Screen) return undefined;
      let active = true;
      withTimeout(preload(), CHUNK_LOAD_TIMEOUT_MS, `Loading the ${name} screen`).then(
        (module) => {
          loaded = module.default;
          if (active) setScreen(() => module.default);
        },
        (error: Error) => {
          void log.error(error.message, `chunk:${name}`);
          if (active) setFailed(true);
        },
      );
      return () => {
        active = false;
      };
    }, [Screen, attempt]);

    if (Screen) return <Screen />;
    if (failed) {
      return (
        <ChunkLoadError
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      );
    }
    return <ScreenFallback />;
  }
  LazyScreen.displayName = `Lazy(${name})`;
  LazyScreen.preload = preload;
  return LazyScreen;
}

function ChunkLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('app');
  return (
    <section className="screen-message" role="alert">
      <h1>{t('chunkError.title')}</h1>
      <p>{t('chunkError.text')}</p>
      <button type="button" onClick={onRetry}>
        {t('chunkError.retry')}
      </button>
    </section>
  );
}
