// IndexedDB for Dexie in jsdom/node: must load before anything imports Dexie (DESIGN §8).
import 'fake-indexeddb/auto';
