import type { PushTopicEntry, PushTopicsListResponse } from '@resto/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../api/ApiClientContext';
import { useAuth } from '../auth/AuthContext';
import { errorText } from '../errors/describeError';
import { openPushDevice, type PushDevice, type PushMessage } from './pushDevice';

/** Per signed-in person: the topics they chose on this device, so a renewed token is resubscribed. */
const chosenKey = (uid: string) => `resto.push.topics.${uid}`;

function readChosen(uid: string): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(chosenKey(uid)) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export interface OrderAlerts {
  /** The stores this person may get alerts for, with whether this device does; undefined while loading. */
  topics: PushTopicEntry[] | undefined;
  /** A problem in words (no push service, a refused subscription...). */
  problem: string | undefined;
  busy: boolean;
  permission: NotificationPermissionState;
  /** Turns alerts for these topics on or off on this device (asks for notification permission first). */
  setSubscribed(topics: string[], on: boolean): Promise<void>;
  /** Loads the list (when the dialog opens). */
  refresh(): Promise<void>;
  /** The latest message that arrived while the app was open. */
  latest: (PushMessage & { receivedAt: number }) | undefined;
  dismissLatest(): void;
}

function permissionNow(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * The staff app's order alerts on this device: the device's push token, the person's stores as
 * topics (`/api/push/topics/list`), turning them on and off (`subscribe` / `unsubscribe`), and each
 * arriving message: shown as a system notification when the app is in the background, and handed
 * to the page (`latest`) when it is on screen.
 */
export function useOrderAlerts(onOpen: (path: string) => void): OrderAlerts {
  const api = useApi();
  const { user } = useAuth();
  const uid = user?.uid;
  const [device, setDevice] = useState<PushDevice | undefined>();
  const [topics, setTopics] = useState<PushTopicEntry[] | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [permission, setPermission] = useState<NotificationPermissionState>(permissionNow);
  const [latest, setLatest] = useState<OrderAlerts['latest']>();
  const openRef = useRef(onOpen);
  openRef.current = onOpen;

  const ensureDevice = useCallback(async (): Promise<PushDevice> => {
    if (device) return device;
    const opened = await openPushDevice();
    setDevice(opened);
    return opened;
  }, [device]);

  // A person who turned alerts on before gets them again on every visit: the device is opened, and a
  // token the push service renewed is subscribed again to what they chose.
  useEffect(() => {
    if (!uid || readChosen(uid).length === 0) return;
    let cancelled = false;
    void openPushDevice()
      .then(async (opened) => {
        if (cancelled) return;
        setDevice(opened);
        if (opened.renewed)
          await api.post('/api/push/topics/subscribe', {
            registrationToken: opened.token,
            topics: readChosen(uid),
          });
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(errorText(error));
      });
    return () => {
      cancelled = true;
    };
  }, [api, uid]);

  useEffect(() => {
    if (!device) return;
    return device.listen((message) => {
      const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
      if (hidden && permissionNow() === 'granted') {
        const notification = new Notification(message.title, {
          body: message.body,
          ...(message.data.orderId ? { tag: message.data.orderId } : {}),
        });
        notification.onclick = () => {
          window.focus();
          if (message.data.path) openRef.current(message.data.path);
          notification.close();
        };
      }
      setLatest({ ...message, receivedAt: Date.now() });
    });
  }, [device]);

  const refresh = useCallback(async () => {
    setProblem(undefined);
    try {
      const opened = await ensureDevice().catch(() => undefined);
      const list = await api.post<PushTopicsListResponse>(
        '/api/push/topics/list',
        opened ? { registrationToken: opened.token } : {},
      );
      setTopics(list.topics);
      if (!opened) setProblem('This browser cannot receive order alerts.');
    } catch (error) {
      setProblem(errorText(error));
      setTopics((current) => current ?? []);
    }
  }, [api, ensureDevice]);

  const setSubscribed = useCallback(
    async (names: string[], on: boolean) => {
      if (!uid || names.length === 0) return;
      setBusy(true);
      setProblem(undefined);
      try {
        if (on && permissionNow() === 'default') setPermission(await Notification.requestPermission());
        const opened = await ensureDevice();
        await api.post(on ? '/api/push/topics/subscribe' : '/api/push/topics/unsubscribe', {
          registrationToken: opened.token,
          topics: names,
        });
        const chosen = new Set(readChosen(uid));
        for (const name of names) on ? chosen.add(name) : chosen.delete(name);
        localStorage.setItem(chosenKey(uid), JSON.stringify([...chosen]));
        setTopics((current) =>
          current?.map((entry) => (names.includes(entry.topic) ? { ...entry, subscribed: on } : entry)),
        );
      } catch (error) {
        setProblem(errorText(error));
      } finally {
        setBusy(false);
      }
    },
    [api, ensureDevice, uid],
  );

  return {
    topics,
    problem,
    busy,
    permission,
    setSubscribed,
    refresh,
    latest,
    dismissLatest: useCallback(() => setLatest(undefined), []),
  };
}
