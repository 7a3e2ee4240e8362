/**
 * The search port: what the product asks of a search service, behind one interface, with the
 * official `algoliasearch` client as its adapter. On the emulator suite the client talks to the fake
 * search server (fakes/src/algolia) through ALGOLIA_HOST; in the cloud to Algolia's own hosts.
 */
import {
  SEARCH_INDEX_SETTINGS,
  SEARCH_KEY_TTL_SECONDS,
  type SearchIndexName,
  type SearchKeyAnswer,
  type SearchKeyRestriction,
} from '@resto/domain';
import { algoliaAdminApiKey, algoliaAppId, algoliaHost, algoliaSearchApiKey, isEmulated } from '../config';
import { UpstreamError } from '../http/errors';

/** Any record with its id (the domain's restaurant, customer and order records). */
export type SearchRecord = { objectID: string };

export interface SearchPort {
  save(index: SearchIndexName, records: SearchRecord[]): Promise<void>;
  remove(index: SearchIndexName, objectIDs: string[]): Promise<void>;
  /** A search-only key holding `restriction`, for a browser to search with directly. */
  securedKey(restriction: SearchKeyRestriction, nowMs?: number): SearchKeyAnswer;
}

interface AlgoliaSettings {
  appId: string;
  adminApiKey: string;
  searchApiKey: string;
  /** `http://host:port` of a search server other than Algolia's (the local fake), or ''. */
  host: string;
}

function secret(name: string, read: () => string): string {
  // The emulator injects functions/.secret.local into the environment without binding.
  return isEmulated() ? (process.env[name] ?? '') : read();
}

export function algoliaSettingsFromParams(): AlgoliaSettings {
  return {
    appId: algoliaAppId.value(),
    adminApiKey: secret('ALGOLIA_ADMIN_API_KEY', () => algoliaAdminApiKey.value()),
    searchApiKey: secret('ALGOLIA_SEARCH_API_KEY', () => algoliaSearchApiKey.value()),
    host: algoliaHost.value(),
  };
}

export function hostsOf(host: string) {
  if (!host) return undefined;
  const url = new URL(host);
  return [
    {
      url: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
      accept: 'readWrite' as const,
    },
  ];
}

/**
 * The client's Node build adds `generateSecuredApiKey` (an HMAC, no request); the package's default
 * type entry is the browser build's, which lacks it. The functions bundle is built for Node.
 */
interface NodeOnlyHelpers {
  generateSecuredApiKey(input: { parentApiKey: string; restrictions: Record<string, unknown> }): string;
}

export async function createAlgoliaSearchPort(settings: AlgoliaSettings): Promise<SearchPort> {
  // A deployment without search keys answers 502 in words (never a 500): search is an outside service.
  if (!settings.appId || !settings.adminApiKey || !settings.searchApiKey)
    throw new UpstreamError('Search is not set up on this platform yet (ALGOLIA_APP_ID and its keys).');
  const { algoliasearch } = await import('algoliasearch');
  const hosts = hostsOf(settings.host);
  const client = algoliasearch(settings.appId, settings.adminApiKey, hosts ? { hosts } : {});
  const configured = new Set<SearchIndexName>();
  // Settings once per index per instance, before its first record (Algolia applies them to new writes).
  const ensureSettings = async (index: SearchIndexName) => {
    if (configured.has(index)) return;
    await client.setSettings({ indexName: index, indexSettings: SEARCH_INDEX_SETTINGS[index] });
    configured.add(index);
  };
  return {
    async save(index, records) {
      if (records.length === 0) return;
      await ensureSettings(index);
      await client.saveObjects({
        indexName: index,
        objects: records as unknown as Record<string, unknown>[],
      });
    },
    async remove(index, objectIDs) {
      if (objectIDs.length === 0) return;
      await client.deleteObjects({ indexName: index, objectIDs });
    },
    securedKey(restriction, nowMs = Date.now()) {
      const validUntil = Math.floor(nowMs / 1000) + SEARCH_KEY_TTL_SECONDS;
      const apiKey = (client as unknown as NodeOnlyHelpers).generateSecuredApiKey({
        parentApiKey: settings.searchApiKey,
        restrictions: {
          ...(restriction.filters ? { filters: restriction.filters } : {}),
          restrictIndices: restriction.indices,
          validUntil,
        },
      });
      return {
        appId: settings.appId,
        apiKey,
        indices: restriction.indices,
        validUntil,
        searchHost: settings.host,
      };
    },
  };
}

let port: Promise<SearchPort> | undefined;
/** The instance's port, from the function's parameters (one client per instance). */
export function searchPort(): Promise<SearchPort> {
  port ??= createAlgoliaSearchPort(algoliaSettingsFromParams()).catch((error: unknown) => {
    port = undefined;
    throw error;
  });
  return port;
}

/** Tests that serve the API in-process hand it a port on an in-process fake (test/support). */
export function setSearchPortForTests(next: SearchPort | undefined): void {
  port = next ? Promise.resolve(next) : undefined;
}
